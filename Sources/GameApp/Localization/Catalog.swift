import Preferences
import SystemIO

/// The translations of one language: what its gettext catalog (`po/<code>.po`, compiled by
/// `msgfmt` to `<locale>/<code>/LC_MESSAGES/tap-the-larger-shape.mo`) makes of each English
/// message. A message it lacks shows in English, so a catalog can be partial, and English needs
/// none.
public struct Catalog: Sendable {
    public let language: Language
    private let translations: [String: String]
    /// The plural messages this language translates, by their English singular.
    private let plurals: [String: PluralForms]

    public init(language: Language, translations: [String: String] = [:], plurals: [String: PluralForms] = [:]) {
        self.language = language
        self.translations = translations
        self.plurals = plurals
    }

    public static let english = Catalog(language: .english)

    /// How this language writes numbers, percentages, dates and lists; English's where the
    /// catalog could not be read, so that its English words keep English figures ("Daily
    /// challenge #2 · Nov 26, 2026", never "… · 26.11.2026").
    public var forms: LocaleForms { LocaleForms(translations.isEmpty && plurals.isEmpty ? .english : language) }

    /// The catalog for `language` from `directory` (a locale folder), read through glibc's
    /// gettext. A missing or unreadable catalog is English, with a one-line reason.
    ///
    /// NB: reading sets the process's environment for a moment (see `Gettext`): call it before
    /// other threads start.
    public static func load(
        _ language: Language, from directory: String?, messages: [Message] = UIText.all, plurals: [PluralMessage] = UIText.plurals
    ) -> (catalog: Catalog, problem: String?) {
        guard language != .english else { return (.english, nil) }
        guard let directory else {
            return (Catalog(language: language), "no catalog for \(language.rawValue) (no translations folder); showing English")
        }
        let file = Path.join(directory, "\(language.gettextCode)/LC_MESSAGES/\(Gettext.domain).mo")
        guard FileSystem.isReadable(file) else {
            return (Catalog(language: language), "no catalog for \(language.rawValue) at \(file); showing English")
        }
        let read = Gettext.translations(of: messages, plurals: plurals, language: language.gettextCode, directory: Path.absolute(directory))
        guard !read.messages.isEmpty else {
            return (Catalog(language: language), "gettext read nothing from \(file); showing English")
        }
        return (Catalog(language: language, translations: read.messages, plurals: read.plurals), nil)
    }

    /// Every language's catalog from `directory`, read at once (see `load`).
    public static func loadAll(from directory: String?) -> [Language: (catalog: Catalog, problem: String?)] {
        Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, load($0, from: directory)) })
    }

    /// `message` in this language, with each `{name}` replaced by `values[name]`.
    /// A help line's keys (`P / Space`) in this language: as one message, or, for the player's
    /// own keys, which no catalog holds whole, each key's name on its own (`Q / Leertaste`).
    func keys(_ text: String) -> String {
        if let whole = translations[text] { return whole }
        return text.split(separator: " / ", omittingEmptySubsequences: false).map { translations[String($0)] ?? String($0) }.joined(separator: " / ")
    }

    public func callAsFunction(_ message: Message, _ values: [String: String] = [:]) -> String {
        var text = translations[message.english] ?? message.english
        for (name, value) in values {
            text = text.replacingAll("{\(name)}", with: value)
        }
        return text
    }

    /// `message` in this language's form for `count`, with `{count}` replaced by the number (a
    /// language's digits, grouped, with a real minus sign below zero) and each other `{name}` by
    /// `values[name]`.
    public func callAsFunction(_ message: PluralMessage, count: Int, _ values: [String: String] = [:]) -> String {
        var text = plurals[message.one]?.form(for: count) ?? message.english(for: count)
        for (name, value) in values.merging(["count": forms.number(count)], uniquingKeysWith: { _, count in count }) {
            text = text.replacingAll("{\(name)}", with: value)
        }
        return text
    }

    /// Whether `message` has a translation here (English has them all).
    public func translates(_ message: Message) -> Bool {
        language == .english || translations[message.english] != nil
    }

    /// Whether `message`'s forms are translated here.
    public func translates(_ message: PluralMessage) -> Bool {
        language == .english || plurals[message.one] != nil
    }

    /// Every character this language's messages may show: what its font must cover.
    public var characters: String {
        let forms = UIText.plurals.flatMap { message in plurals[message.one]?.forms ?? [message.one, message.other] }
        return (UIText.all.map { self($0) } + forms).joined() + "0123456789×·…–−←→+-/%"
    }
}
