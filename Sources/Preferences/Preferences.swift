import Foundation

/// The **Facade** over everything the game keeps on disk. The rest of the game asks for settings
/// and records turns; where the files live (XDG folders), what format they have (TOML, JSON), how
/// they are written (atomically) and watched (inotify) stays in here.
public final class Preferences {
    public let paths: PreferencePaths
    private let reading: SettingsFile.Reading
    private let store: StateStore
    public private(set) var record: GameRecord
    /// Warnings met while loading the state.
    public let stateWarning: String?

    public init(paths: PreferencePaths, reading: SettingsFile.Reading = .live) {
        self.paths = paths
        self.reading = reading
        store = StateStore(path: paths.stateFile)
        (record, stateWarning) = store.load()
    }

    public struct SettingsLoad: Sendable {
        /// The settings to apply, nil when the file could not be used (keep the last good ones).
        public let settings: Settings?
        public let diagnostics: [SettingsDiagnostic]
        /// Whether the game just wrote the commented template because there was no file.
        public let createdTemplate: Bool
    }

    /// Reads the player's settings. When there is no file, writes the commented template (and
    /// applies the defaults); an existing file is only ever read.
    public func loadSettings() -> SettingsLoad {
        switch SettingsFile.read(paths.settingsFile, using: reading) {
        case .missing:
            let created = (try? AtomicFile.create(Data(SettingsTemplate.text.utf8), at: paths.settingsFile)) ?? false
            return SettingsLoad(settings: .defaults, diagnostics: [], createdTemplate: created)
        case .unusable(let diagnostic):
            return SettingsLoad(settings: nil, diagnostics: [diagnostic], createdTemplate: false)
        case .text(let text):
            let outcome = SettingsDocument.parse(text, path: paths.settingsFile)
            return SettingsLoad(settings: outcome.settings, diagnostics: outcome.diagnostics, createdTemplate: false)
        }
    }

    /// Watches the settings file; `onChange` runs on a background thread after each save.
    public func watchSettings(onChange: @escaping @Sendable () -> Void) -> SettingsWatcher? {
        SettingsWatcher(path: paths.settingsFile, onChange: onChange)
    }

    /// Remembers a finished turn (in memory; `save()` writes it).
    public func noteTurn(matched: Bool, score: Int, streak: Int) {
        record.lifetimeTurns += 1
        if matched { record.lifetimeMatches += 1 }
        record.highScore = max(record.highScore, score)
        record.bestStreak = max(record.bestStreak, streak)
    }

    @discardableResult
    public func recordMode(_ mode: String) -> String? {
        record.lastMode = mode
        return save()
    }

    @discardableResult
    public func save() -> String? {
        store.save(record)
    }
}
