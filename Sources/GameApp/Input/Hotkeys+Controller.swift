import GameCore
import Platform
import Preferences

/// The game controller's side of the keys: what its buttons do (A, B and the D-pad fixed; the
/// rest from `ButtonBindings`), and the help's lines for the pad in hand.
extension Hotkeys {
    /// A pad's button as `ButtonBindings` names it (SDL's names); nil for A, B and the D-pad.
    static func name(of button: ControllerButton) -> String? {
        switch button {
        case .x: "x"
        case .y: "y"
        case .back: "back"
        case .guide: "guide"
        case .start: "start"
        case .leftStick: "leftstick"
        case .rightStick: "rightstick"
        case .leftShoulder: "leftshoulder"
        case .rightShoulder: "rightshoulder"
        case .misc: "misc"
        case .a, .b, .dpadUp, .dpadDown, .dpadLeft, .dpadRight: nil
        }
    }

    /// What an action of `ButtonBindings` does, `mode` being the one in play.
    static func command(forButtonAction name: String, mode: GameMode) -> AppCommand? {
        switch name {
        case "previous_mode": .game(.setMode(mode.stepped(by: -1)))
        case "next_mode": .game(.setMode(mode.stepped(by: 1)))
        case "pause": .togglePause(.gamepad)
        default: command(forAction: name)
        }
    }

    /// The controller's buttons as the pad in hand labels them, for the help and docs/PLAYING.md
    /// (Xbox's names for a pad SDL cannot name: its mapping follows them).
    /// A line whose action has the player's own button (`[buttons]`) names it; an action with no
    /// button by default shows once the player gives it one.
    public static func controllerHelp(for family: ControllerFamily = .generic, bindings: ButtonBindings = ButtonBindings()) -> [Entry] {
        let names = ButtonNames(family)
        func line(_ keys: String, _ actions: [String], _ action: String) -> Entry? {
            guard actions.contains(where: { bindings.chosen[$0] != nil }) else { return keys.isEmpty ? nil : Entry(keys: keys, action: action) }
            let own = actions.map { bindings.keys(for: $0).map(names.label).joined(separator: " / ") }
            return Entry(keys: own.joined(separator: " / "), action: action)
        }
        let lines: [Entry?] = [
            Entry(keys: "D-pad / left stick", action: "move the focus ring"),
            Entry(keys: names.a, action: "tap the ringed shape or control"),
            line(names.shoulders, ["previous_mode", "next_mode"], "previous / next mode"),
            line(names.start, ["preferences"], "preferences"),
            Entry(keys: names.b, action: "back out, as Esc does"),
            line(names.back, ["help"], "help"),
            line(names.y, ["stats"], "stats"),
            line(names.screenshot, ["screenshot"], "screenshot"),
            line("", ["pause"], "pause"), line("", ["fullscreen"], "fullscreen"), line("", ["mute"], "mute"),
            line("", ["restart"], "restart (asks first when the score is not 0)"), line("", ["daily"], "daily challenge"),
            line("", ["inside"], "how it works: the patterns at work"),
        ]
        return lines.compactMap { $0 }
    }

    /// Every family's controller help, for the catalogs.
    static var everyControllerHelp: [Entry] { ControllerFamily.allCases.flatMap { controllerHelp(for: $0) } }

    /// What SDL's buttons are called on a family's pads: `a`, `b` and `y` as SDL names them,
    /// the shoulders, Start and Back, and the screenshot's (`x` and the share button).
    struct ButtonNames {
        let a, b, y, shoulders, start, back, screenshot: String
        let family: ControllerFamily

        /// A button of `ButtonBindings` (SDL's name) as this family's pads label it.
        func label(_ name: String) -> String {
            let labels: (xbox: String, playStation: String, nintendo: String) =
                switch name {
                case "x": ("X", "Square", "X")
                case "y": ("Y", "Triangle", "Y")
                case "back": ("Back", "Share", "−")
                case "start": ("Start", "Options", "+")
                case "guide": ("Guide", "PS", "Home")
                case "leftstick": ("LS", "L3", "LS")
                case "rightstick": ("RS", "R3", "RS")
                case "leftshoulder": ("LB", "L1", "L")
                case "rightshoulder": ("RB", "R1", "R")
                case "misc": ("Share", "Mic", "Capture")
                default: (name, name, name)
                }
            return switch family {
            case .xbox, .generic: labels.xbox
            case .playStation: labels.playStation
            case .nintendo: labels.nintendo
            }
        }

        init(_ family: ControllerFamily) {
            self.family = family
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
