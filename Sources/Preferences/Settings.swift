import Drawing
import GameCore

/// Everything the player can set in settings.toml. Each value is kept by its setting's path and
/// read through its `SettingKey` (`settings[SettingsRegistry.keys.soundVolume]`); only values that
/// differ from the default are kept, so two equal settings compare equal however they were made.
/// The typed properties below are conveniences for the settings the game reads by name.
public struct Settings: Hashable, Sendable {
    private var values: [[String]: SettingValue] = [:]
    /// The player's own keys (`[keys]`).
    public var keyBindings = KeyBindings()
    /// The player's own pad buttons (`[buttons]`).
    public var buttonBindings = ButtonBindings()

    public init() {}

    public static let defaults = Settings()

    /// A setting's value, typed.
    public subscript<Value>(key: SettingKey<Value>) -> Value {
        get {
            // NB: no lookup for settings left at their defaults: input reads some for every event.
            guard !values.isEmpty, let value = values[key.descriptor.path], let typed = Value(setting: value) else { return key.defaultValue }
            return typed
        }
        set { self[key.descriptor] = newValue.setting }
    }

    /// A setting's value as the file holds it; nil for one left unset.
    public subscript(descriptor: SettingDescriptor) -> SettingValue? {
        get { values[descriptor.path] ?? descriptor.defaultValue }
        set { values[descriptor.path] = newValue == descriptor.defaultValue ? nil : newValue }
    }

    public var theme: ThemeName {
        get { self[SettingsRegistry.keys.theme] }
        set { self[SettingsRegistry.keys.theme] = newValue }
    }
    /// The language on screen; `auto` follows LC_ALL, LC_MESSAGES and LANG.
    public var language: LanguageSetting {
        get { self[SettingsRegistry.keys.language] }
        set { self[SettingsRegistry.keys.language] = newValue }
    }
    /// Colors set explicitly; the theme supplies the rest.
    public var colorOverrides: ColorSet {
        get {
            ColorSet(
                background: self[SettingsRegistry.keys.background], fill: self[SettingsRegistry.keys.fill],
                outline: self[SettingsRegistry.keys.outline],
                text: self[SettingsRegistry.keys.text], correct: self[SettingsRegistry.keys.correct], wrong: self[SettingsRegistry.keys.wrong])
        }
        set {
            self[SettingsRegistry.keys.background] = newValue.background
            self[SettingsRegistry.keys.fill] = newValue.fill
            self[SettingsRegistry.keys.outline] = newValue.outline
            self[SettingsRegistry.keys.text] = newValue.text
            self[SettingsRegistry.keys.correct] = newValue.correct
            self[SettingsRegistry.keys.wrong] = newValue.wrong
        }
    }
    public var showFill: Bool {
        get { self[SettingsRegistry.keys.showFill] }
        set { self[SettingsRegistry.keys.showFill] = newValue }
    }
    public var showOutline: Bool {
        get { self[SettingsRegistry.keys.showOutline] }
        set { self[SettingsRegistry.keys.showOutline] = newValue }
    }
    public var outlineWidth: Double {
        get { self[SettingsRegistry.keys.outlineWidth] }
        set { self[SettingsRegistry.keys.outlineWidth] = newValue }
    }
    public var soundEnabled: Bool {
        get { self[SettingsRegistry.keys.soundEnabled] }
        set { self[SettingsRegistry.keys.soundEnabled] = newValue }
    }
    /// 0 to 100.
    public var soundVolume: Int {
        get { self[SettingsRegistry.keys.soundVolume] }
        set { self[SettingsRegistry.keys.soundVolume] = newValue }
    }
    public var windowWidth: Int {
        get { self[SettingsRegistry.keys.windowWidth] }
        set { self[SettingsRegistry.keys.windowWidth] = newValue }
    }
    public var windowHeight: Int {
        get { self[SettingsRegistry.keys.windowHeight] }
        set { self[SettingsRegistry.keys.windowHeight] = newValue }
    }
    public var fullscreen: Bool {
        get { self[SettingsRegistry.keys.fullscreen] }
        set { self[SettingsRegistry.keys.fullscreen] = newValue }
    }
    public var shapesPerTurn: Int {
        get { self[SettingsRegistry.keys.shapesPerTurn] }
        set { self[SettingsRegistry.keys.shapesPerTurn] = newValue }
    }
    public var minProportion: Double {
        get { self[SettingsRegistry.keys.minProportion] }
        set { self[SettingsRegistry.keys.minProportion] = newValue }
    }
    public var maxProportion: Double {
        get { self[SettingsRegistry.keys.maxProportion] }
        set { self[SettingsRegistry.keys.maxProportion] = newValue }
    }
    /// The mode to start in; nil starts in the one last played. Changed in the file while the
    /// game runs, it switches the mode.
    public var mode: GameMode? {
        get { self[SettingsRegistry.keys.mode] }
        set { self[SettingsRegistry.keys.mode] = newValue }
    }
    /// How long the tapped shape shows right or wrong before the next turn, in milliseconds.
    public var feedbackMilliseconds: Int {
        get { self[SettingsRegistry.keys.feedback] }
        set { self[SettingsRegistry.keys.feedback] = newValue }
    }
    /// The points that win a race for two.
    public var raceTarget: Int {
        get { self[SettingsRegistry.keys.raceTarget] }
        set { self[SettingsRegistry.keys.raceTarget] = newValue }
    }
    /// How much larger than designed every text is drawn, in percent (100 to 200).
    public var textSize: Int {
        get { self[SettingsRegistry.keys.textSize] }
        set { self[SettingsRegistry.keys.textSize] = newValue }
    }
    /// One-switch play's pace: the focus ring moves by itself every this many milliseconds (600
    /// to 4000); 0 is off.
    public var scanMilliseconds: Int {
        get { self[SettingsRegistry.keys.scanMilliseconds] }
        set { self[SettingsRegistry.keys.scanMilliseconds] = newValue }
    }
    /// Whether each shape shows its number key.
    public var labels: Bool {
        get { self[SettingsRegistry.keys.labels] }
        set { self[SettingsRegistry.keys.labels] = newValue }
    }
    /// Whether the score's pop and other motion stop: `auto` asks the desktop.
    public var reduceMotion: AutoSwitch {
        get { self[SettingsRegistry.keys.reduceMotion] }
        set { self[SettingsRegistry.keys.reduceMotion] = newValue }
    }
    /// Whether the game speaks through speech-dispatcher: `auto` when the desktop's screen reader is on.
    public var speech: AutoSwitch {
        get { self[SettingsRegistry.keys.speech] }
        set { self[SettingsRegistry.keys.speech] = newValue }
    }
    /// Whether a wrong tap by a controller makes it rumble.
    public var rumble: Bool {
        get { self[SettingsRegistry.keys.rumble] }
        set { self[SettingsRegistry.keys.rumble] = newValue }
    }
    /// Whether the adaptive difficulty sizes the shapes.
    public var adaptive: Bool {
        get { self[SettingsRegistry.keys.adaptive] }
        set { self[SettingsRegistry.keys.adaptive] = newValue }
    }
    /// The adaptive staircase's first ratio (largest area over runner-up's), and its lowest.
    public var adaptiveStart: Double {
        get { self[SettingsRegistry.keys.adaptiveStart] }
        set { self[SettingsRegistry.keys.adaptiveStart] = newValue }
    }
    public var adaptiveFloor: Double {
        get { self[SettingsRegistry.keys.adaptiveFloor] }
        set { self[SettingsRegistry.keys.adaptiveFloor] = newValue }
    }

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

