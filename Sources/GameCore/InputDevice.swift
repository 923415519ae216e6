/// What the player used: every turn records the device that ended it, and the stats keep a
/// reaction time per device.
public enum InputDevice: String, Hashable, Sendable, CaseIterable {
    case mouse
    case touch
    case keyboard
    case gamepad
}
