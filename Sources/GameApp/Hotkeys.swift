import GameCore
import Platform

/// What the player can ask of the app: game commands go to the game, the rest the app handles.
public enum AppCommand: Hashable, Sendable {
    case game(GameCommand)
    case toggleFullscreen
    case toggleMute
    case quit
}

public enum Hotkeys {
    public static func command(for key: Key) -> AppCommand? {
        switch key {
        case .character("s"): .game(.setMode(.square))
        case .character("c"): .game(.setMode(.circle))
        case .character("m"): .game(.setMode(.mixed))
        case .left: .game(.pickFirst)
        case .right: .game(.pickLast)
        case .character("1"), .character("2"), .character("3"), .character("4"), .character("5"):
            if case .character(let digit) = key, let number = digit.wholeNumberValue { .game(.pick(number - 1)) } else { nil }
        case .character("p"), .space: .game(.togglePause)
        case .character("r"): .game(.restart)
        case .character("n"): .toggleMute
        case .character("h"), .function(1): .game(.toggleHelp)
        case .character("f"), .function(11): .toggleFullscreen
        case .escape, .character("q"): .quit
        default: nil
        }
    }

    /// The help overlay's lines, and --help's: every key and what it does.
    public static let help: [(keys: String, action: String)] = [
        ("click", "tap a shape: the larger one scores"),
        ("← / →", "pick the first / last shape"),
        ("1 – 5", "pick a shape by its position"),
        ("S  C  M", "squares, circles, mixed"),
        ("P / Space", "pause"),
        ("R", "restart"),
        ("F / F11", "fullscreen"),
        ("N", "mute"),
        ("H / F1", "this help"),
        ("Esc / Q", "quit"),
    ]
}
