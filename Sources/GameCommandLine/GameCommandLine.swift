import Drawing
import GameCore
import RunOptions

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

    /// Everything a command line can say, where the options land.
    public struct Values: Sendable {
        public var game = GameOptions()
        var help = false
        var version = false
        var completionShell: CompletionScript.Shell?
        var generateManual = false
        var section = "6"
        var date = ""
    }

    /// Each option, declared once: its name, its help, how its value is read and checked, and
    /// where it lands. `--help`, the man page, the completions and the parser read this list.
    public static var declarations: [CommandLineOption<Values>] {
        [
            .value(
                "settings", placeholder: "path", help: "The settings file (TOML) to read and write instead of the usual one.", completion: .files,
                reader: .text, \.game.settingsPath),
            .value(
                "mode", placeholder: "mode",
                help:
                    "The mode to start in: one kind of shape, mixed (a random kind each turn) or cross (kinds differ within a turn). Default: the settings' game.mode, else the mode last played.",
                completion: .choices(GameMode.allCases.map(\.rawValue)), reader: .choice(of: GameMode.self), \.game.mode),
            .flag("daily", help: "Start in the day's challenge: twenty turns, the same for everyone today (Y).", \.game.daily),
            .flag("race", help: "Start a race for two: each player joins with Enter or Space, a click, or a controller's A (V).", \.game.race),
            .flag(
                "inside", help: "Start with the \"how it works\" panel open: the design patterns at work on each turn (I toggles it).", \.game.inside),
            .flag(
                "step",
                help: "Start playing each turn step by step, the panel open: the game stops before each pattern's step (F9 toggles it, F10 goes on).",
                \.game.step),
            .flag(
                "adaptive", help: "Start with the adaptive difficulty on: the larger shape's lead shrinks as you improve (D toggles it).",
                \.game.adaptive),
            .value(
                "seed", placeholder: "n", help: "Seed for the random numbers: the same seed plays the same shapes.", reader: Readers.seed, \.game.seed
            ),
            .value(
                "window", placeholder: "WxH",
                help:
                    "Window size in points, \(Readers.window.expected) (default: the window as it was left, which the state file keeps; at the first launch, the settings file's window.width and window.height, 960x640).",
                reader: Readers.window, \.game.windowSize),
            .flag("fullscreen", help: "Start fullscreen.", \.game.fullscreen),
            .flag("mute", help: "Start with sounds off.", \.game.mute),
            .value(
                "event-log", placeholder: "path", help: "Write events as JSON Lines to PATH ('-' for standard output).", completion: .files,
                reader: .text, \.game.eventLogPath),
            .flag("verbose", help: "Log everything, to standard error as well as the log file.", \.game.verbose),
            .flag("version", help: "Show the version.", \.version),
            .flag("help", short: "h", help: "Show help information.", \.help),
            // The bot's and the benchmarks' (docs/ENGINEERING.md).
            .flag("autoplay", help: "A bot plays, clicking through the normal input path.", audience: .tooling, \.game.autoplay),
            .value(
                "autoplay-accuracy", placeholder: "0-1", help: "How often the bot taps the larger shape, 0 to 1.", audience: .tooling,
                defaultValue: "1.0", reader: .number(in: 0...1), \.game.autoplayAccuracy),
            .value(
                "autoplay-delay", placeholder: "ms",
                help: "The bot's think time before each click; 0 clicks at once and skips the feedback between turns.", audience: .tooling,
                defaultValue: "600", reader: Readers.milliseconds, \.game.autoplayDelay),
            .value(
                "autoplay-device", placeholder: "device", help: "The bot's hand: the mouse, or a virtual controller that moves the focus ring.",
                audience: .tooling, completion: .choices(AutoplayDevice.allCases.map(\.rawValue)), defaultValue: "mouse",
                reader: .choice(of: AutoplayDevice.self), \.game.autoplayDevice),
            .value(
                "turns", placeholder: "n", help: "Quit after this many completed turns.", audience: .tooling, reader: .integer(in: 1...Int.max),
                \.game.turns),
            .value(
                "today", placeholder: "YYYY-MM-DD", help: "The day to take for today (the daily challenge's), instead of the clock's UTC date.",
                audience: .tooling, reader: Readers.date, \.game.today),
            // Packaging (scripts/stage.sh).
            .value(
                "generate-completion-script", placeholder: "shell", help: "Print the completion script for bash, zsh or fish.", audience: .tooling,
                completion: .choices(CompletionScript.Shell.allCases.map(\.rawValue)), reader: .choice(of: CompletionScript.Shell.self),
                \.completionShell),
            .flag("generate-manual", help: "Print the man page (roff); --section and --date set its header.", audience: .tooling, \.generateManual),
            .value("section", placeholder: "n", help: "The man page's section.", audience: .tooling, defaultValue: "6", reader: .text, \.section),
            .value("date", placeholder: "YYYY-MM-DD", help: "The man page's date.", audience: .tooling, reader: .text, \.date),
        ]
    }

    /// What `--help`, the man page and the completions say of each option.
    public static var options: [CommandOption] { declarations.map(\.info) }

    /// What `arguments` (without the program's name) ask for.
    public static func interpret(_ arguments: [String], version: String) throws(UsageError) -> Invocation {
        var values = Values()
        values.game.version = version
        values = try CommandLineOption.parse(arguments, into: values, options: declarations)
        if values.help { return .help }
        if values.version { return .version }
        if let shell = values.completionShell { return .completionScript(shell) }
        if values.generateManual { return .manualPage(section: values.section, date: values.date) }
        return .play(values.game)
    }

    /// The readers of the game's own kinds of value.
    enum Readers {
        static let seed = ValueReader<UInt64>("a whole number from 0 to \(UInt64.max)") { UInt64($0) }
        static let window = ValueReader<Size>("WIDTHxHEIGHT, \(WindowLimits.described)") { text in
            WindowSize(argument: text).map { Size(width: Double($0.width), height: Double($0.height)) }
        }
        static let date = ValueReader<CivilDate>("a date, YYYY-MM-DD") { CivilDate($0) }
        static let milliseconds = ValueReader<Duration>("0 or more milliseconds") { Int($0).flatMap { $0 >= 0 ? .milliseconds($0) : nil } }
    }
}

/// `--window 960x640`.
struct WindowSize: Hashable {
    let width: Int
    let height: Int
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), WindowLimits.allow(width: width, height: height)
        else { return nil }
        self.width = width
        self.height = height
    }
}
