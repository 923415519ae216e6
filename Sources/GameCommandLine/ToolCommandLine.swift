import SystemIO

/// The command line of the project's tools (the benchmarks), declared as the game's is: each
/// option once, with its type, its range and where it lands. `--help` prints the tool's help;
/// a line that cannot run prints why and the tool exits with 64 (EX_USAGE).
public enum ToolCommandLine {
    /// What a tool's command line says, with `--help` added to its options.
    public static func parseOrExit<Values>(
        _ arguments: [String], into defaults: Values, options: [CommandLineOption<Values>], command: String, abstract: String
    ) -> Values {
        var helpAsked = false
        let withHelp =
            options.map { option in
                CommandLineOption<Tool<Values>>(info: option.info) { tool, text throws(UsageError) in try option.land(&tool.values, text) }
            } + [CommandLineOption<Tool<Values>>.flag("help", short: "h", help: "Show help information.", \.help)]
        do {
            let tool = try CommandLineOption.parse(arguments, into: Tool(values: defaults), options: withHelp)
            helpAsked = tool.help
            if !helpAsked { return tool.values }
        } catch {
            StandardError.write(HelpPage.error(error, command: command))
            ProcessControl.exit(64)
        }
        print(HelpPage.text(command: command, abstract: abstract, options: withHelp.map(\.info)), terminator: "")
        ProcessControl.exit(0)
    }

    /// A tool's values and whether it was asked for its help.
    struct Tool<Values> {
        var values: Values
        var help = false
    }
}
