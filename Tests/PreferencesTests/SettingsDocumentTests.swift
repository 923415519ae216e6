import Drawing
import GameCore
import Preferences
import Testing

@Suite struct SettingsDocumentTests {
    static func parse(_ text: String) -> SettingsDocument.Outcome {
        SettingsDocument.parse(text, path: "settings.toml")
    }

    @Test func theTemplateReadsBackAsTheDefaults() {
        let outcome = Self.parse(SettingsTemplate.text)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.settings == .defaults)
    }

    @Test func everyKeyIsRead() {
        let outcome = Self.parse(
            """
            theme = "high-contrast"
            [colors]
            fill = "teal"
            outline = "#F00"
            background = "#10203040"
            [shapes]
            show_fill = false
            show_outline = true
            outline_width = 2.5
            [sound]
            enabled = false
            volume = 35
            [window]
            width = 1280
            height = 720
            fullscreen = true
            [game]
            shapes_per_turn = 4
            min_proportion = 0.2
            max_proportion = 0.9
            """)
        #expect(outcome.diagnostics.isEmpty)
        let settings = outcome.settings
        #expect(settings?.theme == .highContrast)
        #expect(settings?.colors.fill == RGBA(rgb: 0x00_80_80))
        #expect(settings?.colors.outline == RGBA(rgb: 0xFF_00_00))
        #expect(settings?.colors.background == RGBA(red: 0x10, green: 0x20, blue: 0x30, alpha: 0x40))
        #expect(settings?.colors.text == ThemeName.highContrast.colors.text)
        #expect(settings?.showFill == false && settings?.outlineWidth == 2.5)
        #expect(settings?.soundEnabled == false && settings?.soundVolume == 35)
        #expect(settings?.windowWidth == 1280 && settings?.windowHeight == 720 && settings?.fullscreen == true)
        #expect(settings?.shapesPerTurn == 4 && settings?.minProportion == 0.2 && settings?.maxProportion == 0.9)
        let game = settings?.gameSettings()
        #expect(game?.style.fillColor == RGBA(rgb: 0x00_80_80) && game?.shapesPerTurn == 4)
    }

    /// Each mistake rejects the whole file and points at the value: line and column.
    @Test(arguments: [
        ("[shapes]\noutline_width = \"wide\"\n", 2, 17, "must be a number"),
        ("[sound]\nvolume = 101\n", 2, 10, "out of range"),
        ("[colors]\n\nfill = \"bluish\"\n", 3, 8, "unknown color"),
        ("[colors]\nfill = 12\n", 2, 8, "must be a color"),
        ("theme = \"neon\"\n", 1, 9, "theme must be one of"),
        ("[game]\nshapes_per_turn = 9\n", 2, 19, "out of range"),
        ("[game]\nmin_proportion = 0.7\nmax_proportion = 0.4\n", 3, 18, "must be at least"),
        ("[window]\nfullscreen = \"yes\"\n", 2, 14, "true or false"),
        ("[game]\nmode = \"octagon\"\n", 2, 8, "game.mode must be one of \"square\", \"circle\", \"triangle\", \"star\""),
        ("[game]\nadaptive = 1\n", 2, 12, "true or false"),
        ("[game]\nadaptive_start = 1.2\nadaptive_floor = 1.5\n", 3, 18, "at most adaptive_start"),
        ("shapes = 3\n", 1, 10, "must be a table"),
        // Syntax errors: the first character that is wrong.
        ("[sound]\nvolume = 50\nenabled = tru\n", 3, 11, "`tru` is not a value"),
        ("theme = \"classic\n", 1, 17, "cannot contain a line break"),
        ("[colors]\nfill = teal\n", 2, 8, "text needs quotes, like \"teal\""),
        ("[window]\nwidth 1280\n", 2, 7, "expected `=` after the key `width`"),
        ("[window]\nwidth = 1280\nwidth = 640\n", 3, 1, "the key `width` is already defined (line 2)"),
    ])
    func errorsSayWhere(text: String, line: Int, column: Int, message: String) {
        let outcome = Self.parse(text)
        #expect(outcome.settings == nil)
        let error = outcome.diagnostics.first { $0.severity == .error }
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(message.isEmpty || error?.message.contains(message) == true, "\(error?.message ?? "none")")
        #expect(error?.description.hasPrefix("settings.toml:\(line):\(column): ") == true)
    }

    /// The modes come from the registry: every mode's name is a valid `game.mode`.
    @Test(arguments: GameMode.allCases)
    func everyModeIsAValidSetting(mode: GameMode) {
        let outcome = Self.parse("[game]\nmode = \"\(mode.rawValue)\"\nadaptive = true\nadaptive_start = 2.5\nadaptive_floor = 1.1\n")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.settings?.mode == mode && outcome.settings?.adaptive == true)
        let game = outcome.settings?.gameSettings()
        #expect(game?.adaptive == true && game?.staircase == Staircase(start: 2.5, floor: 1.1))
    }

    @Test func unknownKeysWarnAndTheRestApplies() {
        let outcome = Self.parse("[colors]\nfill = \"gold\"\nfil = \"red\"\n[fun]\nx = 1\n")
        #expect(outcome.settings?.colors.fill == RGBA(rgb: 0xFF_D7_00))
        let warnings = outcome.diagnostics.filter { $0.severity == .warning }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.line == 3 && $0.message.contains("colors.fil") })
        #expect(warnings.contains { $0.line == 4 && $0.message.contains("fun") })
    }

    /// Windows line ends count as one line break each (the fuzzer's own line counting once
    /// took "\r\n" for one character and no break).
    @Test func windowsLineEndsKeepTheLineNumbers() {
        let outcome = Self.parse("os = \"DOS\"\r\n[sound]\r\nvolume = 500\r\n")
        let error = outcome.diagnostics.first { $0.severity == .error }
        #expect(error?.line == 3 && error?.column == 10, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.contains { $0.severity == .warning && $0.line == 1 && $0.column == 1 })
    }

    @Test func anEmptyFileMeansTheDefaults() {
        let outcome = Self.parse("\n  \n")
        #expect(outcome.settings == .defaults)
        #expect(outcome.diagnostics.map(\.severity) == [.warning])
    }

    @Test func colors() {
        #expect(ColorValue.parse("#abc") == RGBA(red: 0xAA, green: 0xBB, blue: 0xCC))
        #expect(ColorValue.parse("#A1B2C3") == RGBA(red: 0xA1, green: 0xB2, blue: 0xC3))
        #expect(ColorValue.parse("#a1b2c380") == RGBA(red: 0xA1, green: 0xB2, blue: 0xC3, alpha: 0x80))
        #expect(ColorValue.parse("SaddleBrown") == RGBA(rgb: 0x8B_45_13))
        #expect(ColorValue.parse("orange") == RGBA(rgb: 0xFF_A5_00))
        #expect(ColorValue.parse("rebeccapurple") == RGBA(rgb: 0x66_33_99))
        #expect(ColorValue.parse("transparent") == .clear)
        for bad in ["", "#", "#12", "#12345", "#1234567", "#xyz", "bluish", "123456", "#1234 56"] {
            #expect(ColorValue.parse(bad) == nil, "\(bad)")
        }
        #expect(ColorValue.format(RGBA(rgb: 0x00_80_80)) == "#008080")
        #expect(ColorValue.format(RGBA(red: 1, green: 2, blue: 3, alpha: 4)) == "#01020304")
    }

    @Test func themesDiffer() {
        let schemes = Set(ThemeName.allCases.map(\.colors))
        #expect(schemes.count == ThemeName.allCases.count)
        // The tutorial theme: light blue behind the classic brown and orange.
        let tutorial = ThemeName.tutorial.colors
        #expect(tutorial.background == RGBA(rgb: 0x7C_BB_F2) && tutorial.fill == ThemeName.classic.colors.fill)
        #expect(tutorial.outline == ThemeName.classic.colors.outline)
        // The color-blind theme never uses red against green for right and wrong.
        let colorblind = ThemeName.colorblind.colors
        #expect(colorblind.correct.blue > colorblind.correct.green / 2)
    }
}
