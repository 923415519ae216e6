import Drawing
import GameCore
import Platform
import Preferences
import Raster

/// The running game: wires the parts, each with one job, around one `Game` and hands the loop
/// to `GameLoop`. It builds no live dependency: the composition root hands them in.
@MainActor
public final class GameApp {
    public let game: Game
    public let screen: Screen
    /// What the app produces (sounds, settings, quitting), beside the game's own events.
    public let appEvents: EventBus<AppEvent>
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
    /// The clickable controls, laid out for the window's size.
    private(set) var controlBar: ControlBar
    /// Where input goes, and the controller's focus ring.
    var router = InputRouter()
    let screenshots: Screenshots
    /// A short message along the bottom (a screenshot saved, a controller plugged in).
    private(set) var toast: Toast?
    /// The window as the state file keeps it; what changes is saved.
    private(set) var placement: WindowPlacement
    /// Which of the command line, the settings file and the state file wins.
    private var precedence: SettingsPrecedence
    private let eventLog: EventLog?
    var autoplay: AutoplayDriver?
    lazy var loop = makeLoop()
    private var completedTurns = 0
    var quitRequested = false
    var firstFramePresented = false
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
        clock = dependencies.clock
        let events = GameEventBus()
        let appEvents = EventBus<AppEvent>()
        self.appEvents = appEvents
        // The event log listens first, so its lines follow the order things happened in.
        eventLog = dependencies.eventLog.map { EventLog(sink: $0, gameEvents: events, appEvents: appEvents) }
        settings = SettingsController(
            source: dependencies.settings, initial: initialSettings, clock: clock, console: dependencies.console, logger: dependencies.logger,
            appEvents: appEvents)
        let warnings = Warnings(console: dependencies.console, logger: dependencies.logger)
        saver = StateSaver(storage: dependencies.storage, gameEvents: events, warnings: warnings)
        let feedback = options.autoplay && options.autoplayDelay == .zero ? .zero : feedbackDuration
        precedence = SettingsPrecedence(file: settings.settings)
        game = Game(
            mode: precedence.initialMode(commandLine: options.mode, lastPlayed: saver.record.lastMode),
            settings: precedence.initialGameSettings(adaptiveFlag: options.adaptive, feedbackDuration: feedback),
            scorer: dependencies.scorer, clock: clock, randomNumberGenerator: dependencies.shapeRandom, windowSize: screen.window.size,
            events: events)
        sound = SoundPolicy(client: dependencies.sound, muted: options.mute, clock: clock, gameEvents: events, appEvents: appEvents)
        let (context, queue, window) = (screen.context, screen.queue, screen.window)
        latency = LatencyMeter(gameEvents: events, platformTicks: { context.ticks }, inputTicks: { queue.lastEventTicks })
        scorePop = ScorePop(events: events) { [clock] in clock.now() }
        stats = StatsRecorder(gameEvents: events)
        controlBar = ControlBar(layout: game.layout)
        renderer = try GameRenderer(renderer: screen.renderer, context: context, fontPath: screen.fontPath, theme: Theme(settings.settings.colors))
        localizer = Localizer(
            client: dependencies.language, setting: settings.settings.language,
            warnings: Warnings(console: dependencies.console, logger: dependencies.logger))
        renderer.catalog = localizer.catalog
        // The screen's font is the composition root's choice for this language; should it lack
        // glyphs the language needs, the language's own lookup finds another.
        if let missing = try? renderer.missingCharacters(in: localizer.catalog.characters), !missing.isEmpty,
            let font = localizer.font(for: localizer.language), font.path != renderer.fontPath
        {
            do { try renderer.use(fontPath: font.path) } catch { localizer.warn("cannot use the font \(font.path) (\(error))") }
        }
        if options.autoplay {
            autoplay = AutoplayDriver(
                bot: Bot(accuracy: options.autoplayAccuracy), generator: dependencies.botRandom, thinkTime: options.autoplayDelay, clock: clock,
                game: game
            ) { point throws(PlatformError) in
                try queue.push(.mouseDown(.left, at: point), to: window)
                try queue.push(.mouseUp(.left, at: point), to: window)
            }
        }
        screenshots = Screenshots(folder: dependencies.pictures, appEvents: appEvents, wake: { EventQueue.wakeUp() })
        let (size, position) = (screen.window.size, screen.window.position)
        placement = WindowPlacement(
            width: Int(size.width), height: Int(size.height), x: position.map { Int($0.x) }, y: position.map { Int($0.y) },
            maximized: screen.window.isMaximized, fullscreen: screen.window.isFullscreen)
        sound.apply(settings.settings)
        subscribe()
    }

    /// A message shown for a few seconds along the bottom, put into words when drawn.
    struct Toast {
        let message: Message
        let values: [String: String]
        let until: Duration
    }

    static let toastDuration: Duration = .seconds(3)

    func show(_ message: Message, _ values: [String: String] = [:]) {
        toast = Toast(message: message, values: values, until: clock.now() + Self.toastDuration)
        appEvents.publish(.notice(renderer.catalog(message, values)))
    }

    func toastTick(at now: Duration) {
        guard let toast, now >= toast.until else { return }
        self.toast = nil
        appEvents.publish(.notice(nil))
    }

    /// Whether the preferences screen asks "reset the statistics?".
    var confirmingReset = false

    /// The controls that can be used now: the bar's, and the pause screen's or the preferences
    /// screen's while it shows.
    var controls: [Control] {
        controlBar.controls + (game.isPaused ? pauseMenu.controls : [])
            + (game.isPreferencesShown ? preferencesScreen.controls(confirmingReset: confirmingReset) : [])
    }

    /// The preferences screen's lines, over the play area.
    var preferencesScreen: PreferencesScreen {
        PreferencesScreen(
            covering: Rect(x: 0, y: 0, width: game.layout.windowSize.width, height: game.layout.barFrame.minY), below: game.layout.hudHeight)
    }

    /// The pause screen's buttons, over the play area (the bar stays uncovered).
    var pauseMenu: PauseMenu {
        PauseMenu(covering: Rect(x: 0, y: 0, width: game.layout.windowSize.width, height: game.layout.barFrame.minY))
    }

    /// Plays until the player quits (or `--turns` are done), then returns what happened.
    public func run() throws(PlatformError) -> RunSummary {
        start()
        while !isFinished { try step() }
        return finish()
    }

    /// Whether the player (or `--turns`) asked to stop.
    public var isFinished: Bool { quitRequested }

    /// Reports how the settings loaded, starts watching them, and begins the first turn.
    public func start() {
        settings.start(wake: { EventQueue.wakeUp() })
        saver.remember(game.mode)
        appEvents.publish(.controls(controls))
        appEvents.publish(.language(localizer.language))
        game.start()
    }

    /// One pass of the loop (see `GameLoop.step`).
    public func step(maximumWait: Int = .max) throws(PlatformError) {
        try loop.step(maximumWait: maximumWait)
    }

    /// Ends the run: stops watching, saves, tells the listeners, and returns the summary.
    @discardableResult
    public func finish() -> RunSummary {
        settings.stop()
        screenshots.flush()
        windowPlacementChanged()
        saver.flush()
        let summary = RunSummary(turns: completedTurns, score: game.score, latency: latency.summary)
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

    private func subscribe() {
        game.events.subscribe { [weak self] event in
            guard let self else { return }
            loop.needsRedraw = true
            switch event {
            case .turnEnded:
                completedTurns += 1
                if let turns = options.turns, completedTurns >= turns { quitRequested = true }
            case .paused, .resumed:
                // The pause screen's buttons come and go.
                appEvents.publish(.controls(controls))
            case .preferencesShown(let shown):
                if !shown { confirmingReset = false }
                appEvents.publish(.controls(controls))
            default: break
            }
        }
        appEvents.subscribe { [weak self] event in
            guard let self else { return }
            loop.needsRedraw = true
            switch event {
            case .settingsApplied(let newSettings, _), .settingChanged(_, let newSettings): apply(newSettings)
            case .screenshot(let path): show(UIText.screenshotSaved, ["path": Screenshots.abbreviated(path)])
            case .screenshotFailed(let reason): show(UIText.screenshotFailed, ["reason": reason])
            case .controller(let name?): show(UIText.controllerConnected, ["name": name])
            case .controller(nil): show(UIText.controllerDisconnected)
            default: break
            }
        }
    }

    private func apply(_ newSettings: Settings) {
        let outcome = precedence.reconcile(newSettings, inPlay: game.settings, modeInPlay: game.mode)
        game.apply(outcome.settings)
        if let mode = outcome.mode { game.handle(.setMode(mode)) }
        renderer.theme = Theme(newSettings.colors)
        sound.apply(newSettings)
        let spoken = localizer.language
        if let font = localizer.apply(newSettings.language) {
            do {
                try renderer.use(fontPath: font.path)
            } catch {
                localizer.warn("cannot use the font \(font.path) (\(error)); keeping \(renderer.fontPath)")
            }
        }
        renderer.catalog = localizer.catalog
        if localizer.language != spoken { appEvents.publish(.language(localizer.language)) }
    }

    /// The window changed size: the game lays out again, and the controls move.
    func windowResized() {
        game.resize(to: screen.window.size)
        controlBar = ControlBar(layout: game.layout)
        appEvents.publish(.resized)
        appEvents.publish(.controls(controls))
        windowPlacementChanged()
    }

    /// The window moved, changed size or state: the state file keeps its normal size and place
    /// (those it has when neither maximized nor fullscreen) and its state.
    func windowPlacementChanged() {
        let window = screen.window
        var changed = placement
        changed.maximized = window.isMaximized
        changed.fullscreen = window.isFullscreen
        if !changed.maximized, !changed.fullscreen, !window.isMinimized {
            changed.width = Int(window.size.width)
            changed.height = Int(window.size.height)
            if let position = window.position {
                changed.x = Int(position.x)
                changed.y = Int(position.y)
            }
        }
        guard changed != placement else { return }
        placement = changed
        saver.remember(window: changed)
        appEvents.publish(.windowPlacement(changed))
    }

    /// A controller came (its name) or went.
    func controllerChanged(name: String?) {
        appEvents.publish(.controller(name: name))
    }
}
