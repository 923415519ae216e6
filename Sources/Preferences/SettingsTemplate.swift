import Drawing
import GameCore

/// The file the game writes when there is no settings file: every key, its default and what it
/// may be, so a player discovers them by opening it. Colors are commented out: set, they would
/// override the theme.
public enum SettingsTemplate {
    public static var text: String {
        let defaults = Settings.defaults
        let classic = ThemeName.classic.colors
        func hex(_ color: Drawing.RGBA) -> String { ColorValue.format(color) }
        return """
            # Tap the Larger Shape: settings.
            # Save this file while the game runs and the change applies at once. A mistake is
            # reported with its line and column, and the game keeps the settings it had.

            # Color scheme: "classic" (the tutorial's brown and orange on dark), "tutorial"
            # (the same shapes on light blue), "high-contrast", or "colorblind"
            # (blue and orange, safe for red-green color blindness).
            theme = "\(defaults.theme.rawValue)"

            # Language on screen: "auto" (from LC_ALL, LC_MESSAGES or LANG), "en" or "zh-Hans".
            language = "\(defaults.language.rawValue)"

            [colors]
            # Each color overrides the theme's: "#RGB", "#RRGGBB", "#RRGGBBAA", or a CSS color
            # name such as "orange", "saddlebrown" or "teal". Remove the # to use one.
            # background = "\(hex(classic.background))"
            # fill = "\(hex(classic.fill))"
            # outline = "\(hex(classic.outline))"
            # text = "\(hex(classic.text))"
            # correct = "\(hex(classic.correct))"
            # wrong = "\(hex(classic.wrong))"

            [shapes]
            show_fill = \(defaults.showFill)           # true or false
            show_outline = \(defaults.showOutline)        # true or false
            outline_width = \(Int(defaults.outlineWidth))          # 0 to 30 points, drawn inside the shape

            [sound]
            enabled = \(defaults.soundEnabled)             # true or false
            volume = \(defaults.soundVolume)                # 0 to 100

            [window]
            width = \(defaults.windowWidth)                # 320 to 8192 points
            height = \(defaults.windowHeight)               # 240 to 8192 points
            fullscreen = \(defaults.fullscreen)         # true or false

            [game]
            shapes_per_turn = \(defaults.shapesPerTurn)        # 2 to 5
            min_proportion = \(defaults.minProportion)       # smallest shape, as a share of its cell: 0.05 to 1
            max_proportion = \(defaults.maxProportion)       # largest shape: min_proportion to 1
            # mode = "mixed"           # the mode to start in: \(GameMode.allCases.map(\.rawValue).joined(separator: ", "))
                                       # (unset: the one last played)
            adaptive = \(defaults.adaptive)           # adaptive difficulty: the larger shape's lead shrinks as you improve
            adaptive_start = \(defaults.adaptiveStart)       # its first ratio of largest to runner-up area: 1.01 to 4
            adaptive_floor = \(defaults.adaptiveFloor)      # its hardest ratio: 1.001 to adaptive_start

            """
    }
}
