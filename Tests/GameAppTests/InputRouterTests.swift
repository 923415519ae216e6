import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// Input as the router turns it into commands, device by device, without a window.
struct InputRouterTests {
    /// Two shapes side by side above a bar of controls, as a 800×500 window lays them out.
    static func scene(paused: Bool = false, overlaid: Bool = false, shapes: Int = 2) -> InputRouter.Scene {
        let layout = Layout(windowSize: Size(width: 800, height: 500), shapeCount: shapes)
        let frames = (0..<shapes).map { layout.cell($0).insetBy(dx: 20, dy: 20) }
        let bar = ControlBar(layout: layout).controls
        let menu = PauseMenu(covering: Rect(x: 0, y: 0, width: 800, height: layout.barFrame.minY)).controls
        return InputRouter.Scene(
            shapes: paused || overlaid ? [] : frames, controls: bar + (paused ? menu : []), isPaused: paused, isOverlaid: overlaid, mode: .circle)
    }

    /// The commands routed, less the ring's hiding that every click and tap starts with (the
    /// ring's own tests show it).
    func commands(_ routes: [InputRouter.Route]) -> [AppCommand] {
        routes.compactMap { if case .command(let command) = $0, command != .hideFocus { command } else { nil } }
    }

    @Test func clicksAndKeysBecomeCommands() {
        var router = InputRouter()
        let scene = Self.scene()
        #expect(commands(router.route(.mouseDown(.left, at: Point(x: 3, y: 4)), on: scene)) == [.game(.tap(Point(x: 3, y: 4), by: .mouse))])
        #expect(commands(router.route(.mouseDown(.right, at: Point(x: 3, y: 4)), on: scene)).isEmpty)
        #expect(router.route(.mouseDown(.right, at: Point(x: 3, y: 4)), on: scene) == [.command(.hideFocus)])
        #expect(commands(router.route(.keyDown(.character("n"), isRepeat: false), on: scene)) == [.toggleMute])
        #expect(router.route(.keyDown(.character("n"), isRepeat: true), on: scene).isEmpty)
        #expect(commands(router.route(.keyDown(.character("s"), isRepeat: false), on: scene)) == [.game(.setMode(.square))])
        #expect(commands(router.route(.keyDown(.function(12), isRepeat: false), on: scene)) == [.screenshot])
        #expect(commands(router.route(.quit, on: scene)) == [.quit])
        #expect(router.route(.resized(Size(width: 1, height: 1)), on: scene) == [.resized])
        #expect(router.route(.wake, on: scene) == [.wake])
        #expect(router.route(.mouseMoved(to: .zero), on: scene).isEmpty)
        let pause = scene.controls.first { $0.action == .togglePause(.mouse) }
        #expect(commands(router.route(.mouseDown(.left, at: pause?.frame.center ?? .zero), on: scene)) == [.togglePause(.mouse)])
    }

    @Test func aFingerTapIsATapAndASecondFingerIsIgnored() {
        var router = InputRouter()
        let scene = Self.scene()
        let first = Finger(device: 1, id: 10)
        let second = Finger(device: 1, id: 11)
        let point = Point(x: 200, y: 200)
        #expect(commands(router.route(.fingerDown(first, at: point), on: scene)) == [.game(.tap(point, by: .touch))])
        #expect(router.route(.fingerDown(second, at: Point(x: 600, y: 200)), on: scene).isEmpty)
        #expect(router.route(.fingerUp(second, at: point), on: scene).isEmpty)
        // The first finger is still down: a third is ignored too.
        #expect(router.route(.fingerDown(Finger(device: 1, id: 12), at: point), on: scene).isEmpty)
        _ = router.route(.fingerUp(first, at: point), on: scene)
        _ = router.route(.fingerUp(Finger(device: 1, id: 12), at: point), on: scene)
        #expect(commands(router.route(.fingerDown(second, at: point), on: scene)) == [.game(.tap(point, by: .touch))])
        // A finger lifted while the window looked away does not block the next tap.
        _ = router.route(.focusLost, on: scene)
        #expect(commands(router.route(.fingerDown(first, at: point), on: scene)) == [.game(.tap(point, by: .touch))])
    }

    @Test func focusLossAndMinimizingPause() {
        var router = InputRouter()
        #expect(commands(router.route(.focusLost, on: Self.scene())) == [.pause(.focus)])
        #expect(commands(router.route(.minimized, on: Self.scene())) == [.pause(.minimized)])
        #expect(commands(router.route(.focusGained, on: Self.scene())).isEmpty)
    }

