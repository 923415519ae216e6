/// Where a key or a value is written: the 1-based line and column of its first character
/// (columns count Unicode scalars), and the byte range of its text in the document's UTF-8.
public struct TOMLPlace: Hashable, Sendable, CustomStringConvertible {
    // NB: 32-bit fields (documents are at most `TOML.sizeLimit` bytes): a place is in every key
    // and value, and a smaller tree reads faster.
    private let storedLine: Int32
    private let storedColumn: Int32
    private let start: Int32
    private let end: Int32

    public init(line: Int, column: Int, range: Range<Int>) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        start = Int32(clamping: range.lowerBound)
        end = Int32(clamping: max(range.lowerBound, range.upperBound))
    }

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }
    /// Byte offsets into the UTF-8 text, end exclusive: for a string its quotes included, for an
    /// array or inline table its brackets or braces included.
    public var range: Range<Int> { Int(start)..<Int(end) }

    public var description: String { "\(line):\(column)" }
}
