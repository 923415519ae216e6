import Drawing
import GameCore

/// Every setting the game has, each described once (**a registry**, as `ShapeKindRegistry` is for
/// kinds). The settings file's reader checks what these allow, the commented template is written
/// from them, the editor finds a change's line by a descriptor's path, and the preferences screen
/// shows the ones in `screen`. Adding a setting is one descriptor here (and, when the game reads
/// it by name, one accessor on `Settings`).
public struct SettingsRegistry: Sendable {
    /// Every setting, in the template's order (keys at the top of the file first, then each table
    /// in the order it first appears).
    public let settings: [SettingDescriptor]
    /// A table's comment, written under its heading.
    public let tableComments: [String: String]
    /// The preferences screen's lines, top to bottom, by path.
    public let screen: [[String]]

    public init(settings: [SettingDescriptor], tableComments: [String: String] = [:], screen: [[String]] = []) {
        self.settings = settings
        self.tableComments = tableComments
        self.screen = screen
    }

    /// The setting at `path`, if there is one.
    public func descriptor(at path: [String]) -> SettingDescriptor? {
        settings.first { $0.path == path }
    }

    /// The settings the preferences screen shows, in its order.
    public var onScreen: [SettingDescriptor] {
        screen.compactMap { path in descriptor(at: path).flatMap { $0.preference == nil ? nil : $0 } }
    }

    /// The keys at the top of the file, and the tables, in the template's order.
    public var topLevelKeys: [String] { settings.filter { $0.table == nil }.map(\.name) }
    public var tables: [String] {
        var seen: [String] = []
        for table in settings.compactMap(\.table) where !seen.contains(table) { seen.append(table) }
        return seen
    }

    /// This registry with `descriptor` added (at the end of its table, or of the file), and, when
    /// it has a preference, on the screen after the other lines.
    public func adding(_ descriptor: SettingDescriptor) -> SettingsRegistry {
        var settings = settings
        let index = settings.lastIndex { $0.table == descriptor.table }.map { $0 + 1 } ?? settings.endIndex
        settings.insert(descriptor, at: index)
        return SettingsRegistry(
            settings: settings, tableComments: tableComments, screen: screen + (descriptor.preference == nil ? [] : [descriptor.path]))
    }
}

// MARK: - The game's settings

extension SettingsRegistry {
    /// Every setting of the game, one stored property each, in the template's order. The
    /// registry's list is read off a value of this type (`Mirror`), so a setting declared here is
    /// in the registry: none can be left out, which once left the player's line for it
    /// "unknown" and the setting at its default.
    public struct Keys: Sendable {
        public let theme = SettingKey<ThemeName>(
            ["theme"], default: .auto,
            choices: [.init("auto", label: "follow the desktop", note: "dark, light or high contrast as the desktop asks")]
                + ThemeRegistry.factories.map { .init($0.name, label: $0.displayName, note: $0.summary) }, comment: "Color scheme: {values}.",
            preference: .init(name: "theme", label: "theme"))
        public let language = SettingKey<LanguageSetting>(
            ["language"], default: .auto,
            choices: [
                .init("auto", label: "automatic", note: "from LANGUAGE, LC_ALL, LC_MESSAGES or LANG"),
                .init("en", label: "English", aliases: ["en_US", "en_GB"]),
                .init("zh-Hans", label: "Simplified Chinese", note: "also zh, zh_CN or zh-CN", aliases: ["zh", "zh_CN", "zh_SG", "zh-Hans-CN"]),
                .init("de", label: "German", aliases: ["de_DE", "de_AT", "de_CH"]), .init("ja", label: "Japanese", aliases: ["ja_JP"]),
            ], comment: "Language on screen: {values}.", preference: .init(name: "language", label: "language"))

        public let background = SettingKey<RGBA?>(["colors", "background"], unsetColor: ThemeName.classic.colors.background)
        public let fill = SettingKey<RGBA?>(["colors", "fill"], unsetColor: ThemeName.classic.colors.fill)
        public let outline = SettingKey<RGBA?>(["colors", "outline"], unsetColor: ThemeName.classic.colors.outline)
        public let text = SettingKey<RGBA?>(["colors", "text"], unsetColor: ThemeName.classic.colors.text)
        public let correct = SettingKey<RGBA?>(["colors", "correct"], unsetColor: ThemeName.classic.colors.correct)
        public let wrong = SettingKey<RGBA?>(["colors", "wrong"], unsetColor: ThemeName.classic.colors.wrong)

        public let showFill = SettingKey<Bool>(["shapes", "show_fill"], default: true)
        public let showOutline = SettingKey<Bool>(["shapes", "show_outline"], default: true)
        public let outlineWidth = SettingKey<Double>(
            ["shapes", "outline_width"], default: 6, in: 0...30, comment: "{values} points, drawn inside the shape",
            preference: .init(name: "outline", label: "outline width"))

        public let soundEnabled = SettingKey<Bool>(["sound", "enabled"], default: true, preference: .init(name: "sound", label: "sound"))
        public let soundVolume = SettingKey<Int>(
            ["sound", "volume"], default: 80, in: 0...100, preference: .init(name: "volume", label: "volume", step: 10, unit: .percent))

