import Desktop
import Drawing
import GameCore
import Logging
import Platform
import Preferences
import TestSupport

@testable import GameApp

/// The app without a window, for the model-based tests: the app's reducer (or a deliberately
/// wrong one), the real core game, the real input router, scene and controls, and a small
/// interpreter of the effects that reach the game. Platform events go in as SDL would report
/// them; time is a manual clock whose due deadlines fire as the loop's timers would.
final class StoreMachine {
    typealias Reducer = (inout AppModel, AppAction, AppContext) -> [AppEffect]

    private(set) var model: AppModel
    let game: Game
    let saver: StateSaver
    let clock = ManualClock(.seconds(1))
    private let reduce: Reducer
    private var router = InputRouter()
    private var layout: AppControls { didSet { revision += 1 } }
    private var fullscreen = false
    /// When the player last gave any input (the screensaver's minute counts from it).
    private var lastInput: Duration = .zero
    private var controllerNames: [Int32: String] = [:] { didSet { revision += 1 } }
    /// Counts the changes of the model (`send`), the layout and the controllers: what the
    /// machine works out from them (the controls, the scene) is kept while it stays, a number
    /// compared rather than the whole model.
    private var revision = 0
    private var raceTaps: [RaceTap] = []
    private var news: [AppAction] = []
    /// The controls last announced (the log's `controls`).
    private(set) var announced: [Control] = []
    /// The turns ended and the records' figures, for the invariants.
    private(set) var turnsEnded = 0
    private(set) var freeTurnsEnded = 0
    /// What the file says now (the last save that read, and the game's own writes).
    private(set) var file = Settings.defaults
    /// Where one-switch play's ring rests, since when, at which pace; and the first beat found
    /// shorter than the pace.
    private var rest: (place: Place, since: Duration, pace: Int)?

    /// A place the ring rests on: a control, or a shape of one turn (a shape that moves with
    /// the layout is the same place; the next turn's is another).
    struct Place: Equatable {
        let target: FocusTarget
        let turn: Int?
    }
    private(set) var beatViolation: String?

    init(reduce: @escaping Reducer = { AppReducer.reduce(&$0, $1, in: $2) }, seed: UInt64) {
        self.reduce = reduce
        let events = GameEventBus()
        game = Game(
            mode: .mixed, settings: SettingsPrecedence(file: .defaults).initialGameSettings(adaptiveFlag: false, feedbackDuration: nil),
            scorer: MatchScorer.standard, clock: clock.client, randomNumberGenerator: SeededGenerator(seed: seed),
            windowSize: Size(width: 960, height: 640), events: events)
        saver = StateSaver(
            loaded: StateStorage.quiet.load(), storage: .quiet, game: game,
            warnings: Warnings(console: .quiet, logger: Logger(label: "machine") { _ in SwiftLogNoOpLogHandler() }))
        layout = AppControls(layout: game.layout)
        model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        events.subscribe { [unowned self] event in
            switch event {
            case .turnEnded:
                turnsEnded += 1
                // NB: free as the player sees it too: no race on screen.
                if game.play.isFree, model.race == nil { freeTurnsEnded += 1 }
            case .dailyFinished(let result): news.append(.dailyFinished(saver.count(daily: result)))
            case .raceFinished(let summary): news.append(.raceFinished(RaceResult(summary)))
            default: break
            }
        }
        game.start()
        announced = controls
    }

    // MARK: - What the app reads of the world

    /// The controls usable now, worked out afresh for the whole model (the invariants ask this),
    /// kept while the model, the layout and the text scale stay.
    var freshControls: [Control] {
        let textScale = game.layout.textScale
        if let fresh, fresh.revision == revision, fresh.textScale == textScale { return fresh.controls }
        var controls = layout.controls(for: model, pages: 2, preferences: PreferencesScreen.Fit(textScale: textScale))
        // NB: equal to those kept for the model's key, that array, which the announced one
        // usually is: the invariant then compares them by identity.
        if let cached = controlsCache, cached.controls == controls { controls = cached.controls }
        fresh = (revision, textScale, controls)
        return controls
    }
    private var fresh: (revision: Int, textScale: Double, controls: [Control])?
    /// The same, kept while the model's key for them and the layout stay (the machine's own
    /// steps ask this often; the invariant that they are announced asks afresh).
    var controls: [Control] {
        if let cached = controlsCache, cached.revision == revision { return cached.controls }
        let key = ControlsKey(model: AppControls.Key(model), layout: layout.layout)
        if let cached = controlsCache, cached.key == key {
            controlsCache?.revision = revision
            return cached.controls
        }
        let controls = freshControls
        controlsCache = (revision, key, controls)
        return controls
    }
    private struct ControlsKey: Equatable {
        let model: AppControls.Key
        let layout: Layout
    }
    private var controlsCache: (revision: Int, key: ControlsKey, controls: [Control])?
    /// What input and the ring read of the screen with `controls`, kept while nothing it is
    /// made of changes.
    private func reading(controls: [Control]) -> ScreenReading {
        let key = ScreenReading.Key(revision: revision, shapes: game.views.map(\.frame), mode: game.mode, controls: controls)
        if let lastReading, lastReading.key == key { return lastReading }
        let reading = ScreenReading(key, model: model, controllerNames: controllerNames, bar: layout.bar)
        lastReading = reading
        return reading
    }
    private var lastReading: ScreenReading?
    var scene: InputRouter.Scene { scene(controls: controls) }
    func scene(controls: [Control]) -> InputRouter.Scene { reading(controls: controls).scene }
    var scanPlaces: [FocusPlace] { reading(controls: controls).scanPlaces }
    /// The settings in force by the model's, worked out again when the model changes.
    var inForce: Settings {
        if let inForceKept, inForceKept.revision == revision { return inForceKept.settings }
        let settings = model.settings.inForce.settings
        inForceKept = (revision, settings)
        return settings
    }
    private var inForceKept: (revision: Int, settings: Settings)?

