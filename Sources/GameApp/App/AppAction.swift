import Desktop
import GameCore
import Platform
import Preferences

/// Everything that can change the app's model: a player's command, and what the app itself
/// notices (the window changed, a message to show, time passing, a frame captured).
public enum AppAction: Hashable, Sendable {
    case command(AppCommand)
    /// The window moved, changed size or state: as it is now.
    case windowChanged(WindowState)
    /// A message for the notice along the bottom.
    case notify(Message, [String: String] = [:])
    /// The notice showing cannot be shown whole in its band (the renderer found it so): it is
    /// held as a dialog until the player's OK.
    case holdNotice
    /// A problem with the settings file to show along the bottom (longer than a message).
    case notifySettings(SettingsNotice)
    /// Time passed: a notice whose time is up goes.
    case tick(Duration)
    /// One-switch play's beat: the scanning ring moves on (`AppModel.scanMove` came).
    case scanTick(Duration)
    /// The game's deadline came (`Game.nextDeadline`: the right-or-wrong feedback has shown long
    /// enough): the game's time moves on, and its next turn begins.
    case gameTime(Duration)
    /// A new turn's shapes came on screen (the game said its turn began): one-switch play's ring,
    /// resting on the last turn's, starts again on the first.
    case shapesShown
    /// The stops of the turn just begun or the tap just scored, while turns are stepped through;
    /// `replacing` those still to come (a new turn: what was left of another play's went with it).
    case stopsAhead([Stop], replacing: Bool = false)
    /// The race's taps that arrived together, in one pass of the loop (`AppEffect.raceTap` left
    /// them waiting): the game judges them in the order of their timestamps.
    case raceTapsArrived([RaceTap])
    /// The frame a screenshot asked for was captured.
    case frameCaptured
    /// A pad was plugged in: its buttons' labels are the ones to name.
    case padPlugged(ControllerFamily)
    /// The daily challenge's twentieth turn ended; the card says how it went and whether it counts.
    case dailyFinished(DailyCard)
    /// A player reached the race's target.
    case raceFinished(RaceResult)
    /// A controller went away (its instance id): a race player's pauses the race.
    case padUnplugged(Int32)
    /// The settings file was read (at the start, or again after a save) and reads well.
    case settingsRead(Settings)
    /// The player changed a setting in the game (a preferences line, a setting's key): in force
    /// at once, and written into the file.
    case settingChanged(SettingsChange)
    /// The desktop's wishes changed (or it turned out there is no desktop to ask).
    case desktopInForce(DesktopReading)
}

/// The window's state as the platform reports it, read by the app for the reducer.
public struct WindowState: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// Nil where the platform cannot say (Wayland).
    public var x: Int?
    public var y: Int?
    public var isMaximized: Bool
    public var isFullscreen: Bool
    public var isMinimized: Bool
}

/// What the reducer reads of the world but does not own: the game's settings in play, the window, the run's options, the time.
public struct AppContext: Sendable {
    public var shapesPerTurn: Int
    public var adaptive: Bool
    public var isFullscreen: Bool
    /// The bot plays whatever window has the focus: focus loss does not pause it.
    public var autoplay: Bool
    public var now: Duration
    /// Where the focus ring can rest now, in the order the first press shows it.
    public var focusPlaces: [FocusPlace]
    /// The score in play (a restart asks first when it is not 0).
    public var score: Int
    /// When the player last gave any input (the screensaver's rule counts a minute from it).
    public var lastInput: Duration
    /// Today, by the UTC date: the day whose challenge the calendar starts.
    public var today: CivilDate
    /// Whether today's challenge already has its counted result (another attempt is practice).
    public var dailyCountedToday: Bool
    /// What the game plays now (`Game.play`): read for each action, never kept in the model.
    public var play: Play.Kind
    /// How long a race's 3-2-1 lasts.
    public var raceCountdown = RaceSession.countdown
    /// How long until the next turn's shapes show, were the player to tap now (`Game.untilNextTurn`).
    public var feedback: Duration = .zero
    /// How long the right-or-wrong feedback showing now has still to run (zero when none does).
    public var feedbackLeft: Duration = .zero
    /// The mode the game plays now.
    public var mode: GameMode?
    /// When the shapes in play came on screen (their turn began), while a turn is played.
    public var shapesShown: Duration?
    /// Where one-switch play's ring moves, in order (the shapes in play; a screen's own buttons);
    /// empty while it is off.
    public var scanPlaces: [FocusPlace]
    /// The rows of the screen that scrolls on top (the help, About, the stats), as last laid
    /// out; nil where none shows.
    public var scroll: ScrollRows?
    /// The preferences as laid out now, where they face the player: the focus ring moving to a
    /// line out of view scrolls to it (`PreferencesScreen.revealing`).
    public var preferences: PreferencesScreen?
    /// Whether the "how it works" panel, open in this window at this text size, takes the whole
    /// band (`Layout.asideTakesBand`): a notice then goes over it as over a screen.
    public var insideTakesWindow = false

    public init(
        shapesPerTurn: Int, adaptive: Bool, isFullscreen: Bool, autoplay: Bool, now: Duration,
        focusPlaces: [FocusPlace] = [], score: Int = 0, lastInput: Duration = .zero, today: CivilDate = DailyChallenge.firstDay,
        dailyCountedToday: Bool = false, play: Play.Kind = .free, raceCountdown: Duration = RaceSession.countdown,
        scanPlaces: [FocusPlace] = [], feedback: Duration = .zero, feedbackLeft: Duration = .zero, mode: GameMode? = nil,
        shapesShown: Duration? = nil,
        scroll: ScrollRows? = nil, preferences: PreferencesScreen? = nil, insideTakesWindow: Bool = false
    ) {
        self.insideTakesWindow = insideTakesWindow
        self.scroll = scroll
        self.preferences = preferences
        self.shapesShown = shapesShown
        self.feedbackLeft = feedbackLeft
        self.mode = mode
        self.feedback = feedback
        self.scanPlaces = scanPlaces
        self.play = play
        self.raceCountdown = raceCountdown
        self.today = today
        self.dailyCountedToday = dailyCountedToday
        self.lastInput = lastInput
        self.focusPlaces = focusPlaces
        self.score = score
        self.shapesPerTurn = shapesPerTurn
        self.adaptive = adaptive
        self.isFullscreen = isFullscreen
        self.autoplay = autoplay
        self.now = now
    }
}
