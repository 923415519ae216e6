import GameCore
import Platform
import Preferences

@testable import GameApp

/// The runs of steps that play well, so that the sequences reach what a player reaches: a run of
/// turns, the day's twenty turns and their results (then the same day again, as practice), and
/// a race from joining to its results (and a rematch), its players guessing now and then. Each looks at the app before each step
/// and gives up after a number of steps; each step is a step of its own, which the invariants
/// see and the shrinker can leave out.
extension RealAppGenerator {
    enum Joiner: Hashable {
        case keyboard, mouse
        case pad(Int)
    }

    enum Macro {
        case playWell(left: Int)
        case daily(left: Int)
        case race(joiners: [Joiner], left: Int)
        /// Steps made in advance that bring two features together where they meet (a seam), as
        /// no random walk does often enough: see `seam()`.
        case script([AppStep])
    }

    mutating func joiners() -> [Joiner] {
        var all: [Joiner] = [.keyboard, .mouse, .pad(1), .pad(2), .pad(3)]
        let first = all.remove(at: roll(all.count))
        return [first, all[roll(all.count)]]
    }

    /// The macro's next step, or nil when it is over (the macro is then gone).
    mutating func macroStep(_ current: Macro, _ machine: RealAppMachine) -> AppStep? {
        let step: AppStep?
        if case .script(let steps) = current {
            macro = steps.count > 1 ? .script(Array(steps.dropFirst())) : nil
            return steps.first
        }
        if machine.model.settings.file.scanMilliseconds > 0 {
            // NB: with one-switch play on, every key and click is the switch: it goes off first.
            return .save(SettingsRegistry.keys.scanMilliseconds.descriptor.key, .integer(0))
        }
        switch current {
        case .playWell(let left):
            macro = left > 1 ? .playWell(left: left - 1) : nil
            step = waitForFeedback(machine) ?? .click(.larger)
        case .daily(let left):
            macro = left > 1 ? .daily(left: left - 1) : nil
            step = daily(machine)
        case .race(let joiners, let left):
            macro = left > 1 ? .race(joiners: joiners, left: left - 1) : nil
            step = race(joiners, machine)
        case .script:
            step = nil
        }
        if step == nil { macro = nil }
        return step
    }

    /// The feedback's rest, waited for, while it shows.
    private func waitForFeedback(_ machine: RealAppMachine) -> AppStep? {
        guard let until = machine.game.feedback?.until else { return nil }
        return .wait(max(Int(((until - machine.clock.now) / .milliseconds(1)).rounded(.up)), 1))
    }

    private mutating func daily(_ machine: RealAppMachine) -> AppStep? {
        let (model, game) = (machine.model, machine.game)
        if model.dailyResults != nil, model.screens.isEmpty {
            // The same day again (practice), or back to the free game.
            return roll(2) == 0 ? .key(.character("r")) : pick([.key(.escape), .click(.control("leave_daily")), nil])
        }
        if !model.screens.isEmpty { return .key(.escape) }
        if game.play.daily == nil { return roll(3) == 0 ? .click(.control("daily")) : .key(.character("y")) }
        if let wait = waitForFeedback(machine) { return wait }
        switch roll(20) {
        case 0: return .click(.shape(roll(5)))
        case 1..<3: return .pickLarger
        default: return .click(.larger)
        }
    }

    private mutating func race(_ joiners: [Joiner], _ machine: RealAppMachine) -> AppStep? {
        let model = machine.model
        guard let race = model.race else {
            return machine.game.race == nil ? (roll(3) == 0 ? .click(.control("race")) : .key(.character("v"))) : nil
        }
        if race.result != nil, model.screens.isEmpty { return roll(5) < 2 ? .click(.control("rematch")) : pick([.key(.escape), nil]) }
        if model.waitsForRacer, model.confirmation == nil {
            // The missing player's pad comes back: plugged in again, then its A.
            if let slot = (1...3).first(where: { machine.pads[$0] == nil }), roll(2) == 0 { return .plug(slot) }
            let free = machine.pads.filter { slot, pad in race.seat(of: .controller(pad.id.rawValue)) == nil }.keys.sorted()
            return free.first.map { .pad($0, .a) } ?? .plug(3)
        }
        if !model.screens.isEmpty { return .key(.escape) }
        if race.isJoining {
            let joined = Set(race.players.map(\.device))
            guard let next = joiners.first(where: { !joined.contains(device($0, machine)) }) else { return .wait(100) }
            switch next {
            case .keyboard: return .key(.enter)
            case .mouse: return .click(.anywhere(500, 500))
            case .pad(let slot): return machine.pads[slot] == nil ? .plug(slot) : .pad(slot, .a)
            }
        }
        if race.countdownEnds != nil { return .wait(500) }
        if let wait = waitForFeedback(machine) { return wait }
        let player = pick(race.players)
        // NB: one tap in ten a guess, as players make: a wrong one costs its player a point and the
        // turn, so the scores do not only climb in the steps a clean streak makes (1, 2, 3, 4, 15).
        let guesses = roll(10) == 0
        switch player.device {
        case .keyboard: return guesses ? .key(.character(Character(String(roll(5) + 1)))) : .pickLarger
        case .mouse: return guesses ? .click(.shape(roll(5))) : .click(.larger)
        case .controller(let id):
            let slot = machine.pads.first { $0.value.id.rawValue == id }?.key
            return slot.map { guesses ? .pad($0, .a) : .padToLarger($0) } ?? .click(.larger)
        }
    }

