import Drawing
import GameCore
import Platform
import Preferences
import Raster
import RunOptions

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
    /// The parts, each with one job (`AppParts`).
    let parts: AppParts
    let renderer: GameRenderer
    /// The bar and the screens over the play area, laid out for the window's size.
    var laidOut: AppControls
    /// What input leaves behind between events.
    var input = InputState()
    var autoplay: AutoplayDriver?
    lazy var loop = makeLoop()
    var frames = FrameState()

    /// Runs once, right after the first frame is presented: for what the window can show a
    /// moment later (its icon) rather than make the player wait for.
    public var afterFirstFrame: (() -> Void)? {
        get { frames.afterFirstFrame }
        set { if frames.afterFirstFrame != nil { frames.afterFirstFrame = newValue ?? {} } }
    }
    /// Runs after every frame is presented (benchmarks time input to screen with it).
    public var afterEachFrame: (() -> Void)? {
        get { frames.afterEachFrame }
        set { frames.afterEachFrame = newValue }
    }

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
        let clock = dependencies.clock
        let events = GameEventBus()
        let appEvents = EventBus<AppEvent>()
        self.appEvents = appEvents
        // The event log listens first, so its lines follow the order things happened in.
        let eventLog = dependencies.eventLog.map { EventLog(sink: $0, gameEvents: events, appEvents: appEvents) }
        appEvents.publish(.started(version: options.version, platform: screen.context.info, keyboardGuard: screen.context.keyboardGuard))
        let settings = SettingsController(
            source: dependencies.settings, initial: initialSettings, console: dependencies.console, logger: dependencies.logger,
            appEvents: appEvents)
        let warnings = Warnings(console: dependencies.console, logger: dependencies.logger)
        // NB: the state is read before the game, whose first mode may be the one last played.
        let loaded = dependencies.storage.load()
        let feedback = options.autoplay && options.autoplayDelay == .zero ? .zero : feedbackDuration
        let precedence = SettingsPrecedence(file: settings.initial)
        let game = Game(
            mode: precedence.initialMode(commandLine: options.mode, lastPlayed: loaded.record.lastMode),
            settings: precedence.initialGameSettings(adaptiveFlag: options.adaptive, feedbackDuration: feedback),
            scorer: dependencies.scorer, clock: clock, randomNumberGenerator: dependencies.shapeRandom, windowSize: screen.window.size,
            events: events)
        self.game = game
        let saver = StateSaver(loaded: loaded, storage: dependencies.storage, game: game, warnings: warnings)
        let sound = SoundPolicy(client: dependencies.sound, muted: options.mute, clock: clock, gameEvents: events, appEvents: appEvents)
        let (context, queue) = (screen.context, screen.queue)
        let latency = LatencyMeter(gameEvents: events, platformTicks: { context.ticks }, inputTicks: { queue.lastEventTicks })
        let scorePop = ScorePop(events: events) { [clock] in clock.now() }
        let stats = StatsRecorder(gameEvents: events)
        let turnLimit = TurnLimit(limit: options.turns, events: events)
        laidOut = AppControls(layout: game.layout)
        // NB: until the desktop answers (at `start`), the settings as if there were none.
        let first = AppSettings(file: settings.initial, sessionMuted: options.mute)
        let renderer = try GameRenderer(
            renderer: screen.renderer, context: context, font: screen.font, theme: Theme(first.inForce.settings.colors))
        self.renderer = renderer
        let localizer = Localizer(client: dependencies.language, setting: settings.initial.language, warnings: warnings)
        let announcer = Announcer(client: dependencies.announcer, appEvents: appEvents) { [clock] in clock.now() }
        let applier = SettingsApplier(
            game: game, renderer: renderer, sound: sound, localizer: localizer, scorePop: scorePop, announcer: announcer, appEvents: appEvents,
            settings: first)
        let screenshots = Screenshots(folder: dependencies.pictures, appEvents: appEvents, wake: { EventQueue.wakeUp() })
        parts = AppParts(
            clock: clock, today: dependencies.today, settings: settings, saver: saver, sound: sound, latency: latency, scorePop: scorePop,
            stats: stats, turnLimit: turnLimit, localizer: localizer, applier: applier, screenshots: screenshots, eventLog: eventLog,
            pads: PadSignals(queue: screen.queue), desktop: dependencies.desktop, announcer: announcer)
        model = AppModel(placement: WindowPlacement(screen.window.state), settings: first.file, muted: first.sessionMuted)
        if options.autoplay { autoplay = try makeAutoplay(random: dependencies.botRandom) }
        subscribe()
        subscribeSpeech()
    }

    /// What About says in this run.
    var about: About {
        About(version: options.version, font: renderer.fontName, platform: screen.context.info, documentation: options.documentation)
    }

    /// Plays until the player quits (or `--turns` are done), then returns what happened.
    public func run() throws(PlatformError) -> RunSummary {
        start()
        while !isFinished { try step() }
        return finish()
    }

    /// Whether the player (or `--turns`) asked to stop.
    public var isFinished: Bool { model.quitRequested || parts.turnLimit.isReached }

    /// Reports how the settings loaded, starts watching them, puts the desktop's wishes in
    /// force, and begins the first turn.
    public func start() {
        parts.settings.start(wake: { EventQueue.wakeUp() })
        try? takeSettingsNews()
        // The desktop's wishes before the first frame (asked since before the window opened).
        if let reading = parts.desktop.take(250) { try? send(.desktopInForce(reading)) }
        parts.applier.announceTheme(model.settings)
        parts.saver.remember(game.mode)
        announceControls(controls, always: true)
        appEvents.publish(.language(parts.localizer.language))
        // NB: standard error is not where a player who started the game from the menu looks.
        if !parts.saver.savesProgress { try? send(.notify(UIText.progressNotSaved, [:])) }
        if options.daily {
            // NB: straight into the day's first turn: no free turn is begun and left.
            try? send(.command(.toggleDaily))
        } else {
            try? send(.command(.game(.begin)))
        }
        if options.race { try? send(.command(.toggleRace)) }
        if options.inside, !options.step { try? send(.command(.toggleInside)) }
        if options.step { try? send(.command(.toggleStepping)) }
    }

    var today: CivilDate { options.today ?? parts.today() }

    /// One pass of the loop (see `GameLoop.step`).
    public func step(maximumWait: Int = .max) throws(PlatformError) {
        try loop.step(maximumWait: maximumWait)
    }

    /// Ends the run: stops watching, saves, tells the listeners, and returns the summary.
    @discardableResult
    public func finish() -> RunSummary {
        parts.settings.stop()
        parts.desktop.stop()
        parts.announcer.stop()
        parts.screenshots.flush()
        windowChanged()
        parts.saver.flush()
        let summary = RunSummary(turns: parts.turnLimit.completed, score: game.score, latency: parts.latency.summary)
        appEvents.publish(.quit(summary))
        return summary
    }

    /// Draws a frame now (tests use this to look at the screen).
    public func present() throws(PlatformError) {
        try loop.present(at: parts.clock.now())
    }

    /// The rendered pixels of the last frame.
    public func screenshot() throws(PlatformError) -> Image {
        try screen.renderer.readPixels()
    }
}
