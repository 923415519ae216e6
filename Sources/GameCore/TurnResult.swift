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

    public var matched: Bool { turn.matched == true }
    /// What ended the turn.
    public var input: InputDevice { turn.input ?? .mouse }
}
