import Platform
import Preferences

/// Where the language on screen comes from, and what it needs: the environment `auto` reads,
/// each language's catalog, and a font that has every glyph it shows. Live, these are the
/// process's environment, the gettext catalogs (read at launch) and the desktop's font lookup;
/// `quiet` is English with the font the screen opened with.
public struct LanguageClient {
    public var environment: [String: String]
    /// The catalog for a language, and why it is not the one asked for, if it is not.
    public var catalog: (Language) -> (catalog: Catalog, problem: String?)
    /// A font file for text in `language` that covers `characters`; nil keeps the font in use.
    public var font: @MainActor (_ language: Language, _ characters: String) -> FontChoice?

    public init(
        environment: [String: String], catalog: @escaping (Language) -> (catalog: Catalog, problem: String?),
        font: @escaping @MainActor (Language, String) -> FontChoice?
    ) {
        self.environment = environment
        self.catalog = catalog
        self.font = font
    }

    /// The quiet client: English, no environment, no fonts found.
    public static var quiet: LanguageClient { LanguageClient(environment: [:], catalog: { _ in (.english, nil) }, font: { _, _ in nil }) }

    /// The process's environment, `catalogs` (`Catalog.loadAll`, read before other threads
    /// start), and fonts from `TAP_FONT`, then fontconfig's sans-serif faces for the language,
    /// then the resources' fonts, then known paths.
    public static func live(
        context: SDLContext, resources: ResourceLocator?, environment: [String: String], catalogs: [Language: (catalog: Catalog, problem: String?)]
    ) -> LanguageClient {
        LanguageClient(
            environment: environment, catalog: { catalogs[$0] ?? (Catalog(language: $0), "no catalog for \($0.rawValue); showing English") },
            font: { language, characters in
                try? FontChoice.find(context: context, resources: resources, environment: environment, language: language, characters: characters)
            })
    }
}

/// A font face chosen for a language: the characters it lacks (none, when one covers them all),
/// and the candidates before it that would not open.
public struct FontChoice: Sendable {
    public let face: FontFace
    public let missing: [Character]
    public let passedOver: [(face: FontFace, reason: String)]

    public init(face: FontFace, missing: [Character] = [], passedOver: [(face: FontFace, reason: String)] = []) {
        self.face = face
        self.missing = missing
        self.passedOver = passedOver
    }

    /// The font for text in `language` showing `characters`. `TAP_FONT`, when it opens, is used
    /// whatever it lacks (the player chose it); otherwise the first candidate that has every
    /// glyph (`ResourceLocator.fontCandidates`), or failing that the first that opens.
    /// `candidates`, when given, are `candidates(resources:environment:language:characters:)`
    /// looked up ahead (on another thread: it needs no SDL).
    @MainActor
    public static func find(
        context: SDLContext, resources: ResourceLocator?, environment: [String: String], language: Language, characters: String,
        candidates lookedUp: [FontFace]? = nil
    ) throws(PlatformError) -> FontChoice {
        var passedOver: [(face: FontFace, reason: String)] = []
        if let chosen = environment["TAP_FONT"], !chosen.isEmpty {
            do {
                let found = try Font.firstUsable(context: context, candidates: [FontFace(chosen)])
                let font = try Font(context: context, face: found.face, pointSize: 16)
                return FontChoice(face: found.face, missing: font.missingCharacters(in: characters))
            } catch {
                passedOver.append((FontFace(chosen), "\(error)"))
            }
        }
        let candidates = lookedUp ?? Self.candidates(resources: resources, environment: environment, language: language, characters: characters)
        let found = try Font.firstUsable(context: context, candidates: candidates, covering: characters)
        return FontChoice(face: found.face, missing: found.missing, passedOver: passedOver + found.passedOver.map { ($0.face, "\($0.reason)") })
    }

    /// The font files `find` tries after `TAP_FONT`, best first (fontconfig's choice for the
    /// language, then the resources' fonts, then known paths).
    public static func candidates(resources: ResourceLocator?, environment: [String: String], language: Language, characters: String) -> [FontFace] {
        var others = environment
        others["TAP_FONT"] = nil
        return ResourceLocator.fontCandidates(resources: resources, environment: others, language: language, covering: characters)
    }
}
