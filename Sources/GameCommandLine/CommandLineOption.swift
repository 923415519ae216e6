/// How an option's value is read, and what it may be: the parser's check, the error's words and
/// the help's are one text (`expected`), written once.
public struct ValueReader<Value>: Sendable {
    /// What the value may be, as help and errors say it: "a whole number, at least 1".
    public let expected: String
    public let read: @Sendable (String) -> Value?

    public init(_ expected: String, read: @escaping @Sendable (String) -> Value?) {
        self.expected = expected
        self.read = read
    }

    /// Any text.
    public static var text: ValueReader<String> { ValueReader<String>("any text") { $0 } }

    /// A whole number in `range`.
    public static func integer(in range: ClosedRange<Int>) -> ValueReader<Int> {
        let expected =
            range.upperBound == .max
            ? (range.lowerBound == 0 ? "0 or more" : "a whole number, at least \(range.lowerBound)")
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        return ValueReader<Int>(expected) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }

    /// A number in `range`.
    public static func number(in range: ClosedRange<Double>) -> ValueReader<Double> {
        ValueReader<Double>("a number between \(range.lowerBound.formatted) and \(range.upperBound.formatted)") {
            Double($0).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// One of a type's cases, by its raw value.
    public static func choice<Choice: CaseIterable & RawRepresentable & Sendable>(of type: Choice.Type) -> ValueReader<Choice>
    where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let expected = names.count == 2 ? "\(names[0]) or \(names[1])" : "one of \(names.joined(separator: ", "))"
        return ValueReader<Choice>(expected) { Choice(rawValue: $0) }
    }

    /// The reader's value, turned into another.
    public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> ValueReader<Other> {
        let read = self.read
        return ValueReader<Other>(expected) { read($0).map(transform) }
    }
}

extension Double {
    /// `1` for 1.0, `0.5` for 0.5: a bound as a person writes it.
    fileprivate var formatted: String { rounded() == self ? String(Int(self)) : String(self) }
}

/// One option as a program declares it, once: what `--help`, the man page and the completions
/// say of it (`info`), how its value is read and checked, and where in the program's `Values`
/// it lands. Nothing reads the options back by name: the parser lands each in place.
public struct CommandLineOption<Values>: Sendable {
    public let info: CommandOption
    let land: @Sendable (inout Values, String?) throws(UsageError) -> Void

    init(info: CommandOption, land: @escaping @Sendable (inout Values, String?) throws(UsageError) -> Void) {
        self.info = info
        self.land = land
    }

    /// A flag, which takes no value: `--fullscreen` sets `path` to true.
    public static func flag(
        _ name: String, short: Character? = nil, help: String, audience: CommandOption.Audience = .player,
        _ path: WritableKeyPath<Values, Bool> & Sendable
    ) -> Self {
        Self(info: CommandOption(name, short: short, help: help, audience: audience)) { values, _ throws(UsageError) in values[keyPath: path] = true }
    }

    /// An option with a value, read by `reader` into `path`.
    public static func value<Value>(
        _ name: String, placeholder: String, help: String, audience: CommandOption.Audience = .player,
        completion: CommandOption.Completion = .nothing, defaultValue: String? = nil, reader: ValueReader<Value>,
        _ path: WritableKeyPath<Values, Value> & Sendable
    ) -> Self {
        let info = CommandOption(
            name, placeholder: placeholder, help: help, audience: audience, completion: completion, defaultValue: defaultValue)
        return Self(info: info) { values, text throws(UsageError) in values[keyPath: path] = try read(text, for: info, with: reader) }
    }

    /// An option with a value, read by `reader` into an optional `path`.
    public static func value<Value>(
        _ name: String, placeholder: String, help: String, audience: CommandOption.Audience = .player,
        completion: CommandOption.Completion = .nothing, defaultValue: String? = nil, reader: ValueReader<Value>,
        _ path: WritableKeyPath<Values, Value?> & Sendable
    ) -> Self {
        let info = CommandOption(
            name, placeholder: placeholder, help: help, audience: audience, completion: completion, defaultValue: defaultValue)
        return Self(info: info) { values, text throws(UsageError) in values[keyPath: path] = try read(text, for: info, with: reader) }
    }

    /// `text` read by `reader`, or the error that names the option and what it may be.
    private static func read<Value>(_ text: String?, for info: CommandOption, with reader: ValueReader<Value>) throws(UsageError) -> Value {
        guard let text, let value = reader.read(text) else {
            throw UsageError("The value '\(text ?? "")' is invalid for '\(info.synopsis)': \(reader.expected).")
        }
        return value
    }

    /// Reads `arguments` into `values`, each option landing where it is declared to (the last
    /// one wins when an option is repeated).
    public static func parse(_ arguments: [String], into values: Values, options: [Self]) throws(UsageError) -> Values {
        var values = values
        for (index, value) in try CommandLineParser(options: options.map(\.info)).parse(arguments) {
            try options[index].land(&values, value)
        }
        return values
    }
}
