import Drawing
import GameCore
import Platform
import Preferences

@testable import GameApp

/// What the invariants see of a step besides the app as it is after it: the model and records as
/// they were before, the turns that ended during it and what played them, each frame's notice,
/// the controls last announced, and where one-switch play's ring rested and what was told of it.
extension RealAppMachine {
    struct TurnSeen {
        let result: TurnResult
        /// Free play: no daily challenge, no race in the game or on the screen.
        let free: Bool
        let underScreen: Bool
        let racerMissing: Bool
    }

    struct Watch {
        var before: AppModel?
        /// How many steps have begun.
        var steps = 0
        /// Whether the file read badly before the step.
        var broken = false
        var record = GameRecord()
        var turns: [TurnSeen] = []
        /// The pad unplugged by the step, by its SDL instance id.
        var unplugged: Int32?
        /// Each frame drawn during the step whose notice lay over the "how it works" panel.
        var noticesOverPanel: [String] = []
        /// The controls the app last announced (the event log's `controls`).
        var announced: [Control] = []
        /// The notice along the bottom when they were announced (its band moves some screens' lines).
        var announcedNotice: AppModel.Notice?
        var scan = ScanWatch()

        @MainActor
        mutating func begin(_ machine: RealAppMachine) {
            before = machine.model
            steps += 1
            broken = machine.world.broken.withLock { $0 }
            record = machine.app.parts.saver.record
            turns = []
            unplugged = nil
            noticesOverPanel = []
        }

        @MainActor
        mutating func end(_ machine: RealAppMachine) {
            scan.note(machine.app, at: machine.clock.now, byTime: false, feedbackUntil: nil)
        }
    }

    func startWatching() {
        watch.announced = app.controls
        watch.announcedNotice = model.notice
        app.game.events.subscribe { [unowned self] event in
            guard case .turnEnded(let result, _) = event else { return }
            watch.turns.append(
                TurnSeen(
                    result: result, free: game.play.isFree && game.race == nil && model.race == nil, underScreen: model.hidesShapes,
                    racerMissing: model.race?.missing.isEmpty == false))
        }
        app.appEvents.subscribe { [unowned self] event in
            switch event {
            case .controls(let controls):
                watch.announced = controls
                watch.announcedNotice = model.notice
            case .focus(let target, _, let frame):
                watch.scan.told.heard(target, frame: frame, at: clock.now)
            default: break
            }
        }
        app.renderer.renderer.drawn = []
        app.afterEachFrame = { [unowned self] in noteFrame() }
    }

    /// Looks at the frame just drawn: a notice's text beside the panel, never over it.
    private func noteFrame() {
        defer { app.renderer.renderer.drawn = [] }
        guard model.facesInside, model.notice != nil, let aside = game.layout.asideFrame, let scale = try? app.renderer.renderer.pixelScale()
        else { return }
        var panel = aside.scaled(by: scale).insetBy(dx: 0.5, dy: 0.5)
        // (Where the panel takes the whole band, a notice goes over its top as over a screen,
        // and its lines and scroll buttons begin below the notice.)
        if game.layout.asideTakesBand, let column = app.layout.insideColumn {
            let top = min(column.text.minY, column.up.minY)
            panel = Rect(x: aside.minX, y: top, width: aside.width, height: max(aside.maxY - top, 1)).scaled(by: scale).insetBy(dx: 0.5, dy: 0.5)
        }
        let notice = (app.renderer.renderer.drawn ?? []).filter { $0.layer == GameRenderer.Layer.notice.rawValue }
        if let over = notice.first(where: { $0.frame.intersects(panel) }) {
            watch.noticesOverPanel.append("the notice's text at \(over.frame.short) lies over the panel at \(panel.short) (output pixels)")
        }
    }

    /// Lets `interval` pass: the clock runs to each moment a timer of the loop is due (`lateness`
    /// after it, and on at most half a second at a time), and the loop runs there, as it would
    /// wake in a real run.
    func pass(_ interval: Duration) throws {
        let end = clock.now + interval
        while clock.now < end, !app.isFinished {
            let due = dueTimes.filter { $0 > clock.now }.min()
            let feedback = game.feedback?.until
            clock.now = min(due.map { $0 + lateness } ?? end, end, clock.now + .milliseconds(500))
            try settle()
            watch.scan.note(app, at: clock.now, byTime: true, feedbackUntil: feedback)
        }
    }

    /// When the app's parts say something is due next (what the loop's timers wait for).
    private var dueTimes: [Duration] {
        let model = model
        let scanning = model.settings.file.scanMilliseconds > 0
        return [
            game.nextDeadline, model.notice?.until, model.screens.isEmpty ? model.race?.countdownChange(after: app.frames.countdownShown) : nil,
            ScreenSaverRule.deadline(model, lastInput: app.input.lastInput), app.parts.scorePop.streak.nextChange, app.parts.sound.restAt,
            scanning ? model.scanMove : nil,
        ].compactMap { $0 }
    }
}
