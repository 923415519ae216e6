import Drawing
import Preferences

/// The colors around the shapes (the shapes' own come from the builder's style).
public struct Theme: Hashable, Sendable {
    public var background: RGBA
    public var text: RGBA
    public var correct: RGBA
    public var wrong: RGBA
    public var panel: RGBA
    /// The shapes' outline and fill colours (what a race player's ring must stand out from).
    public var shapeOutline: RGBA
    public var shapeFill: RGBA

    public init(background: RGBA, text: RGBA, correct: RGBA, wrong: RGBA, panel: RGBA, shapeOutline: RGBA = .white, shapeFill: RGBA = .white) {
        self.background = background
        self.text = text
        self.correct = correct
        self.wrong = wrong
        self.panel = panel
        self.shapeOutline = shapeOutline
        self.shapeFill = shapeFill
    }

    /// The classic theme's colors, as the settings define them.
    public static let standard = Theme(ThemeName.classic.colors)

    /// The theme for the player's colors: the panel behind overlays is the background, darkened.
    public init(_ colors: ResolvedColors) {
        let background = colors.background
        self.init(
            background: background, text: colors.text, correct: colors.correct, wrong: colors.wrong,
            panel: RGBA(red: background.red / 2, green: background.green / 2, blue: background.blue / 2, alpha: 225), shapeOutline: colors.outline,
            shapeFill: colors.fill)
    }
}
