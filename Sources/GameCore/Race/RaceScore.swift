/// One player's side of a race: their own scorer chain over their own taps (so their own streak
/// bonus), and their figures. Constant memory: the chain's window of turns and a histogram.
public struct RaceScore: Sendable {
    public let player: RacePlayer
    /// The chain this player's taps are scored by: the same chain as the game's, held per player.
    public let scorer: any Scorer
    /// This player's newest tapped turns, newest first, as deep as the chain reads.
    public private(set) var recentTurns: RecentTurns
    public private(set) var score = 0
    /// Right taps in a row (a wrong tap ends it; a turn the other player wins does not).
    public private(set) var streak = 0
    public private(set) var bestStreak = 0
    public private(set) var taps = 0
    public private(set) var rights = 0
    public private(set) var reactions = ReactionHistogram()

    public init(player: RacePlayer, scorer: any Scorer) {
        self.player = player
        self.scorer = scorer
        recentTurns = RecentTurns(capacity: max(scorer.window, 1))
    }

    /// The share of this player's taps that were right, 0 before any.
    public var accuracy: Double { taps == 0 ? 0 : Double(rights) / Double(taps) }

    /// Scores `turn`, which this player's tap ended (in their own history).
    mutating func record(_ turn: Turn, number: Int) -> TurnResult {
        recentTurns.append(turn)
        let matched = turn.matched == true
        taps += 1
        if matched { rights += 1 }
        let lost = matched ? 0 : streak
        streak = matched ? streak + 1 : 0
        bestStreak = max(bestStreak, streak)
        if let milliseconds = turn.reactionMilliseconds { reactions.record(milliseconds: milliseconds) }
        let shares = scorer.shares(pastTurnsNewestFirst: recentTurns)
        let increment = shares.reduce(0) { $0 + $1.increment }
        score += increment
        return TurnResult(
            turn: turn, number: number, scoreIncrement: increment, score: score, streak: streak, player: player.seat,
            streakBonus: shares.filter(\.isStreakBonus).reduce(0) { $0 + $1.increment }, streakLost: lost, shares: shares)
    }
}
