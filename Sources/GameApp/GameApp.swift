import Drawing
import Foundation
import GameCore
import Platform
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

    public init(
        options: GameOptions,
        context: SDLContext,
        fontPath: String,
        sound: SoundPlayer,
        eventLog: EventLog?,
        theme: Theme = .standard,
        settings: GameSettings = GameSettings()
    ) throws(PlatformError) {
        self.options = options
        self.context = context
        self.eventLog = eventLog
        window = try Window(context: context, title: "Tap the Larger Shape", size: options.windowSize, fullscreen: options.fullscreen)
        renderer = try Renderer(window: window)
        queue = EventQueue(context: context)
        clock = GameClock.live()
        var settings = settings
        if options.autoplay, options.autoplayDelay == .zero { settings.feedbackDuration = .zero }
        let generator: any RandomNumberGenerator = options.seed.map { SeededGenerator(seed: $0) } ?? SystemRandomNumberGenerator()
        // The bot draws from its own stream, so its misses do not change which shapes appear.
        botGenerator = options.seed.map { SeededGenerator(seed: $0 ^ 0xB07B_07B0_7B07_B07B) } ?? SystemRandomNumberGenerator()
        game = Game(mode: options.mode ?? .mixed, settings: settings, clock: clock, randomNumberGenerator: generator, windowSize: window.size)
        gameRenderer = try GameRenderer(renderer: renderer, context: context, fontPath: fontPath, theme: theme)
        let clock = self.clock
        scorePop = ScorePop(events: game.events) { clock.now() }
        if options.autoplay { bot = Bot(accuracy: options.autoplayAccuracy) }
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

    /// Begins the first turn.
    public func start() {
        if options.mute { game.handle(.toggleMute) }
        game.start()
    }

    /// One pass of the loop: timers, the bot, a frame if one is due, then waiting for input (at
    /// most `maximumWait` milliseconds) and handling everything that arrived.
    public func step(maximumWait: Int = .max) throws(PlatformError) {
        let now = clock.now()
        game.advance(to: now)
        try clickForTheBot(at: now)
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
        default:
            break
        }
    }

    /// Draws a frame now (tests use this to look at the screen).
    public func present(at now: Duration? = nil) throws(PlatformError) {
        let time = now ?? clock.now()
        try gameRenderer.draw(game, scorePop: scorePop, now: time)
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
        sound.subscribe(to: game.events, startMuted: false)
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

    /// How long to wait for input: until the next thing scheduled, or a long idle wait.
    private func timeout(at now: Duration, animating: Bool) -> Int {
        var deadlines: [Duration] = []
        if let deadline = game.nextDeadline { deadlines.append(deadline) }
        if let due = botDue, game.acceptsTaps { deadlines.append(due) }
        if animating || needsRedraw, let lastPresent { deadlines.append(lastPresent + Self.frameInterval) }
        guard let next = deadlines.min() else { return Self.idleWait }
        let wait = next - now
        guard wait > .zero else { return 0 }
        return min(Int((wait / .milliseconds(1)).rounded(.up)), Self.idleWait)
    }
}