    private var context: AppContext {
        let reading = reading(controls: controls)
        return AppContext(
            shapesPerTurn: game.settings.shapesPerTurn, adaptive: game.settings.adaptive,
            isFullscreen: fullscreen, autoplay: false, now: clock.now, focusPlaces: reading.places, score: game.score, lastInput: lastInput,
            today: DailyChallenge.firstDay, dailyCountedToday: false, play: game.play.kind, raceCountdown: .seconds(3),
            scanPlaces: reading.scanPlaces,
            feedback: game.untilNextTurn(at: clock.now),
            feedbackLeft: game.feedbackLeft(at: clock.now), mode: game.mode, shapesShown: game.currentTurn?.startedAt)
    }

    // MARK: - Running

    /// Applies `action` through the reducer and runs the effects that reach the game.
    func send(_ action: AppAction) {
        let ring = model.ring.target
        let before = model
        let effects = reduce(&model, action, context)
        if model != before { revision += 1 }
        for effect in effects { run(effect) }
        settle()
        var beat = false
        if case .scanTick = action { beat = model.ring.target != ring }
        followRing(beat: beat)
    }

    /// Notes where the ring rests from now; a beat that moved it on from a place it rested on
    /// for less than the player's pace is a violation.
    private func followRing(beat: Bool) {
        let pace = model.settings.file.scanMilliseconds
        let found = pace > 0 && model.ring.isShown ? scanPlaces.first { $0.target == model.ring.target } : nil
        let place = found.map { Place(target: $0.target, turn: $0.isShape ? game.viewsTurnID : nil) }
        if beat, let rest, rest.pace == pace, clock.now - rest.since < .milliseconds(pace), beatViolation == nil {
            beatViolation = "the ring left \(rest.place.target) after \(clock.now - rest.since), less than a beat of \(pace) ms"
        }
        guard let place else {
            rest = nil
            return
        }
        if rest?.place != place || rest?.pace != pace { rest = (place, clock.now, pace) }
    }

    /// How many steps have run.
    private(set) var stepsRun = 0

    /// Runs one step.
    func perform(_ step: Step) {
        stepsRun += 1
        switch step {
        case .key(let key):
            route(.keyDown(key, isRepeat: false))
            route(.keyUp(key))
        case .click(let spot):
            let point = resolve(spot)
            route(.mouseDown(.left, at: point))
            route(.mouseUp(.left, at: point))
        case .tap(let spot):
            let point = resolve(spot)
            route(.fingerDown(Finger(device: 42, id: 1), at: point))
            route(.fingerUp(Finger(device: 42, id: 1), at: point))
        case .pad(let pad, let button):
            guard controllerNames[pad] != nil else { return }
            route(.buttonDown(button, controller: ControllerID(pad)))
            route(.buttonUp(button, controller: ControllerID(pad)))
        case .plug(let pad):
            guard controllerNames[pad] == nil else { return }
            route(.controllerAdded(ControllerID(pad), name: "Pad \(pad)"))
            controllerNames[pad] = "Pad \(pad)"
        case .unplug(let pad):
            guard controllerNames[pad] != nil else { return }
            route(.controllerRemoved(ControllerID(pad)))
            controllerNames[pad] = nil
            send(.padUnplugged(pad))
        case .save(let index, let forward):
            let settings = SettingsRegistry.standard.settings
            let descriptor = settings[index % settings.count]
            guard let value = descriptor.stepped(from: file[descriptor], forward: forward) else { return }
            save(SettingsChange(descriptor, to: value).applied(to: file))
        case .saveMode(let mode):
            var next = file
            next.mode = mode
            save(next)
        case .saveKey(let action, let key):
            var next = file
            next.keyBindings = KeyBindings(next.keyBindings.chosen.merging([action: key]) { _, new in new })
            save(next)
        case .badSave:
            let diagnostic = SettingsDiagnostic(path: "settings.toml", line: 3, column: 7, message: "expected a value")
            send(.notifySettings(SettingsNotice(diagnostic: diagnostic, keptPrevious: true)))
        case .resave:
            save(file)
        case .desktop(let wishes):
            send(.desktopInForce(DesktopReading(wishes: wishes, problem: wishes == nil ? "no portal" : nil)))
        case .focus(let gained):
            route(gained ? .focusGained : .focusLost)
        case .resize(let width, let height):
            route(.resized(Size(width: Double(width), height: Double(height))))
        case .wait(let milliseconds):
            pass(.milliseconds(milliseconds))
        }
    }

