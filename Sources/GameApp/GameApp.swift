import Drawing
import Foundation
import GameCore
import Logging
import Platform
import Preferences
import Raster

/// The running game: the window, the game loop, and the listeners wired to the game's events.
/// The composition root builds its live dependencies and hands them in.
@MainActor
public final class GameApp {
    /// Summary of a finished run.
    public struct Summary: Sendable {
        public let turns: Int
        public let score: Int
        /// Milliseconds from a click's event to the frame that showed its result.
        public let inputLatencies: [Int]
    }

    private let options: GameOptions
    private let context: SDLContext
    public let window: Window
    private let renderer: Renderer
    public let queue: EventQueue
    public let game: Game
    private let gameRenderer: GameRenderer
    private let scorePop: ScorePop
    private let clock: GameClock
    private let eventLog: EventLog?
    private let preferences: Preferences?
    private let soundControls = SoundPlayer.Controls()
    private let logger = Logger(label: "tap-the-larger-shape")
    private var playerSettings: Settings
    private var initialDiagnostics: [SettingsDiagnostic] = []
    private var watcher: SettingsWatcher?
    private var notice: (text: String, until: Duration)?
    private var stateDirty = false
    private var lastSave: Duration = .zero
    private var bot: Bot?
    private var botGenerator: any RandomNumberGenerator
    private var botDue: Duration?
    private var botTurn = 0
    private var completedTurns = 0
    private var needsRedraw = true
    private var lastPresent: Duration?
    private var inputAwaitingPresent: UInt64?
    private var latencies: [Int] = []
    private var quitRequested = false

    /// Frames are presented at most this often while events keep arriving.
    private static let frameInterval: Duration = .milliseconds(16)
    /// How long the loop sleeps when nothing is scheduled: a timeout, not a poll.
    private static let idleWait = 1000

    /// - Parameters:
    ///   - preferences: where settings and state live; nil plays with default settings and
    ///     remembers nothing (tests).
    ///   - feedbackDuration: how long right/wrong shows between turns.
    public init(
        options: GameOptions,
        context: SDLContext,
        fontPath: String,
        sound: SoundPlayer,
        eventLog: EventLog?,
        preferences: Preferences? = nil,
        feedbackDuration: Duration = .milliseconds(450)
    ) throws(PlatformError) {
        self.options = options
        self.context = context
        self.eventLog = eventLog
        self.preferences = preferences
        let initial = preferences?.loadSettings()
        playerSettings = initial?.settings ?? .defaults
        initialDiagnostics = initial?.diagnostics ?? []
        let windowSize = options.windowSize ?? Size(width: Double(playerSettings.windowWidth), height: Double(playerSettings.windowHeight))
        window = try Window(
            context: context, title: "Tap the Larger Shape", size: windowSize, fullscreen: options.fullscreen || playerSettings.fullscreen)
        renderer = try Renderer(window: window)
        queue = EventQueue(context: context)
        clock = GameClock.live()
        let feedback = options.autoplay && options.autoplayDelay == .zero ? .zero : feedbackDuration
        let generator: any RandomNumberGenerator = options.seed.map { SeededGenerator(seed: $0) } ?? SystemRandomNumberGenerator()
        // The bot draws from its own stream, so its misses do not change which shapes appear.
        botGenerator = options.seed.map { SeededGenerator(seed: $0 ^ 0xB07B_07B0_7B07_B07B) } ?? SystemRandomNumberGenerator()
        let remembered = preferences?.record.lastMode.flatMap(GameMode.init(rawValue:))
        game = Game(
            mode: options.mode ?? remembered ?? .mixed, settings: playerSettings.gameSettings(feedbackDuration: feedback), clock: clock,
            randomNumberGenerator: generator, windowSize: window.size)
        gameRenderer = try GameRenderer(renderer: renderer, context: context, fontPath: fontPath, theme: Theme(playerSettings.colors))
        let clock = self.clock
        scorePop = ScorePop(events: game.events) { clock.now() }
        if options.autoplay { bot = Bot(accuracy: options.autoplayAccuracy) }
        applySoundSettings()
        subscribe(sound: sound)
    }

    /// Plays until the player quits (or `--turns` are done), then returns what happened.
    public func run() throws(PlatformError) -> Summary {
        start()
        while !isFinished { try step() }
        return finish()
    }

    /// Whether the player (or `--turns`) asked to stop.
    public var isFinished: Bool { quitRequested }

