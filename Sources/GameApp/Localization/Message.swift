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
