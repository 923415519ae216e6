/// A daily challenge being played: the day, and each turn's mark and reaction so far (twenty at
/// most). It finishes with the twentieth turn.
public struct DailyRun: Hashable, Sendable {
    public let challenge: DailyChallenge
    /// The day already had its counted result when this run began: its result counts for
    /// nothing, and its turns set no records.
    public let isPractice: Bool
    /// Right (true) or wrong, one per turn played, in order.
    public private(set) var marks: [Bool] = []
    /// Each turn's reaction time in milliseconds, in order.
    public private(set) var reactions: [Int] = []

    public init(challenge: DailyChallenge, practice: Bool = false) {
        self.challenge = challenge
        isPractice = practice
    }

    public var isFinished: Bool { marks.count >= DailyChallenge.turnCount }

    /// Counts a turn; nil until the twentieth, then the day's result.
    mutating func record(_ result: TurnResult) -> DailyResult? {
        guard !isFinished else { return nil }
        marks.append(result.matched)
        reactions.append(result.turn.reactionMilliseconds ?? 0)
        guard isFinished else { return nil }
        return DailyResult(date: challenge.date, score: result.score, marks: marks, medianReactionMilliseconds: DailyResult.median(reactions))
    }
}
