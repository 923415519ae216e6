/// One turn: the shapes shown, and once the player taps one, which and whether it matched.
public struct Turn: Identifiable, Sendable {
    /// Unique among the turns of one controller, restarts included: caches keyed by it never
    /// need clearing from outside.
    public let id: Int
    public let shapes: [any Shape]
    /// When the turn began, on the game clock.
    public let startedAt: Duration
    public private(set) var tappedIndex: Int?
    public private(set) var endedAt: Duration?
    /// What the player ended it with; nil before the tap.
    public private(set) var input: InputDevice?
    /// How long the turn's clock stood still (paused, or covered by an overlay): no part of
    /// the reaction time.
    public private(set) var heldTime: Duration = .zero

    public init(id: Int = 0, shapes: [any Shape], startedAt: Duration) {
        self.id = id
        self.shapes = shapes
        self.startedAt = startedAt
    }

    public var isEnded: Bool { tappedIndex != nil }

    /// Whether the tapped shape's area is at least every other's (ties match); nil before a tap.
    public var matched: Bool? {
        guard let tappedIndex else { return nil }
        return Self.isLargest(tappedIndex, in: shapes)
    }

    /// The index of the largest shape (the first of equals): what a perfect player taps.
    public var largestIndex: Int {
        shapes.indices.max { shapes[$0].area < shapes[$1].area || (shapes[$0].area == shapes[$1].area && $0 > $1) } ?? 0
    }

    /// How many times the runner-up's area the largest shape's is (1 for a tie); nil with fewer
    /// than two shapes. The adaptive difficulty's figure, and a measure of any turn's.
    public var areaRatio: Double? {
        guard shapes.count >= 2 else { return nil }
        var largest = 0.0
        var runnerUp = 0.0
        for shape in shapes {
            if shape.area > largest {
                runnerUp = largest
                largest = shape.area
            } else if shape.area > runnerUp {
                runnerUp = shape.area
            }
        }
        return runnerUp > 0 ? largest / runnerUp : nil
    }

    /// How long the player took, from the turn's start to the tap, less the time its clock was
    /// held; nil before the tap.
    public var reactionTime: Duration? { endedAt.map { max($0 - startedAt - heldTime, .zero) } }

    /// Records the tap. A turn ends once: returns false (and changes nothing) if it had ended, or
    /// if `index` names no shape.
    @discardableResult
    public mutating func complete(tappingShapeAt index: Int, at time: Duration, by input: InputDevice = .mouse) -> Bool {
        guard tappedIndex == nil, shapes.indices.contains(index) else { return false }
        tappedIndex = index
        endedAt = time
        self.input = input
        return true
    }

    /// Adds time during which the turn's clock stood still.
    public mutating func hold(for duration: Duration) {
        guard !isEnded, duration > .zero else { return }
        heldTime += duration
    }

    /// Whether shape `index` has an area at least every other's: the rule, ties included.
    public static func isLargest(_ index: Int, in shapes: [any Shape]) -> Bool {
        let area = shapes[index].area
        return shapes.allSatisfy { $0.area <= area }
    }
}
