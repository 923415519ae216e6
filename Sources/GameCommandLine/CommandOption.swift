/// One option of a command line: its name, whether it takes a value, what it says in `--help`
/// and the man page, who it is for, and how a shell completes its value. The help, the man page,
/// the completions and the parser all read the same list, so none can fall behind another.
public struct CommandOption: Hashable, Sendable {
    /// Who an option is for. Tooling options (the bot, benchmarks, packaging) work the same but
    /// are left out of `--help`, the man page and the completions; docs/ENGINEERING.md lists them.
    public enum Audience: Hashable, Sendable {
        case player
        case tooling
    }

    /// What a shell offers for the option's value.
    public enum Completion: Hashable, Sendable {
        case nothing
        case files
        case choices([String])
    }

    /// The long name, without its dashes: `mode` for `--mode`.
    public let name: String
    /// A one-letter alias (`h` for `-h`), if any.
    public let short: Character?
    /// The value's placeholder (`path`, `n`); nil for a flag, which takes none.
    public let placeholder: String?
    public let help: String
    public let audience: Audience
    public let completion: Completion
    /// The value used when the option is not given, as `--help` shows it.
    public let defaultValue: String?

    public init(
        _ name: String, short: Character? = nil, placeholder: String? = nil, help: String, audience: Audience = .player,
        completion: Completion = .nothing, defaultValue: String? = nil
    ) {
        self.name = name
        self.short = short
        self.placeholder = placeholder
        self.help = help
        self.audience = audience
        self.completion = completion
        self.defaultValue = defaultValue
    }

    public var takesValue: Bool { placeholder != nil }
    public var isHidden: Bool { audience == .tooling }

    /// `--mode <mode>` or `--fullscreen`, as usage and errors write it.
    public var synopsis: String {
        "--\(name)" + (placeholder.map { " <\($0)>" } ?? "")
    }
}
