import SystemIO
import TOML

/// One setting the player changes in the game (a key, the preferences screen): which setting,
/// and its new value. The file is the truth: a change is written there, into the line that holds
/// it (found by the setting's path), and read back like any other save.
public struct SettingsChange: Hashable, Sendable {
    public let setting: SettingDescriptor
    public let newValue: SettingValue

    public init(_ setting: SettingDescriptor, to newValue: SettingValue) {
        self.setting = setting
        self.newValue = newValue
    }

    public init<Value: SettingScalar>(_ key: SettingKey<Value>, to newValue: Value) {
        self.init(key.descriptor, to: newValue.settingValue)
    }

    /// The key as the event log names it: `game.shapes_per_turn`.
    public var key: String { setting.key }

    /// The key in the settings file, as a path of table names and the key.
    public var keyPath: [String] { setting.path }

    /// The value as the file writes it.
    public var value: TOMLValue.Kind { newValue.toml }

    /// `settings` with this change made.
    public func applied(to settings: Settings) -> Settings {
        var changed = settings
        changed[setting] = newValue
        return changed
    }
}

/// What became of a change written to the settings file.
public enum SettingsWrite: Sendable {
    /// Written; the file now reads as these settings.
    case written(Settings)
    /// Not written: the file on disk does not read (a typo the player made), or is not a file
    /// the game may write. The change lives for this session only.
    case refused(SettingsDiagnostic)
    /// The file could not be written (a full disk, a read-only folder).
    case failed(reason: String)
    /// There is no settings file in this run (tests, the defaults): the change lives for it.
    case noFile
}

extension Preferences {
    /// Writes `change` into the settings file by changing only that value's text (or adding its
    /// line to its table), so the player's comments, order, spacing and other values stay byte
    /// for byte. A file that does not read is never written. Written atomically (a temporary
    /// file, fsync, rename) with the file's own permissions; a symbolic link is followed, and
    /// the file it points at is the one replaced. A missing file is first created from the
    /// commented template.
    public func write(_ change: SettingsChange) -> SettingsWrite {
        let path = paths.settingsFile
        let text: String
        switch SettingsFile.read(path, using: reading) {
        case .missing:
            text = SettingsTemplate.text
        case .unusable(let diagnostic):
            return .refused(diagnostic)
        case .text(let contents):
            text = contents
        }
        let edited: String
        let after: Settings
        switch SettingsDocument.edit(text, applying: change, path: path) {
        case .edited(let text, let settings): (edited, after) = (text, settings)
        case .refused(let diagnostic): return .refused(diagnostic)
        case .failed(let reason): return .failed(reason: reason)
        }
        // NB: through a link (the player's dotfiles, say) to the file it names, so the link stays.
        let target = FileSystem.resolvingLinks(path) ?? path
        let mode = (try? FileSystem.status(target))?.permissions ?? 0o644
        do {
            try AtomicFile.write(Array(edited.utf8), to: target, mode: mode)
        } catch {
            return .failed(reason: "\(error)")
        }
        return .written(after)
    }
}
