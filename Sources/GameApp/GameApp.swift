import Drawing
import GameCore
import Platform
import Preferences
import Raster

/// The running game: builds the parts, each with one job, around one `Game`, and connects them.
/// What the app decides is one value, `model`, changed only by the reducer (`send`, in
/// `GameApp+Effects.swift`); the loop is `GameLoop`'s. It builds no live dependency: the
/// composition root hands them in.
@MainActor
public final class GameApp {
    public let game: Game
    public let screen: Screen
    /// What the app produces (sounds, settings, quitting), beside the game's own events.
    public let appEvents: EventBus<AppEvent>
    /// What the app layer decides: what covers the game, the notice, the window's place.
    public internal(set) var model: AppModel
    let options: GameOptions
    let clock: GameClock
    let settings: SettingsController
    let saver: StateSaver
    let sound: SoundPolicy
    let latency: LatencyMeter
    let scorePop: ScorePop
    let stats: StatsRecorder
    let renderer: GameRenderer
    let localizer: Localizer
    let applier: SettingsApplier
    let screenshots: Screenshots
    let turnLimit: TurnLimit
    /// The bar and the screens over the play area, laid out for the window's size.
    var layout: AppControls
    /// Where input goes, and the controller's focus ring.
    var router = InputRouter()
    private let eventLog: EventLog?
    var autoplay: AutoplayDriver?
    lazy var loop = makeLoop()
    var firstFramePresented = false
    /// When the player last gave any input (the screensaver's rule counts from it).
    var lastInput: Duration = .zero
    /// Today, by the UTC date (or `--today`): the daily challenge's day, asked when it is needed.
    let todayClient: @Sendable () -> CivilDate
    /// The race's taps of this pass of the loop, judged together when it has handled its events.
    var pendingRaceTaps: [TimedRaceTap] = []
    /// The plugged-in controllers' names, by instance id: a joining pad's player is named so.
    var controllerNames: [Int32: String] = [:]
    /// Runs once, right after the first frame is presented: for what the window can show a
    /// moment later (its icon) rather than make the player wait for.
    public var afterFirstFrame: (() -> Void)?
    /// Runs after every frame is presented (benchmarks time input to screen with it).
    public var afterEachFrame: (() -> Void)?

