import Drawing
import GameCore
import Sounds

/// The tutorial's brown shapes with orange outlines, on a dark background, and bells.
public struct ClassicTheme: ThemeFactory {
    public init() {}
    public var name: String { "classic" }
    public var displayName: String { "classic" }
    public var summary: String? { "the tutorial's brown and orange on dark" }

    public func makePalette() -> ResolvedColors {
        // The shapes' colors are the tutorial's, defined once with the builder's default style.
        ResolvedColors(
            background: RGBA(rgb: 0x1E_25_2D), fill: ShapeStyle.classic.fillColor, outline: ShapeStyle.classic.outlineColor,
            text: RGBA(rgb: 0xEC_EF_F4), correct: RGBA(rgb: 0x2E_9E_4F), wrong: RGBA(rgb: 0xD2_3C_3C))
    }

    public func makeSoundFamily() -> SoundFamily { .bells }
}