    @Test func whilePausedAnyClickTapKeyOrButtonResumesButThePauseButtonsDoTheirJob() {
        var router = InputRouter()
        let scene = Self.scene(paused: true)
        let quit = scene.controls.first { $0.action == .quit }?.frame.center ?? .zero
        let resume = scene.controls.first { $0.action == .resume }?.frame.center ?? .zero
        #expect(commands(router.route(.mouseDown(.left, at: Point(x: 5, y: 5)), on: scene)) == [.resume])
        #expect(commands(router.route(.mouseDown(.right, at: quit), on: scene)) == [.resume])
        #expect(commands(router.route(.mouseDown(.left, at: quit), on: scene)) == [.quit])
        #expect(commands(router.route(.mouseDown(.left, at: resume), on: scene)) == [.resume])
        #expect(commands(router.route(.fingerDown(Finger(device: 1, id: 1), at: quit), on: scene)) == [.quit])
        #expect(commands(router.route(.keyDown(.character("s"), isRepeat: false), on: scene)) == [.resume])
        #expect(commands(router.route(.keyDown(.character("p"), isRepeat: false), on: scene)) == [.resume])
        #expect(commands(router.route(.keyDown(.escape, isRepeat: false), on: scene)) == [.resume])
        #expect(commands(router.route(.keyDown(.control("q"), isRepeat: false), on: scene)) == [.quit])
        #expect(commands(router.route(.keyDown(.function(12), isRepeat: false), on: scene)) == [.screenshot])
        for button in [ControllerButton.b, .start, .y, .back, .leftShoulder] {
            #expect(commands(router.route(.buttonDown(button, controller: ControllerID(0)), on: scene)) == [.resume])
        }
    }

    /// The router and the app's model together: each event's commands go through the reducer,
    /// as the app sends them, and the effects come back.
    struct Player {
        var router = InputRouter()
        var model = AppModel(placement: WindowPlacement(width: 800, height: 500))

        mutating func send(_ event: InputEvent, on scene: InputRouter.Scene) -> [AppEffect] {
            var effects: [AppEffect] = []
            for case .command(let command) in router.route(event, on: scene) {
                let context = AppContext(
                    shapesPerTurn: 2, adaptive: false, isFullscreen: false, autoplay: false, now: .zero,
                    focusPlaces: scene.places)
                effects += AppReducer.reduce(&model, .command(command), in: context)
            }
            return effects
        }
    }

    @Test func theControllerShowsTheRingFirstThenMovesAndTaps() {
        var player = Player()
        let scene = Self.scene()
        let pad = ControllerID(3)
        // The first press only shows the ring, on the first shape (the log says where it rests).
        #expect(player.send(.buttonDown(.a, controller: pad), on: scene) == [.announce(.focus(.shape(0)))])
        #expect(player.model.ring.isShown && player.model.ring.target == .shape(0))
        #expect(player.model.ring.frame(among: scene.places) == scene.shapes[0])
        #expect(player.send(.buttonDown(.dpadRight, controller: pad), on: scene) == [.announce(.focus(.shape(1)))])
        #expect(player.model.ring.target == .shape(1))
        #expect(player.send(.buttonDown(.a, controller: pad), on: scene) == [.game(.pick(1, by: .gamepad))])
        // Nothing lies further right: the ring stays.
        #expect(player.send(.buttonDown(.dpadRight, controller: pad), on: scene).isEmpty && player.model.ring.target == .shape(1))
        // Down goes to the bar; A there uses the control.
        _ = player.send(.buttonDown(.dpadDown, controller: pad), on: scene)
        guard case .control(let action) = player.model.ring.target else {
            Issue.record("the ring did not reach the bar")
            return
        }
        let effects = player.send(.buttonDown(.a, controller: pad), on: scene)
        var fresh = Player().model
        #expect(effects == AppReducer.reduce(&fresh, .command(action.by(.gamepad)), in: Self.context))
        // A mouse click hides the ring.
        _ = player.send(.mouseDown(.left, at: .zero), on: scene)
        #expect(!player.model.ring.isShown && player.model.ring.frame(among: scene.places) == nil)
    }

    static let context = AppContext(
        shapesPerTurn: 2, adaptive: false, isFullscreen: false, autoplay: false, now: .zero)

