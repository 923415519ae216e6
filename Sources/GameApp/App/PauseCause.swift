import GameCore

/// Why the app paused the game: the player asked (with a key, a click or tap on the pause control,
/// a controller's Start in a race), the window stopped being where the player looks, or a racer's
/// controller went.
public enum PauseCause: String, Hashable, Sendable, CaseIterable {
    case key
    case mouse
    case touch
    case gamepad
    /// The window lost the keyboard's focus (the player went to another window).
    case focus
    /// The window was minimized.
    case minimized
    /// A race player's controller was unplugged.
    case unplugged

    /// The cause of a pause asked for with `device`.
    public init(_ device: InputDevice) {
        self =
            switch device {
            case .mouse: .mouse
            case .touch: .touch
            case .keyboard: .key
            case .gamepad: .gamepad
            }
    }
}
