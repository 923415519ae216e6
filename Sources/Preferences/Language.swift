/// A language the game speaks on screen. English is the source: every message is written in it,
/// and a gettext catalog (`po/<code>.po`, compiled to `<code>/LC_MESSAGES/tap-the-larger-shape.mo`)
/// translates it into another.
public enum Language: String, CaseIterable, Hashable, Sendable, Codable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"
    case german = "de"
    case japanese = "ja"

    /// The language for a POSIX locale name (`zh_CN.UTF-8`, `de_AT`, `en_GB`, `C`) or a gettext
    /// language (`ja`); nil when the game does not speak it. Every Chinese locale reads as
    /// Simplified Chinese, the one we have.
    public init?(locale: String) {
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        let language = name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" }).first.map { $0.lowercased() } ?? ""
        switch language {
        case "en", "c", "posix": self = .english
        case "zh": self = .simplifiedChinese
        case "de": self = .german
        case "ja": self = .japanese
        default: return nil
        }
    }

    /// The language the environment asks for, as gettext reads it: the first language of
    /// `LANGUAGE` (a colon-separated list of preferences) that the game speaks, then the first
    /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set (POSIX's order), or English when that
    /// one is a language the game lacks.
    ///
    /// NB: as gettext does, `LANGUAGE` yields to a locale set to plain `C` or `POSIX` (which
    /// asks for untranslated output); unlike gettext, it still counts when no locale is set at
    /// all, as in a bare container or a service's environment.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if locale != "C", locale != "POSIX", let preferences = environment["LANGUAGE"] {
            for preference in preferences.split(separator: ":") {
                if let language = Language(locale: String(preference)) { return language }
            }
        }
        return locale.flatMap(Language.init(locale:)) ?? .english
    }

    /// The tag fontconfig knows the language by.
    public var fontconfigTag: String {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh-cn"
        case .german: "de"
        case .japanese: "ja"
        }
    }

    /// The name of the language's catalog: its `.po` file's and its folder's under the locale
    /// folder (gettext's language code).
    public var gettextCode: String {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh_CN"
        case .german: "de"
        case .japanese: "ja"
        }
    }
}

/// The `language` setting: `auto` follows the environment.
public enum LanguageSetting: String, CaseIterable, Hashable, Sendable, Codable {
    case auto
    case english = "en"
    case simplifiedChinese = "zh-Hans"
    case german = "de"
    case japanese = "ja"

    public func resolved(environment: [String: String]) -> Language {
        switch self {
        case .auto: Language.fromEnvironment(environment)
        case .english: .english
        case .simplifiedChinese: .simplifiedChinese
        case .german: .german
        case .japanese: .japanese
        }
    }
}
