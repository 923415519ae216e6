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

    /// Each option given, in order: its place in `options` and its value (nil for a flag).
    public func parse(_ arguments: [String]) throws(UsageError) -> [(option: Int, value: String?)] {
        var parsed: [(option: Int, value: String?)] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let found: Int
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
                guard let place = options.firstIndex(where: { $0.name == name }) else { throw UsageError("Unknown option '--\(name)'.") }
                found = place
            } else if argument.hasPrefix("-"), argument.count == 2, let letter = argument.last,
                let place = options.firstIndex(where: { $0.short == letter })
            {
                found = place
            } else if argument.hasPrefix("-"), argument != "-", argument != "--" {
                throw UsageError("Unknown option '\(argument)'.")
            } else {
                throw UsageError("Unexpected argument '\(argument)'.")
            }
            let option = options[found]
            guard option.takesValue else {
                if attached != nil { throw UsageError("'--\(option.name)' takes no value.") }
                parsed.append((found, nil))
                continue
            }
            if let attached {
                parsed.append((found, attached))
            } else if index < arguments.count, !Self.looksLikeAnOption(arguments[index]) {
                parsed.append((found, arguments[index]))
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
