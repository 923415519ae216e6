/// Computes a score increment from the turns played so far, newest first. The **Command** the
/// tutorial names: one behaviour invoked on the turn history. Scorers form a **Chain of
/// Responsibility** through `next`: each adds its own increment to the rest of the chain's, so a
/// new rule is one more link and no existing scorer changes. The turns come as any `Sequence`
/// (the **Iterator**): the controller's `RecentTurns` window, or `array.reversed()`, a view.
public protocol Scorer: Sendable {
    /// The scorer after this one in the chain, if any.
    var next: (any Scorer)? { get }

    /// How many of the newest turns `ownIncrement` reads at most. The controller keeps only as
    /// many turns as the whole chain reads (`window`), so this is a promise, and a test keeps it.
    var lookback: Int { get }

    /// This scorer's own increment for the newest turn.
    func ownIncrement<Turns: Sequence<Turn>>(pastTurnsNewestFirst: Turns) -> Int

    /// Whether this link's increment is a streak's bonus, which the HUD and the voice name
    /// (`TurnResult.streakBonus`); false unless a link says so.
    var isStreakBonus: Bool { get }

    /// The link's name in the walk down the chain (`shares`): its type's, unless it says another.
    var name: String { get }

    /// Why this link gives what it gives for the newest turn, in its own terms (the streak so
    /// far and the streak it needs): what the "how it works" panel says beside its share.
    /// `.unexplained` unless a link says more.
    func reason<Turns: Sequence<Turn>>(pastTurnsNewestFirst: Turns) -> ScorerReason
}

/// Why a link of the scorer chain gave its share, in the link's own terms.
public enum ScorerReason: Hashable, Sendable {
    /// `MatchScorer`: the newest turn was right (true), wrong (false) or not played (nil).
    case matched(Bool?)
    /// `StreakScorer`: `streak` right in a row (counted no further than `needed`), and the
    /// `needed` that earn the bonus.
    case streak(Int, needed: Int)
    /// `SpeedBonusScorer`: the newest turn was answered right in `milliseconds` (nil: it was
    /// wrong, or not played), against its `limit`.
    case speed(milliseconds: Int?, limit: Int)
    /// A link that does not say.
    case unexplained
}

/// One link's part of a tap's increment: the walk down the chain, link by link, that the game's
/// "how it works" panel and the event log show. The shares add up to the increment.
public struct ScorerShare: Hashable, Sendable {
    /// The link: `MatchScorer`.
    public let scorer: String
    public let increment: Int
    /// Whether the link's increment is a streak's bonus (`Scorer.isStreakBonus`).
    public let isStreakBonus: Bool
    /// Why the link gave it (`Scorer.reason`).
    public let reason: ScorerReason

    public init(scorer: String, increment: Int, isStreakBonus: Bool = false, reason: ScorerReason = .unexplained) {
        self.scorer = scorer
        self.increment = increment
        self.isStreakBonus = isStreakBonus
        self.reason = reason
    }
}

// MARK: - Default implementations

extension Scorer {
    /// This scorer's increment plus the rest of the chain's.
    public func scoreIncrement<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> Int {
        ownIncrement(pastTurnsNewestFirst: turns) + (next?.scoreIncrement(pastTurnsNewestFirst: turns) ?? 0)
    }

    /// How many of the newest turns the whole chain, from this link on, reads at most.
    public var window: Int { max(lookback, next?.window ?? 0) }

    public var isStreakBonus: Bool { false }

    public var name: String { "\(Self.self)" }

    public func reason<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> ScorerReason { .unexplained }

    /// Each link's own increment, from this link to the chain's end: what `scoreIncrement`
    /// adds up, one link at a time.
    public func shares<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> [ScorerShare] {
        var shares: [ScorerShare] = []
        var link: (any Scorer)? = self
        while let current = link {
            shares.append(
                ScorerShare(
                    scorer: current.name, increment: current.ownIncrement(pastTurnsNewestFirst: turns), isStreakBonus: current.isStreakBonus,
                    reason: current.reason(pastTurnsNewestFirst: turns)))
            link = current.next
        }
        return shares
    }

    /// The part of `scoreIncrement` the streak-bonus links give, from this link on.
    public func streakBonus<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> Int {
        (isStreakBonus ? ownIncrement(pastTurnsNewestFirst: turns) : 0) + (next?.streakBonus(pastTurnsNewestFirst: turns) ?? 0)
    }
}

extension Scorer where Self == MatchScorer {
    /// The tutorial's chain: +1 / −1 per turn, then +10 on every turn of a streak of five or more.
    public static var standard: MatchScorer { MatchScorer(next: StreakScorer()) }
}
