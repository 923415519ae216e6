import Preferences

/// The language on screen: resolves the `language` setting (or the environment, for `auto`),
/// holds that language's catalog, and finds a font that draws it. One owner of the language;
/// the painters are handed its catalog each frame.
@MainActor
final class Localizer {
    private(set) var catalog: Catalog
    private let client: LanguageClient
    private let warnings: Warnings

    init(client: LanguageClient, setting: LanguageSetting, warnings: Warnings) {
        self.client = client
        self.warnings = warnings
        catalog = .english
        catalog = load(setting.resolved(environment: client.environment))
    }

    var language: Language { catalog.language }

    /// The setting in force now. Returns the font to switch to when the language changed and
    /// needs another; nil when nothing changes.
    func apply(_ setting: LanguageSetting) -> FontChoice? {
        let language = setting.resolved(environment: client.environment)
        guard language != catalog.language else { return nil }
        catalog = load(language)
        return font(for: language)
    }

    /// A font for `language`, with a warning when none has all its glyphs.
    func font(for language: Language) -> FontChoice? {
        guard let choice = client.font(language, catalog.characters) else { return nil }
        if !choice.missing.isEmpty {
            warnings.report(
                "no font has every character of \(language.rawValue) (missing \(String(choice.missing.prefix(8)))); using \(choice.face)")
        }
        return choice
    }

    func warn(_ message: String) {
        warnings.report(message)
    }

    private func load(_ language: Language) -> Catalog {
        let (catalog, problem) = client.catalog(language)
        if let problem { warnings.report(problem) }
        return catalog
    }
}
