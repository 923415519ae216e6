import RunOptions
import SystemIO

/// `--help`: what the game is, its keys and buttons, how to run it headless, and every option
/// for players, wrapped to 80 columns.
public enum HelpPage {
    public static let width = 80

    /// - Parameters:
    ///   - options: the options to list (the game's, by default).
    ///   - keys: the game's keys and buttons by default (`Hotkeys.keyHelp`).
    public static func text(options: [CommandOption] = GameCommandLine.options, keys: KeyHelp) -> String {
        let shown = options.filter { !$0.isHidden }
        var lines = wrap("OVERVIEW: " + GameCommandLine.abstract)
        lines.append("")
        lines.append("HOTKEYS:")
        lines += keys.keyboard.map { "  " + $0.keys.plainText.padded(to: 13) + " " + $0.action }
        lines.append("")
        lines.append("CONTROLLER (any pad SDL knows; SDL_GAMECONTROLLERCONFIG adds mappings):")
        lines += keys.controller.map { "  " + $0.keys.plainText.padded(to: 19) + " " + $0.action }
        lines.append("")
        lines += wrap(headless)
        lines.append("")
        lines += usageAndOptions(shown, command: GameCommandLine.commandName)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A tool's `--help`: what it does, its usage and its options, in the game's layout.
    public static func text(command: String, abstract: String, options: [CommandOption]) -> String {
        (wrap("OVERVIEW: " + abstract) + [""] + usageAndOptions(options, command: command)).joined(separator: "\n") + "\n"
    }

    /// The usage line, then each option with its help, its values and its default.
    static func usageAndOptions(_ options: [CommandOption], command: String) -> [String] {
        var lines = wrap(usage(options: options, command: command), rest: String(repeating: " ", count: 7))
        lines.append("")
        lines.append("OPTIONS:")
        for option in options {
            let name = "  " + (option.short.map { "-\($0), " } ?? "") + option.synopsis
            var help = option.help
            if case .choices(let values) = option.completion { help += " (values: \(values.joined(separator: ", ")))" }
            if let defaultValue = option.defaultValue { help += " (default: \(defaultValue))" }
            let column = String(repeating: " ", count: 26)
            if name.count > 24 { lines.append(name) }
            lines += wrap(help, first: name.count > 24 ? column : name.padded(to: 26), rest: column)
        }
        return lines
    }

    static let headless =
        "Headless runs: SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy. Without a display the game exits with one line; without an audio device it plays silently after one warning."

    /// `USAGE: tap-the-larger-shape [--settings <path>] …`.
    public static func usage(options: [CommandOption] = GameCommandLine.options, command: String = GameCommandLine.commandName) -> String {
        "USAGE: \(command) " + options.filter { !$0.isHidden }.map { "[\($0.synopsis)]" }.joined(separator: " ")
    }

    /// What a command line that cannot run prints on standard error.
    public static func error(_ error: UsageError, command: String = GameCommandLine.commandName) -> String {
        "Error: \(error.message)\nUsage: \(command) [<options>]\n  See '\(command) --help' for more information.\n"
    }

    /// `text` in lines of at most `width` columns (a longer word stands alone): the first line
    /// begins with `first`, the others with `rest`.
    static func wrap(_ text: String, first: String = "", rest: String = "", width: Int = HelpPage.width) -> [String] {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in text.split(separator: " ") {
            if !empty, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest + word
            } else {
                line += (empty ? "" : " ") + word
            }
            empty = false
        }
        lines.append(line)
        return lines
    }
}

extension String {
    /// The keys in plain ASCII, for a terminal or a man page that may not show arrows and dashes.
    var plainText: String {
        replacingAll("← / →", with: "Left / Right").replacingAll("–", with: "-").replacingAll("−", with: "-")
    }
}
