import GameCore
import Platform
import Preferences

@testable import GameApp

/// What the game promises after every step, whatever came before. Each returns nil when it
/// holds, else what is wrong.
enum Invariant: String, CaseIterable {
    case drawnAgreesWithPlay
    case coveredGameEndsNoTurn
    case racerKeepsSeat
    case recordsOnlyFromFreeTurns
    case controlsAnnouncedAndHit
    case scanBeatIsWhole
    case settingsInForce
    case escNeverQuitsCtrlQAlwaysDoes
    case insideBesideShapes

    /// The world before a step, for the invariants that compare.
    struct Before {
        let model: AppModel
        let turnsEnded: Int
        let freeTurnsEnded: Int
        let record: GameRecord
        let hidden: Bool
        init(_ machine: StoreMachine) {
            model = machine.model
            turnsEnded = machine.turnsEnded
            freeTurnsEnded = machine.freeTurnsEnded
            record = machine.saver.record
            hidden = machine.model.hidesShapes
        }
    }

    func check(_ machine: StoreMachine, after step: Step, before: Before) -> String? {
        let model = machine.model
        let game = machine.game
        switch self {
        case .drawnAgreesWithPlay:
            if game.play.kind == .race, model.race == nil || model.race?.isJoining == true { return "the game races but the screen shows no race" }
            if model.race?.isPlaying == true || model.race?.result != nil, game.play.kind != .race {
                return "the race's HUD shows but the game plays \(game.play.kind)"
            }
            if model.dailyResults != nil, game.play.daily == nil { return "the daily's results show but no daily is played" }
            return nil
        case .coveredGameEndsNoTurn:
            if game.areShapesHidden != model.hidesShapes {
                return "the game hides its shapes: \(game.areShapesHidden), the screen: \(model.hidesShapes)"
            }
            if model.screens.filter({ if case .pause = $0 { true } else { false } }).count > 1 { return "two pauses in the stack" }
            if before.hidden, model.hidesShapes, machine.turnsEnded != before.turnsEnded { return "a turn ended under a screen" }
            return nil
        case .racerKeepsSeat:
            guard let race = model.race else { return nil }
            if !race.missing.isEmpty, !model.waitsForRacer { return "a racer is missing and the race does not wait" }
            if !race.missing.isEmpty, !(before.model.race?.missing.isEmpty ?? true), machine.turnsEnded != before.turnsEnded {
                return "a turn ended while a racer was missing"
            }
            if case .unplug(let pad) = step, let seat = before.model.race?.seat(of: .controller(pad)) {
                guard race.players.indices.contains(seat), race.players[seat].device == .controller(pad), race.missing.contains(seat) else {
                    return "the racer of pad \(pad) lost seat \(seat + 1)"
                }
            }
            return nil
        case .recordsOnlyFromFreeTurns:
            let (old, new) = (before.record, machine.saver.record)
            let changed = old.highScore != new.highScore || old.highScores != new.highScores || old.bestStreak != new.bestStreak
            if changed, machine.freeTurnsEnded == before.freeTurnsEnded { return "a record changed with no free turn ended" }
            return nil
        case .controlsAnnouncedAndHit:
            let controls = machine.freshControls
            if machine.announced != controls { return "the controls changed without being announced" }
            let scene = machine.scene(controls: controls)
            if scene.isScanning { return nil }
            // NB: three controls a step, in turn: over a sequence every one is clicked, at a
            // tenth of the cost of clicking them all every step.
            let picked = controls.isEmpty ? [] : (0..<min(3, controls.count)).map { controls[(machine.stepsRun * 3 + $0) % controls.count] }
            for control in picked {
                var router = InputRouter()
                let point = control.frame.center
                let routes = router.route(.mouseDown(.left, at: point), on: scene) + router.route(.mouseUp(.left, at: point), on: scene)
                let commands = routes.compactMap { if case .command(let command) = $0 { command } else { nil } }
                // NB: a preferences line holds its two halves; the first control listed at a point takes the click.
                guard let first = controls.first(where: { $0.frame.contains(point) }) else { return "\(control.action) is not where it is listed" }
                if !commands.contains(first.action) { return "a click on \(first.action) gives \(commands)" }
            }
            return nil
        case .scanBeatIsWhole:
            return machine.beatViolation
        case .settingsInForce:
            if model.settings.held != nil, model.race == nil, game.play.isFree { return "a save waits though no session is played" }
            if (model.settings.held ?? model.settings.file) != machine.file { return "the model's settings are not the file's" }
            // What is in force follows the model's settings: the desktop's text scale times the
            // file's size, within 100 to 200, and a theme the file names over the desktop's.
            let inForce = machine.inForce
            if model.settings.file.theme != .auto, inForce.theme != model.settings.file.theme { return "the desktop's theme won over the file's" }
            if model.settings.desktop?.wishes == nil, inForce.textSize != model.settings.file.textSize {
                return "a text size with no desktop is not the file's"
            }
            if !(100...200).contains(inForce.textSize) { return "a text size of \(inForce.textSize) is in force" }
            if game.play.isFree, model.race == nil, game.settings.shapesPerTurn != inForce.shapesPerTurn {
                return "the game plays \(game.settings.shapesPerTurn) shapes, the settings say \(inForce.shapesPerTurn)"
            }
            if case .resave = step, model != before.model { return "a save that changes nothing changed the model" }
            return nil
        case .insideBesideShapes:
            // The "how it works" panel has its side of the play area, and no shape is under it.
            if game.layout.keepsAside != model.showsInside {
                return "the panel shows: \(model.showsInside); the game keeps its side: \(game.layout.keepsAside)"
            }
            if let aside = game.layout.asideFrame, game.views.contains(where: { $0.frame.insetBy(dx: 0.5, dy: 0.5).intersects(aside) }) {
                return "a shape lies under the panel"
            }
            return nil
        case .escNeverQuitsCtrlQAlwaysDoes:
            if case .key(.escape) = step, model.quitRequested, !before.model.quitRequested { return "Esc quit" }
            if case .key(.control("q")) = step, !model.quitRequested { return "Ctrl+Q did not quit" }
            return nil
        }
    }
}