    @Test func theControllerButtonsDoWhatTheHelpSays() {
        var router = InputRouter()
        let scene = Self.scene()
        let pad = ControllerID(0)
        func press(_ button: ControllerButton, on scene: InputRouter.Scene = Self.scene()) -> [AppCommand] {
            commands(router.route(.buttonDown(button, controller: pad), on: scene))
        }
        #expect(press(.start) == [.togglePreferences])
        #expect(press(.back) == [.toggleHelp])
        #expect(press(.y) == [.toggleStats])
        #expect(press(.rightShoulder) == [.game(.setMode(GameMode.circle.stepped(by: 1)))])
        #expect(press(.leftShoulder) == [.game(.setMode(GameMode.circle.stepped(by: -1)))])
        #expect(press(.x) == [.screenshot] && press(.misc) == [.screenshot])
        #expect(press(.b) == [.backOut])
        #expect(press(.b, on: Self.scene(overlaid: true)) == [.backOut])
        _ = scene
    }

    @Test func thePauseScreenIsUsableFromTheController() {
        var player = Player()
        let scene = Self.scene(paused: true)
        player.model.open(.pause(.key))
        let pad = ControllerID(0)
        _ = player.send(.buttonDown(.dpadDown, controller: pad), on: scene)
        #expect(player.model.ring.target == .control(.resume))
        _ = player.send(.buttonDown(.dpadRight, controller: pad), on: scene)
        #expect(player.model.ring.target == .control(.quit))
        _ = player.send(.buttonDown(.a, controller: pad), on: scene)
        #expect(player.model.quitRequested)
    }

    /// With one-switch play on, a pad's B is its Esc, never the switch: it backs out (and so
    /// never presses the pause's Quit the ring rests on), while A and the other buttons are the
    /// switch, as any key but Esc is.
    @Test func withOneSwitchPlayOnAPadsBBacksOutAndTheOtherButtonsAreTheSwitch() {
        var router = InputRouter()
        let pad = ControllerID(0)
        func press(_ button: ControllerButton, on scene: InputRouter.Scene) -> [AppCommand] {
            commands(router.route(.buttonDown(button, controller: pad), on: scene))
        }
        var scene = Self.scene()
        scene.isScanning = true
        var paused = Self.scene(paused: true)
        paused.isScanning = true
        for button in [ControllerButton.a, .x, .y, .start, .back, .leftShoulder, .dpadUp] {
            #expect(press(button, on: scene) == [.scanPress(.gamepad)])
            #expect(press(button, on: paused) == [.scanPress(.gamepad)])
        }
        #expect(press(.b, on: scene) == [.backOut])
        #expect(press(.b, on: paused) == [.resume])
        #expect(commands(router.route(.keyDown(.escape, isRepeat: false), on: paused)) == [.resume])
    }

    @Test func theStickStepsOncePerPushAndIgnoresJitter() {
        var sticks = StickDirections()
        let pad = ControllerID(1)
        #expect(sticks.move(.leftX, to: 0.2, on: pad) == nil)
        #expect(sticks.move(.leftX, to: 0.7, on: pad) == .right)
        #expect(sticks.move(.leftX, to: 1.0, on: pad) == nil)
        #expect(sticks.move(.leftX, to: 0.4, on: pad) == nil)
        #expect(sticks.move(.leftX, to: 0.9, on: pad) == nil)
        #expect(sticks.move(.leftX, to: 0.1, on: pad) == nil)
        #expect(sticks.move(.leftX, to: -0.8, on: pad) == .left)
        #expect(sticks.move(.leftY, to: -0.9, on: pad) == .up)
        #expect(sticks.move(.leftY, to: 0, on: pad) == nil)
        #expect(sticks.move(.leftY, to: 0.9, on: pad) == .down)
        #expect(sticks.move(.rightX, to: 1, on: pad) == nil)
        // Another pad has its own stick.
        #expect(sticks.move(.leftY, to: 0.9, on: ControllerID(2)) == .down)
    }

