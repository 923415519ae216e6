import Drawing
import GameCore
import Logging
import Platform
import Preferences

/// Everything the app depends on that touches the world, built by the composition root and
/// handed in (**Dependency Injection**): the clock, the random numbers, the scorer chain, the
/// speakers, the files and standard error. Each is a value with a live version and a quiet or
/// test one, so nothing inside the app builds a live dependency of its own.
public struct AppDependencies {
    public var clock: GameClock
    /// The shapes' random numbers.
    public var shapeRandom: any RandomNumberGenerator
    /// The autoplay bot's: its own stream, so its misses do not change which shapes appear.
    public var botRandom: any RandomNumberGenerator
    public var scorer: any Scorer
    public var sound: SoundClient
    public var storage: StateStorage
    public var settings: SettingsSource
    public var eventLog: EventSink?
    public var console: Console
    public var logger: Logger
    public var language: LanguageClient
    /// Where screenshots go, found when the first one is taken (it reads `user-dirs.dirs`); nil
    /// turns them off.
    public var pictures: (@Sendable () -> PictureFolder)?
    /// Today by the UTC date: the daily challenge's day.
    public var today: @Sendable () -> CivilDate
    /// What the desktop asks: dark or light, contrast, motion, text size, a screen reader.
    public var desktop: DesktopClient
    /// The voice: speech-dispatcher, or none.
    public var announcer: AnnouncerClient

    public init(
        clock: GameClock, shapeRandom: any RandomNumberGenerator, botRandom: any RandomNumberGenerator, scorer: any Scorer, sound: SoundClient,
        storage: StateStorage, settings: SettingsSource, eventLog: EventSink?, console: Console, logger: Logger, language: LanguageClient = .quiet,
        pictures: (@Sendable () -> PictureFolder)? = nil, today: @escaping @Sendable () -> CivilDate = { DailyChallenge.firstDay },
        desktop: DesktopClient = .quiet, announcer: AnnouncerClient = .quiet
    ) {
        self.desktop = desktop
        self.announcer = announcer
        self.today = today
        self.pictures = pictures
        self.language = language
        self.clock = clock
        self.shapeRandom = shapeRandom
        self.botRandom = botRandom
        self.scorer = scorer
        self.sound = sound
        self.storage = storage
        self.settings = settings
        self.eventLog = eventLog
        self.console = console
        self.logger = logger
    }

    /// The tutorial's scorer chain, seeded random numbers and nothing that touches the world: no
    /// sound, no files, no output. Tests override what they need.
    public static func quiet(clock: GameClock, seed: UInt64 = 1) -> AppDependencies {
        AppDependencies(
            clock: clock, shapeRandom: SeededGenerator(seed: seed), botRandom: SeededGenerator(seed: ~seed), scorer: MatchScorer.standard,
            sound: .quiet, storage: .quiet, settings: .quiet, eventLog: nil, console: .quiet,
            logger: Logger(label: "tap-the-larger-shape") { _ in SwiftLogNoOpLogHandler() })
    }
}

/// The platform pieces the app draws on and listens to, opened by the composition root.
@MainActor
public struct Screen {
    public let context: SDLContext
    public let window: Window
    public let renderer: Renderer
    public let queue: EventQueue
    public let font: FontFace

    /// Opens the game's window and its renderer.
    ///
    /// - Parameters:
    ///   - context: the started SDL context the window belongs to.
    ///   - size: the window's size in points.
    ///   - position: where the window goes on the desktop; nil centers it.
    ///   - fullscreen: opens fullscreen on the desktop's resolution.
    ///   - maximized: opens maximized (`size` is then the size it restores to).
    ///   - font: the face every text on screen is drawn with.
    public init(
        context: SDLContext, size: Size, position: Point? = nil, fullscreen: Bool, maximized: Bool = false, font: FontFace
    ) throws(PlatformError) {
        self.context = context
        window = try Window(
            context: context, title: "Tap the Larger Shape", size: size, position: position, fullscreen: fullscreen, maximized: maximized)
        renderer = try Renderer(window: window)
        queue = EventQueue(context: context)
        self.font = font
    }
}
