import Drawing
import GameApp
import GameCore

/// The game's command line: every option, and what a given command line asks for. `--help`, the
/// man page and the shell completions are written from `options` (see `HelpPage`, `ManualPage`,
/// `CompletionScript`).
public enum GameCommandLine {
    public static let commandName = "tap-the-larger-shape"
    public static let abstract = "Tap the larger shape: click the larger shape by area to score; streaks of five earn bonuses."

    /// What a command line asks for.
    public enum Invocation: Sendable {
        case play(GameOptions)
        case help
        case version
        case completionScript(CompletionScript.Shell)
        case manualPage(section: String, date: String)
    }

    public static var options: [CommandOption] {
        [
            CommandOption(
                "settings", placeholder: "path", help: "The settings file (TOML) to read and write instead of the usual one.", completion: .files),
            CommandOption(
                "mode", placeholder: "mode",
                help:
                    "The mode to start in: one kind of shape, mixed (a random kind each turn) or cross (kinds differ within a turn). Default: the settings' game.mode, else the mode last played.",
                completion: .choices(GameMode.allCases.map(\.rawValue))),
            CommandOption("daily", help: "Start in the day's challenge: twenty turns, the same for everyone today (Y)."),
            CommandOption("race", help: "Start a race for two: each player joins with Enter or Space, a click, or a controller's A (V)."),
            CommandOption("adaptive", help: "Start with the adaptive difficulty on: the larger shape's lead shrinks as you improve (D toggles it)."),
            CommandOption("seed", placeholder: "n", help: "Seed for the random numbers: the same seed plays the same shapes."),
            CommandOption(
                "window", placeholder: "WxH",
                help: "Window size in points, WIDTHxHEIGHT, each side 100 to 16384 (default: the settings file's, 960x640)."),
            CommandOption("fullscreen", help: "Start fullscreen."),
            CommandOption("mute", help: "Start with sounds off."),
            CommandOption(
                "event-log", placeholder: "path", help: "Write events as JSON Lines to PATH ('-' for standard output).", completion: .files),
            CommandOption("verbose", help: "Log everything, to standard error as well as the log file."),
            CommandOption("version", help: "Show the version."),
            CommandOption("help", short: "h", help: "Show help information."),
            // The bot's and the benchmarks' (docs/ENGINEERING.md).
            CommandOption("autoplay", help: "A bot plays, clicking through the normal input path.", audience: .tooling),
            CommandOption(
                "autoplay-accuracy", placeholder: "0-1", help: "How often the bot taps the larger shape, 0 to 1.", audience: .tooling,
                defaultValue: "1.0"),
            CommandOption(
                "autoplay-delay", placeholder: "ms",
                help: "The bot's think time before each click; 0 clicks at once and skips the feedback between turns.",
                audience: .tooling, defaultValue: "600"),
            CommandOption(
                "autoplay-device", placeholder: "device", help: "The bot's hand: the mouse, or a virtual controller that moves the focus ring.",
                audience: .tooling, completion: .choices(AutoplayDevice.allCases.map(\.rawValue)), defaultValue: "mouse"),
            CommandOption("turns", placeholder: "n", help: "Quit after this many completed turns.", audience: .tooling),
            CommandOption(
                "today", placeholder: "YYYY-MM-DD", help: "The day to take for today (the daily challenge's), instead of the clock's UTC date.",
                audience: .tooling),
            // Packaging (scripts/stage.sh).
            CommandOption(
                "generate-completion-script", placeholder: "shell", help: "Print the completion script for bash, zsh or fish.", audience: .tooling,
                completion: .choices(CompletionScript.Shell.allCases.map(\.rawValue))),
            CommandOption("generate-manual", help: "Print the man page (roff); --section and --date set its header.", audience: .tooling),
            CommandOption("section", placeholder: "n", help: "The man page's section.", audience: .tooling, defaultValue: "6"),
            CommandOption("date", placeholder: "YYYY-MM-DD", help: "The man page's date.", audience: .tooling),
        ]
    }

