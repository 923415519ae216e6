import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import RunOptions
import TestSupport
import Testing

@testable import GameApp

/// The real app, driven by real SDL input events pushed into SDL's queue, under the offscreen
/// video and dummy audio drivers. SDL is not thread-safe: one test at a time, on the main actor.
@Suite(.serialized)
@MainActor
struct GameAppTests {
    /// An app with a recording sound client and event recorders.
    @MainActor
    final class Harness {
        let context: SDLContext
        let app: GameApp
        var events: [GameEvent] = []
        var appEvents: [AppEvent] = []

        init(
            mode: GameMode = .mixed, feedback: Duration? = .milliseconds(450), size: Size = Size(width: 800, height: 500),
            eventLog: EventSink? = nil, settings: Settings = .defaults, language: ((SDLContext) -> LanguageClient)? = nil,
            clock: GameClock = .live(), pictures: PictureFolder? = nil, autoplay: Bool = false, preferences: Preferences? = nil,
            storage: StateStorage = .quiet, scorer: (any Scorer)? = nil, font: FontFace? = nil, raceCountdown: Duration = .zero,
            desktop: DesktopClient? = nil, announcer: AnnouncerClient? = nil, settingsSource: SettingsSource? = nil,
            today: (@Sendable () -> CivilDate)? = nil
        ) throws {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            setenv("SDL_AUDIODRIVER", "dummy", 1)
            context = try SDLContext()
            var options = GameOptions()
            options.mode = mode
            options.windowSize = size
            options.autoplay = autoplay
            options.autoplayDelay = .milliseconds(50)
            // NB: the race's 3-2-1 has a test of its own; the others begin at once.
            options.raceCountdown = raceCountdown
            let sounds = Recorded()
            var dependencies = AppDependencies.quiet(clock: clock, seed: 21)
            if let pictures { dependencies.pictures = { @Sendable in pictures } }
            dependencies.storage = storage
            if let scorer { dependencies.scorer = scorer }
            if let preferences { dependencies.settings = preferences.settingsSource }
            if let settingsSource { dependencies.settings = settingsSource }
            if let today { dependencies.today = today }
            dependencies.eventLog = eventLog
            if let language { dependencies.language = language(context) }
            if let desktop { dependencies.desktop = desktop }
            if let announcer { dependencies.announcer = announcer }
            dependencies.sound = SoundClient { name, _ in
                sounds.names.append(name.rawValue)
                return true
            }
            let screen = try Screen(
                context: context, size: size, fullscreen: false, font: try font ?? FontFace(Font.locate(candidates: Font.systemCandidates)))
            app = try GameApp(
                options: options, screen: screen, dependencies: dependencies,
                initialSettings: preferences?.loadSettings() ?? SettingsLoad(settings: settings, diagnostics: [], createdTemplate: false),
                feedbackDuration: feedback)
            recordedSounds = sounds
            app.game.events.subscribe { [weak self] in self?.events.append($0) }
            app.appEvents.subscribe { [weak self] in self?.appEvents.append($0) }
            app.start()
            try pump()
        }

        private let recordedSounds: Recorded
        final class Recorded { var names: [String] = [] }
        var playedSounds: [String] { recordedSounds.names }

        var game: Game { app.game }
        var turnEnds: [(result: TurnResult, tapped: Int)] {
            events.compactMap { if case .turnEnded(let result, let tapped) = $0 { (result, tapped) } else { nil } }
        }

        /// Runs the loop until SDL's queue is drained.
        func pump() throws {
            for _ in 0..<4 { try app.step(maximumWait: 5) }
        }

        func click(_ point: Point) throws {
            try app.screen.queue.push(.mouseDown(.left, at: point), to: app.screen.window)
            try app.screen.queue.push(.mouseUp(.left, at: point), to: app.screen.window)
        }

        func press(_ key: Key) throws {
            try app.screen.queue.push(.keyDown(key, isRepeat: false), to: app.screen.window)
            try app.screen.queue.push(.keyUp(key), to: app.screen.window)
        }

        func tap(_ point: Point, finger: Int64 = 1) throws {
            let finger = Finger(device: 42, id: finger)
            try app.screen.queue.push(.fingerDown(finger, at: point), to: app.screen.window)
            try app.screen.queue.push(.fingerUp(finger, at: point), to: app.screen.window)
        }

        /// A window event, as the platform would send it.
        func window(_ event: InputEvent) throws {
            try app.screen.queue.push(event, to: app.screen.window)
        }

        var larger: Point { game.views[game.currentTurn?.largestIndex ?? 0].hitPoint }
        var smaller: Point {
            let largest = game.currentTurn?.largestIndex ?? 0
            return game.views[game.views.indices.first { $0 != largest } ?? 0].hitPoint
        }
    }

    /// A player who starts the game from the menu never sees standard error: a state file that
    /// could not be read is said on screen too.
    @Test func progressNotSavedIsSaidOnScreen() throws {
        let storage = StateStorage(load: { StateStore.Loaded(warning: "cannot read it", savable: false) }, save: { _ in nil })
        let harness = try Harness(storage: storage)
        #expect(harness.app.model.notice?.message == UIText.progressNotSaved)
        let fine = try Harness()
        #expect(fine.app.model.notice == nil)
    }

