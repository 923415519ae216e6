import GameCore
import Platform
import Preferences

/// What the app layer decides, as one value: what covers the game (one stack of screens: the
/// pause, the overlays, the questions), the notice along the bottom, the window's remembered place, and whether a
/// screenshot or the end of the run was asked for. Only the reducer changes it
/// (`AppReducer`); the app draws from it and runs the effects the reducer returns.
public struct AppModel: Hashable, Sendable {
    /// A screen over the shapes.
    public enum Overlay: Hashable, Sendable, CaseIterable {
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
    public enum Confirmation: Hashable, Sendable, CaseIterable {
        /// Reset every statistic and high score (on the preferences screen)?
        case resetStatistics
        /// Throw away the score and start again?
        case restart
        /// Leave the race while a racer's controller is missing?
        case leaveRace

        /// The command a yes gives, for the questions that take the whole screen (the reset
        /// question is the preferences screen's, answered on its lines).
        var yes: AppCommand? {
            switch self {
            case .resetStatistics: nil
            case .restart: .confirmRestart
            case .leaveRace: .confirmLeaveRace
            }
        }
    }

    /// One screen over the game: the pause, an overlay, a question, or a held notice.
    public enum Screen: Hashable, Sendable {
        case pause(PauseCause)
        case overlay(Overlay)
        case question(Confirmation)
        /// The notice (`notice`), where the band it would take cannot show it whole (a long path
        /// in a small window at a large text size): a dialog that scrolls, held until its OK.
        case notice
    }

    /// What is open over the game, bottom first: one screen is drawn at a time, the top one, and
    /// backing out (Esc, B) closes it and shows the one beneath (About opened from the help
    /// returns to the help). Only `open`, `close` and `closeAll` change it.
    public private(set) var screens: [Screen] = []
    public var notice: Notice?
    /// Where the preferences are scrolled to: their first band in view (`PreferencesScreen`),
    /// kept while their reset question or About covers them, back to 0 when they open.
    public var preferencesScroll = 0
    /// The choice whose list is open over the preferences (`ChoiceList`), nil while none is:
    /// its rows are then what a click, a tap and the ring reach there.
    public var choiceList: PreferenceRow?
    /// Where that list is scrolled to (its first name in view), where it is taller than the screen.
    public var choiceScroll = 0
    /// Whether the "how it works" panel, open, takes the whole band in the window as it is (as
    /// the reducer last read it, `AppContext.insideTakesWindow`): a notice goes over it as over
    /// a screen, in the HUD's band, and its lines begin below.
    public var insideTakesWindow = false
    /// Where the screen on top (the help, About, the stats) or the stacked screen the player
    /// faces (the pause, a question, the results, the joining screen) is scrolled to: the first
    /// row in view, counted from 0 (`ScrollRows`; the reducer keeps it within the rows as last
    /// laid out). Back to 0 whenever another screen comes on top or to face the player.
    public var scroll = 0
    /// When one-switch play's ring moves on next (`[accessibility] scan_ms`); nil while it is off
    /// or has not begun.
    public var scanMove: Duration?
    /// Whether one-switch play's ring goes over the bar's controls (a press on the bar's place
    /// after the shapes), for one round.
    public var scansBar = false
    /// The daily challenge's results, from its twentieth turn until the player leaves them (the
    /// challenge itself, and whether it is played, is the game's: `Game.play`).
    public var dailyResults: DailyCard?
    /// The race for two while it is joined, played or its results show; nil otherwise.
    public var race: RaceSession?
    /// Whether the "how it works" panel shows beside the shapes (`I`): the patterns at work on
    /// the turn on screen. The turn stays playable beside it.
    public var showsInside = false
    /// Where the panel is scrolled to, where its facts are taller than it: the first row in
    /// view, counted from 0 (the painter keeps it within its rows).
    public var insideScroll = 0
    /// The article of the guide the panel shows instead of the turn's sections (nil: none).
    public var reading: GuideArticle?
    /// Whether turns are played step by step (`--step`, F9, the panel's button): the game stands
    /// still before each pattern's step until the learner goes on (`stops`).
    public var stepping = false
    /// The stops still to come of the turn (or the tap) being stepped through, the first the one
    /// shown now; empty while none waits.
    public var stops: [Stop] = []
    /// How many stops the turn (or the tap) had: "step 2 of 4".
    public var stopCount = 0
    /// Whether a stop waits: no tap counts, the turn's clock stands still (the shapes before
    /// the turn's tap are not all there yet; after it, the next turn's would be).
    public var stepHolds: Bool { !stops.isEmpty }
    /// The controller's focus ring.
    public var ring = FocusRing()
    /// Whether the bar's "more" menu is open (`ControlBar.overflow`): any command but the ring's,
    /// pointing and scrolling closes it, a click outside it too.
    public var barMenuOpen = false
    /// Whether the bar's "more" menu shows: open, and no pause over the bar's controls.
    public var showsBarMenu: Bool { barMenuOpen && !isPaused }
    /// The choice whose list shows: open, and the preferences facing the player.
    public var shownChoiceList: PreferenceRow? { facesPreferences ? choiceList : nil }
    /// The bar's button under the mouse pointer, whose name shows above it (nil: none).
    public var pointedAt: AppCommand?
    /// Whose labels the pad in hand has (the last plugged in): the help names its buttons.
    public var padFamily = ControllerFamily.generic
    /// The window as the state file keeps it.
    public var placement: WindowPlacement
    /// Whether the desktop's screensaver may start (SDL keeps it off at the start).
    public var allowsScreenSaver = false
    /// Whether the next frame is to be saved as a screenshot.
    public var capturesNextFrame = false
    public var quitRequested = false
    /// The settings: the file's, a save waiting for a session's end, the desktop's wishes.
    public internal(set) var settings: AppSettings

