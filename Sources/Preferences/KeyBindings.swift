import GameCore
import TOML

/// The player's own keys (`[keys]` in settings.toml): an action's name, the key that does it
/// (`pause = "q"`). An action the file names does that one key; the others keep their keys by
/// default. Esc, Enter and 1 to 5 are the game's own: they back out, confirm and pick by
/// position whatever the file says, so no mapping can lock a player out.
public struct KeyBindings: Hashable, Sendable {
    /// An action the keyboard does, as the file names it, and its keys by default.
    public struct Action: Hashable, Sendable {
        public let name: String
        public let defaults: [String]
    }

    /// Every action that can have another key, in the help's order.
    public static let actions: [Action] =
        [Action(name: "pick_first", defaults: ["left"]), Action(name: "pick_last", defaults: ["right"])]
        + GameMode.allCases.compactMap { mode in mode.hotkey.map { Action(name: mode.rawValue, defaults: [String($0)]) } }
        + [
            Action(name: "more_shapes", defaults: ["+", "="]), Action(name: "fewer_shapes", defaults: ["-"]),
            Action(name: "adaptive", defaults: ["d"]), Action(name: "daily", defaults: ["y"]), Action(name: "race", defaults: ["v"]),
            Action(name: "stats", defaults: ["tab"]), Action(name: "preferences", defaults: ["o"]),
            Action(name: "pause", defaults: ["p", "space"]), Action(name: "restart", defaults: ["r"]),
            Action(name: "fullscreen", defaults: ["f", "f11"]), Action(name: "mute", defaults: ["n"]),
            Action(name: "help", defaults: ["h", "f1"]), Action(name: "screenshot", defaults: ["f12"]),
        ]

    /// The keys the game keeps for itself.
    public static let reserved: Set<String> = ["escape", "esc", "enter", "return", "1", "2", "3", "4", "5"]

    /// The named keys a binding may use, beside one printable character.
    public static let named: Set<String> = Set(["space", "tab", "backspace", "left", "right", "up", "down", "pageup", "pagedown"] + (1...24).map { "f\($0)" })

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

    /// Every key in use and its action, the file's keys and the defaults left.
    public var map: [String: String] {
        var map: [String: String] = [:]
        for action in Self.actions {
            for key in keys(for: action.name) where map[key] == nil { map[key] = action.name }
        }
        return map
    }

    /// A key's name as the file may write it, in the form the game keeps (lower case); nil when
    /// it is not a key's name.
    public static func normalized(_ name: String) -> String? {
        let lower = name.lowercased()
        if named.contains(lower) || reserved.contains(lower) { return lower }
        guard lower.count == 1, let character = lower.first, !character.isWhitespace, !character.isNewline else { return nil }
        guard character.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value != 0x7F }) else { return nil }
        return lower
    }
}

extension KeyBindings {
    /// Reads the `[keys]` table, reporting what it cannot take: an action it does not know (a
    /// warning), a value that is not a key's name, a key the game keeps, and a key two actions
    /// would share (errors, at the value: the whole file is then refused, as for any setting).
    static func read(_ table: TOMLTable, report: (TOMLPlace, DiagnosticText, _ isError: Bool) -> Void) -> KeyBindings {
        let known = Set(actions.map(\.name))
        var bindings = KeyBindings()
        var places: [String: TOMLPlace] = [:]
        for entry in table.entries {
            let key = "keys.\(entry.key)"
            guard known.contains(entry.key) else {
                report(entry.keyPlace, DiagnosticText(DiagnosticText.unknownKey, ["key": key, "known": actions.map(\.name).joined(separator: ", ")]), false)
                continue
            }
            guard let text = entry.value.string else {
                report(entry.value.place, DiagnosticText(DiagnosticText.keyMustBeName, ["key": key]), true)
                continue
            }
            guard let name = normalized(text) else {
                report(entry.value.place, DiagnosticText(DiagnosticText.keyUnknown, ["key": key, "value": text]), true)
                continue
            }
            guard !reserved.contains(name) else {
                report(entry.value.place, DiagnosticText(DiagnosticText.keyReserved, ["key": key, "value": text]), true)
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
                        report(place, DiagnosticText(DiagnosticText.keyTaken, ["key": "keys.\(mine)", "value": name, "other": theirs]), true)
                    }
                } else {
                    owner[name] = action.name
                }
            }
        }
        return bindings
    }
}
