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
    /// The document on one line, with no space between tokens, and a final newline: the
    /// smallest text that reads back to the same value (written by `JSONWriter`, the project's
    /// one JSON writer).
    public var compact: String {
        var writer = JSONWriter()
        write(to: &writer)
        writer.newline()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes the value with `writer`.
    public func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .number(let text): writer.number(text: text)
        case .string(let value): writer.string(value)
        case .array(let values):
            writer.beginArray()
            for value in values { value.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for member in members {
                writer.key(member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        }
    }
}