    public init(placement: WindowPlacement, settings: Settings = .defaults, muted: Bool = false) {
        self.placement = placement
        self.settings = AppSettings(file: settings, sessionMuted: muted)
    }

    /// The screen drawn now, over everything else.
    public var top: Screen? { screens.last }
    /// Why the game is paused, wherever the pause is in the stack; nil while it plays.
    public var pause: PauseCause? {
        for case .pause(let cause) in screens.reversed() { return cause }
        return nil
    }
    /// The overlay drawn now: the top screen, or the preferences under their reset question.
    public var overlay: Overlay? {
        switch top {
        case .overlay(let overlay)?: overlay
        case .question(.resetStatistics)?: .preferences
        default: nil
        }
    }
    /// The question asked now, if the top screen is one.
    public var confirmation: Confirmation? {
        if case .question(let question)? = top { question } else { nil }
    }

    /// Whether the pause screen is what shows.
    public var isPaused: Bool { if case .pause? = top { true } else { false } }
    public var isOverlaid: Bool { overlay != nil }
    /// Whether the preferences screen asks "reset the statistics?".
    public var confirmingReset: Bool { confirmation == .resetStatistics }
    /// Whether the game asks "restart?".
    public var confirmingRestart: Bool { confirmation == .restart }
    /// Whether a race waits for a racer whose controller went: only that seat's new controller
    /// goes on with it (or the players leave it).
    public var waitsForRacer: Bool { pause == .unplugged && race?.missing.isEmpty == false }
    /// Whether the shapes are out of sight.
    public var hidesShapes: Bool { !screens.isEmpty || showsDailyResults || (race.map { !$0.isPlaying } ?? false) }
    /// Whether the daily challenge's results show (under any screen, which may come and go).
    public var showsDailyResults: Bool { dailyResults != nil }
    /// Whether the results screen is what the player faces: nothing over it.
    public var facesDailyResults: Bool { showsDailyResults && screens.isEmpty }
    /// Whether the race's joining screen or its results are what the players face.
    public var facesRaceScreen: Bool { race.map { !$0.isPlaying } == true && screens.isEmpty }
    public var isHelpShown: Bool { overlay == .help }
    public var isStatsShown: Bool { overlay == .stats }
    public var isPreferencesShown: Bool { overlay == .preferences }
    /// Whether the screen on top is one that scrolls where it holds more than its view (the help,
    /// About, the stats): its rows move, with the wheel, the keys, a drag, the stick and its
    /// scroll buttons.
    public var scrollsInView: Bool { top == .overlay(.help) || top == .overlay(.about) || top == .overlay(.stats) }

    /// Whether the preferences face the player (not their reset question or About over them).
    public var facesPreferences: Bool { top == .overlay(.preferences) }
    /// Whether a notice shows over a screen (in the HUD's band, the screen's lines below it),
    /// rather than along the bottom over the game.
    public var noticeOverScreen: Bool { notice != nil && !holdsNotice && (hidesShapes || showsInside && insideTakesWindow) }
    /// Whether the notice is held as a dialog (`Screen.notice`) rather than shown in a band.
    public var holdsNotice: Bool { screens.contains(.notice) }
    /// The command the screen on top waits for, given by Enter, A or a click on it: a question's
    /// yes, a held notice's OK; its buttons are then the only controls. (Not a notice held over
    /// the race's joining screen: there each device's confirm joins, and lets it go.)
    public var awaitedAnswer: AppCommand? {
        guard top == .notice else { return confirmation?.yes }
        return race?.isJoining == true ? nil : .dismissNotice
    }
    /// Whether the "how it works" panel is what the player sees beside the shapes: open, and
    /// no screen covers it.
    public var facesInside: Bool { showsInside && !hidesShapes }

    // MARK: - The stack

    /// Puts `screen` on top (from wherever it was in the stack).
    public mutating func open(_ screen: Screen) {
        screens.removeAll { $0 == screen }
        screens.append(screen)
    }

    /// Takes `screen` out of the stack, wherever it is.
    public mutating func close(_ screen: Screen) {
        screens.removeAll { $0 == screen }
    }

    /// Takes every screen `matching` out of the stack (all of them when nil).
    public mutating func closeAll(where matching: ((Screen) -> Bool)? = nil) {
        screens.removeAll { matching?($0) ?? true }
    }
}
