import Platform
import Preferences

/// The hyphenation patterns for each language the game speaks, loaded once, the first time a
/// word of that language is too wide for a line: German's for German, US English's for the rest
/// (Japanese and Chinese break between characters; their Latin words are type names and English).
/// Without the dictionaries (packages hyphen-de and hyphen-en-us), such a word breaks between
/// its words or characters instead.
///
/// NB: immutable once loaded (a `static let` is initialized once, thread-safely), so no part owns
/// or changes it; it is shared only to load each megabyte of patterns once per process.
enum Hyphenation {
    private static let german = HyphenationDictionary(locale: "de_DE")
    private static let english = HyphenationDictionary(locale: "en_US")

    /// Where a word of `language` may break with a hyphen (`LineBreaking.Hyphenate`).
    static func hyphenate(_ language: Language) -> LineBreaking.Hyphenate {
        let dictionary = language == .german ? german : english
        return { word in dictionary?.breaks(in: word) ?? [] }
    }
}
