/// The figures the stats overlay shows for a session: turns, accuracy, streaks, the median
/// reaction time (overall and per input), and the last 50 turns for the plot. Fed one `TurnResult` at a time; constant
/// memory and constant work per turn, however long the game.
public struct GameStats: Sendable {
    /// One turn as the plot draws it.
    public struct Sample: Hashable, Sendable {
        public let reactionMilliseconds: Int
        public let matched: Bool
        /// The turn's largest area over its runner-up's.
        public let ratio: Double?
        /// Whether the adaptive difficulty made the turn.
        public let adaptive: Bool
    }

    public static let plottedTurns = 50

    public private(set) var turns = 0
    public private(set) var matches = 0
    public private(set) var streak = 0
    public private(set) var bestStreak = 0
    public private(set) var reactions = ReactionHistogram()
    /// The same, for each input the player used: four histograms at most, however long the game.
    public private(set) var reactionsByInput: [InputDevice: ReactionHistogram] = [:]
    /// The newest turns, oldest first, at most `plottedTurns`.
    public private(set) var recent = Ring<Sample>(capacity: plottedTurns)

    public init() {}

    public mutating func record(_ result: TurnResult, adaptive: Bool) {
        if turns < .max {
            turns += 1
            if result.matched { matches += 1 }
        }
        streak = result.streak
        bestStreak = max(bestStreak, streak)
        let milliseconds = result.turn.reactionMilliseconds ?? 0
        reactions.record(milliseconds: milliseconds)
        reactionsByInput[result.input, default: ReactionHistogram()].record(milliseconds: milliseconds)
        recent.append(Sample(reactionMilliseconds: milliseconds, matched: result.matched, ratio: result.turn.areaRatio, adaptive: adaptive))
    }

    /// The share of turns matched, 0 before any.
    public var accuracy: Double { turns == 0 ? 0 : Double(matches) / Double(turns) }

    public var medianReactionMilliseconds: Int? { reactions.median }

    /// The median reaction time for each input used, in `InputDevice`'s order.
    public var medianReactionByInput: [(input: InputDevice, milliseconds: Int)] {
        InputDevice.allCases.compactMap { input in reactionsByInput[input]?.median.map { (input, $0) } }
    }
}

extension Turn {
    /// The reaction time in whole milliseconds (rounded down); nil before the tap.
    public var reactionMilliseconds: Int? {
        reactionTime.map { Int(min(max($0 / .milliseconds(1), 0), 1e12)) }
    }
}
