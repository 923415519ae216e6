import Drawing
import GameCore
import Sounds

/// **Abstract Factory**: a theme makes a family of things that belong together — its palette,
/// the style its shapes are drawn in, and its pair of sounds — so a high-contrast palette never
/// meets the marimba's soft sounds by accident. The game asks the theme in the settings for its
/// family and never names a concrete theme; adding one is one new factory type and one line in
/// `ThemeRegistry`.
public protocol ThemeFactory: Sendable {
    /// The name the settings file uses (`theme = "classic"`).
    var name: String { get }
    /// How the screen names it, in English (the catalogs translate it).
    var displayName: String { get }
    /// What the settings template says of it beside its name, if anything.
    var summary: String? { get }
    /// The colors: background, shapes, text, right and wrong.
    func makePalette() -> ResolvedColors
    /// The shapes' look, in `palette` (which may hold the player's color overrides).
    func makeShapeStyle(palette: ResolvedColors) -> ShapeStyle
    /// The happy and sad sounds.
    func makeSoundFamily() -> SoundFamily
}

extension ThemeFactory {
    public var summary: String? { nil }

    /// Filled and outlined in the palette's colors, as the tutorial draws its shapes.
    public func makeShapeStyle(palette: ResolvedColors) -> ShapeStyle {
        ShapeStyle(showFill: true, fillColor: palette.fill, showOutline: true, outlineColor: palette.outline, outlineWidth: 6)
    }
}

/// Every theme, in the order the preferences screen steps through them.
public enum ThemeRegistry {
    public static let factories: [any ThemeFactory] = [ClassicTheme(), HighContrastTheme(), TutorialTheme(), ColorblindTheme()]
}
