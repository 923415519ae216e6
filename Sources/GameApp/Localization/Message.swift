/// A message on screen, written in English, with `{name}` where a value goes: `"Score {score}"`.
/// English is the source language; a `Catalog` translates the whole message, placeholders and
/// all, so a translation may put the value where its grammar wants it.
public struct Message: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let english: String

    public init(_ english: String) {
        self.english = english
    }

    public init(stringLiteral english: String) {
        self.english = english
    }

    public var description: String { english }
}

/// A message whose words follow a count: English's singular and plural, each with `{count}`
/// where the number goes (and any other `{name}`). A language's own forms, as many as its
/// grammar has (German two, Japanese one, Polish three), come from its catalog through gettext's
/// `ngettext`, which knows the language's rule from the catalog's `Plural-Forms`.
public struct PluralMessage: Hashable, Sendable, CustomStringConvertible {
    /// The singular: gettext's `msgid`, what a count of 1 says in English.
    public let one: String
    /// The plural: gettext's `msgid_plural`.
    public let other: String

    public init(_ one: String, _ other: String) {
        self.one = one
        self.other = other
    }

    /// English's form for `count`.
    public func english(for count: Int) -> String { count == 1 ? one : other }

    public var description: String { other }
}
