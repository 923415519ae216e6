/// A bonus on every turn while the current run of consecutive matches is long enough: +10 from
/// the fifth match in a row on. It looks back at most `minimumStreak` turns, so scoring stays
/// constant work per turn however long the streak grows.
public struct StreakScorer: Scorer {
    public let next: (any Scorer)?
    public let minimumStreak: Int
    public let bonus: Int

    public init(minimumStreak: Int = 5, bonus: Int = 10, next: (any Scorer)? = nil) {
        self.minimumStreak = max(minimumStreak, 1)
        self.bonus = bonus
        self.next = next
    }

    /// The streak is counted no further than the bonus needs.
    public var lookback: Int { minimumStreak }

    /// The HUD shows its increment beside the score, and the voice says it.
    public var isStreakBonus: Bool { true }

    public func ownIncrement<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> Int {
        turns.currentStreak(upTo: minimumStreak) >= minimumStreak ? bonus : 0
    }

    public func reason<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> ScorerReason {
        .streak(turns.currentStreak(upTo: minimumStreak), needed: minimumStreak)
    }
}

extension Sequence<Turn> {
    /// How many of the newest turns in a row matched (the sequence newest first), counting no
    /// further than `limit`.
    public func currentStreak(upTo limit: Int = .max) -> Int {
        var streak = 0
        var iterator = makeIterator()
        // NB: the limit is checked before the next turn is fetched: no turn beyond it is read.
        while streak < limit, let turn = iterator.next(), turn.matched == true {
            streak += 1
        }
        return streak
    }
}
