/// Just enough JSON for the event log: keys keep their order, so every line reads alike.
enum JSON {
    case object([(String, JSON)])
    case array([JSON])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    var text: String {
        switch self {
        case .object(let members):
            "{" + members.map { "\(Self.quote($0.0)):\($0.1.text)" }.joined(separator: ",") + "}"
        case .array(let elements):
            "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .string(let string):
            Self.quote(string)
        case .number(let number):
            number.isFinite ? Self.format(number) : "null"
        case .integer(let integer):
            String(integer)
        case .bool(let bool):
            bool ? "true" : "false"
        case .null:
            "null"
        }
    }

    /// Numbers to four decimals: plenty for areas and points, and short lines.
    private static func format(_ number: Double) -> String {
        let rounded = (number * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    private static func quote(_ string: String) -> String {
        var quoted = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case let control where control.value < 0x20:
                quoted += "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count) + String(control.value, radix: 16)
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
