import SystemIO

/// The **Facade** over what the game keeps between runs: the player's settings and the game's
/// state. The game asks it for two clients, the settings it reads and the storage its state goes
/// to; where the files live (XDG folders), what format they have (TOML, JSON), how they are
/// written (atomically) and watched (inotify) stays in here. What the game only writes out (its
/// logs, screenshots) goes through clients of its own.
public struct Preferences: Sendable {
    public let paths: PreferencePaths
    let reading: SettingsFile.Reading

    public init(paths: PreferencePaths, reading: SettingsFile.Reading = .live) {
        self.paths = paths
        self.reading = reading
    }

    /// Reads the player's settings. When there is no file, writes the commented template (and
    /// applies the defaults) if `creatingTemplate`, else keeps the settings in force and says
    /// so; an existing file is only ever read.
    public func loadSettings(creatingTemplate: Bool = true) -> SettingsLoad {
        switch SettingsFile.read(paths.settingsFile, using: reading) {
        case .missing where creatingTemplate:
            let created = (try? AtomicFile.create(Array(SettingsTemplate.text.utf8), at: paths.settingsFile)) ?? false
            return SettingsLoad(settings: .defaults, diagnostics: [], createdTemplate: created)
        case .missing:
            let diagnostic = SettingsDiagnostic(
                path: paths.settingsFile, line: 1, column: 1,
                text: DiagnosticText(DiagnosticText.gone),
                severity: .warning)
            return SettingsLoad(settings: nil, diagnostics: [diagnostic], createdTemplate: false)
        case .unusable(let diagnostic):
            return SettingsLoad(settings: nil, diagnostics: [diagnostic], createdTemplate: false)
        case .text(let text):
            let outcome = SettingsDocument.parse(text, path: paths.settingsFile)
            return SettingsLoad(settings: outcome.settings, diagnostics: outcome.diagnostics, createdTemplate: false)
        }
    }

    /// The player's settings file, read and watched.
    public var settingsSource: SettingsSource {
        let preferences = self
        let path = paths.settingsFile
        return SettingsSource(
            path: path, load: { preferences.loadSettings() }, reload: { preferences.loadSettings(creatingTemplate: false) },
            watch: { onChange in
                guard let watcher = FileWatcher(path: path, onChange: onChange) else { return nil }
                return { watcher.stop() }
            }, write: { preferences.write($0) })
    }

    /// The game's state file.
    public var stateStorage: StateStorage { .live(path: paths.stateFile) }
}