    /// - Parameters:
    ///   - options: the command line's choices (mode, seed, autoplay, event log).
    ///   - screen: the open window, its renderer and its event queue.
    ///   - dependencies: every side effect the game has, live or for a test.
    ///   - initialSettings: the settings as the root read them to open the window.
    ///   - feedbackDuration: how long right/wrong shows between turns; nil for the settings'
    ///     `game.feedback_ms`.
    public init(
        options: GameOptions, screen: Screen, dependencies: AppDependencies, initialSettings: SettingsLoad,
        feedbackDuration: Duration? = nil
    ) throws(PlatformError) {
        self.options = options
        self.screen = screen
        todayClient = dependencies.today
        clock = dependencies.clock
        let events = GameEventBus()
        let appEvents = EventBus<AppEvent>()
        self.appEvents = appEvents
        // The event log listens first, so its lines follow the order things happened in.
        eventLog = dependencies.eventLog.map { EventLog(sink: $0, gameEvents: events, appEvents: appEvents) }
        appEvents.publish(.started(version: options.version, platform: screen.context.info, keyboardGuard: screen.context.keyboardGuard))
        settings = SettingsController(
            source: dependencies.settings, initial: initialSettings, console: dependencies.console, logger: dependencies.logger,
            appEvents: appEvents)
        let warnings = Warnings(console: dependencies.console, logger: dependencies.logger)
        // NB: the state is read before the game, whose first mode may be the one last played.
        let loaded = dependencies.storage.load()
        let feedback = options.autoplay && options.autoplayDelay == .zero ? .zero : feedbackDuration
        let precedence = SettingsPrecedence(file: settings.settings)
        game = Game(
            mode: precedence.initialMode(commandLine: options.mode, lastPlayed: loaded.record.lastMode),
            settings: precedence.initialGameSettings(adaptiveFlag: options.adaptive, feedbackDuration: feedback),
            scorer: dependencies.scorer, clock: clock, randomNumberGenerator: dependencies.shapeRandom, windowSize: screen.window.size,
            events: events)
        saver = StateSaver(loaded: loaded, storage: dependencies.storage, game: game, warnings: warnings)
        sound = SoundPolicy(client: dependencies.sound, muted: options.mute, clock: clock, gameEvents: events, appEvents: appEvents)
        let (context, queue) = (screen.context, screen.queue)
        latency = LatencyMeter(gameEvents: events, platformTicks: { context.ticks }, inputTicks: { queue.lastEventTicks })
        scorePop = ScorePop(events: events) { [clock] in clock.now() }
        stats = StatsRecorder(gameEvents: events)
        turnLimit = TurnLimit(limit: options.turns, events: events)
        layout = AppControls(layout: game.layout)
        renderer = try GameRenderer(renderer: screen.renderer, context: context, font: screen.font, theme: Theme(settings.settings.colors))
        localizer = Localizer(client: dependencies.language, setting: settings.settings.language, warnings: warnings)
        applier = SettingsApplier(game: game, renderer: renderer, sound: sound, localizer: localizer, appEvents: appEvents, precedence: precedence)
        screenshots = Screenshots(folder: dependencies.pictures, appEvents: appEvents, wake: { EventQueue.wakeUp() })
        model = AppModel(placement: WindowPlacement(screen.window.state))
        if options.autoplay { autoplay = try makeAutoplay(random: dependencies.botRandom) }
        sound.apply(settings.settings)
        subscribe()
    }

    /// The controls that can be used now: the bar's, and the pause screen's or the preferences
    /// screen's while it shows.
    var controls: [Control] { layout.controls(for: model) }

    /// Plays until the player quits (or `--turns` are done), then returns what happened.
    public func run() throws(PlatformError) -> RunSummary {
        start()
        while !isFinished { try step() }
        return finish()
    }

    /// Whether the player (or `--turns`) asked to stop.
    public var isFinished: Bool { model.quitRequested || turnLimit.isReached }

    /// Reports how the settings loaded, starts watching them, and begins the first turn.
    public func start() {
        settings.start(wake: { EventQueue.wakeUp() })
        saver.remember(game.mode)
        appEvents.publish(.controls(controls))
        appEvents.publish(.language(localizer.language))
        // NB: standard error is not where a player who started the game from the menu looks.
        if !saver.savesProgress { try? send(.notify(UIText.progressNotSaved, [:])) }
        if options.daily {
            // NB: straight into the day's first turn: no free turn is begun and left.
            try? send(.command(.toggleDaily))
        } else {
            game.start()
        }
        if options.race { try? send(.command(.toggleRace)) }
    }

    var today: CivilDate { options.today ?? todayClient() }

    /// One pass of the loop (see `GameLoop.step`).
    public func step(maximumWait: Int = .max) throws(PlatformError) {
        try loop.step(maximumWait: maximumWait)
    }

    /// Ends the run: stops watching, saves, tells the listeners, and returns the summary.
    @discardableResult
    public func finish() -> RunSummary {
        settings.stop()
        screenshots.flush()
        windowChanged()
        saver.flush()
        let summary = RunSummary(turns: turnLimit.completed, score: game.score, latency: latency.summary)
        appEvents.publish(.quit(summary))
        return summary
    }

    /// Draws a frame now (tests use this to look at the screen).
    public func present() throws(PlatformError) {
        try loop.present(at: clock.now())
    }

    /// The rendered pixels of the last frame.
    public func screenshot() throws(PlatformError) -> Image {
        try screen.renderer.readPixels()
    }
}
