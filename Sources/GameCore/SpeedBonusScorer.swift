/// A scorer the tutorial does not have, to show what its chain is for: +2 for a right answer
/// given in under half a second. It is an ordinary `Scorer`, one more link; no other scorer, and
/// nothing in the controller, changes to add it. The "how it works" panel plugs it in and takes it
/// out again, as practice.
public struct SpeedBonusScorer: Scorer {
    public let next: (any Scorer)?
    /// The answer must come in under this many milliseconds.
    public let limit: Int
    public let bonus: Int

    public init(limit: Int = 500, bonus: Int = 2, next: (any Scorer)? = nil) {
        self.limit = max(limit, 1)
        self.bonus = bonus
        self.next = next
    }

    /// Only the newest turn counts.
    public var lookback: Int { 1 }

    public func ownIncrement<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> Int {
        quickAnswer(turns).map { $0 < limit ? bonus : 0 } ?? 0
    }

    public func reason<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> ScorerReason {
        .speed(milliseconds: quickAnswer(turns), limit: limit)
    }

    /// The newest turn's reaction time in milliseconds, where it was right.
    private func quickAnswer<Turns: Sequence<Turn>>(_ turns: Turns) -> Int? {
        var iterator = turns.makeIterator()
        guard let newest = iterator.next(), newest.matched == true else { return nil }
        return newest.reactionMilliseconds
    }
}
