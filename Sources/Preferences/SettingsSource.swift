/// Where the player's settings come from: a client, so the app reads the live file (and is told
/// when it changes) while a test scripts what each load returns.
public struct SettingsSource: Sendable {
    /// The path diagnostics and the event log name.
    public var path: String
    /// Reads the settings now, at launch.
    public var load: @Sendable () -> SettingsLoad
    /// Reads them again after a change. Unlike `load`, it never creates a file: a settings file
    /// deleted while the game runs is reported, and the settings in force stay.
    public var reload: @Sendable () -> SettingsLoad
    /// Starts watching; `onChange` runs on a background thread after each save. The returned
    /// closure stops watching. Nil when the file cannot be watched.
    public var watch: @Sendable (_ onChange: @escaping @Sendable () -> Void) -> (@Sendable () -> Void)?
    /// Writes a change made in the game into the file (called on a background thread).
    public var write: @Sendable (SettingsChange) -> SettingsWrite

    /// - Parameters:
    ///   - path: the settings file's path, as messages name it.
    ///   - load: reads the settings at start (the live one writes the template when there is no
    ///     file).
    ///   - reload: how to read after a change; `load` when nil.
    ///   - watch: starts watching (see ``watch``).
    ///   - write: writes a change made in the game (see ``write``).
    public init(
        path: String, load: @escaping @Sendable () -> SettingsLoad, reload: (@Sendable () -> SettingsLoad)? = nil,
        watch: @escaping @Sendable (@escaping @Sendable () -> Void) -> (@Sendable () -> Void)?,
        write: @escaping @Sendable (SettingsChange) -> SettingsWrite = { _ in .noFile }
    ) {
        self.path = path
        self.load = load
        self.reload = reload ?? load
        self.watch = watch
        self.write = write
    }

    /// The quiet client: the defaults, never changing, and no file read, watched or written (a
    /// change made in the game lasts the session).
    public static let quiet = SettingsSource(
        path: "(defaults)", load: { SettingsLoad(settings: .defaults, diagnostics: [], createdTemplate: false) }, watch: { _ in nil })
}

/// One reading of the settings file.
public struct SettingsLoad: Sendable {
    /// The settings to apply, nil when the file could not be used (keep the last good ones).
    public let settings: Settings?
    public let diagnostics: [SettingsDiagnostic]
    /// Whether the game just wrote the commented template because there was no file.
    public let createdTemplate: Bool

    public init(settings: Settings?, diagnostics: [SettingsDiagnostic], createdTemplate: Bool) {
        self.settings = settings
        self.diagnostics = diagnostics
        self.createdTemplate = createdTemplate
    }
}
