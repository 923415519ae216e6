/// What ending a turn did, for the HUD, the sounds and the event log.
public struct TurnResult: Sendable {
    public let turn: Turn
    /// 1 for the first turn played.
    public let number: Int
    public let scoreIncrement: Int
    public let score: Int
    public let streak: Int

    public var matched: Bool { turn.matched == true }
    /// What ended the turn.
    public var input: InputDevice { turn.input ?? .mouse }
}
