import GameCore
import TOML

/// An action the keyboard or a pad does, as the settings file names it, and its keys (or
/// buttons) by default.
public struct BindingAction: Hashable, Sendable {
    public let name: String
    public let defaults: [String]
}

/// What a table of the player's own inputs is about: the keyboard's keys (`[keys]`) or a pad's
/// buttons (`[buttons]`): its actions, the names it takes and those the game keeps, and its words.
public protocol BindingScheme: Sendable {
    /// The table's name in the settings file.
    static var table: String { get }
    /// Every action that can have another input, in the help's order.
    static var actions: [BindingAction] { get }
    /// The inputs the game keeps for itself.
    static var reserved: Set<String> { get }
    /// An input's name as the file may write it, in the form the game keeps; nil when it is none.
    static func normalized(_ name: String) -> String?
    /// The diagnostics' words: a value that is not text, a name that is no input, a reserved
    /// input, an input two actions would share.
    static var mustBeName: String { get }
    static var unknown: String { get }
    static var reservedText: String { get }
    static var taken: String { get }
}

/// The player's own keys (`[keys]` in settings.toml): an action's name, the key that does it
/// (`pause = "q"`). An action the file names does that one key; the others keep their keys by
/// default. Esc, Enter and 1 to 5 are the game's own: they back out, confirm and pick by
/// position whatever the file says, so no mapping can lock a player out.
public typealias KeyBindings = Bindings<KeyScheme>

/// The player's own pad buttons (`[buttons]`), as `KeyBindings` are for keys: A, B and the
/// D-pad stay the game's.
public typealias ButtonBindings = Bindings<ButtonScheme>

public enum KeyScheme: BindingScheme {
    public static let table = "keys"

    public static let actions: [BindingAction] =
        [BindingAction(name: "pick_first", defaults: ["left"]), BindingAction(name: "pick_last", defaults: ["right"])]
        + GameMode.allCases.compactMap { mode in mode.hotkey.map { BindingAction(name: mode.rawValue, defaults: [String($0)]) } }
        + [
            BindingAction(name: "more_shapes", defaults: ["+", "="]), BindingAction(name: "fewer_shapes", defaults: ["-"]),
            BindingAction(name: "adaptive", defaults: ["d"]), BindingAction(name: "daily", defaults: ["y"]),
            BindingAction(name: "race", defaults: ["v"]),
            BindingAction(name: "stats", defaults: ["tab"]), BindingAction(name: "preferences", defaults: ["o"]),
            BindingAction(name: "inside", defaults: ["i"]),
            BindingAction(name: "pause", defaults: ["p", "space"]), BindingAction(name: "restart", defaults: ["r"]),
            BindingAction(name: "fullscreen", defaults: ["f", "f11"]), BindingAction(name: "mute", defaults: ["n"]),
            BindingAction(name: "help", defaults: ["h", "f1"]), BindingAction(name: "screenshot", defaults: ["f12"]),
            BindingAction(name: "streak_scorer", defaults: ["f5"]), BindingAction(name: "speed_bonus", defaults: ["f6"]),
            BindingAction(name: "swap_strategy", defaults: ["f7"]), BindingAction(name: "swap_style", defaults: ["f8"]),
            BindingAction(name: "step", defaults: ["f9"]), BindingAction(name: "step_on", defaults: ["f10"]),
        ]

    public static let reserved: Set<String> = ["escape", "esc", "enter", "return", "1", "2", "3", "4", "5"]

    /// The named keys a binding may use, beside one printable character.
    public static let named: Set<String> = Set(
        ["space", "tab", "backspace", "left", "right", "up", "down", "pageup", "pagedown"] + (1...24).map { "f\($0)" })

    public static func normalized(_ name: String) -> String? {
        let lower = name.lowercased()
        if named.contains(lower) || reserved.contains(lower) { return lower }
        guard lower.count == 1, let character = lower.first, !character.isWhitespace, !character.isNewline else { return nil }
        guard character.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value != 0x7F }) else { return nil }
        return lower
    }

    public static let mustBeName = DiagnosticText.keyMustBeName
    public static let unknown = DiagnosticText.keyUnknown
    public static let reservedText = DiagnosticText.keyReserved
    public static let taken = DiagnosticText.keyTaken
}

public enum ButtonScheme: BindingScheme {
    public static let table = "buttons"

    public static let actions: [BindingAction] = [
        BindingAction(name: "previous_mode", defaults: ["leftshoulder"]), BindingAction(name: "next_mode", defaults: ["rightshoulder"]),
        BindingAction(name: "preferences", defaults: ["start"]), BindingAction(name: "help", defaults: ["back"]),
        BindingAction(name: "stats", defaults: ["y"]), BindingAction(name: "screenshot", defaults: ["x", "misc"]),
        BindingAction(name: "pause", defaults: []), BindingAction(name: "fullscreen", defaults: []), BindingAction(name: "mute", defaults: []),
        BindingAction(name: "restart", defaults: []), BindingAction(name: "daily", defaults: []), BindingAction(name: "inside", defaults: []),
    ]