    /// The texts drawn by the next frame.
    func drawnTexts(_ harness: Harness) throws -> [String] {
        try drawnLines(harness).map(\.text)
    }

    /// Each line of text the next frame draws, and where.
    func drawnLines(_ harness: Harness) throws -> [(text: String, drawn: Renderer.Drawn)] {
        try drawnFrame(harness).lines
    }

    /// A frame drawn, as its lines of text and its other pictures (marks, icons, shapes, badges).
    func drawnFrame(_ harness: Harness) throws -> (lines: [(text: String, drawn: Renderer.Drawn)], pictures: [Renderer.Drawn]) {
        let painter = harness.app.renderer
        painter.renderer.drawn = []
        painter.text.shown = [:]
        defer {
            painter.renderer.drawn = nil
            painter.text.shown = nil
        }
        try harness.app.present()
        let shown = painter.text.shown ?? [:]
        let drawn = painter.renderer.drawn ?? []
        return (drawn.compactMap { drawn in shown[drawn.texture].map { (text: $0, drawn: drawn) } }, drawn.filter { shown[$0.texture] == nil })
    }

    /// One screen is drawn at a time: `H` then `P` drew the pause and the help over each other.
    /// The pause opens over the help, and backing out of it shows the help again.
    @Test func helpThenPauseDrawsOneScreen() throws {
        let harness = try Harness()
        let catalog = harness.app.renderer.catalog
        try harness.press(.character("h"))
        try harness.pump()
        #expect(try drawnTexts(harness).contains(catalog(UIText.title)))
        try harness.press(.character("p"))
        try harness.pump()
        let texts = try drawnTexts(harness)
        #expect(texts.contains(catalog(UIText.paused)), "\(texts)")
        #expect(!texts.contains(catalog(UIText.title)), "the help is drawn under the pause: \(texts)")
        #expect(harness.app.model.screens == [.overlay(.help), .pause(.key)])
        try harness.press(.escape)
        try harness.pump()
        #expect(harness.app.model.isHelpShown && !harness.app.model.isPaused)
        #expect(try drawnTexts(harness).contains(catalog(UIText.title)))
    }