    /// A seam's steps, made in advance with its figures picked at random. Each is where two
    /// features meet and a defect has hidden from random steps:
    /// - a notice (a screenshot's) over a screen while the text size and the window change under
    ///   it, and until it goes: the screen's controls move with the notice's band;
    /// - one-switch play, paused, and a new turn dealt under the pause (a save of the shape
    ///   count) while the ring rests on the pause's controls; or a screen that comes and goes
    ///   before the ring moves on it, so the ring comes back to where it rested;
    /// - the "how it works" panel open in a tall, narrow window (at the foot of the play area),
    ///   a notice showing: the notice keeps beside the panel;
    /// - a small window at a large text size, paused: the pause's text scrolls, and its
    ///   scroll buttons must scroll it, looked at for a few steps.
    mutating func seam() -> [AppStep] {
        let textSize = SettingsRegistry.keys.textSize.descriptor.key
        let scan = SettingsRegistry.keys.scanMilliseconds.descriptor.key
        let small = AppStep.window(.resize(width: Int.random(in: 320...560, using: &random), height: Int.random(in: 240...400, using: &random)))
        switch roll(4) {
        case 0:
            // NB: two sizes a step apart, as the preferences' stepper makes them; in a small window
            // the HUD's band (and so the notice's room) may stay as it was, where only the text
            // size tells the notice's layout from the last.
            let sizes = pick([(100, 110), (110, 100), (110, 120), (150, 160), (190, 200), (200, 190), (100, 200)])
            return [
                pick([.key(.character("h")), .key(.tab), .key(.character("o")), .key(.function(1))]), roll(3) == 0 ? .wait(16) : small,
                pick([.key(.function(12)), .pad(1, .x), .key(.function(12))]), .save(textSize, .integer(sizes.0)), .wait(pick([16, 450])),
                .save(textSize, .integer(sizes.1)), pick([.wait(1000), small, .wait(16)]), .wait(3000), .wait(3000),
                .save(textSize, .integer(100)), .key(.escape),
            ]
        case 1:
            // NB: the ring rests on the pause's Resume or Quit (a beat after the pause opens), and
            // a save of the shape count deals a new turn under it; a pick first, now and then.
            let shapes = SettingsRegistry.keys.shapesPerTurn.descriptor.key
            let pickFirst: [AppStep] = roll(2) == 0 ? [pick([.key(.character("e")), .click(.larger)]), .wait(pick([0, 16, 100]))] : []
            if roll(2) == 0 {
                // (Or a screen that comes and goes before the ring moves on it: the ring comes
                // back to the place it rested on, and is told there again.)
                // NB: a pause, as every key and click is the switch that would open another screen.
                let away: [AppStep] = roll(3) == 0 ? [.window(.minimize), .window(.restore)] : [.focusLost]
                return [.save(scan, .integer(pick([600, 700, 800]))), .wait(pick([16, 300]))] + away + [
                    .wait(pick([0, 16, 100])), pick([.key(.escape), .pad(1, .b), .key(.escape)]), .wait(pick([100, 700])), .save(scan, .integer(0)),
                ]
            }
            return [.save(scan, .integer(pick([600, 700, 800])))] + pickFirst + [
                .focusLost, .wait(pick([700, 1000])), .wait(pick([16, 700])), .save(shapes, .integer(pick([3, 4, 5]))), .wait(100),
                .focusGained, .wait(pick([450, 1000])), .save(shapes, .integer(2)), .wait(100), .save(scan, .integer(0)),
            ]
        case 2:
            let tall = AppStep.window(.resize(width: Int.random(in: 320...560, using: &random), height: Int.random(in: 600...1000, using: &random)))
            return [
                roll(2) == 0 ? tall : .wait(16), .key(.character("i")), pick([.key(.function(12)), .badSave]), .wait(pick([16, 450])), tall,
                .wait(1000), .key(.character("i")),
            ]
        default:
            return [small, roll(2) == 0 ? .save(textSize, .integer(200)) : .desktop(wishes(textScale: 2)), .focusLost]
                + (0..<8).map { _ in roll(3) == 0 ? .click(.control(pick(["scroll_down", "scroll_up"]))) : .wait(16) }
                + [.key(.escape), .save(textSize, .integer(100))]
        }
    }

    /// The race's device a joiner plays with (a pad not plugged in: one that joins no race).
    private func device(_ joiner: Joiner, _ machine: RealAppMachine) -> RaceDevice {
        switch joiner {
        case .keyboard: .keyboard
        case .mouse: .mouse
        case .pad(let slot): .controller(machine.pads[slot]?.id.rawValue ?? -1)
        }
    }
}
