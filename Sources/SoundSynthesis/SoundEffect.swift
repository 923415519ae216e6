/// The game's sound effects.
public enum SoundEffect: String, CaseIterable, Sendable {
    /// A bright rising arpeggio: the player tapped the larger shape.
    case happy
    /// A soft falling "wah-wah": the player tapped a smaller one.
    case sad

    /// The file name the game loads.
    public var fileName: String { "\(rawValue).wav" }
}
