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

    /// The shapes' style, for the view builder.
    public var shapeStyle: ShapeStyle {
        let colors = colors
        return ShapeStyle(
            showFill: showFill, fillColor: colors.fill, showOutline: showOutline, outlineColor: colors.outline, outlineWidth: outlineWidth)
    }

    /// The game's knobs (the feedback duration stays the game's own).
    public func gameSettings(feedbackDuration: Duration) -> GameSettings {
        GameSettings(
            style: shapeStyle, proportions: ProportionRange(minProportion, maxProportion) ?? .standard,
            shapesPerTurn: shapesPerTurn, feedbackDuration: feedbackDuration, adaptive: adaptive,
            staircase: Staircase(start: adaptiveStart, floor: adaptiveFloor))
    }
}

/// The built-in color schemes.
public enum ThemeName: String, CaseIterable, Hashable, Sendable {
    /// The tutorial's brown fill and orange outline.
    case classic
    /// White shapes with yellow outlines on black.
    case highContrast = "high-contrast"
    /// The tutorial's own look: a light-blue background, brown shapes with orange outlines.
    case tutorial
    /// Blue and orange from a palette that stays distinct for red–green color blindness
    /// (Okabe and Ito's); right and wrong are sky blue and orange, never red and green.
    case colorblind

    public var colors: ResolvedColors {
        switch self {
        case .classic:
            // The shapes' colors are the tutorial's, defined once with the builder's default style.
            ResolvedColors(
                background: RGBA(rgb: 0x1E_25_2D), fill: ShapeStyle.classic.fillColor, outline: ShapeStyle.classic.outlineColor,
                text: RGBA(rgb: 0xEC_EF_F4), correct: RGBA(rgb: 0x2E_9E_4F), wrong: RGBA(rgb: 0xD2_3C_3C))
        case .highContrast:
            ResolvedColors(
                background: .black, fill: .white, outline: RGBA(rgb: 0xFF_D4_00),
                text: .white, correct: RGBA(rgb: 0x00_E0_5A), wrong: RGBA(rgb: 0xFF_33_55))
        case .tutorial:
            ResolvedColors(
                background: RGBA(rgb: 0x7C_BB_F2), fill: ShapeStyle.classic.fillColor, outline: ShapeStyle.classic.outlineColor,
                text: RGBA(rgb: 0x12_24_3A), correct: RGBA(rgb: 0x1B_7A_3A), wrong: RGBA(rgb: 0xC4_1E_1E))
        case .colorblind:
            ResolvedColors(
                background: RGBA(rgb: 0x1E_25_2D), fill: RGBA(rgb: 0x00_72_B2), outline: RGBA(rgb: 0xF0_E4_42),
                text: RGBA(rgb: 0xF4_F4_F4), correct: RGBA(rgb: 0x56_B4_E9), wrong: RGBA(rgb: 0xE6_9F_00))
        }
    }
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
