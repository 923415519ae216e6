/// What ending a turn did, for the HUD, the sounds and the event log.
public struct TurnResult: Sendable {
    public let turn: Turn
    /// 1 for the first turn played.
    public let number: Int
    public let scoreIncrement: Int
    public let score: Int
    public let streak: Int
    /// In a race, the seat of the player whose tap this was (0 or 1); nil in a game of one.
    public internal(set) var player: Int? = nil
    /// The part of `scoreIncrement` the chain's streak bonus gave (`Scorer.isStreakBonus`), 0
    /// when none: why a score jumps by more than the turn's own point.
    public internal(set) var streakBonus = 0
    /// The run of right taps this wrong one ended, 0 when the turn matched or none ran.
    public internal(set) var streakLost = 0
    /// Each link of the scorer chain's part of `scoreIncrement`, in the chain's order (they add
    /// up to it); empty for a result made by hand.
    public internal(set) var shares: [ScorerShare] = []
    /// Whether it was played with parts swapped from the panel (`Play.practice`): no record, no
    /// statistics.
    public internal(set) var isPractice = false

    public var matched: Bool { turn.matched == true }
    /// What ended the turn.
    public var input: InputDevice { turn.input ?? .mouse }
}