    @Test func clickOnTheLargerScoresAndPlaysHappy() throws {
        let harness = try Harness()
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.turnEnds.map(\.result.scoreIncrement) == [1])
        #expect(harness.game.score == 1)
        #expect(harness.playedSounds == ["happy"])
    }

    @Test func clickOnTheSmallerLosesAndPlaysSad() throws {
        let harness = try Harness()
        try harness.click(harness.smaller)
        try harness.pump()
        #expect(harness.turnEnds.map(\.result.scoreIncrement) == [-1])
        #expect(harness.playedSounds == ["sad"])
    }

    @Test func clickOutsideTheShapesDoesNothing() throws {
        let harness = try Harness(mode: .circle)
        let frame = harness.game.views[0].frame
        try harness.click(Point(x: 3, y: 497))
        try harness.click(Point(x: frame.minX + 2, y: frame.minY + 2))  // the circle's frame corner
        try harness.pump()
        #expect(harness.turnEnds.isEmpty && harness.game.score == 0)
    }

    @Test func twoClicksInOneFrameScoreOnce() throws {
        let harness = try Harness()
        try harness.click(harness.larger)
        try harness.click(harness.larger)
        try harness.click(harness.smaller)
        try harness.pump()
        #expect(harness.turnEnds.count == 1 && harness.game.score == 1)
    }

    @Test func modeKeysSwitchKindsFromTheNextTurn() throws {
        let harness = try Harness(mode: .circle, feedback: .zero)
        try harness.press(.character("s"))
        try harness.pump()
        #expect(harness.game.mode == .square && harness.game.views.allSatisfy { $0.kind == .square })
        try harness.press(.character("c"))
        try harness.pump()
        #expect(harness.game.mode == .circle && harness.game.views.allSatisfy { $0.kind == .circle })
        try harness.press(.character("m"))
        try harness.pump()
        var kinds: Set<ShapeKind> = []
        for _ in 0..<40 {
            #expect(Set(harness.game.views.map(\.kind)).count == 1)
            kinds.formUnion(harness.game.views.map(\.kind))
            try harness.click(harness.larger)
            try harness.pump()
        }
        #expect(kinds.count >= 4)
        #expect(harness.turnEnds.count == 40 && harness.game.score == 40 + 10 * 36)
    }

    @Test func arrowKeysPlay() throws {
        let harness = try Harness(feedback: .zero)
        try harness.press(.left)
        try harness.pump()
        try harness.press(.right)
        try harness.pump()
        #expect(harness.turnEnds.map(\.tapped) == [0, 1])
    }

    @Test func pauseHidesTheShapesAndAClickOnlyResumes() throws {
        let harness = try Harness(mode: .square)
        try harness.press(.character("p"))
        try harness.pump()
        #expect(harness.app.model.isPaused)
        try harness.app.present()
        let center = harness.game.views[0].frame.center
        let pixel = try harness.app.screenshot()[Int(center.x), Int(center.y)]
        #expect(pixel != ShapeStyle.classic.fillColor)
        // A click while paused resumes, and taps nothing: the player had not seen the shapes.
        try harness.click(harness.larger)
        try harness.pump()
        #expect(!harness.app.model.isPaused)
        #expect(harness.turnEnds.isEmpty)
        try harness.press(.space)
        try harness.pump()
        #expect(harness.app.model.isPaused)
        try harness.press(.space)
        try harness.pump()
        #expect(!harness.app.model.isPaused)
    }

    @Test func theScreenShowsTheShapesInTheirColors() throws {
        let harness = try Harness(mode: .square)
        try harness.app.present()
        let image = try harness.app.screenshot()
        for view in harness.game.views {
            #expect(image[Int(view.frame.midX), Int(view.frame.midY)] == ShapeStyle.classic.fillColor)
            #expect(image[Int(view.frame.minX) + 2, Int(view.frame.midY)] == ShapeStyle.classic.outlineColor)
        }
        #expect(image[2, Int(harness.game.layout.playArea.minY) + 2] == Theme.standard.background)
    }

    @Test func muteKeySilencesTheSounds() throws {
        let harness = try Harness(feedback: .zero)
        try harness.press(.character("n"))
        try harness.pump()
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.playedSounds.isEmpty)
        #expect(harness.appEvents.contains { if case .sound(name: "happy", played: false) = $0 { true } else { false } })
    }

    @Test func resizingLaysTheShapesOutAgain() throws {
        let harness = try Harness(mode: .square)
        harness.app.screen.window.setSize(Size(width: 400, height: 700))
        try harness.pump()
        #expect(harness.game.layout.windowSize == Size(width: 400, height: 700))
        #expect(harness.game.layout.isStacked)
        let bounds = Rect(x: 0, y: 0, width: 400, height: 700)
        #expect(harness.game.views.allSatisfy { bounds.contains($0.frame.origin) && $0.frame.maxX <= 400 && $0.frame.maxY <= 700 })
    }

    /// Esc never quits: with nothing open it pauses, and again it resumes; Q alone does nothing;
    /// Ctrl+Q quits.
    @Test func escapeBacksOutAndCtrlQQuits() throws {
        let harness = try Harness()
        try harness.press(.escape)
        try harness.pump()
        #expect(!harness.app.isFinished && harness.app.model.pause == .key)
        try harness.press(.escape)
        try harness.pump()
        #expect(!harness.app.model.isPaused)
        try harness.press(.character("q"))
        try harness.pump()
        #expect(!harness.app.isFinished)
        try harness.press(.control("q"))
        try harness.pump()
        #expect(harness.app.isFinished)
        #expect(harness.app.finish().turns == 0)
    }

    /// SDL's screensaver switch follows the game: off while a turn is played, on while paused,
    /// and on after a minute without input, until the next input.
    @Test func theScreensaverRunsOnlyWhenNoTurnIsPlayed() throws {
        let clock = ManualClock()
        let harness = try Harness(mode: .square, feedback: .zero, clock: clock.client)
        #expect(!harness.context.allowsScreenSaver)
        try harness.press(.character("p"))
        try harness.pump()
        #expect(harness.context.allowsScreenSaver)
        try harness.press(.character("p"))
        try harness.pump()
        #expect(!harness.context.allowsScreenSaver)
        clock.advance(by: .seconds(61))
        try harness.pump()
        #expect(harness.context.allowsScreenSaver)
        try harness.click(harness.larger)
        try harness.pump()
        #expect(!harness.context.allowsScreenSaver && harness.turnEnds.count == 1)
    }

    /// R throws a score away only after asking: Enter confirms, Esc cancels; a score of 0 restarts
    /// at once. The question hides the shapes and holds the turn's clock.
    @Test func restartAsksBeforeThrowingAScoreAway() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.game.score == 1)
        try harness.press(.character("r"))
        try harness.pump()
        #expect(harness.app.model.confirmingRestart && !harness.game.acceptsTaps)
        #expect(harness.app.controls.map(\.name) == ["confirm_restart", "back"])
        try harness.press(.escape)
        try harness.pump()
        #expect(!harness.app.model.confirmingRestart && harness.game.score == 1 && harness.game.acceptsTaps)
        try harness.press(.character("r"))
        try harness.press(.enter)
        try harness.pump()
        #expect(!harness.app.model.confirmingRestart && harness.game.score == 0 && harness.game.acceptsTaps)
        try harness.press(.character("r"))
        try harness.pump()
        #expect(!harness.app.model.confirmingRestart && harness.game.score == 0)
        #expect(harness.appEvents.filter { if case .confirmation(.restart, shown: true) = $0 { true } else { false } }.count == 2)
    }
}
