/// Where a key or a value is written: the 1-based line and column of its first character
/// (columns count Unicode scalars), and the byte range of its text in the document's UTF-8.
public struct TOMLPlace: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    /// Byte offsets into the UTF-8 text, end exclusive: for a string its quotes included, for an
    /// array or inline table its brackets or braces included.
    public let range: Range<Int>

    public init(line: Int, column: Int, range: Range<Int>) {
        self.line = line
        self.column = column
        self.range = range
    }

    public var description: String { "\(line):\(column)" }
}
