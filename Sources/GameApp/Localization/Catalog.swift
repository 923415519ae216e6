import Foundation
import Preferences

/// The translations of one language: a plain JSON object in `Resources/locales/<code>.json`,
/// from each English message to its translation. A message it lacks shows in English, so a
/// catalog can be partial, and English needs none.
public struct Catalog: Sendable {
    public let language: Language
    private let translations: [String: String]

    public init(language: Language, translations: [String: String] = [:]) {
        self.language = language
        self.translations = translations
    }

    public static let english = Catalog(language: .english)

    /// The catalog for `language` from `directory` (the resources folder). A missing or broken
    /// file is English, with a one-line reason.
    public static func load(_ language: Language, from directory: URL?) -> (catalog: Catalog, problem: String?) {
        guard language != .english else { return (.english, nil) }
        guard let file = directory?.appendingPathComponent("locales/\(language.rawValue).json") else {
            return (Catalog(language: language), "no catalog for \(language.rawValue) (no resources folder); showing English")
        }
        do {
            let data = try Data(contentsOf: file)
            let translations = try JSONDecoder().decode([String: String].self, from: data)
            return (Catalog(language: language, translations: translations), nil)
        } catch {
            return (Catalog(language: language), "cannot read \(file.path) (\(error.localizedDescription)); showing English")
        }
    }

    /// `message` in this language, with each `{name}` replaced by `values[name]`.
    public func callAsFunction(_ message: Message, _ values: [String: String] = [:]) -> String {
        var text = translations[message.english] ?? message.english
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// Whether `message` has a translation here (English has them all).
    public func translates(_ message: Message) -> Bool {
        language == .english || translations[message.english] != nil
    }

    /// Every character this language's messages may show: what its font must cover.
    public var characters: String {
        UIText.all.map { self($0) }.joined() + "0123456789×·…–−←→+-/%"
    }
}