    /// Reports how the settings loaded, starts watching them, and begins the first turn.
    public func start() {
        if let preferences {
            if let warning = preferences.stateWarning { warn(warning) }
            report(initialDiagnostics, path: preferences.paths.settingsFile, applied: !initialDiagnostics.contains { $0.severity == .error })
            watcher = preferences.watchSettings { EventQueue.wakeUp() }
            // The mode in play is the one to come back to, however it was chosen.
            if preferences.record.lastMode != game.mode.rawValue, let warning = preferences.recordMode(game.mode.rawValue) { warn(warning) }
        }
        if options.mute { game.handle(.toggleMute) }
        game.start()
    }

    /// One pass of the loop: timers, the bot, a frame if one is due, then waiting for input (at
    /// most `maximumWait` milliseconds) and handling everything that arrived.
    public func step(maximumWait: Int = .max) throws(PlatformError) {
        let now = clock.now()
        game.advance(to: now)
        try clickForTheBot(at: now)
        saveStateIfDue(at: now)
        if let notice, now >= notice.until {
            self.notice = nil
            needsRedraw = true
        }
        if quitRequested { return }
        let animating = scorePop.isAnimating(at: now)
        if needsRedraw || animating, lastPresent.map({ now - $0 >= Self.frameInterval }) ?? true {
            try present(at: now)
        }
        let wait = min(timeout(at: clock.now(), animating: animating), maximumWait)
        guard let event = queue.wait(milliseconds: wait) else { return }
        try handle(event)
        while !quitRequested, let next = queue.poll() { try handle(next) }
    }

    /// Ends the run: tells the listeners, writes the summary, and returns it.
    @discardableResult
    public func finish() -> Summary {
        watcher?.stop()
        if stateDirty, let warning = preferences?.save() { warn(warning) }
        game.events.publish(.quit)
        let summary = Summary(turns: completedTurns, score: game.score, inputLatencies: latencies)
        eventLog?.record(
            event: "quit",
            fields: [
                ("turns", .integer(summary.turns)), ("score", .integer(summary.score)),
                ("input_latency_ms", .array(summary.inputLatencies.map { .integer($0) })),
            ])
        return summary
    }

    /// Handles one platform event: the only door through which input reaches the game.
    public func handle(_ event: InputEvent) throws(PlatformError) {
        switch event {
        case .quit:
            quitRequested = true
        case .mouseDown(.left, let point):
            let before = game.pastTurns.count
            game.handle(.tap(point))
            if game.pastTurns.count > before { inputAwaitingPresent = queue.lastEventTicks }
        case .keyDown(let key, isRepeat: false):
            switch Hotkeys.action(for: key) {
            case .game(let command):
                let before = game.pastTurns.count
                game.handle(command)
                if game.pastTurns.count > before { inputAwaitingPresent = queue.lastEventTicks }
            case .toggleFullscreen:
                try window.setFullscreen(!window.isFullscreen)
            case .quit:
                quitRequested = true
            case nil:
                break
            }
        case .resized:
            game.resize(to: window.size)
            needsRedraw = true
        case .exposed, .focusGained:
            needsRedraw = true
        case .wake:
            reloadSettings()
        default:
            break
        }
    }

    /// Draws a frame now (tests use this to look at the screen).
    public func present(at now: Duration? = nil) throws(PlatformError) {
        let time = now ?? clock.now()
        let best = max(preferences?.record.highScore ?? game.score, game.score)
        try gameRenderer.draw(game, scorePop: scorePop, now: time, best: preferences == nil ? nil : best, notice: notice?.text)
        needsRedraw = false
        lastPresent = time
        if let input = inputAwaitingPresent {
            latencies.append(Int(context.ticks &- input))
            inputAwaitingPresent = nil
        }
    }

    /// The rendered pixels of the last frame.
    public func screenshot() throws(PlatformError) -> Image {
        try renderer.readPixels()
    }

    private func subscribe(sound: SoundPlayer) {
        if let eventLog { game.events.subscribe { eventLog.record($0) } }
        sound.subscribe(to: game.events, controls: soundControls)
        // Persistence listens like any other subscriber: the game does not know it is saved.
        if let preferences {
            game.events.subscribe { [weak self] event in
                switch event {
                case .turnEnded(let result, _):
                    preferences.noteTurn(matched: result.matched, score: result.score, streak: result.streak)
                    self?.stateDirty = true
                case .modeChanged(let mode):
                    if let warning = preferences.recordMode(mode.rawValue) { self?.warn(warning) }
                default:
                    break
                }
            }
        }
        let clock = self.clock
        game.events.subscribe { [weak self] event in
            guard let self else { return }
            needsRedraw = true
            switch event {
            case .turnStarted(let number, _, _):
                gameRenderer.forgetShapes()
                botTurn = number
                botDue = bot == nil ? nil : clock.now() + options.autoplayDelay
            case .turnEnded:
                completedTurns += 1
                if let turns = options.turns, completedTurns >= turns { quitRequested = true }
            default:
                break
            }
        }
    }

