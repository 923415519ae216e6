/// What a command line says, before any value is interpreted: the flags given and each option's
/// value (the last one, when an option is repeated).
public struct ParsedArguments: Hashable, Sendable {
    public var flags: Set<String> = []
    public var values: [String: String] = [:]

    public init() {}
}

/// Why a command line cannot be run; printed with the usage, and the game exits with 64 (EX_USAGE).
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Reads `--name value`, `--name=value`, flags and `-h` against a list of options. Anything else
/// (an unknown option, a positional argument, a flag with a value, an option without one) is a
/// `UsageError` naming it.
public struct CommandLineParser: Sendable {
    public let options: [CommandOption]

    public init(options: [CommandOption]) {
        self.options = options
    }

    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let option: CommandOption
            var attached: String?
            if argument.hasPrefix("--"), argument.count > 2 {
                let body = argument.dropFirst(2)
                let name: Substring
                if let equals = body.firstIndex(of: "=") {
                    name = body[..<equals]
                    attached = String(body[body.index(after: equals)...])
                } else {
                    name = body
                }
                guard let found = options.first(where: { $0.name == name }) else { throw UsageError("Unknown option '--\(name)'.") }
                option = found
            } else if argument.hasPrefix("-"), argument.count == 2, let letter = argument.last,
                let found = options.first(where: { $0.short == letter })
            {
                option = found
            } else if argument.hasPrefix("-"), argument != "-", argument != "--" {
                throw UsageError("Unknown option '\(argument)'.")
            } else {
                throw UsageError("Unexpected argument '\(argument)'.")
            }
            guard option.takesValue else {
                if attached != nil { throw UsageError("'--\(option.name)' takes no value.") }
                parsed.flags.insert(option.name)
                continue
            }
            if let attached {
                parsed.values[option.name] = attached
            } else if index < arguments.count, !Self.looksLikeAnOption(arguments[index]) {
                parsed.values[option.name] = arguments[index]
                index += 1
            } else {
                throw UsageError("Missing value for '\(option.synopsis)'.")
            }
        }
        return parsed
    }

    /// `--x` and `-x` are options; `-` (standard output) and negative numbers are values.
    static func looksLikeAnOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        let rest = argument.dropFirst()
        return !(rest.first?.isNumber ?? false) && rest.first != "."
    }
}
