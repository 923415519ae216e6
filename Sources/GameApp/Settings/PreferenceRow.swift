import Preferences

/// A line of the preferences screen: a setting the registry puts on the screen, or the reset of
/// the statistics, which asks first.
public enum PreferenceRow: Hashable, Sendable {
    case setting(SettingDescriptor)
    case reset
    /// Opens About.
    case about

    /// The lines, top to bottom: the registry's settings on screen, group by group (each in
    /// the registry's order), then the reset and About.
    public static func rows(in registry: SettingsRegistry) -> [PreferenceRow] {
        let rows = registry.onScreen.map(PreferenceRow.setting) + [.reset, .about]
        return PreferenceGroup.allCases.flatMap { group in rows.filter { $0.group == group } }
    }

    /// The group the line is shown in: its setting's table in the settings file (a line's
    /// heading on the screen is where the player finds it in the file).
    public var group: PreferenceGroup {
        switch self {
        case .setting(let setting):
            switch setting.table {
            case "sound": .sound
            case "accessibility": .accessibility
            case "game": .game
            default: .look
            }
        case .reset, .about: .more
        }
    }

    /// The standard registry's lines, found once: the screen is laid out with every input event
    /// (its controls), and finding each line's setting in the registry each time was most of it.
    public static let standardRows = rows(in: .standard)

    /// The standard registry's lines.
    public static func rows() -> [PreferenceRow] { standardRows }

    /// The line's name in the event log's controls: `preference:volume:-1`.
    public var name: String {
        switch self {
        case .setting(let setting): setting.preference?.name ?? setting.key
        case .reset: "reset"
        case .about: "about"
        }
    }

    /// What the line says, in English (the catalogs translate it).
    var label: Message {
        switch self {
        case .setting(let setting): Message(setting.preference?.label ?? setting.key)
        case .reset: UIText.rowReset
        case .about: UIText.rowAbout
        }
    }

    /// Whether using the line flips it (on / off) or asks for something (reset), rather than
    /// stepping through values.
    var isSwitch: Bool {
        switch self {
        case .setting(let setting): setting.kind == .boolean
        case .reset, .about: true
        }
    }

    /// The change stepping the line by `step` (0: using it) makes to `settings`; nil for the reset
    /// line and for a step past the end of a range.
    public func change(step: Int, settings: Settings) -> SettingsChange? {
        guard case .setting(let setting) = self, let value = setting.stepped(from: settings[setting], forward: step >= 0) else { return nil }
        return SettingsChange(setting, to: value)
    }
}

extension PreferenceRow {
    /// Every value the line can show, as the screen writes it (words in English, for the catalog
    /// to translate): a number's ends and a choice's every name. The screen measures them all
    /// before it places its values, so stepping a value never moves the lines.
    var possibleValues: [SettingDescriptor.ShownValue] {
        guard case .setting(let setting) = self else { return [] }
        switch setting.kind {
        case .boolean: return [false, true].map { setting.shown(.boolean($0)) }
        case .choice(let choices): return choices.map { setting.shown(.text($0.value)) }
        case .integer(let range): return ([range.lowerBound, range.upperBound] + [setting.off].compactMap { $0 }).map { setting.shown(.integer($0)) }
        case .number(let range): return [range.lowerBound, range.upperBound].map { setting.shown(.number($0)) } + [setting.shown(nil)]
        case .color: return [setting.shown(nil)]
        }
    }
}

/// The preferences' groups, each under its heading, in the screen's order.
public enum PreferenceGroup: CaseIterable, Hashable, Sendable {
    /// The theme, the language and the shapes' outline (the file's top and `[shapes]`).
    case look
    /// `[sound]`.
    case sound
    /// `[accessibility]`: the text size, reduced motion, the voice, one-switch play.
    case accessibility
    /// `[game]`: the shapes per turn, adaptive difficulty, the race.
    case game
    /// The statistics' reset and About.
    case more

    /// The heading, in English (the catalogs translate it).
    var heading: Message {
        switch self {
        case .look: UIText.groupLook
        case .sound: UIText.groupSound
        case .accessibility: UIText.groupAccessibility
        case .game: UIText.groupGame
        case .more: UIText.groupMore
        }
    }
}
