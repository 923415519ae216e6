import Foundation
import TOML

#if canImport(Glibc)
    import Glibc
#endif

/// One setting the player changes in the game (a key, the preferences screen): which key of the
/// settings file, and its new value. The file is the truth: a change is written there, into the
/// line that holds it, and read back like any other save.
public enum SettingsChange: Hashable, Sendable {
    case theme(ThemeName)
    case language(LanguageSetting)
    case soundEnabled(Bool)
    case soundVolume(Int)
    case shapesPerTurn(Int)
    case adaptive(Bool)
    case outlineWidth(Double)

    /// The key as the event log names it: `game.shapes_per_turn`.
    public var key: String { keyPath.joined(separator: ".") }

    /// The key in the settings file, as a path of table names and the key.
    public var keyPath: [String] {
        switch self {
        case .theme: ["theme"]
        case .language: ["language"]
        case .soundEnabled: ["sound", "enabled"]
        case .soundVolume: ["sound", "volume"]
        case .shapesPerTurn: ["game", "shapes_per_turn"]
        case .adaptive: ["game", "adaptive"]
        case .outlineWidth: ["shapes", "outline_width"]
        }
    }

    /// The value as the file writes it.
    public var value: TOMLValue.Kind {
        switch self {
        case .theme(let theme): .string(theme.rawValue)
        case .language(let language): .string(language.rawValue)
        case .soundEnabled(let enabled): .boolean(enabled)
        case .soundVolume(let volume): .integer(Int64(volume))
        case .shapesPerTurn(let count): .integer(Int64(count))
        case .adaptive(let on): .boolean(on)
        // NB: whole widths are written as integers, as the template writes them.
        case .outlineWidth(let width): width.rounded() == width && abs(width) < 1e15 ? .integer(Int64(width)) : .float(width)
        }
    }

    /// `settings` with this change made.
    public func applied(to settings: Settings) -> Settings {
        var changed = settings
        switch self {
        case .theme(let theme): changed.theme = theme
        case .language(let language): changed.language = language
        case .soundEnabled(let enabled): changed.soundEnabled = enabled
        case .soundVolume(let volume): changed.soundVolume = volume
        case .shapesPerTurn(let count): changed.shapesPerTurn = count
        case .adaptive(let on): changed.adaptive = on
        case .outlineWidth(let width): changed.outlineWidth = width
        }
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
        let before = SettingsDocument.parse(text, path: path)
        guard let settings = before.settings else {
            let problem = before.diagnostics.first { $0.severity == .error } ?? before.diagnostics.first
            return .refused(
                problem ?? SettingsDiagnostic(path: path, line: 1, column: 1, text: DiagnosticText(DiagnosticText.unreadable, ["reason": "?"])))
        }
        let edited: String
        do {
            edited = try TOMLEditor.setting(change.value, at: change.keyPath, in: text)
        } catch {
            return .failed(reason: "\(error)")
        }
        // The edit must read as exactly the intended settings, or nothing is written.
        let intended = change.applied(to: settings)
        guard let after = SettingsDocument.parse(edited, path: path).settings, after == intended else {
            return .failed(reason: "the edited file did not read back as intended")
        }
        let target = Self.resolvingLinks(path)
        var status = stat()
        let mode = stat(target, &status) == 0 ? mode_t(status.st_mode & 0o7777) : 0o644
        do {
            try AtomicFile.write(Data(edited.utf8), to: target, mode: mode)
        } catch {
            return .failed(reason: "\(error)")
        }
        return .written(after)
    }

    /// The file a path names, its symbolic links followed (the path itself when it has none or
    /// does not exist yet).
    static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
