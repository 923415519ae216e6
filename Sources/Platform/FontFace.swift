/// One face of a font file: a TrueType or OpenType file holds one, a collection (`.ttc`) several,
/// each with its own glyph forms (Noto Sans CJK's collection holds the Japanese, Korean,
/// Simplified and Traditional Chinese faces, in that order). `index` picks the face.
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let index: Int

    public init(_ path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }

    /// The file, and the face's index after `#` when it is not the first.
    public var description: String { index == 0 ? path : "\(path)#\(index)" }
}
