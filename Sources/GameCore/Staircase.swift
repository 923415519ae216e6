/// The adaptive difficulty's rule: a staircase on the player's results. The ratio is how much
/// larger the largest shape is than the runner-up. Two matches in a row make it harder (the
/// ratio closer to 1), a miss makes it easier. Each change of direction makes the steps finer,
/// so the ratio settles where the player matches about 71% of the time (the point a two-up,
/// one-down staircase finds): their own threshold. The ratio never rises above `start` and
/// never drops below `floor`.
public struct Staircase: Hashable, Sendable {
    /// What the last result did to the ratio: why the next turn is as hard as it is.
    public enum Step: String, Hashable, Sendable {
        /// No result yet: the ratio is where it starts.
        case start
        /// Two right in a row: the ratio came closer to 1.
        case harder
        /// A miss: the ratio moved away from 1.
        case easier
        /// One right: the ratio waits for a second before it moves.
        case waiting
    }

    public let start: Double
    public let floor: Double
    /// The ratio the next turn is made with.
    public private(set) var ratio: Double
    /// How much of the excess over 1 a step keeps (harder) or gives back (easier).
    public private(set) var stepFactor: Double
    private var matchesInARow = 0
    private var lastDirection = 0
    public private(set) var reversals = 0
    /// What the last result did.
    public private(set) var lastStep = Step.start

    /// The finest step: the excess over 1 changes by 6% at the least.
    public static let finestStepFactor = 0.94

    public init(start: Double = 1.8, floor: Double = 1.03) {
        let floor = min(max(floor, 1.001), 10)
        self.floor = floor
        self.start = min(max(start, floor), 10)
        ratio = self.start
        stepFactor = 0.7
    }

    public mutating func record(matched: Bool) {
        if matched {
            matchesInARow += 1
            guard matchesInARow >= 2 else {
                lastStep = .waiting
                return
            }
            matchesInARow = 0
            lastStep = .harder
            move(-1)
        } else {
            matchesInARow = 0
            lastStep = .easier
            move(1)
        }
    }

    /// -1 is harder, +1 easier. Steps act on the excess over 1, so they are finer near 1.
    private mutating func move(_ direction: Int) {
        if lastDirection != 0, direction != lastDirection {
            reversals += 1
            stepFactor = min(1 - (1 - stepFactor) * 0.8, Self.finestStepFactor)
        }
        lastDirection = direction
        let excess = ratio - 1
        let moved = direction < 0 ? excess * stepFactor : excess / stepFactor
        ratio = min(max(1 + moved, floor), start)
    }
}
