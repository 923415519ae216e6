import Drawing
import GameCore

/// Everything the player can set in settings.toml, with the defaults the game starts from.
public struct Settings: Hashable, Sendable {
    public var theme: ThemeName = .classic
    /// The language on screen; `auto` follows LC_ALL, LC_MESSAGES and LANG.
    public var language: LanguageSetting = .auto
    /// Colors set explicitly; the theme supplies the rest.
    public var colorOverrides = ColorSet.empty
    public var showFill = true
    public var showOutline = true
    public var outlineWidth = 6.0
    public var soundEnabled = true
    /// 0 to 100.
    public var soundVolume = 80
    public var windowWidth = 960
    public var windowHeight = 640
    public var fullscreen = false
    public var shapesPerTurn = 2
    public var minProportion = 0.3
    public var maxProportion = 0.8
    /// The mode to start in; nil starts in the one last played. Changed in the file while the
    /// game runs, it switches the mode.
    public var mode: GameMode?
    /// Whether the adaptive difficulty sizes the shapes.
    public var adaptive = false
    /// The adaptive staircase's first ratio (largest area over runner-up's), and its lowest.
    public var adaptiveStart = 1.8
    public var adaptiveFloor = 1.03

    public init() {}

    public static let defaults = Settings()

    /// The colors in force: the theme's, with the overrides on top.
    public var colors: ResolvedColors {
        let base = theme.colors
        return ResolvedColors(
            background: colorOverrides.background ?? base.background,
            fill: colorOverrides.fill ?? base.fill,
            outline: colorOverrides.outline ?? base.outline,
            text: colorOverrides.text ?? base.text,
            correct: colorOverrides.correct ?? base.correct,
            wrong: colorOverrides.wrong ?? base.wrong
        )
    }

    /// The shapes' style, for the view builder: the theme's own, in the colors in force, with
    /// the player's choices of fill, outline and width.
    public var shapeStyle: ShapeStyle {
        var style = theme.factory.makeShapeStyle(palette: colors)
        style.showFill = showFill
        style.showOutline = showOutline
        style.outlineWidth = outlineWidth
        return style
    }

    /// The game's knobs (the feedback duration stays the game's own).
    public func gameSettings(feedbackDuration: Duration) -> GameSettings {
        GameSettings(
            style: shapeStyle, proportions: ProportionRange(minProportion, maxProportion) ?? .standard,
            shapesPerTurn: shapesPerTurn, feedbackDuration: feedbackDuration, adaptive: adaptive,
            staircase: Staircase(start: adaptiveStart, floor: adaptiveFloor))
    }
}

/// A theme's name, as the settings file and the event log write it: one per factory in
/// `ThemeRegistry`, so a name no theme has is not a theme.
public struct ThemeName: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    /// Nil for a name no registered theme has.
    public init?(rawValue: String) {
        guard ThemeRegistry.factories.contains(where: { $0.name == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// A built-in theme's name.
    private init(builtIn rawValue: String) {
        self.rawValue = rawValue
    }

    public static let classic = ThemeName(builtIn: "classic")
    public static let highContrast = ThemeName(builtIn: "high-contrast")
    public static let tutorial = ThemeName(builtIn: "tutorial")
    public static let colorblind = ThemeName(builtIn: "colorblind")

    /// Every theme, in the registry's order.
    public static var allCases: [ThemeName] { ThemeRegistry.factories.map { ThemeName(builtIn: $0.name) } }

    /// The factory that makes this theme's family (the classic one for a name that lost its).
    public var factory: any ThemeFactory {
        ThemeRegistry.factories.first { $0.name == rawValue } ?? ClassicTheme()
    }

    /// The theme's colors.
    public var colors: ResolvedColors { factory.makePalette() }

    public var description: String { rawValue }
}

/// One color per role; nil where not set.
public struct ColorSet: Hashable, Sendable {
    public var background: RGBA?
    public var fill: RGBA?
    public var outline: RGBA?
    public var text: RGBA?
    public var correct: RGBA?
    public var wrong: RGBA?

    public static let empty = ColorSet()
}

/// One color per role, all set.
public struct ResolvedColors: Hashable, Sendable {
    public var background: RGBA
    public var fill: RGBA
    public var outline: RGBA
    public var text: RGBA
    public var correct: RGBA
    public var wrong: RGBA
}
