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

    /// The controller's buttons, by their place on a standard pad, for the help and docs/PLAYING.md.
    public static var controllerHelp: [Entry] {
        [
            Entry(keys: "D-pad / left stick", action: "move the focus ring"),
            Entry(keys: "A", action: "tap the ringed shape or control"),
            Entry(keys: "LB / RB", action: "previous / next mode"),
            Entry(keys: "Start", action: "preferences"),
            Entry(keys: "B", action: "back out, as Esc does"),
            Entry(keys: "Back", action: "help"),
            Entry(keys: "Y", action: "stats"),
            Entry(keys: "X / Share", action: "screenshot"),
        ]
    }
}
