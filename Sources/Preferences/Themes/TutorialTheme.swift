import Drawing
import GameCore
import Sounds

/// The tutorial's brown shapes with orange outlines (the colours its Builder section sets) on a
/// light-blue background of this game's own, and soft marimba sounds.
public struct TutorialTheme: ThemeFactory {
    public init() {}
    public var name: String { "tutorial" }
    public var displayName: String { "tutorial" }
    public var summary: String? { "the same shapes on light blue" }

    public func makePalette() -> ResolvedColors {
        ResolvedColors(
            background: RGBA(rgb: 0x7C_BB_F2), fill: ShapeStyle.classic.fillColor, outline: ShapeStyle.classic.outlineColor,
            text: RGBA(rgb: 0x12_24_3A), correct: RGBA(rgb: 0x1B_7A_3A), wrong: RGBA(rgb: 0xC4_1E_1E))
    }

    public func makeSoundFamily() -> SoundFamily { .marimba }
}
