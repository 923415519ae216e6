import Platform

/// The moves of the preferences screen, one map for the keyboard and the controller: up and down
/// between lines, left and right to step a line's value, use (Enter, Space, A), back (Esc, O, B,
/// Start).
enum Navigation: Hashable, Sendable {
    case up, down, left, right, use, back

    init?(_ key: Key) {
        switch key {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        case .enter, .space: self = .use
        case .escape, .character("o"): self = .back
        default: return nil
        }
    }

    init?(_ button: ControllerButton) {
        switch button {
        case .dpadUp: self = .up
        case .dpadDown: self = .down
        case .dpadLeft: self = .left
        case .dpadRight: self = .right
        case .a: self = .use
        case .b, .start: self = .back
        default: return nil
        }
    }

    /// What the move asks for on the preferences screen.
    var onPreferences: AppCommand {
        switch self {
        case .up: .moveFocus(.up)
        case .down: .moveFocus(.down)
        case .left: .stepFocus(-1, orMove: .left)
        case .right: .stepFocus(1, orMove: .right)
        case .use: .useFocus
        case .back: .closePreferences
        }
    }
}
