import GameCore
import Platform
import Preferences

/// The parts the app is made of, each with one job, built once by `GameApp.init`: the listeners
/// on the two buses (the state saver, the sounds, the latency meter, the score's animation, the
/// session's stats, the turn limit, the event log), the settings and the language, the
/// screenshots, and the clocks. `GameApp` keeps them together and decides nothing.
@MainActor
struct AppParts {
    let clock: GameClock
    /// Today, by the UTC date: the daily challenge's day, asked when it is needed.
    let today: @Sendable () -> CivilDate
    let settings: SettingsController
    let saver: StateSaver
    let sound: SoundPolicy
    let latency: LatencyMeter
    let scorePop: ScorePop
    let stats: StatsRecorder
    let turnLimit: TurnLimit
    let localizer: Localizer
    let applier: SettingsApplier
    let screenshots: Screenshots
    let eventLog: EventLog?
    let pads: PadSignals
    let desktop: DesktopClient
    let announcer: Announcer
    /// What the listeners heard that the model must hear, sent when what caused it has run.
    let pending = PendingActions()
}

/// What input leaves behind between events: the router (which remembers fingers and sticks),
/// when the player last did anything, the race's taps of this pass, and the plugged-in
/// controllers' names (a joining pad's player is named so).
struct InputState {
    var router = InputRouter()
    /// When the player last gave any input (the screensaver's rule counts from it).
    var lastInput: Duration = .zero
    /// The race's taps of this pass of the loop, judged together when it has handled its events.
    var pendingRaceTaps: [TimedRaceTap] = []
    /// The plugged-in controllers' names, by instance id.
    var controllerNames: [Int32: String] = [:]
}

/// What the frames leave behind: what runs around a presented frame, once after the first (for
/// what the window can show a moment later, its icon) and after every one (benchmarks time input
/// to screen with it), and what the last one showed that a timer counts on from.
struct FrameState {
    /// Nil once the first frame was presented.
    var afterFirstFrame: (() -> Void)? = {}
    var afterEachFrame: (() -> Void)?
    /// The number of the race's 3, 2, 1 last drawn: its timer counts on from it (a picture of
    /// the model's countdown, not a fact of the game: `RaceSession.countdownEnds` is).
    var countdownShown: Int?
    /// What the "how it works" panel last told the event log it shows (`explain`): told again
    /// only when it changes.
    var insideExplained: Explained?
    /// What the panel showed last, and for which language and players' names: shown again, not
    /// built again, while the game's facts stay the same.
    var insideShown: (explained: Explained, language: Language, players: [Int: String], stepping: Stepping)?
    /// Whether turns are stepped through, and the stop shown (`number` of the turn's or tap's).
    struct Stepping: Hashable {
        let on: Bool
        let stop: Stop?
        let number: Int
    }
    /// The article of the guide the panel last showed, in words, and what they were built for:
    /// the article, the language, and the turn's panel (its stepping's buttons stay on top).
    var insideReading: (key: Reading, text: InsideText)?
    struct Reading: Hashable {
        let article: GuideArticle
        let language: Language
        let turn: InsideText
    }
    /// What changed since the last tap (reset as the panel closes).
    var insideMarks = InsideMarks()
    /// The turn and the tap whose stops were last handed to the model, while turns are stepped
    /// through (by `Turn.id`).
    var steppedTurn: Int?
    var steppedTap: Int?
    /// The controls the event log was last told of (`controls`): told again whenever they are
    /// elsewhere, whatever moved them. Nil until the start tells them first.
    var controlsAnnounced: [Control]?
    /// Where one-switch play's ring was last told to rest (`GameApp.tellScanRing`); nil: on no
    /// place it scans.
    var scanTold: ScanRest?

    /// The panel's facts and words, as the log was told them.
    struct Explained: Hashable {
        let facts: InsideFacts
        let text: InsideText
    }
}
