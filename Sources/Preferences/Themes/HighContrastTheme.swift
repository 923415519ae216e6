import Drawing
import GameCore
import Sounds

/// White shapes with yellow outlines on black, and clean beeps far apart in pitch.
public struct HighContrastTheme: ThemeFactory {
    public init() {}
    public var name: String { "high-contrast" }
    public var displayName: String { "high contrast" }

    public func makePalette() -> ResolvedColors {
        ResolvedColors(
            background: .black, fill: .white, outline: RGBA(rgb: 0xFF_D4_00), text: .white, correct: RGBA(rgb: 0x00_E0_5A),
            wrong: RGBA(rgb: 0xFF_33_55))
    }

    public func makeSoundFamily() -> SoundFamily { .beeps }
}
