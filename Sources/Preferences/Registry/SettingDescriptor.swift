import GameCore

/// One setting, described once: where the settings file keeps it, what it may be, its default,
/// what the commented template says of it, and how the preferences screen steps it. The reader's
/// checks, the template, the editor's key paths and the preferences screen's lines all come from
/// these (`SettingsRegistry`), so a setting is added in one place, as a shape kind is.
public struct SettingDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// What the value may be.
    public enum Kind: Hashable, Sendable {
        case boolean
        case integer(ClosedRange<Int>)
        case number(ClosedRange<Double>)
        /// One of these names (read in any letter case).
        case choice([Choice])
        /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a CSS color name.
        case color
    }

    /// A name a choice setting may take, as the file writes it, as the screen says it, and what
    /// the template adds about it.
    public struct Choice: Hashable, Sendable {
        public let value: String
        /// In English; the catalogs translate it.
        public let label: String
        public let note: String?
        /// Other names the file may give it (a language's locale codes: `zh_CN` for `zh-Hans`);
        /// read as `value`.
        public let aliases: [String]

        public init(_ value: String, label: String, note: String? = nil, aliases: [String] = []) {
            self.value = value
            self.label = label
            self.note = note
            self.aliases = aliases
        }

        /// Whether the file's `name` means this choice: its name or one of its aliases, in any
        /// letter case, with `-` and `_` alike (`zh-cn` is `zh_CN`).
        public func isNamed(_ name: String) -> Bool {
            let wanted = Self.folded(name)
            return ([value] + aliases).contains { Self.folded($0) == wanted }
        }

        private static func folded(_ name: String) -> String {
            String(name.lowercased().map { $0 == "_" ? "-" : $0 })
        }
    }

    /// Another setting this one's number must not pass, checked once both are read.
    ///
    /// NB: a struct, not an enum with a path in each case: Swift keeps such an enum's case in the
    /// spare bits of the array's pointer, where LeakSanitizer cannot see a pointer, and reports
    /// the array leaked.
    public struct Bound: Hashable, Sendable {
        public enum Side: Hashable, Sendable {
            case atLeast
            case atMost
        }

        public let side: Side
        /// The other setting's path.
        public let other: [String]

        /// At least the setting at `other`.
        public static func atLeast(_ other: [String]) -> Bound { Bound(side: .atLeast, other: other) }
        /// At most the setting at `other`.
        public static func atMost(_ other: [String]) -> Bound { Bound(side: .atMost, other: other) }
    }

    /// How the preferences screen shows the setting: a line with its label and value, stepped
    /// by left and right (a switch flips, a choice cycles, a number moves by `step`).
    public struct Preference: Hashable, Sendable {
        /// The line's name in the event log's controls (`preference:volume:+1`).
        public let name: String
        /// In English; the catalogs translate it.
        public let label: String
        /// How far one step moves a number (to the next multiple of it).
        public let step: Double
        /// What a number counts, written with it on screen in each language's way (`80 %` in
        /// German); nil: a bare number.
        public let unit: Unit?

        public init(name: String, label: String, step: Double = 1, unit: Unit? = nil) {
            self.name = name
            self.label = label
            self.step = step
            self.unit = unit
        }

        /// What a number on the preferences screen counts.
        public enum Unit: Hashable, Sendable {
            case percent, milliseconds
        }
    }

    /// What the descriptor says, in one value whose derived equality and hash are the
    /// descriptor's.
    private struct Fields: Hashable, Sendable {
        var path: [String]
        var kind: Kind
        var defaultValue: SettingValue?
        var comment: String
        var bound: Bound?
        var off: Int?
        var example: SettingValue?
        var preference: Preference?
        var heldInPlay: GameSettings.Field?
    }

    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    // NB: one shared box, not the fields inline: a descriptor rides in every preferences line's
    // command (`PreferenceRow`, `AppCommand.preference`), and at 185 bytes inline it made every
    // control, focus place, action and effect as large, copied and compared at every input event.
    private let storage: Storage

    /// The table and the key: `["sound", "volume"]`; one name for a key at the top of the file.
    public var path: [String] { storage.fields.path }
    public var kind: Kind { storage.fields.kind }
    /// Nil for a setting left unset unless the player sets it (the template shows it commented out).
    public var defaultValue: SettingValue? { storage.fields.defaultValue }
    /// The template's words about it, `{values}` standing for what it may be (`0 to 100`).
    public var comment: String { storage.fields.comment }
    public var bound: Bound? { storage.fields.bound }
    /// A whole number outside the range that the setting also takes, meaning off
    /// (`scan_ms = 0`); nil where there is none.
    public var off: Int? { storage.fields.off }
    /// What the template shows, commented out, for a setting unset by default.
    public var example: SettingValue? { storage.fields.example }
    /// Nil for a setting the preferences screen does not show.
    public var preference: Preference? { storage.fields.preference }
    /// The game setting it feeds, when the game can change that in play: a value in play holds
    /// until the file changes this one (`SettingsPrecedence`).
    public var heldInPlay: GameSettings.Field? { storage.fields.heldInPlay }

    public init(
        path: [String], kind: Kind, defaultValue: SettingValue?, comment: String = "{values}", bound: Bound? = nil, off: Int? = nil,
        example: SettingValue? = nil, preference: Preference? = nil
    ) {
        storage = Storage(
            Fields(
                path: path, kind: kind, defaultValue: defaultValue, comment: comment, bound: bound, off: off, example: example,
                preference: preference, heldInPlay: nil))
    }

    private init(_ fields: Fields) {
        storage = Storage(fields)
    }

    /// The same setting, whose value in play holds until the file changes it.
    public func held(inPlay field: GameSettings.Field) -> SettingDescriptor {
        var fields = storage.fields
        fields.heldInPlay = field
        return SettingDescriptor(fields)
    }

    public static func == (lhs: SettingDescriptor, rhs: SettingDescriptor) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// `sound.volume`, as the event log and diagnostics name it.
    public var key: String { path.joined(separator: ".") }
    /// The key within its table: `volume`.
    public var name: String { path.last ?? "" }
    /// The table it lives in; nil at the top of the file.
    public var table: String? { path.count > 1 ? path.first : nil }
    public var description: String { key }

    /// The choices' names, for a choice setting.
    public var choices: [Choice] {
        if case .choice(let choices) = kind { return choices }
        return []
    }
}
