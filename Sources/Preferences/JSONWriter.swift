/// The project's one JSON writer and escaper: the event log's lines and the state file are both
/// written by it. It builds JSON straight into a byte buffer that can be reused from line to
/// line, so a log of a million lines costs the memory of its longest one. Keys keep the order they
/// are written in. Numbers are written in full: the shortest decimal that reads back as the same
/// `Double`, so a reader can re-derive every comparison the game made. Written compact: no space
/// between tokens.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init() {}
    /// Whether the next member or element needs a comma before it.
    private var needsComma = false

    /// Empties the buffer, keeping its storage.
    public mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        needsComma = false
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }

    /// A member's key; its value comes next.
    public mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    public mutating func string(_ text: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        for unit in text.utf8 {
            switch unit {
            case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(unit >> 4)], hex[Int(unit & 15)]]
            default: bytes.append(unit)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// A number already in JSON's form (as `JSONValue` keeps one).
    public mutating func number(text: String) {
        separate()
        bytes += text.utf8
        needsComma = true
    }

    public mutating func integer(_ value: Int) {
        separate()
        bytes += String(value).utf8
        needsComma = true
    }

    /// `value` in its shortest round-trip form (Swift's `description`); null when not finite,
    /// which JSON cannot say.
    public mutating func number(_ value: Double) {
        separate()
        if value.isFinite { bytes += value.description.utf8 } else { bytes += "null".utf8 }
        needsComma = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes += (value ? "true" : "false").utf8
        needsComma = true
    }

    public mutating func null() {
        separate()
        bytes += "null".utf8
        needsComma = true
    }

    public mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        needsComma = false
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}

// MARK: - Members

extension JSONWriter {
    public mutating func member(_ name: String, _ value: String) {
        key(name)
        string(value)
    }

    public mutating func member(_ name: String, _ value: Int) {
        key(name)
        integer(value)
    }

    public mutating func member(_ name: String, _ value: Double) {
        key(name)
        number(value)
    }

    public mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }
}
