/// Writes values and keys as TOML text: what the editor puts into a document.
public enum TOMLWriter {
    /// A value on one line: strings as basic strings with escapes, floats in their shortest form
    /// that reads back the same, arrays and tables inline.
    public static func text(of kind: TOMLValue.Kind) -> String {
        switch kind {
        case .string(let value): quoted(value)
        case .integer(let value): String(value)
        case .float(let value): float(value)
        case .boolean(let value): value ? "true" : "false"
        case .dateTime(let value): value.description
        case .date(let value): value.description
        case .time(let value): value.description
        case .array(let values): "[" + values.map { text(of: $0.kind) }.joined(separator: ", ") + "]"
        case .table(let table):
            table.isEmpty ? "{}" : "{ " + table.entries.map { "\(key($0.key)) = \(text(of: $0.value.kind))" }.joined(separator: ", ") + " }"
        }
    }

    /// A key as written: bare when it can be, else quoted.
    public static func key(_ name: String) -> String {
        !name.isEmpty && name.utf8.allSatisfy(\.isBareKeyCharacter) ? name : quoted(name)
    }

    /// A dotted key path.
    public static func key(path: [String]) -> String {
        path.map(key).joined(separator: ".")
    }

    /// `"…"`, with the escapes a basic string needs.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case let scalar where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A float that reads back as the same double, and reads as a float (`2.0`, not `2`).
    public static func float(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let text = "\(value)"
        return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
    }
}
