import Drawing
import GameCore
import Sounds

/// Blue and yellow from a palette that stays distinct for red–green color blindness (Okabe and
/// Ito's): right and wrong are sky blue and orange, never red and green; glassy chimes.
public struct ColorblindTheme: ThemeFactory {
    public init() {}
    public var name: String { "colorblind" }
    public var displayName: String { "colorblind-safe" }
    public var summary: String? { "blue and orange, safe for red-green color blindness" }

    public func makePalette() -> ResolvedColors {
        ResolvedColors(
            background: RGBA(rgb: 0x1E_25_2D), fill: RGBA(rgb: 0x00_72_B2), outline: RGBA(rgb: 0xF0_E4_42), text: RGBA(rgb: 0xF4_F4_F4),
            correct: RGBA(rgb: 0x56_B4_E9), wrong: RGBA(rgb: 0xE6_9F_00))
    }

    public func makeSoundFamily() -> SoundFamily { .chimes }
}
