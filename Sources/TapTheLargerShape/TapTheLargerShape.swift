import ArgumentParser
import Drawing
import GameApp
import GameCore
import Logging
import Platform
import Preferences
import SystemIO

/// The command line: parses it and hands the options to the composition root.
@main
struct TapTheLargerShape: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tap-the-larger-shape",
        abstract: "Tap the larger shape: click the larger shape by area to score; streaks of five earn bonuses.",
        discussion: """
            HOTKEYS:
            \(Hotkeys.help.map { "  \($0.keys.plainText.padded(to: 13)) \($0.action)" }.joined(separator: "\n"))

            CONTROLLER (any pad SDL knows; SDL_GAMECONTROLLERCONFIG adds mappings):
            \(Hotkeys.controllerHelp().map { "  \($0.keys.plainText.padded(to: 19)) \($0.action)" }.joined(separator: "\n"))

            Headless runs: SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy. Without a display the game exits with one line; without an audio device it plays silently after one warning.
            """,
        version: Release.version
    )

    @Option(help: "The settings file (TOML).")
    var settings: String?

    @Option(
        help: ArgumentHelp(
            "The mode to start in: one kind of shape, mixed (a random kind each turn) or cross (kinds differ within a turn). Default: the settings' game.mode, else the mode last played."
        ))
    var mode: GameMode?

    @Flag(help: "Start with the adaptive difficulty on: the larger shape's lead shrinks as you improve (D toggles it).")
    var adaptive = false

    @Option(help: "Seed for the random numbers: the same seed plays the same shapes.")
    var seed: UInt64?

    @Option(help: "Window size in points, as WIDTHxHEIGHT (default: the settings file's, 960x640).")
    var window: WindowSize?

    @Flag(help: "Start fullscreen.")
    var fullscreen = false

    @Flag(help: "Start with sounds off.")
    var mute = false

    @Option(name: .customLong("event-log"), help: ArgumentHelp("Write events as JSON Lines to PATH ('-' for standard output).", valueName: "path"))
    var eventLog: String?

    @Flag(help: "A bot plays, clicking through the normal input path.")
    var autoplay = false

    @Option(name: .customLong("autoplay-accuracy"), help: "How often the bot taps the larger shape, 0 to 1.")
    var autoplayAccuracy = 1.0

    @Option(
        name: .customLong("autoplay-delay"),
        help: ArgumentHelp("The bot's think time before each click; 0 clicks at once and skips the feedback between turns.", valueName: "ms"))
    var autoplayDelay = 600

    @Option(help: "Quit after this many completed turns.")
    var turns: Int?

    @Flag(help: "Log everything, to standard error as well as the log file.")
    var verbose = false

    func validate() throws {
        guard (0...1).contains(autoplayAccuracy) else { throw ValidationError("--autoplay-accuracy must be between 0 and 1.") }
        guard autoplayDelay >= 0 else { throw ValidationError("--autoplay-delay must be 0 or more milliseconds.") }
        if let turns, turns < 1 { throw ValidationError("--turns must be at least 1.") }
    }

    func run() throws {
        var options = GameOptions()
        options.mode = mode
        options.seed = seed
        options.windowSize = window.map { Size(width: Double($0.width), height: Double($0.height)) }
        options.fullscreen = fullscreen
        options.mute = mute
        options.adaptive = adaptive
        options.eventLogPath = eventLog
        options.autoplay = autoplay
        options.autoplayAccuracy = autoplayAccuracy
        options.autoplayDelay = .milliseconds(autoplayDelay)
        options.turns = turns
        options.settingsPath = settings
        options.verbose = verbose
        options.version = Release.version
        let status = MainActor.assumeIsolated { Launcher.launch(options) }
        if status != 0 { throw ExitCode(status) }
    }
}

/// `--window 960x640`.
struct WindowSize: ExpressibleByArgument {
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (100...16_384).contains(width), (100...16_384).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    var defaultValueDescription: String { "\(width)x\(height)" }
}

extension GameMode: ExpressibleByArgument {}

extension String {
    /// The keys in plain ASCII, for a terminal or a man page that may not show arrows and dashes.
    fileprivate var plainText: String {
        replacingAll("← / →", with: "Left / Right").replacingAll("–", with: "-").replacingAll("−", with: "-")
    }
}