    /// When the bot's think time is over, it clicks the chosen shape's hit point by pushing real
    /// mouse events into SDL's queue: the game cannot tell it from a player.
    private func clickForTheBot(at now: Duration) throws(PlatformError) {
        guard let bot, let due = botDue, now >= due, game.acceptsTaps, game.turnNumber == botTurn, let turn = game.currentTurn else { return }
        let index = bot.choose(in: turn, using: &botGenerator)
        let point = game.views[index].hitPoint
        try queue.push(.mouseDown(.left, at: point), to: window)
        try queue.push(.mouseUp(.left, at: point), to: window)
        botDue = nil
    }

    /// Reads the settings file again (it changed on disk) and applies it, or keeps the last good
    /// settings and says what is wrong.
    private func reloadSettings() {
        guard let preferences else { return }
        let load = preferences.loadSettings()
        if let settings = load.settings { apply(settings) }
        report(load.diagnostics, path: preferences.paths.settingsFile, applied: load.settings != nil)
    }

    /// Applies new player settings at once: the shapes on screen are restyled (the builder's
    /// style), the colors, sound and game knobs change; the window keeps the size the player gave it.
    public func apply(_ settings: Settings) {
        playerSettings = settings
        game.apply(settings.gameSettings(feedbackDuration: game.settings.feedbackDuration))
        gameRenderer.theme = Theme(settings.colors)
        gameRenderer.forgetShapes()
        applySoundSettings()
        needsRedraw = true
    }

    private func applySoundSettings() {
        soundControls.enabled = playerSettings.soundEnabled
        soundControls.volume = Double(playerSettings.soundVolume) / 100
    }

    /// Diagnostics go to standard error as `path:line:column: message`, to the event log, and
    /// (the first) on screen for a few seconds.
    private func report(_ diagnostics: [SettingsDiagnostic], path: String, applied: Bool) {
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            logger.warning("\(diagnostic)")
            eventLog?.record(
                event: diagnostic.severity == .error ? "settings_error" : "settings_warning",
                fields: [
                    ("path", .string(diagnostic.path)), ("line", .integer(diagnostic.line)), ("column", .integer(diagnostic.column)),
                    ("message", .string(diagnostic.message)),
                ])
        }
        if applied {
            let colors = playerSettings.colors
            eventLog?.record(
                event: "settings_loaded",
                fields: [
                    ("path", .string(path)), ("theme", .string(playerSettings.theme.rawValue)),
                    ("fill", .string(ColorValue.format(colors.fill))), ("outline", .string(ColorValue.format(colors.outline))),
                ])
            logger.info("settings loaded from \(path)")
        }
        if let first = diagnostics.first(where: { $0.severity == .error }) ?? diagnostics.first {
            let file = (first.path as NSString).lastPathComponent
            let kept = applied ? "" : " (kept the previous settings)"
            notice = ("\(file):\(first.line):\(first.column): \(first.message)\(kept)", clock.now() + .seconds(6))
            needsRedraw = true
        }
    }

    /// Saves the state at most every 100 ms while turns go by (and at the end).
    private func saveStateIfDue(at now: Duration) {
        guard stateDirty, let preferences, now - lastSave >= .milliseconds(100) else { return }
        stateDirty = false
        lastSave = now
        if let warning = preferences.save() { warn(warning) }
    }

    private var warnedAboutState = false

    private func warn(_ message: String) {
        logger.warning("\(message)")
        guard !warnedAboutState else { return }
        warnedAboutState = true
        FileHandle.standardError.write(Data("tap-the-larger-shape: warning: \(message)\n".utf8))
    }

    /// How long to wait for input: until the next thing scheduled, or a long idle wait.
    private func timeout(at now: Duration, animating: Bool) -> Int {
        var deadlines: [Duration] = []
        if let deadline = game.nextDeadline { deadlines.append(deadline) }
        if let due = botDue, game.acceptsTaps { deadlines.append(due) }
        if animating || needsRedraw, let lastPresent { deadlines.append(lastPresent + Self.frameInterval) }
        if let notice { deadlines.append(notice.until) }
        guard let next = deadlines.min() else { return Self.idleWait }
        let wait = next - now
        guard wait > .zero else { return 0 }
        return min(Int((wait / .milliseconds(1)).rounded(.up)), Self.idleWait)
    }
}