    /// The game's knobs.
    public func gameSettings() -> GameSettings {
        GameSettings(
            style: shapeStyle, proportions: ProportionRange(minProportion, maxProportion) ?? .standard,
            shapesPerTurn: shapesPerTurn, feedbackDuration: .milliseconds(feedbackMilliseconds), adaptive: adaptive,
            staircase: Staircase(start: adaptiveStart, floor: adaptiveFloor), textScale: Double(textSize) / 100)
    }
}

/// A theme's name, as the settings file and the event log write it: one per factory in
/// `ThemeRegistry`, so a name no theme has is not a theme; and `auto`, the desktop's choice
/// among them, which the app puts in force in its place (`following(dark:highContrast:)`).
public struct ThemeName: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    /// Nil for a name no registered theme has.
    public init?(rawValue: String) {
        guard rawValue == Self.auto.rawValue || ThemeRegistry.factories.contains(where: { $0.name == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// A built-in theme's name.
    private init(builtIn rawValue: String) {
        self.rawValue = rawValue
    }

    /// The desktop's choice (`following(...)`).
    public static let auto = ThemeName(builtIn: "auto")
    public static let classic = ThemeName(builtIn: "classic")
    public static let highContrast = ThemeName(builtIn: "high-contrast")
    public static let tutorial = ThemeName(builtIn: "tutorial")
    public static let colorblind = ThemeName(builtIn: "colorblind")

    /// Every theme, in the registry's order (`auto` is none: it chooses among them).
    public static var allCases: [ThemeName] { ThemeRegistry.factories.map { ThemeName(builtIn: $0.name) } }

    /// The factory that makes this theme's family (the classic one for a name that lost its, and
    /// for `auto` where no desktop chose).
    public var factory: any ThemeFactory {
        ThemeRegistry.factories.first { $0.name == rawValue } ?? ClassicTheme()
    }

    /// The theme's colors.
    public var colors: ResolvedColors { factory.makePalette() }

    /// The theme to put in force: this one, or for `auto` the one the desktop asks for (nil: no
    /// desktop answered, or it has no preference: the classic one, which is dark).
    public func following(dark: Bool?, highContrast: Bool) -> ThemeName {
        guard self == .auto else { return self }
        if highContrast { return .highContrast }
        return dark == false ? .tutorial : .classic
    }

    public var description: String { rawValue }
}

/// One color per role; nil where not set.
public struct ColorSet: Hashable, Sendable {
    public init(background: RGBA? = nil, fill: RGBA? = nil, outline: RGBA? = nil, text: RGBA? = nil, correct: RGBA? = nil, wrong: RGBA? = nil) {
        self.background = background
        self.fill = fill
        self.outline = outline
        self.text = text
        self.correct = correct
        self.wrong = wrong
    }

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
