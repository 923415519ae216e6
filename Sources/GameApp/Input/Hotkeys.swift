import GameCore
import Platform
import Preferences

/// The keyboard. The mode keys come from the modes (and so from `ShapeKindRegistry`); every
/// action's keys by default, and the player's own (`[keys]`), from `KeyBindings`; Esc, Ctrl+Q,
/// Ctrl+C and 1 to 5 are fixed here. The help overlay shows the keys in force; `--help` and the
/// man page print the defaults.
public enum Hotkeys {
    public static func command(for key: Key, bindings: KeyBindings = KeyBindings()) -> AppCommand? {
        switch key {
        case .escape: return .backOut
        case .control("q"): return .quit
        case .control("c"): return .copyDailyCard
        case .character(let digit) where ("1"..."5").contains(digit):
            return digit.wholeNumberValue.map { .game(.pick($0 - 1, by: .keyboard)) }
        default:
            guard let name = name(of: key), let action = bindings.action(for: name) else { return nil }
            return command(forAction: action)
        }
    }

    /// A key as `KeyBindings` names it (`"q"`, `"space"`, `"f5"`); nil for one it cannot name.
    static func name(of key: Key) -> String? {
        switch key {
        case .character(let character): String(character)
        case .space: "space"
        case .tab: "tab"
        case .backspace: "backspace"
        case .left: "left"
        case .right: "right"
        case .up: "up"
        case .down: "down"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .function(let number): "f\(number)"
        default: nil
        }
    }

    /// What an action of `KeyBindings` does.
    static func command(forAction name: String) -> AppCommand? {
        if let mode = GameMode.allCases.first(where: { $0.rawValue == name }) { return .game(.setMode(mode)) }
        return switch name {
        case "pick_first": .game(.pickFirst)
        case "pick_last": .game(.pickLast)
        case "more_shapes": .changeShapeCount(by: 1)
        case "fewer_shapes": .changeShapeCount(by: -1)
        case "adaptive": .toggleAdaptive
        case "pause": .togglePause(.key)
        case "restart": .restart
        case "mute": .toggleMute
        case "help": .toggleHelp
        case "stats": .toggleStats
        case "fullscreen": .toggleFullscreen
        case "screenshot": .screenshot
        case "preferences": .togglePreferences
        case "daily": .toggleDaily
        case "race": .toggleRace
        case "inside": .toggleInside
        case "streak_scorer": .game(.swapPart(.streakScorer))
        case "speed_bonus": .game(.swapPart(.speedBonus))
        case "swap_strategy": .game(.swapPart(.strategy))
        case "swap_style": .game(.swapPart(.style))
        case "step": .toggleStepping
        case "step_on": .stepOn
        default: nil
        }
    }

    /// One line of the help: the keys, and what they do.
    public struct Entry: Hashable, Sendable {
        public let keys: String
        public let action: String
    }

    /// The help's lines with the keys by default: `--help` and the man page print these.
    public static var help: [Entry] { help(bindings: KeyBindings()) }

    /// The help overlay's lines: every key and what it does, one line per mode; a line whose
    /// action has the player's own key shows that key.
    public static func help(bindings: KeyBindings) -> [Entry] {
        /// A line: its keys by default (the catalogs translate them), and the actions they do.
        func line(_ keys: String, _ actions: [String], _ action: String, fixed: String? = nil) -> Entry {
            guard actions.contains(where: { bindings.chosen[$0] != nil }) else { return Entry(keys: keys, action: action) }
            let own = actions.map { bindings.keys(for: $0).map(displayName).joined(separator: " / ") } + [fixed].compactMap { $0 }
            return Entry(keys: own.joined(separator: " / "), action: action)
        }
        return [
            Entry(keys: "click / tap", action: "tap a shape: the larger by area scores"),
            line("← / →", ["pick_first", "pick_last"], "pick the first / last shape"),
            Entry(keys: "1 – 5", action: "pick a shape by its position"),
        ]
            + GameMode.allCases.compactMap { mode in
                mode.hotkey.map { line(String($0).uppercased(), [mode.rawValue], mode.summary) }
            }
            + [
                line("+ / −", ["more_shapes", "fewer_shapes"], "more / fewer shapes (2 to 5)"),
                line("D", ["adaptive"], "adaptive difficulty on / off"),
                line("Y / Ctrl+C", ["daily"], "daily challenge / copy its card", fixed: "Ctrl+C"),
                line("V", ["race"], "race for two: join with Enter, a click or A"),
                line("Tab", ["stats"], "stats"),
                line("O", ["preferences"], "preferences"),
                line("I", ["inside"], "how it works: the patterns at work"),
                line(
                    "F5 – F8", ["streak_scorer", "speed_bonus", "swap_strategy", "swap_style"],
                    "panel open: swap StreakScorer, SpeedBonusScorer, strategy, style"),
                line("F9 / F10", ["step", "step_on"], "step through each turn's patterns / go on"),
                line("P / Space", ["pause"], "pause"),
                line("R", ["restart"], "restart (asks first when the score is not 0)"),
                line("F / F11", ["fullscreen"], "fullscreen"),
                line("N", ["mute"], "mute"),
                line("H / F1", ["help"], "this help"),
                line("F12", ["screenshot"], "screenshot (saved in Pictures)"),
                Entry(keys: "Esc", action: "back out: close, leave fullscreen, pause"),
                Entry(keys: "Ctrl+Q", action: "quit"),
            ]
    }

    /// A key's name as the help writes it: `Q`, `Space`, `←`, `F5`.
    static func displayName(_ name: String) -> String {
        switch name {
        case "space": "Space"
        case "tab": "Tab"
        case "backspace": "Backspace"
        case "left": "←"
        case "right": "→"
        case "up": "↑"
        case "down": "↓"
        case "pageup": "Page Up"
        case "pagedown": "Page Down"
        case "-": "−"
        default: name.uppercased()
        }
    }
}
