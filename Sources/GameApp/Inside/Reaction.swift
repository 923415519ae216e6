import GameCore

/// What a listener on the game's bus did with an event, in a word (the **Observer** at work): it
/// returns one from its subscription (`EventBus.subscribe(as:reacting:)`), the bus keeps the
/// newest event's, and the "how it works" panel says them, one row per listener.
enum Reaction: String, CaseIterable, Sendable {
    /// The event log wrote its line.
    case logged
    /// The statistics counted the turn.
    case counted
    /// The statistics noted whether the difficulty adapts on this turn.
    case noted
    /// The record was saved.
    case saved
    /// The voice said it.
    case said
    /// The happy sound played.
    case playedHappy = "played_happy"
    /// The sad sound played.
    case playedSad = "played_sad"
    /// The answer's sound was not played: the sound is off.
    case quiet
    /// `--turns` counted the turn towards its limit.
    case countedTurn = "counted_turn"
    /// The latency meter began timing the frame that shows the answer.
    case timed
    /// The bot planned its tap.
    case planned
    /// The score's change rose or fell beside the score.
    case showed
    /// The streak's marks were cleared.
    case cleared
    /// A new frame was asked for.
    case redrew
    /// The pad rumbled for a wrong tap.
    case rumbled
}
