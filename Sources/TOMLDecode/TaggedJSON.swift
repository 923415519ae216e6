import TOML

/// toml-test's tagged JSON: tables as objects, arrays as arrays, every other value as
/// `{"type": …, "value": "…"}`.
enum TaggedJSON {
    static func text(of table: TOMLTable) -> String {
        var output = ""
        write(table, to: &output)
        return output
    }

    private static func write(_ table: TOMLTable, to output: inout String) {
        output += "{"
        for (position, entry) in table.entries.enumerated() {
            if position > 0 { output += "," }
            string(entry.key, to: &output)
            output += ":"
            write(entry.value, to: &output)
        }
        output += "}"
    }

    private static func write(_ value: TOMLValue, to output: inout String) {
        switch value.kind {
        case .table(let table): write(table, to: &output)
        case .array(let values):
            output += "["
            for (position, element) in values.enumerated() {
                if position > 0 { output += "," }
                write(element, to: &output)
            }
            output += "]"
        case .string(let text): tagged("string", text, to: &output)
        case .integer(let number): tagged("integer", String(number), to: &output)
        case .float(let number): tagged("float", number.isNaN ? "nan" : TOMLWriter.float(number), to: &output)
        case .boolean(let flag): tagged("bool", flag ? "true" : "false", to: &output)
        case .dateTime(let dateTime): tagged(dateTime.offsetMinutes == nil ? "datetime-local" : "datetime", dateTime.description, to: &output)
        case .date(let date): tagged("date-local", date.description, to: &output)
        case .time(let time): tagged("time-local", time.description, to: &output)
        }
    }

    private static func tagged(_ type: String, _ value: String, to output: inout String) {
        output += "{\"type\":\"\(type)\",\"value\":"
        string(value, to: &output)
        output += "}"
    }

    private static func string(_ text: String, to output: inout String) {
        // NB: a TOML basic string's escapes (\" \\ \b \t \n \f \r \uXXXX) are JSON's too.
        output += TOMLWriter.quoted(text)
    }
}
