import SystemIO
import TOML

/// A problem found in the settings file, where it is, and whether it stops the file applying.
public struct SettingsDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        /// The file is not applied; the last good settings stay.
        case error
        /// Noted; the rest of the file applies.
        case warning
    }

    public let path: String
    public let line: Int
    public let column: Int
    /// What is wrong, as a template and its values, so the screen can say it in the player's
    /// language; standard error and the log get `message`, in English.
    public let text: DiagnosticText
    public let severity: Severity

    public init(path: String, line: Int, column: Int, text: DiagnosticText, severity: Severity = .error) {
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
        self.text = text
        self.severity = severity
    }

    /// A problem in words no catalog translates (a library's own message, say).
    public init(path: String, line: Int, column: Int, message: String, severity: Severity = .error) {
        self.init(path: path, line: line, column: column, text: DiagnosticText(verbatim: message), severity: severity)
    }

    public var message: String { text.english }

    /// `path:line:column: message`, as compilers write it, so editors can jump there.
    public var description: String {
        "\(path):\(line):\(column): \(severity == .warning ? "warning: " : "")\(message)"
    }
}

/// A diagnostic's words: an English template with `{name}` placeholders and their values. The
/// templates are listed in `templates`, so a catalog can translate every one.
public struct DiagnosticText: Hashable, Sendable {
    public let template: String
    public let values: [String: String]
    /// False for words from elsewhere (a library), which no catalog has.
    public let translatable: Bool

    public init(_ template: String, _ values: [String: String] = [:]) {
        self.template = template
        self.values = values
        translatable = true
    }

    public init(verbatim message: String) {
        template = message
        values = [:]
        translatable = false
    }

    /// The template filled in with the values.
    public var english: String { Self.fill(template, values) }

    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var text = template
        for (name, value) in values { text = text.replacingAll("{\(name)}", with: value) }
        return text
    }

    // MARK: - Every template

    static let unknownKey = "unknown key '{key}' (known: {known})"
    static let mustBeOneOf = "{key} must be one of {choices}"
    static let mustBeTable = "'{key}' must be a table, like [{key}]"
    static let mustBeColor = "{key} must be a color in quotes, like \"#ff8000\" or \"orange\""
    static let unknownColor = "unknown color \"{value}\" for {key}: use #RGB, #RRGGBB, #RRGGBBAA or a CSS color name"
    static let mustBeBool = "{key} must be true or false"
    static let mustBeWholeNumber = "{key} must be a whole number from {low} to {high}"
    static let mustBeNumber = "{key} must be a number from {low} to {high}"
    static let outOfRange = "{key} = {value} is out of range ({low} to {high})"
    static let mustBeOffOrWholeNumber = "{key} must be {off} (off) or a whole number from {low} to {high}"
    static let offOrOutOfRange = "{key} = {value} is out of range ({off} for off, or {low} to {high})"
    static let atLeast = "{key} ({value}) must be at least {other} ({limit})"
    static let keyMustBeName = "{key} must be a key's name in quotes, like \"q\", \"space\" or \"f5\""
    static let keyUnknown =
        "{key} = \"{value}\" is not a key: use one character, space, tab, backspace, left, right, up, down, pageup, pagedown or f1 to f24"
    static let keyReserved = "{key} = \"{value}\": Esc, Enter and 1 to 5 are the game's own keys"
    static let keyTaken = "{key} = \"{value}\" is already the key of {other}: give one of them another"
    static let buttonMustBeName = "{key} must be a button's name in quotes, like \"y\" or \"start\""
    static let buttonUnknown =
        "{key} = \"{value}\" is not a button: use x, y, back, guide, start, leftstick, rightstick, leftshoulder, rightshoulder or misc"
    static let buttonReserved = "{key} = \"{value}\": A, B and the D-pad are the game's own buttons"
    static let buttonTaken = "{key} = \"{value}\" is already the button of {other}: give one of them another"
    static let atMost = "{key} ({value}) must be at most {other} ({limit})"
    static let empty = "the settings file is empty; using the defaults"
    static let more = "and {count} more problems from here on ({errors} of them errors), not listed"
    static let gone = "the settings file is gone; the settings in force stay (the next start writes the commented template)"
    static let danglingLink = "the settings file is a symbolic link to something that does not exist"
    static let folder = "the settings path is a folder, not a file"
    static let notRegular = "the settings path is not a regular file"
    static let tooLarge = "the settings file is too large (more than {limit} bytes)"
    static let unreadable = "cannot read the settings file: {reason}"
    static let binary = "the settings file looks binary (a zero byte); it should be TOML text"
    static let notUTF8 = "the settings file is not UTF-8 text"
    public static let unwritable = "cannot write the settings file: {reason}"

    /// Every template a diagnostic may have.
    public static let templates =
        [
            unknownKey, mustBeOneOf, mustBeTable, mustBeColor, unknownColor, mustBeBool, mustBeWholeNumber, mustBeNumber, outOfRange,
            mustBeOffOrWholeNumber,
            offOrOutOfRange, atLeast, atMost, keyMustBeName, keyUnknown, keyReserved, keyTaken,
            buttonMustBeName, buttonUnknown, buttonReserved, buttonTaken,
            empty, more, gone, danglingLink, folder, notRegular, tooLarge, unreadable, binary, notUTF8, unwritable,
        ] + TOMLError.templates + phrases

    /// Words a syntax error's values may hold (`{found}`: "the end of the file"), translated too.
    public static let phrases = TOMLError.phrases
}