        public let windowWidth = SettingKey<Int>(["window", "width"], default: 960, in: WindowLimits.widths, comment: "{values} points")
        public let windowHeight = SettingKey<Int>(["window", "height"], default: 640, in: WindowLimits.heights, comment: "{values} points")
        public let fullscreen = SettingKey<Bool>(["window", "fullscreen"], default: false)

        public let textSize = SettingKey<Int>(
            ["accessibility", "text_size"], default: 100, in: 100...200,
            comment: "{values} percent: every text on screen, the HUD's too, this much larger",
            preference: .init(name: "text_size", label: "text size", step: 10, unit: .percent))

        /// One-switch play: the focus ring moves by itself at this pace, and any key, button or
        /// click taps what it rests on.
        public let scanMilliseconds = SettingKey<Int>(
            ["accessibility", "scan_ms"], default: 0, in: 600...4000, off: 0,
            comment: "{values} ms: the focus ring moves by itself; any key taps what it rests on",
            preference: .init(name: "scan", label: "one-switch scanning", step: 200, unit: .milliseconds))

        /// The score's pop and other motion: `auto` follows the desktop's reduced-motion switch.
        public let reduceMotion = SettingKey<AutoSwitch>(
            ["accessibility", "reduce_motion"], default: .auto, choices: AutoSwitch.choices(desktop: "as the desktop asks"),
            comment: "{values}: \"on\" keeps the score still and the screen calm",
            preference: .init(name: "reduce_motion", label: "reduce motion"))

        /// Spoken announcements through speech-dispatcher.
        public let speech = SettingKey<AutoSwitch>(
            ["accessibility", "speech"], default: .auto, choices: AutoSwitch.choices(desktop: "when the desktop's screen reader is on"),
            comment: "{values}: the game speaks through speech-dispatcher",
            preference: .init(name: "speech", label: "speech"))

        /// Each shape's number key (1 to 5) written on it.
        public let labels = SettingKey<Bool>(
            ["accessibility", "labels"], default: false, comment: "{values}: each shape's number key (1 to 5) written on it",
            preference: .init(name: "labels", label: "number keys on the shapes"))

        /// A short rumble of the pad that made a wrong tap.
        public let rumble = SettingKey<Bool>(
            ["accessibility", "rumble"], default: true, comment: "{values}: a short rumble of the controller that made a wrong tap",
            preference: .init(name: "rumble", label: "rumble on a wrong tap"))

        public let shapesPerTurn = SettingKey<Int>(
            ["game", "shapes_per_turn"], default: 2, in: GameSettings.shapeCounts, preference: .init(name: "shapes", label: "shapes per turn")
        ).held(inPlay: .shapesPerTurn)
        public let minProportion = SettingKey<Double>(
            ["game", "min_proportion"], default: 0.3, in: 0.05...1, comment: "smallest shape, as a share of its cell: {values}")
        public let maxProportion = SettingKey<Double>(
            ["game", "max_proportion"], default: 0.8, in: 0.05...1, bound: .atLeast(["game", "min_proportion"]), comment: "largest shape: {values}")
        public let mode = SettingKey<GameMode?>(
            ["game", "mode"], unsetChoices: GameMode.allCases.map { .init($0.rawValue, label: $0.rawValue) }, example: GameMode.mixed,
            comment: "the mode to start in: {values}\n(unset: the one last played)")
        public let feedback = SettingKey<Int>(
            ["game", "feedback_ms"], default: 450, in: 0...2000, comment: "{values} ms: how long right or wrong shows before the next turn"
        ).held(inPlay: .feedbackDuration)
        public let adaptive = SettingKey<Bool>(
            ["game", "adaptive"], default: false, comment: "adaptive difficulty: the larger shape's lead shrinks as you improve",
            preference: .init(name: "adaptive", label: "adaptive difficulty")
        ).held(inPlay: .adaptive)
        public let adaptiveStart = SettingKey<Double>(
            ["game", "adaptive_start"], default: 1.8, in: 1.01...4, comment: "its first ratio of largest to runner-up area: {values}")
        public let adaptiveFloor = SettingKey<Double>(
            ["game", "adaptive_floor"], default: 1.03, in: 1.001...4, bound: .atMost(["game", "adaptive_start"]),
            comment: "its hardest ratio: {values}")
        public let raceTarget = SettingKey<Int>(
            ["game", "race_target"], default: 15, in: 5...99, comment: "{values}: the points that win a race for two",
            preference: .init(name: "race_target", label: "race to"))

        /// The game's settings.

        public init() {}
    }

    /// The game's settings.
    public static let keys = Keys()

    public static let standard = SettingsRegistry(
        settings: Mirror(reflecting: keys).children.compactMap { ($0.value as? any DescribesSetting)?.descriptor },
        tableComments: [
            "colors": """
            Each color overrides the theme's: "#RGB", "#RRGGBB", "#RRGGBBAA", or a CSS color
            name such as "orange", "saddlebrown" or "teal". Remove the # to use one.
            """
        ],
        screen: [
            keys.theme.path, keys.soundEnabled.path, keys.soundVolume.path, keys.language.path, keys.textSize.path, keys.reduceMotion.path,
            keys.speech.path,
            keys.scanMilliseconds.path, keys.labels.path, keys.rumble.path,
            keys.shapesPerTurn.path,
            keys.adaptive.path, keys.outlineWidth.path, keys.raceTarget.path,
        ])
}

extension SettingKey {
    public var path: [String] { descriptor.path }
}
