import Desktop
import GameCore
import Platform
import Preferences

@testable import GameApp

/// Makes the steps of one sequence from a seed, looking at the app as it goes: a control is
/// chosen among those on screen and named, a setting is stepped from what the file says. Most
/// steps are one thing done at random; about one roll in twenty begins a run of steps that plays
/// well (a run of turns, a day's challenge and its practice, a race from joining to results),
/// with a random step now and then between its own. The same seed makes the same sequence.
@MainActor
struct RealAppGenerator {
    var random: SeededGenerator
    var macro: Macro?
    /// The save that takes the last one back (the player saving the file as it was).
    var undo: AppStep?

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// Every key the game has by default (each hotkey of `[keys]`), and its fixed ones but Ctrl+Q,
    /// which ends a sequence.
    static let keys: [Key] = {
        let named: [String: Key] = [
            "left": .left, "right": .right, "up": .up, "down": .down, "space": .space, "tab": .tab, "backspace": .backspace,
            "pageup": .pageUp, "pagedown": .pageDown,
        ]
        let hotkeys = KeyScheme.actions.flatMap(\.defaults).compactMap { name -> Key? in
            if let key = named[name] { return key }
            if name.hasPrefix("f"), let number = Int(name.dropFirst()) { return .function(number) }
            return name.count == 1 ? name.first.map { .character($0) } : nil
        }
        return hotkeys + [.escape, .escape, .enter, .control("c"), .up, .down, .pageUp, .pageDown]
            + (1...5).map { .character(Character(String($0))) }
    }()
    static let buttons: [ControllerButton] = [
        .a, .a, .b, .b, .x, .y, .back, .start, .leftShoulder, .rightShoulder, .dpadUp, .dpadDown, .dpadLeft, .dpadRight,
    ]
    static let waits = [16, 100, 300, 450, 700, 1000, 1000, 3000, 61_000]

    /// The next step; `last`: the sequence's end, a way to quit.
    mutating func next(_ machine: RealAppMachine, last: Bool) -> AppStep {
        if last { return quit(machine) }
        if let macro, roll(100) >= 10, let step = macroStep(macro, machine) { return step }
        if macro == nil {
            switch roll(1000) {
            case 0..<20: macro = .playWell(left: Int.random(in: 8...24, using: &random))
            case 20..<32: macro = .daily(left: 80)
            case 32..<60: macro = .race(joiners: joiners(), left: 80)
            case 60..<75: macro = .script(seam())
            default: break
            }
            if let macro, let step = macroStep(macro, machine) { return step }
        }
        return step(machine)
    }

    mutating func roll(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[roll(choices.count)]
    }

    private mutating func quit(_ machine: RealAppMachine) -> AppStep {
        switch roll(100) {
        case 0..<70: .key(.control("q"))
        case 70..<85: .window(.close)
        default: machine.app.controls.contains { $0.action == .quit } ? .click(.control("quit")) : .key(.control("q"))
        }
    }

    /// One thing done at random.
    private mutating func step(_ machine: RealAppMachine) -> AppStep {
        let slot = roll(3) + 1
        switch roll(100) {
        case 0..<20: return .key(pick(Self.keys))
        case 20..<22: return .held(pick([.left, .right, .up, .down, .character("+"), .character("-"), .pageDown]))
        case 22..<34: return .click(spot(machine))
        case 34..<38: return .tap(spot(machine))
        case 38..<40: return .wheel(pick([-2, -1, 1, 2]))
        case 40..<49: return machine.pads[slot] == nil ? .plug(slot) : .pad(slot, pick(Self.buttons))
        case 49..<50: return .padToLarger(slot)
        case 50..<52: return .stick(slot, pick([.leftX, .leftY]), pick([-1, -0.9, 0.9, 1]))
        case 52..<55: return .plug(slot)
        case 55..<58: return .unplug(slot)
        case 58..<61: return roll(5) < 3 ? .focusLost : .focusGained
        case 61..<64: return .window(windowChange())
        case 64..<70: return save(machine)
        case 70..<71:
            return .saveKey(action: pick(["help", "pause", "stats", "race", "daily", "inside", "restart"]), key: pick(["j", "k", "g", "q"]))
        case 71..<72: return roll(2) == 0 ? .badSave : .resave
        case 72..<74: return .desktop(roll(4) == 0 ? nil : wishes())
        case 74..<75: return .newDay
        case 75..<76: return .late(pick([0, 2, 4, 16]))
        default: return .wait(pick(Self.waits))
        }
    }

    private mutating func spot(_ machine: RealAppMachine) -> AppStep.Spot {
        switch roll(10) {
        case 0..<5:
            let controls = machine.app.controls
            return controls.isEmpty ? .larger : .control(pick(controls).name)
        case 5..<7: return .shape(roll(5))
        case 7..<9: return .anywhere(roll(1001), roll(1001))
        default: return .larger
        }
    }

    private mutating func windowChange() -> AppStep.WindowChange {
        switch roll(20) {
        case 0..<8: .resize(width: Int.random(in: 320...1600, using: &random), height: Int.random(in: 240...1000, using: &random))
        case 8..<11: .move(x: roll(400), y: roll(300))
        case 11..<13: .maximize
        case 13..<16: .minimize
        default: .restore
        }
    }

    /// A save of the file: the feedback's length (0 to 2000 ms), one-switch play's pace (off, or
    /// 600 ms and slower), any setting stepped from what the file says, or the last save taken
    /// back (so a save can come back to the settings in force while another waits).
    private mutating func save(_ machine: RealAppMachine) -> AppStep {
        let keys = SettingsRegistry.keys
        let file = machine.world.file.withLock { $0 }
        let descriptor: SettingDescriptor
        let value: SettingValue?
        switch (roll(20), undo) {
        case (0..<7, _): (descriptor, value) = (keys.feedback.descriptor, .integer(pick([0, 100, 450, 1000, 2000])))
        case (7..<12, _): (descriptor, value) = (keys.scanMilliseconds.descriptor, .integer(pick([0, 0, 600, 700, 800, 1200])))
        case (12..<14, let back?):
            undo = nil
            return back
        default:
            descriptor = pick(SettingsRegistry.standard.settings)
            value = descriptor.stepped(from: file[descriptor], forward: roll(2) == 0) ?? file[descriptor]
        }
        undo = .save(descriptor.key, file[descriptor])
        return .save(descriptor.key, value)
    }

    mutating func wishes(textScale: Double? = nil) -> DesktopWishes {
        DesktopWishes(
            colorScheme: pick([.dark, .light, .noPreference]), highContrast: roll(3) == 0, reducedMotion: roll(2) == 0,
            textScale: textScale ?? pick([1, 1.25, 1.5, 2, 3]), screenReader: roll(4) == 0)
    }
}