    private func save(_ settings: Settings) {
        file = settings
        send(.settingsRead(settings))
    }

    private func resolve(_ spot: Step.Spot) -> Point {
        switch spot {
        case .shape(let index):
            let views = game.views
            return views.isEmpty ? Point(x: 1, y: 1) : views[index % views.count].hitPoint
        case .control(let index):
            let controls = controls
            return controls.isEmpty ? Point(x: 1, y: 1) : controls[index % controls.count].frame.center
        case .anywhere(let x, let y):
            let size = game.layout.windowSize
            return Point(x: size.width * Double(x) / 1000, y: size.height * Double(y) / 1000)
        case .larger:
            guard let turn = game.currentTurn, game.views.indices.contains(turn.largestIndex) else { return Point(x: 1, y: 1) }
            return game.views[turn.largestIndex].hitPoint
        }
    }

    private func route(_ event: InputEvent) {
        if event.isFromPlayer {
            lastInput = clock.now
            // NB: as the app does: input takes the screensaver back.
            if model.allowsScreenSaver, !model.hidesShapes { send(.tick(lastInput)) }
        }
        for route in router.route(event, on: scene) {
            switch route {
            case .command(let command): send(.command(command))
            case .resized:
                if case .resized(let size) = event { game.resize(to: size) }
                layout = AppControls(layout: game.layout)
                announced = controls
            case .controller(_, let family?): send(.padPlugged(family))
            case .redraw, .wake, .windowChanged, .controller: break
            }
        }
    }

    /// Time passes in beats no longer than the shortest timer, each firing what is due, as the
    /// loop would.
    func pass(_ interval: Duration) {
        let end = clock.now + interval
        while clock.now < end {
            let ticks = [
                model.notice?.until, model.screens.isEmpty ? model.race?.countdownEnds : nil, ScreenSaverRule.deadline(model, lastInput: lastInput),
            ]
            let scan = model.settings.file.scanMilliseconds > 0 ? model.scanMove ?? clock.now : nil
            let deadlines = (ticks + [game.nextDeadline, scan]).compactMap { $0 }.filter { $0 > clock.now }
            clock.now = min(deadlines.min() ?? end, end)
            let now = clock.now
            if let deadline = game.nextDeadline, now >= deadline {
                // NB: the next turn's shapes show now, whatever is sent next (`send` notes where
                // the ring rests).
                send(.gameTime(now))
            }
            if ticks.contains(where: { $0.map { now >= $0 } ?? false }) { send(.tick(now)) }
            if let scan, now >= scan { send(.scanTick(now)) }
        }
    }

    private func run(_ effect: AppEffect) {
        switch effect {
        case .game(let command): game.handle(command)
        case .advanceGame(let now): game.advance(to: now)
        case .startDaily(let challenge, let practice): game.handle(.startDaily(challenge, practice: practice))
        case .applySettings(let settings, let previous), .applyDesktop(let settings, let previous):
            game.apply(SettingsPrecedence.reconcile(settings.inForce.settings, previous: previous.inForce.settings, inPlay: game.settings))
            if game.layout != layout.layout {
                layout = AppControls(layout: game.layout)
                announced = controls
            }
        case .raceTap(let seat, let target): raceTaps.append(RaceTap(seat: seat, target: target))
        case .setFullscreen(let on): fullscreen = on
        case .changeSetting(let change, _): file = change.applied(to: file)
        case .controlsChanged: announced = controls
        default: break
        }
    }

    /// What follows a step: the race's taps judged together, what the game said sent in, a frame
    /// a screenshot waited for captured.
    private func settle() {
        if !raceTaps.isEmpty {
            let taps = raceTaps
            raceTaps = []
            game.handle(.raceTaps(taps))
        }
        while !news.isEmpty { send(news.removeFirst()) }
        if model.capturesNextFrame { send(.frameCaptured) }
    }
}