    /// From every shape of every grid (2 to 5 shapes), each direction reaches the neighbour an
    /// eye would pick, and the bar lies below.
    @Test(arguments: 2...5) func theRingMovesSpatiallyInEveryLayout(shapes: Int) {
        let scene = Self.scene(shapes: shapes)
        let frames = scene.places.map(\.frame)
        for (index, frame) in scene.shapes.enumerated() {
            for direction in Direction.allCases {
                let next = SpatialNavigation.nearest(from: frame, toward: direction, among: frames)
                let expected = frames.indices.filter { candidate in
                    let offset = (x: frames[candidate].center.x - frame.center.x, y: frames[candidate].center.y - frame.center.y)
                    // Within 45° of the direction.
                    switch direction {
                    case .left: return offset.x < -0.5 && abs(offset.y) <= abs(offset.x)
                    case .right: return offset.x > 0.5 && abs(offset.y) <= abs(offset.x)
                    case .up: return offset.y < -0.5 && abs(offset.x) <= abs(offset.y)
                    case .down: return offset.y > 0.5 && abs(offset.x) <= abs(offset.y)
                    }
                }
                if expected.isEmpty {
                    // Sideways, nothing; up or down, whatever lies that way at all.
                    if direction == .left || direction == .right { #expect(next == nil, "shape \(index) of \(shapes) going \(direction)") }
                } else {
                    #expect(next.map(expected.contains) == true, "shape \(index) of \(shapes) going \(direction)")
                }
            }
            // Down from any shape in the lowest row reaches the bar.
            let lowest = scene.shapes.map(\.maxY).max() ?? 0
            if frame.maxY == lowest, let next = SpatialNavigation.nearest(from: frame, toward: .down, among: frames) {
                #expect(next >= scene.shapes.count)
            }
        }
        // From the bar, up reaches a shape.
        if let bar = scene.controls.first, let next = SpatialNavigation.nearest(from: bar.frame, toward: .up, among: frames) {
            #expect(next < scene.shapes.count)
        }
    }
}

/// Keys that back out, and a question that waits for its answer.
@Suite struct BackingOutTests {
    static func key(_ key: Key, on scene: InputRouter.Scene) -> [AppCommand] {
        var router = InputRouter()
        return router.route(.keyDown(key, isRepeat: false), on: scene).compactMap { if case .command(let command) = $0 { command } else { nil } }
    }

    @Test func escBacksOutCtrlQQuitsAndQAloneDoesNothing() {
        let scene = InputRouterTests.scene()
        #expect(Self.key(.escape, on: scene) == [.backOut])
        #expect(Self.key(.control("q"), on: scene) == [.quit])
        #expect(Self.key(.character("q"), on: scene).isEmpty)
        #expect(Self.key(.character("r"), on: scene) == [.restart])
        // Ctrl with another letter is no hotkey: Ctrl+S does not choose squares.
        #expect(Self.key(.control("s"), on: scene).isEmpty)
        // Ctrl alone, the first half of Ctrl+Q, does not resume a pause: Ctrl+Q quits from it.
        let paused = InputRouterTests.scene(paused: true)
        #expect(Self.key(.modifier, on: paused).isEmpty && Self.key(.control("q"), on: paused) == [.quit])
        #expect(Self.key(.escape, on: paused) == [.resume])
    }

