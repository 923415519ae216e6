/// +1 when the newest turn matched, −1 when it did not, 0 before any turn.
public struct MatchScorer: Scorer {
    public let next: (any Scorer)?

    public init(next: (any Scorer)? = nil) {
        self.next = next
    }

    /// Only the newest turn counts.
    public var lookback: Int { 1 }

    public func ownIncrement<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> Int {
        var iterator = turns.makeIterator()
        guard let newest = iterator.next(), let matched = newest.matched else { return 0 }
        return matched ? 1 : -1
    }

    public func reason<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> ScorerReason {
        var iterator = turns.makeIterator()
        return .matched(iterator.next()?.matched)
    }
}
