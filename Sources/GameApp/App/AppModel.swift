import GameCore
import Platform
import Preferences

/// What the app layer decides, as one value: what covers the game (the pause, an overlay, a
/// confirmation), the notice along the bottom, the window's remembered place, and whether a
/// screenshot or the end of the run was asked for. Only the reducer changes it
/// (`AppReducer`); the app draws from it and runs the effects the reducer returns.
public struct AppModel: Hashable, Sendable {
    /// A screen over the shapes.
    public enum Overlay: Hashable, Sendable {
        case help
        case stats
        case preferences
        /// The name, the version, the credits and the licence.
        case about

        /// Whether it brings controls of its own (the help's About button, the preferences'
        /// lines), so the controls are announced again when it comes and goes.
        public var hasControls: Bool { self == .help || self == .preferences }
    }

    /// A question the app waits for a yes or a no to.
    public enum Confirmation: Hashable, Sendable {
        /// Reset every statistic and high score (on the preferences screen)?
        case resetStatistics
        /// Throw away the score and start again?
        case restart
    }

    /// A message shown for a few seconds along the bottom, put into words when drawn.
    public struct Notice: Hashable, Sendable {
        public let message: Message
        public let values: [String: String]
        public let until: Duration
    }

    /// Why the game is paused; nil while it plays.
    public var pause: PauseCause?
    public var overlay: Overlay?
    /// The question being asked, if any.
    public var confirmation: Confirmation?
    public var notice: Notice?
    /// The day's challenge while it is played (and its results while they show); nil in free play.
    public var daily: DailyAttempt?
    /// The race for two while it is joined, played or its results show; nil otherwise.
    public var race: RaceSession?
    /// The controller's focus ring.
    public var ring = FocusRing()
    /// Whose labels the pad in hand has (the last plugged in): the help names its buttons.
    public var padFamily = ControllerFamily.generic
    /// The window as the state file keeps it.
    public var placement: WindowPlacement
    /// Whether the desktop's screensaver may start (SDL keeps it off at the start).
    public var allowsScreenSaver = false
    /// Whether the next frame is to be saved as a screenshot.
    public var capturesNextFrame = false
    public var quitRequested = false

    public init(placement: WindowPlacement) {
        self.placement = placement
    }

    public var isPaused: Bool { pause != nil }
    public var isOverlaid: Bool { overlay != nil }
    /// Whether the preferences screen asks "reset the statistics?".
    public var confirmingReset: Bool { confirmation == .resetStatistics }
    /// Whether the game asks "restart?".
    public var confirmingRestart: Bool { confirmation == .restart }
    /// Whether the shapes are out of sight.
    public var hidesShapes: Bool { isPaused || isOverlaid || confirmingRestart || showsDailyResults || (race.map { !$0.isPlaying } ?? false) }
    /// Whether the daily challenge's results show (under any overlay, which may come and go).
    public var showsDailyResults: Bool { daily?.card != nil }
    /// Whether the results screen is what the player faces: nothing over it.
    public var facesDailyResults: Bool { showsDailyResults && !isPaused && !isOverlaid && confirmation == nil }
    /// Whether the race's joining screen or its results are what the players face.
    public var facesRaceScreen: Bool { race.map { !$0.isPlaying } == true && !isPaused && !isOverlaid && confirmation == nil }
    public var isHelpShown: Bool { overlay == .help }
    public var isStatsShown: Bool { overlay == .stats }
    public var isPreferencesShown: Bool { overlay == .preferences }
}
