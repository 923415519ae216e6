/// Reads TOML 1.0.0 documents: the whole language, every key and value with its place, every
/// error with the line and column of the first wrong character. Read-only; `TOMLEditor`
/// changes one value in a document's text and keeps every other byte.
public enum TOML {
    /// Larger documents are refused unread.
    public static let sizeLimit = 50_000_000
    /// How deeply tables and arrays may nest, so no document can exhaust the stack.
    public static let depthLimit = 100

    /// Reads a document.
    public static func parse(_ text: String) throws(TOMLError) -> TOMLTable {
        var text = text
        // NB: read in place, in the string's own storage: no copy of a large document.
        return try text.withUTF8 { bytes in read(bytes) }.get()
    }

    /// Reads a document from bytes, which must be UTF-8 (an error names the first byte that is not).
    public static func parse(bytes: [UInt8]) throws(TOMLError) -> TOMLTable {
        try bytes.withUnsafeBufferPointer { bytes -> Result<TOMLTable, TOMLError> in
            if bytes.count <= sizeLimit, let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
                return .failure(Parser.error(TOMLError.invalidUTF8, at: offset, in: bytes))
            }
            return read(bytes)
        }.get()
    }

    /// The 1-based line and column (in Unicode scalars, after a leading byte order mark) of the
    /// byte at `offset`, as errors and places count them.
    public static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            let error = Parser.error("", at: offset, in: buffer)
            return (error.line, error.column)
        }
    }

    /// The parser over bytes that stay valid while it runs (it keeps no pointer past its return).
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<TOMLTable, TOMLError> {
        var parser = Parser(bytes: bytes)
        do throws(TOMLError) {
            return .success(try parser.document())
        } catch {
            return .failure(error)
        }
    }
}

/// UTF-8 as RFC 3629 has it: no overlong forms, no surrogates, nothing past U+10FFFF.
public enum UTF8Validation {
    /// The offset of the first byte that does not begin a valid sequence; nil when all is valid.
    public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                high = 0x9F
            case 0xF0:
                length = 4
                low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                high = 0x8F
            default: return index
            }
            guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return index }
            for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
    }
}