    @Test func aQuestionTakesOnlyItsAnswers() {
        var scene = InputRouterTests.scene()
        scene.confirming = .confirmRestart
        let layout = Layout(windowSize: Size(width: 800, height: 500), shapeCount: 2)
        scene.controls = AppControls(layout: layout).restartPrompt.controls
        scene.shapes = []
        // Space pauses elsewhere: a player reaching for the pause does not answer yes.
        #expect(Self.key(.enter, on: scene) == [.confirmRestart] && Self.key(.space, on: scene).isEmpty)
        #expect(Self.key(.escape, on: scene) == [.backOut] && Self.key(.control("q"), on: scene) == [.quit])
        #expect(Self.key(.character("s"), on: scene).isEmpty && Self.key(.character("n"), on: scene).isEmpty)
        var router = InputRouter()
        let pad = ControllerID(1)
        #expect(router.route(.buttonDown(.a, controller: pad), on: scene) == [.command(.confirmRestart)])
        #expect(router.route(.buttonDown(.b, controller: pad), on: scene) == [.command(.backOut)])
        #expect(router.route(.buttonDown(.start, controller: pad), on: scene).isEmpty)
        // A click: its buttons answer; anywhere else, nothing.
        let cancel = scene.controls[1].frame.center
        #expect(router.route(.mouseDown(.left, at: cancel), on: scene) == [.command(.hideFocus), .command(.backOut)])
        #expect(router.route(.mouseDown(.left, at: Point(x: 5, y: 5)), on: scene) == [.command(.hideFocus)])
    }
}

/// The help names the buttons of the pad in hand.
@Suite struct PadNamesTests {
    static func keys(_ family: ControllerFamily) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Hotkeys.controllerHelp(for: family).map { ($0.action, $0.keys) })
    }

    @Test func eachFamilyHasItsOwnLabels() {
        let xbox = Self.keys(.xbox)
        #expect(xbox["tap the ringed shape or control"] == "A" && xbox["back out, as Esc does"] == "B" && xbox["preferences"] == "Start")
        let playStation = Self.keys(.playStation)
        #expect(playStation["tap the ringed shape or control"] == "Cross" && playStation["back out, as Esc does"] == "Circle")
        #expect(playStation["stats"] == "Triangle" && playStation["screenshot"] == "Square" && playStation["preferences"] == "Options")
        #expect(playStation["help"] == "Share" && playStation["previous / next mode"] == "L1 / R1")
        // SDL follows a Nintendo pad's labels: A confirms, and it is the east button.
        let nintendo = Self.keys(.nintendo)
        #expect(nintendo["tap the ringed shape or control"] == "A" && nintendo["preferences"] == "+" && nintendo["help"] == "−")
        #expect(Self.keys(.generic) == xbox)
    }

    @Test func thePadPluggedInLastIsTheOneNamed() {
        var app = AppReducerTests.Harness()
        #expect(app.model.padFamily == .generic)
        #expect(app.send(.padPlugged(.playStation)).isEmpty && app.model.padFamily == .playStation)
        var router = InputRouter()
        let scene = InputRouterTests.scene()
        #expect(
            router.route(.controllerAdded(ControllerID(4), name: "DualSense", family: .playStation), on: scene) == [
                .controller(name: "DualSense", family: .playStation)
            ])
        #expect(router.route(.controllerRemoved(ControllerID(4)), on: scene) == [.controller(name: nil, family: nil)])
    }
}

extension InputRouterTests {
    /// In a race each device is one player's: the keyboard's keys, a pad's buttons and stick, the
    /// mouse's clicks go to their own seats; touch and unseated devices play nobody.
    @Test func inARaceEachDeviceGoesToItsOwnPlayer() {
        var router = InputRouter()
        var scene = Self.scene()
        let pad = ControllerID(4)
        scene.race = RaceInput(phase: .playing, seats: [.keyboard: 0, .controller(4): 1])
        #expect(commands(router.route(.keyDown(.left, isRepeat: false), on: scene)) == [.raceMoveRing(seat: 0, .left)])
        #expect(commands(router.route(.keyDown(.character("2"), isRepeat: false), on: scene)) == [.raceTap(seat: 0, .shape(1))])
        #expect(commands(router.route(.keyDown(.space, isRepeat: false), on: scene)) == [.raceUseRing(seat: 0)])
        // A mode's letter would end the race: in one, it does nothing.
        #expect(commands(router.route(.keyDown(.character("s"), isRepeat: false), on: scene)) == [])
        #expect(commands(router.route(.buttonDown(.dpadRight, controller: pad), on: scene)) == [.raceMoveRing(seat: 1, .right)])
        #expect(commands(router.route(.axisMoved(.leftY, value: 0.9, controller: pad), on: scene)) == [.raceMoveRing(seat: 1, .down)])
        #expect(commands(router.route(.buttonDown(.a, controller: pad), on: scene)) == [.raceUseRing(seat: 1)])
        // The mouse has no seat here, another pad neither; touch never has one.
        let shape = scene.shapes[0].center
        #expect(commands(router.route(.mouseDown(.left, at: shape), on: scene)) == [])
        #expect(commands(router.route(.buttonDown(.dpadLeft, controller: ControllerID(9)), on: scene)) == [])
        #expect(commands(router.route(.fingerDown(Finger(device: 1, id: 1), at: shape), on: scene)) == [.raceRefusesTouch])
        // While it waits for players, each device's confirm joins it.
        scene.race = RaceInput(phase: .joining, seats: [:], controllerNames: [4: "DualSense"])
        #expect(commands(router.route(.keyDown(.enter, isRepeat: false), on: scene)) == [.raceJoin(.keyboard, name: nil)])
        #expect(commands(router.route(.buttonDown(.a, controller: pad), on: scene)) == [.raceJoin(.controller(4), name: "DualSense")])
        #expect(commands(router.route(.mouseDown(.left, at: shape), on: scene)) == [.raceJoin(.mouse, name: nil)])
    }
}