    public static let reserved: Set<String> = ["a", "b", "dpup", "dpdown", "dpleft", "dpright"]

    /// The buttons a binding may use, by SDL's names.
    public static let named: Set<String> = ["x", "y", "back", "guide", "start", "leftstick", "rightstick", "leftshoulder", "rightshoulder", "misc"]

    public static func normalized(_ name: String) -> String? {
        let lower = name.lowercased()
        return named.contains(lower) || reserved.contains(lower) ? lower : nil
    }

    public static let mustBeName = DiagnosticText.buttonMustBeName
    public static let unknown = DiagnosticText.buttonUnknown
    public static let reservedText = DiagnosticText.buttonReserved
    public static let taken = DiagnosticText.buttonTaken
}

/// The player's own inputs of one scheme (`KeyBindings`, `ButtonBindings`).
public struct Bindings<Scheme: BindingScheme>: Hashable, Sendable {
    public typealias Action = BindingAction

    public static var actions: [Action] { Scheme.actions }
    public static var reserved: Set<String> { Scheme.reserved }

    /// The file's own keys, by action.
    public private(set) var chosen: [String: String] = [:]

    public init(_ chosen: [String: String] = [:]) {
        self.chosen = chosen
    }

    /// The keys that do `action` now: the file's one, else its defaults.
    public func keys(for action: String) -> [String] {
        if let key = chosen[action] { return [key] }
        return Self.actions.first { $0.name == action }?.defaults ?? []
    }

    /// The action `key` does now: `map[key]`, found without making the whole map (input asks
    /// this for every key and button pressed).
    public func action(for key: String) -> String? {
        for action in Self.actions {
            // NB: `keys(for:)`, without its search: an action's name is its own (`actionsAreNamedOnce`).
            if let chosen = chosen[action.name] {
                if chosen == key { return action.name }
            } else if action.defaults.contains(key) {
                return action.name
            }
        }
        return nil
    }

    /// Every key in use and its action, the file's keys and the defaults left.
    public var map: [String: String] {
        var map: [String: String] = [:]
        for action in Self.actions {
            for key in keys(for: action.name) where map[key] == nil { map[key] = action.name }
        }
        return map
    }

    public static func normalized(_ name: String) -> String? { Scheme.normalized(name) }
}

extension Bindings {
    /// Reads the `[keys]` table, reporting what it cannot take: an action it does not know (a
    /// warning), a value that is not a key's name, a key the game keeps, and a key two actions
    /// would share (errors, at the value: the whole file is then refused, as for any setting).
    static func read(_ table: TOMLTable, report: (TOMLPlace, DiagnosticText, _ isError: Bool) -> Void) -> Bindings {
        let known = Set(actions.map(\.name))
        var bindings = Bindings()
        var places: [String: TOMLPlace] = [:]
        for entry in table.entries {
            let key = "\(Scheme.table).\(entry.key)"
            guard known.contains(entry.key) else {
                report(
                    entry.keyPlace, DiagnosticText(DiagnosticText.unknownKey, ["key": key, "known": actions.map(\.name).joined(separator: ", ")]),
                    false)
                continue
            }
            guard let text = entry.value.string else {
                report(entry.value.place, DiagnosticText(Scheme.mustBeName, ["key": key]), true)
                continue
            }
            guard let name = normalized(text) else {
                report(entry.value.place, DiagnosticText(Scheme.unknown, ["key": key, "value": text]), true)
                continue
            }
            guard !reserved.contains(name) else {
                report(entry.value.place, DiagnosticText(Scheme.reservedText, ["key": key, "value": text]), true)
                continue
            }
            bindings.chosen[entry.key] = name
            places[entry.key] = entry.value.place
        }
        // Two actions on one key: the file's key is the one said (the later written, when both
        // are the file's).
        var owner: [String: String] = [:]
        func later(_ a: String, _ b: String) -> String {
            guard let first = places[a], let second = places[b] else { return places[a] != nil ? a : b }
            return (first.line, first.column) > (second.line, second.column) ? a : b
        }
        for action in actions {
            for name in bindings.keys(for: action.name) {
                if let other = owner[name] {
                    let mine = later(action.name, other)
                    let theirs = mine == action.name ? other : action.name
                    if let place = places[mine] {
                        report(place, DiagnosticText(Scheme.taken, ["key": "\(Scheme.table).\(mine)", "value": name, "other": theirs]), true)
                    }
                } else {
                    owner[name] = action.name
                }
            }
        }
        return bindings
    }
}
