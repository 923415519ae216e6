import Drawing
import GameCore
import Platform
import Preferences
import TestSupport

@testable import GameApp

/// The real app for the model-based test: `GameAppTests.Harness` (the real `GameApp`: its loop
/// and timers, its effect runner, the settings applier, the renderer) under SDL's offscreen driver,
/// on a manual clock, in a `RealAppWorld`, with virtual pads plugged into slots 1 to 3. Each step
/// goes in as the platform would send it (an SDL event pushed into the real queue, a pad's button
/// set, a file saved) and the loop runs until it has handled it; time passes only when a step
/// says so, and then the loop's own timers fire what is due.
@MainActor
final class RealAppMachine {
    let harness: GameAppTests.Harness
    let world = RealAppWorld()
    let clock = ManualClock(.seconds(1))
    /// The virtual pads plugged in, by slot.
    private(set) var pads: [Int: VirtualController] = [:]
    /// What the invariants see happen during the step that runs (`RealAppMachine+Watch.swift`).
    var watch = Watch()
    /// How long after each moment something is due the loop wakes (`AppStep.late`).
    var lateness = Duration.zero

    var app: GameApp { harness.app }
    var model: AppModel { harness.app.model }
    var game: Game { harness.app.game }

    init() throws {
        let world = world
        harness = try GameAppTests.Harness(
            mode: .mixed, feedback: nil, clock: clock.client, raceCountdown: RaceSession.countdown, desktop: world.desktop,
            settingsSource: world.settingsSource, today: world.today)
        startWatching()
    }

    /// The loop runs until it has handled what is queued, and the settings writer's news with it.
    func settle() throws {
        for _ in 0..<3 { try app.step(maximumWait: 0) }
        // NB: the game's own writes go on the writer's thread: waited for here, so the news of
        // them comes in this step, whatever the machine's speed.
        app.parts.settings.writer.sync {}
        for _ in 0..<2 { try app.step(maximumWait: 0) }
    }

    /// Where `spot` is on the screen now; nil where it aims at nothing there.
    func point(_ spot: AppStep.Spot) -> Point? {
        switch spot {
        case .shape(let index):
            let views = game.views
            return views.isEmpty ? nil : views[index % views.count].hitPoint
        case .control(let name):
            return app.controls.first { $0.name == name }?.frame.center
        case .anywhere(let x, let y):
            let size = game.layout.windowSize
            return Point(x: size.width * Double(x) / 1000, y: size.height * Double(y) / 1000)
        case .larger:
            guard let turn = game.currentTurn, game.views.indices.contains(turn.largestIndex) else { return nil }
            return game.views[turn.largestIndex].hitPoint
        }
    }

    /// Presses and lets go of `button` on `pad`, the loop running after each.
    func press(_ button: ControllerButton, on pad: VirtualController) throws {
        try pad.set(button, pressed: true)
        try settle()
        try pad.set(button, pressed: false)
        try settle()
    }

    func plug(_ slot: Int) throws {
        guard pads[slot] == nil else { return }
        pads[slot] = try VirtualController(context: harness.context)
    }

    func unplug(_ slot: Int) {
        pads[slot] = nil
    }

    /// The slot's pad moves the ring it steers (its race seat's, else the game's) onto the
    /// larger shape, a press at a time, then presses A.
    func padToLarger(_ slot: Int) throws {
        guard let pad = pads[slot] else { return }
        for _ in 0..<8 {
            guard let largest = game.currentTurn?.largestIndex, game.views.indices.contains(largest) else { return }
            let seat = model.race?.seat(of: .controller(pad.id.rawValue))
            let ring = seat.flatMap { model.race?.rings[$0] } ?? model.ring
            var button = ControllerButton.dpadUp
            if !ring.isShown {
                button = .dpadLeft
            } else if case .shape(let index)? = ring.target, game.views.indices.contains(index) {
                if index == largest { break }
                let (from, to) = (game.views[index].frame.center, game.views[largest].frame.center)
                let (dx, dy) = (to.x - from.x, to.y - from.y)
                button = abs(dx) >= abs(dy) ? (dx < 0 ? .dpadLeft : .dpadRight) : (dy < 0 ? .dpadUp : .dpadDown)
            }
            try press(button, on: pad)
        }
        try press(.a, on: pad)
    }

    /// Sends `event` as the platform would, into SDL's queue.
    func push(_ event: InputEvent) throws {
        try app.screen.queue.push(event, to: app.screen.window)
    }
}
