/// A language the game speaks on screen. English is the source: every message is written in it,
/// and a catalog (`Resources/locales/<code>.json`) translates it into another.
public enum Language: String, CaseIterable, Hashable, Sendable, Codable {
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    /// The language for a POSIX locale name (`zh_CN.UTF-8`, `en_GB`, `C`); nil when the game
    /// does not speak it. Every Chinese locale reads as Simplified Chinese, the one we have.
    public init?(locale: String) {
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        let language = name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" }).first.map { $0.lowercased() } ?? ""
        switch language {
        case "en", "c", "posix": self = .english
        case "zh": self = .simplifiedChinese
        default: return nil
        }
    }

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set (POSIX's order), or English when that one is a language the game lacks.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return Language(locale: value) ?? .english
        }
        return .english
    }

    /// The tag fontconfig knows the language by.
    public var fontconfigTag: String {
        switch self {
        case .english: "en"
        case .simplifiedChinese: "zh-cn"
        }
    }
}

/// The `language` setting: `auto` follows the environment.
public enum LanguageSetting: String, CaseIterable, Hashable, Sendable, Codable {
    case auto
    case english = "en"
    case simplifiedChinese = "zh-Hans"

    public func resolved(environment: [String: String]) -> Language {
        switch self {
        case .auto: Language.fromEnvironment(environment)
        case .english: .english
        case .simplifiedChinese: .simplifiedChinese
        }
    }
}
