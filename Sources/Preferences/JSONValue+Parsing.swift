/// Why a text is not a JSON document, and where (a byte offset).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public let offset: Int
    public let reason: String
    public var description: String { "\(reason) at byte \(offset)" }
}

extension JSONValue {
    /// Nesting deeper than this is refused rather than followed (no state file needs it).
    public static let depthLimit = 64

    /// Reads one JSON document from UTF-8 `bytes`: strictly (no comments, no trailing commas, no
    /// leading zeros, whole surrogate pairs only), whitespace allowed around it.
    public init(parsing bytes: [UInt8]) throws(JSONParseError) {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else { throw parser.error("text after the document") }
        self = value
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func error(_ reason: String) -> JSONParseError {
        JSONParseError(offset: offset, reason: reason)
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    mutating func expect(_ word: String) throws(JSONParseError) {
        for byte in word.utf8 {
            guard current == byte else { throw error("expected \(word)") }
            offset += 1
        }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < JSONValue.depthLimit else { throw error("nested too deeply") }
        guard let byte = current else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "n"):
            try expect("null")
            return .null
        case UInt8(ascii: "t"):
            try expect("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expect("false")
            return .bool(false)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        offset += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            offset += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(values)
            default: throw error("expected , or ]")
            }
        }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        offset += 1
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected :") }
            offset += 1
            skipWhitespace()
            members.append(JSONValue.Member(key, try value(depth: depth + 1)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(members)
            default: throw error("expected , or }")
            }
        }
    }

    mutating func number() throws(JSONParseError) -> String {
        let start = offset
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.offset
            while let byte = parser.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { parser.offset += 1 }
            return parser.offset - first
        }
        if current == UInt8(ascii: "-") { offset += 1 }
        let leading = offset
        let whole = digits(&self)
        guard whole > 0 else { throw error("expected a digit") }
        guard whole == 1 || bytes[leading] != UInt8(ascii: "0") else { throw error("a leading zero") }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw error("expected a digit") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    mutating func string() throws(JSONParseError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) throws(JSONParseError) {
            guard runStart < end else { return }
            guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw JSONParseError(offset: runStart, reason: "text that is not UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("an unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self, upTo: offset, into: &scalars)
                offset += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(self, upTo: offset, into: &scalars)
                offset += 1
                scalars.append(try escape())
                runStart = offset
            case 0..<0x20: throw error("a control character in a string")
            default: offset += 1
            }
        }
    }

    mutating func escape() throws(JSONParseError) -> Unicode.Scalar {
        guard let byte = current else { throw error("an unterminated escape") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hexQuad()
            if (0xD800..<0xDC00).contains(first) {
                guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("half a surrogate pair")
                }
                offset += 2
                let second = try hexQuad()
                guard (0xDC00..<0xE000).contains(second), let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                else { throw error("half a surrogate pair") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw error("half a surrogate pair") }
            return scalar
        default: throw error("an unknown escape")
        }
    }

    mutating func hexQuad() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected four hex digits") }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
