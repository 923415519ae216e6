import Platform

/// The moves of the preferences screen, one map for the keyboard and the controller: up and down
/// between lines, left and right to step a line's value, use (Enter, Space, A), back (Esc, O, B,
/// Start).
enum Navigation: Hashable, Sendable {
    case up, down, left, right, use, back

    init?(_ key: Key) {
        guard let move = Self.keys[key] else { return nil }
        self = move
    }

    init?(_ button: ControllerButton) {
        guard let move = Self.buttons[button] else { return nil }
        self = move
    }

    private static let keys: [Key: Navigation] = [
        .up: .up, .down: .down, .left: .left, .right: .right, .enter: .use, .space: .use, .escape: .back, .character("o"): .back,
    ]
    private static let buttons: [ControllerButton: Navigation] = [
        .dpadUp: .up, .dpadDown: .down, .dpadLeft: .left, .dpadRight: .right, .a: .use, .b: .back, .start: .back,
    ]

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
