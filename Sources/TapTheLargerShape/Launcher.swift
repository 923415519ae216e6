import Artwork
import Desktop
import Drawing
import GameApp
import GameCore
import Logging
import Platform
import Preferences
import RunOptions
import SystemIO

/// The composition root: builds every live dependency (SDL, the window, fonts, sounds, files,
/// the event log, the clock, the random numbers, the scorer chain) and hands them to the game.
/// Nothing past this point builds a live dependency of its own.
@MainActor
enum Launcher {
    static func launch(_ asked: GameOptions) -> Int32 {
        var options = asked
        SDLContext.identify(as: AppIcon.applicationID)
        let resources = ResourceLocator.locate()
        // NB: before any other thread: gettext is read with the environment set for each language.
        let catalogs = Catalog.loadAll(from: resources?.localeDirectory())
        options.documentation = resources?.documentationDirectory()
        // NB: so SDL's handlers can turn SIGINT and SIGTERM into a clean quit.
        ProcessControl.acceptTerminationSignals()
        // NB: a closed pipe on the event log must cost its lines, not the game.
        ProcessControl.ignoreBrokenPipes()
        let paths = PreferencePaths.current(settingsOverride: options.settingsPath.map { Path.absolute($0) })
        bootstrapLogging(paths: paths, verbose: options.verbose)
        do {
            let eventLog = try options.eventLogPath.map { path throws(EventLogError) in try EventSink.file(path: path) }
            let preferences = Preferences(paths: paths)
            let settingsSource = preferences.settingsSource
            // The fonts for the language the environment asks for are looked up (fontconfig reads
            // its whole configuration) while SDL, the audio and the sounds start; settings naming
            // another language look again.
            let environment = ProcessEnvironment.current()
            let pendingFonts = HeadStart(name: "font-lookup") { () -> (language: Language, characters: String, candidates: [FontFace]) in
                let language = LanguageSetting.auto.resolved(environment: environment)
                let characters = (catalogs[language]?.catalog ?? .english).characters
                return (
                    language, characters,
                    FontChoice.candidates(resources: resources, environment: environment, language: language, characters: characters)
                )
            }
            // The desktop is asked for its wishes (dark or light, contrast, motion, text size) on a
            // thread of its own meanwhile, and listened to while the game runs.
            let desktop = DesktopClient.live(DesktopWatcher(wake: { EventQueue.wakeUp() }))
            // The window's icon is drawn meanwhile too, and given to the window after its first frame.
            let pendingIcon = HeadStart(name: "icon") { AppIcon.image(size: 128) }
            let logger = Logger(label: "tap-the-larger-shape")
            // NB: an X error on a window already gone (a wake-up meeting the window as it closes)
            // is a line in the log, not the end of the game.
            let context = try SDLContext(xErrors: { logger.info("\($0)") })
            var sound = SoundClient.quiet
            var audio: AudioDevice?
            if let resources {
                do {
                    let device = try AudioDevice()
                    audio = device
                    sound = try SoundClient.live(device: device, resources: resources)
                } catch {
                    Console.live.printError("tap-the-larger-shape: warning: cannot play sounds (\(error)); playing silently")
                }
            } else {
                Console.live.printError(
                    "tap-the-larger-shape: warning: cannot play sounds (no Resources folder with sounds; set \(ResourceLocator.environmentKey)); playing silently"
                )
            }
            let initial = settingsSource.load()
            let settings = initial.settings ?? .defaults
            // The font: one with every glyph of the language on screen (fontconfig's choice).
            let language = LanguageClient.live(context: context, resources: resources, environment: environment, catalogs: catalogs)
            let spoken = settings.language.resolved(environment: environment)
            let lookedUp = pendingFonts.wait()
            let characters = spoken == lookedUp.language ? lookedUp.characters : language.catalog(spoken).catalog.characters
            let font = try FontChoice.find(
                context: context, resources: resources, environment: environment, language: spoken, characters: characters,
                candidates: spoken == lookedUp.language ? lookedUp.candidates : nil)
            for (face, reason) in font.passedOver {
                Console.live.printError("tap-the-larger-shape: warning: cannot use the font \(face) (\(reason)); using \(font.face)")
            }
            if !font.missing.isEmpty {
                Console.live.printError(
                    "tap-the-larger-shape: warning: no font has every character of \(spoken.rawValue) (missing \(String(font.missing.prefix(8)))); using \(font.face)"
                )
            }
            // The state is read once, here: the window opens where and as it was left.
            let state = preferences.stateStorage.load()
            let storage = StateStorage(load: { state }, save: preferences.stateStorage.save, setAside: preferences.stateStorage.setAside)
            let window = WindowChoice.make(
                options: options, settings: settings, remembered: state.record.window, displays: Window.usableDisplayAreas(context: context))
            let screen = try Screen(
                context: context, size: window.size, position: window.position, fullscreen: window.fullscreen, maximized: window.maximized,
                font: font.face)
            let dependencies = AppDependencies(
                clock: .live(), shapeRandom: generator(seed: options.seed),
                botRandom: generator(seed: options.seed.map { $0 ^ 0xB07B_07B0_7B07_B07B }),
                scorer: MatchScorer.standard, sound: sound, storage: storage, settings: settingsSource, eventLog: eventLog,
                console: .live, logger: logger, language: language, pictures: { PictureFolder.current() },
                today: { CivilDate(utcSecondsSince1970: WallClock.now().seconds) }, desktop: desktop,
                announcer: .live(wake: { EventQueue.wakeUp() }))
            let app = try GameApp(options: options, screen: screen, dependencies: dependencies, initialSettings: initial)
            app.afterFirstFrame = {
                do {
                    try screen.window.setIcon(pendingIcon.wait())
                } catch {
                    Console.live.printError("tap-the-larger-shape: warning: cannot give the window its icon (\(error))")
                }
            }
            _ = try app.run()
            withExtendedLifetime(audio) {}
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    /// A seeded generator replays the same game; without a seed, the system's.
    static func generator(seed: UInt64?) -> any RandomNumberGenerator {
        seed.map { SeededGenerator(seed: $0) } ?? SystemRandomNumberGenerator()
    }

    /// The one process-wide singleton, and an honest one: swift-log's logging system is set up
    /// once, before any logger exists. Log lines go to a file beside the state; standard error
    /// gets errors only (user-facing warnings are printed as such), everything with --verbose.
    static func bootstrapLogging(paths: PreferencePaths, verbose: Bool) {
        let file = LogFile(path: paths.logFile)
        LoggingSystem.bootstrap { label in
            GameLogHandler(label: label, file: file, level: verbose ? .debug : .info, consoleLevel: verbose ? .debug : .error)
        }
    }

    static func fail(_ message: String) -> Int32 {
        Console.live.printError("tap-the-larger-shape: \(message)")
        return 1
    }
}
