import Drawing
import GameCore

/// How the game was asked to run: the command line, already validated.
public struct GameOptions: Sendable {
    public var mode: GameMode?
    public var seed: UInt64?
    /// The window size asked for on the command line; nil leaves it to the settings.
    public var windowSize: Size?
    public var fullscreen = false
    public var mute = false
    /// Start with the adaptive difficulty on (whatever the settings say).
    public var adaptive = false
    /// Where to write the JSON Lines event log; "-" is standard output.
    public var eventLogPath: String?
    public var autoplay = false
    public var autoplayAccuracy = 1.0
    /// The bot's hand: the mouse, or a virtual controller that moves the focus ring.
    public var autoplayDevice = AutoplayDevice.mouse
    /// The bot's think time before each click; zero also skips the between-turn feedback.
    public var autoplayDelay = Duration.milliseconds(600)
    /// Quit with success after this many completed turns.
    public var turns: Int?
    /// Start in the day's challenge.
    public var daily = false
    /// Start with the race for two waiting for its players.
    public var race = false
    /// Start with the "how it works" panel open beside the shapes.
    public var inside = false
    /// Start playing turns step by step, the panel open.
    public var step = false
    /// The 3-2-1 before a race's turns (its start, a rematch, the end of a pause); tests shorten it.
    public var raceCountdown = Self.raceCountdown
    /// The day to take for today (the daily challenge's), instead of the clock's UTC date.
    public var today: CivilDate?
    public var settingsPath: String?
    public var verbose = false
    /// The release, as About shows it.
    public var version = "dev"
    /// Where the guides are installed (`ResourceLocator.documentationDirectory`), as About says.
    public var documentation: String?

    public init() {}

    /// How long a race's 3-2-1 lasts, unless the run says otherwise.
    public static let raceCountdown: Duration = .seconds(3)
}
