import GameCore
import Platform

/// The keyboard. The mode keys come from the modes (and so from `ShapeKindRegistry`); the rest
/// are fixed here, and the help overlay and `--help` print this table.
public enum Hotkeys {
    public static func command(for key: Key) -> AppCommand? {
        if case .character(let character) = key, let mode = GameMode.allCases.first(where: { $0.hotkey == character }) {
            return .game(.setMode(mode))
        }
        return switch key {
        case .left: .game(.pickFirst)
        case .right: .game(.pickLast)
        case .character("1"), .character("2"), .character("3"), .character("4"), .character("5"):
            if case .character(let digit) = key, let number = digit.wholeNumberValue { .game(.pick(number - 1, by: .keyboard)) } else { nil }
        case .character("+"), .character("="): .changeShapeCount(by: 1)
        case .character("-"): .changeShapeCount(by: -1)
        case .character("d"): .toggleAdaptive
        case .character("p"), .space: .togglePause(.key)
        case .character("r"): .restart
        case .character("n"): .toggleMute
        case .character("h"), .function(1): .toggleHelp
        case .tab: .toggleStats
        case .character("f"), .function(11): .toggleFullscreen
        case .function(12): .screenshot
        case .character("o"): .togglePreferences
        case .character("y"): .toggleDaily
        case .character("v"): .toggleRace
        case .control("c"): .copyDailyCard
        case .escape: .backOut
        case .control("q"): .quit
        default: nil
        }
    }

    /// One line of the help: the keys, and what they do.
    public struct Entry: Hashable, Sendable {
        public let keys: String
        public let action: String
    }

    /// The help overlay's lines, and --help's: every key and what it does, one line per mode.
    public static var help: [Entry] {
        [
            Entry(keys: "click / tap", action: "tap a shape: the larger by area scores"),
            Entry(keys: "← / →", action: "pick the first / last shape"),
            Entry(keys: "1 – 5", action: "pick a shape by its position"),
        ]
            + GameMode.allCases.compactMap { mode in
                mode.hotkey.map { Entry(keys: String($0).uppercased(), action: mode.summary) }
            }
            + [
                Entry(keys: "+ / −", action: "more / fewer shapes (2 to 5)"),
                Entry(keys: "D", action: "adaptive difficulty on / off"),
                Entry(keys: "Y / Ctrl+C", action: "daily challenge / copy its card"),
                Entry(keys: "V", action: "race for two: join with Enter, a click or A"),
                Entry(keys: "Tab", action: "stats"),
                Entry(keys: "O", action: "preferences"),
                Entry(keys: "P / Space", action: "pause"),
                Entry(keys: "R", action: "restart (asks first when the score is not 0)"),
                Entry(keys: "F / F11", action: "fullscreen"),
                Entry(keys: "N", action: "mute"),
                Entry(keys: "H / F1", action: "this help"),
                Entry(keys: "F12", action: "screenshot (saved in Pictures)"),
                Entry(keys: "Esc", action: "back out: close, leave fullscreen, pause"),
                Entry(keys: "Ctrl+Q", action: "quit"),
            ]
    }

    /// The controller's buttons as the pad in hand labels them, for the help and docs/PLAYING.md
    /// (Xbox's names for a pad SDL cannot name: its mapping follows them).
    public static func controllerHelp(for family: ControllerFamily = .generic) -> [Entry] {
        let names = ButtonNames(family)
        return [
            Entry(keys: "D-pad / left stick", action: "move the focus ring"),
            Entry(keys: names.a, action: "tap the ringed shape or control"),
            Entry(keys: names.shoulders, action: "previous / next mode"),
            Entry(keys: names.start, action: "preferences"),
            Entry(keys: names.b, action: "back out, as Esc does"),
            Entry(keys: names.back, action: "help"),
            Entry(keys: names.y, action: "stats"),
            Entry(keys: names.screenshot, action: "screenshot"),
        ]
    }

    /// Every family's controller help, for the catalogs.
    static var everyControllerHelp: [Entry] { ControllerFamily.allCases.flatMap(controllerHelp(for:)) }

    /// What SDL's buttons are called on a family's pads: `a`, `b` and `y` as SDL names them,
    /// the shoulders, Start and Back, and the screenshot's (`x` and the share button).
    struct ButtonNames {
        let a, b, y, shoulders, start, back, screenshot: String

        init(_ family: ControllerFamily) {
            switch family {
            case .xbox, .generic:
                (a, b, y, shoulders, start, back, screenshot) = ("A", "B", "Y", "LB / RB", "Start", "Back", "X / Share")
            case .playStation:
                (a, b, y, shoulders, start, back, screenshot) = ("Cross", "Circle", "Triangle", "L1 / R1", "Options", "Share", "Square")
            case .nintendo:
                // NB: SDL follows a Nintendo pad's labels: its A, which confirms, is the east button.
                (a, b, y, shoulders, start, back, screenshot) = ("A", "B", "Y", "L / R", "+", "−", "X / Capture")
            }
        }
    }
}
