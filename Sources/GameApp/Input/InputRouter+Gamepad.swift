import GameCore
import Platform

/// A game controller's buttons, outside a race's own (`InputRouter+Race`).
extension InputRouter {
    /// A controller's button: on the preferences screen, the same moves as the keys'; else the
    /// D-pad moves the ring, A uses it, and the others do what the help says.
    func gamepad(_ button: ControllerButton, on scene: Scene) -> AppCommand? {
        if let yes = scene.confirming {
            switch button {
            case .a: return yes
            case .b: return .backOut
            default: return nil
            }
        }
        if scene.isPreferencesShown, !scene.isPaused, let move = Navigation(button) { return move.onPreferences }
        switch button {
        case .dpadUp: return .moveFocus(.up)
        case .dpadDown: return .moveFocus(.down)
        case .dpadLeft: return .moveFocus(.left)
        case .dpadRight: return .moveFocus(.right)
        case .a: return .useFocus
        default: break
        }
        // The other buttons do what the player's `[buttons]` (or the defaults) say.
        let action = Hotkeys.name(of: button).flatMap { scene.buttons.action(for: $0) }
        if action == "screenshot" { return .screenshot }
        // While paused, B leaves the pause, Start toggles it; any other button, too, resumes
        // (but a race that waits for its player: B offers to leave it, nothing resumes it).
        if scene.isPaused, scene.waitsForRacer { return button == .b ? .backOut : nil }
        if scene.isPaused { return .resume }
        if button == .b { return .backOut }
        return action.flatMap { Hotkeys.command(forButtonAction: $0, mode: scene.mode) }
    }
}
