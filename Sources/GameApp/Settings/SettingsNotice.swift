import Preferences

/// What the notice along the bottom says of the settings file: the first problem of a reading,
/// put into words when it is drawn, in the language on screen then. The app model's notice holds
/// it (`AppModel.Notice`), as it holds every other.
public struct SettingsNotice: Hashable, Sendable {
    let diagnostic: SettingsDiagnostic
    /// Whether the file was not applied (an error), so the previous settings stay.
    let keptPrevious: Bool
    /// Whether a change made in the game was not written, so it lasts this session only.
    var sessionOnly = false

    /// Characters of a diagnostic's message shown on screen.
    static let messageLimit = 200

    func text(in catalog: Catalog) -> String {
        let file = diagnostic.path.split(separator: "/").last.map(String.init) ?? diagnostic.path
        // The screen gets the gist; standard error and the log have every word.
        let words = diagnostic.text
        let values = words.values.mapValues { DiagnosticText.phrases.contains($0) ? catalog(Message($0)) : $0 }
        let said = words.translatable ? catalog(Message(words.template), values) : diagnostic.message
        let message = said.count > SettingsNotice.messageLimit ? said.prefix(SettingsNotice.messageLimit - 1) + "…" : said
        let text = catalog(
            UIText.notice, ["file": file, "line": "\(diagnostic.line)", "column": "\(diagnostic.column)", "message": String(message)])
        if sessionOnly { return Self.joined(text, catalog(UIText.notWritten)) }
        return keptPrevious ? Self.joined(text, catalog(UIText.keptPrevious)) : text
    }

    /// `text` and the note after it, a space apart; none before a full-width bracket, which
    /// carries its own room ("…（已保留之前的设置）").
    static func joined(_ text: String, _ note: String) -> String {
        let fullWidth: Set<Character> = ["（", "「", "『", "【"]
        return text + (note.first.map(fullWidth.contains) == true ? "" : " ") + note
    }
}
