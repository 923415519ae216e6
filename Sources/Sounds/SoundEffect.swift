/// The game's sound effects.
public enum SoundEffect: String, CaseIterable, Sendable {
    /// A bright rising arpeggio: the player tapped the larger shape.
    case happy
    /// A soft falling "wah-wah": the player tapped a smaller one.
    case sad

    /// The file name the game loads.
    public var fileName: String { "\(rawValue).wav" }

    /// Every effect of every family is shorter than this, in seconds (a test of the generator
    /// keeps it so): how long the speakers stay awake after a sound.
    public static let longestDuration = 0.8
}

/// A family of sounds that belong together: each theme has one, so a happy and a sad sound are
/// always of a kind.
public enum SoundFamily: String, CaseIterable, Sendable {
    /// Bright bells: a rising arpeggio, and a falling "wah-wah" (the classic theme's).
    case bells
    /// Soft wooden mallets, lower and quieter (the tutorial theme's).
    case marimba
    /// Clean electronic tones, far apart in pitch and timbre (the high-contrast theme's).
    case beeps
    /// Glassy chimes with a shimmer (the colorblind-safe theme's).
    case chimes
}

extension SoundEffect {
    /// The file this effect of `family` is kept in: the bells keep the plain names.
    public func fileName(in family: SoundFamily) -> String {
        family == .bells ? fileName : "\(family.rawValue)-\(rawValue).wav"
    }
}
