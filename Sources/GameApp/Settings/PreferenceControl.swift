import Preferences

/// How a line's value is set.
public enum PreferenceControl: Hashable, Sendable {
    /// A switch: on or off.
    case toggle
    /// − and + either side of a number.
    case stepper
    /// ‹ and › either side of one of its choices.
    case choice
    /// The whole line a button that opens something (the reset's question, About).
    case opens
}

extension PreferenceRow {
    /// The control the line shows.
    public var control: PreferenceControl {
        switch self {
        case .setting(let setting):
            switch setting.kind {
            case .boolean: .toggle
            case .choice: .choice
            case .integer, .number, .color: .stepper
            }
        case .reset, .about: .opens
        }
    }
}
