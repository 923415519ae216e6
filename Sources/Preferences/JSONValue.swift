/// A JSON document (RFC 8259) as a value: what the state file is read into and written from. The
/// game's own reader and writer, so the game needs no Foundation (and no ICU) for one small file.
/// Objects keep their members in order; a number keeps its text, read as the caller asks.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    public struct Member: Hashable, Sendable {
        public let key: String
        public let value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// The value of `key` in an object (the last one, when a key repeats); nil otherwise.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// A number with no fraction that fits an `Int` (`3`, `-4`, `3.0`, `1e3`); nil for anything else.
    public var int: Int? {
        guard case .number(let text) = self else { return nil }
        if let exact = Int(text) { return exact }
        guard let double = Double(text), double.rounded() == double, abs(double) < 9.2e18 else { return nil }
        return Int(double)
    }

    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    public var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }
}

// MARK: - Writing

extension JSONValue {
    /// The document as text: two spaces an indent, one member or element a line, and a final
    /// newline, the layout a person can edit.
    public var prettyPrinted: String {
        var text = ""
        write(to: &text, indent: 0)
        return text + "\n"
    }

    /// The document on one line, with no space between tokens, and a final newline: the
    /// smallest text that reads back to the same value.
    public var compact: String {
        var text = ""
        write(to: &text, indent: nil)
        return text + "\n"
    }

    /// Writes the value; `indent` nil writes it compact.
    private func write(to text: inout String, indent: Int?) {
        guard let indent else {
            writeCompact(to: &text)
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += value
        case .string(let value): Self.quote(value, into: &text)
        case .array(let values):
            guard !values.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, value) in values.enumerated() {
                text += inner
                value.write(to: &text, indent: indent + 1)
                text += index == values.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner
                Self.quote(member.key, into: &text)
                text += " : "
                member.value.write(to: &text, indent: indent + 1)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: indent) + "}"
        }
    }

    private func writeCompact(to text: inout String) {
        switch self {
        case .null, .bool, .number, .string: write(to: &text, indent: 0)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.writeCompact(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.quote(member.key, into: &text)
                text += ":"
                member.value.writeCompact(to: &text)
            }
            text += "}"
        }
    }

    private static func quote(_ string: String, into text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