    /// What `arguments` (without the program's name) ask for.
    public static func interpret(_ arguments: [String], version: String) throws(UsageError) -> Invocation {
        let parsed = try CommandLineParser(options: options).parse(arguments)
        if parsed.flags.contains("help") { return .help }
        if parsed.flags.contains("version") { return .version }
        if let shell = parsed.values["generate-completion-script"] {
            guard let known = CompletionScript.Shell(rawValue: shell) else {
                throw UsageError("The value '\(shell)' is invalid for '--generate-completion-script <shell>': bash, zsh or fish.")
            }
            return .completionScript(known)
        }
        if parsed.flags.contains("generate-manual") {
            return .manualPage(section: parsed.values["section"] ?? "6", date: parsed.values["date"] ?? "")
        }
        return .play(try gameOptions(parsed, version: version))
    }

    static func gameOptions(_ parsed: ParsedArguments, version: String) throws(UsageError) -> GameOptions {
        func invalid(_ name: String, _ value: String, _ expected: String) -> UsageError {
            let synopsis = Self.options.first { $0.name == name }?.synopsis ?? "--\(name)"
            return UsageError("The value '\(value)' is invalid for '\(synopsis)': \(expected).")
        }
        var options = GameOptions()
        options.version = version
        options.settingsPath = parsed.values["settings"]
        options.eventLogPath = parsed.values["event-log"]
        if let mode = parsed.values["mode"] {
            guard let known = GameMode(rawValue: mode) else {
                throw invalid("mode", mode, "one of \(GameMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.mode = known
        }
        if let seed = parsed.values["seed"] {
            guard let number = UInt64(seed) else { throw invalid("seed", seed, "a whole number from 0 to \(UInt64.max)") }
            options.seed = number
        }
        if let window = parsed.values["window"] {
            guard let size = WindowSize(argument: window) else { throw invalid("window", window, "WIDTHxHEIGHT, each side 100 to 16384") }
            options.windowSize = Size(width: Double(size.width), height: Double(size.height))
        }
        if let accuracy = parsed.values["autoplay-accuracy"] {
            guard let number = Double(accuracy), (0...1).contains(number) else {
                throw invalid("autoplay-accuracy", accuracy, "a number between 0 and 1")
            }
            options.autoplayAccuracy = number
        }
        if let delay = parsed.values["autoplay-delay"] {
            guard let milliseconds = Int(delay), milliseconds >= 0 else { throw invalid("autoplay-delay", delay, "0 or more milliseconds") }
            options.autoplayDelay = .milliseconds(milliseconds)
        }
        if let device = parsed.values["autoplay-device"] {
            guard let hand = AutoplayDevice(rawValue: device) else { throw invalid("autoplay-device", device, "mouse or controller") }
            options.autoplayDevice = hand
        }
        if let turns = parsed.values["turns"] {
            guard let count = Int(turns), count >= 1 else { throw invalid("turns", turns, "a whole number, at least 1") }
            options.turns = count
        }
        if let today = parsed.values["today"] {
            guard let date = CivilDate(today) else { throw invalid("today", today, "a date, YYYY-MM-DD") }
            options.today = date
        }
        options.daily = parsed.flags.contains("daily")
        options.race = parsed.flags.contains("race")
        options.adaptive = parsed.flags.contains("adaptive")
        options.fullscreen = parsed.flags.contains("fullscreen")
        options.mute = parsed.flags.contains("mute")
        options.autoplay = parsed.flags.contains("autoplay")
        options.verbose = parsed.flags.contains("verbose")
        return options
    }
}

/// `--window 960x640`.
struct WindowSize: Hashable {
    let width: Int
    let height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (100...16_384).contains(width),
            (100...16_384).contains(height)
        else { return nil }
        self.width = width
        self.height = height
    }
}
