import SystemIO

/// The file the game writes when there is no settings file: every key, its default and what it
/// may be, so a player discovers them by opening it. Written from the registry, so a new setting
/// appears in it with nothing more to do. A setting unset by default (a color, the mode) is shown
/// commented out: set, a color would override the theme.
public enum SettingsTemplate {
    /// The game's template.
    public static var text: String { text(for: .standard) }

    /// The template for `registry`'s settings.
    public static func text(for registry: SettingsRegistry) -> String {
        var lines = [
            "# Tap the Larger Shape: settings.",
            "# Save this file while the game runs and the change applies at once. A mistake is",
            "# reported with its line and column, and the game keeps the settings it had.",
            "",
        ]
        for setting in registry.settings where setting.table == nil {
            lines += wrapped(comment(of: setting, quoted: true), width: lineWidth - 2).map { "# " + $0 }
            lines.append(line(of: setting))
            lines.append("")
        }
        for table in registry.tables {
            lines.append("[\(table)]")
            if let comment = registry.tableComments[table] {
                lines += comment.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
            }
            for setting in registry.settings where setting.table == table {
                let comments = comment(of: setting, quoted: false).split(separator: "\n").map(String.init)
                var first = line(of: setting)
                if let words = comments.first {
                    first = first.padded(to: max(commentColumn, first.count + 1)) + "# " + words
                }
                lines.append(first)
                lines += comments.dropFirst().map { String(repeating: " ", count: commentColumn) + "# " + $0 }
            }
            lines.append("")
        }
        lines += keysSection + buttonsSection
        return lines.joined(separator: "\n") + "\n"
    }

    /// The player's own keys, commented out: what each action is called and its keys by default.
    static var keysSection: [String] {
        let lines = [
            "# Your own keys: remove the # before [keys] and before an action, and give it a key (one",
            "# character, space, tab, backspace, left, right, up, down, pageup, pagedown or f1 to",
            "# f24). Esc, Enter and 1 to 5 stay the game's own. The actions, with their keys by default:",
            "# [keys]",
        ]
        return lines + actionLines(KeyBindings.actions) + [""]
    }

    /// The player's own pad buttons, commented out, as the keys are. The actions with no button
    /// by default are named above the table, not given a line: there are fewer free buttons than
    /// such actions, so no example for each could leave the block readable uncommented whole.
    static var buttonsSection: [String] {
        let unbound = ButtonBindings.actions.filter(\.defaults.isEmpty).map(\.name)
        let listed = unbound.count > 1 ? unbound.dropLast().joined(separator: ", ") + " and " + (unbound.last ?? "") : unbound.joined()
        let text =
            "Your own pad buttons, as the keys above: x, y, back, guide, start, leftstick, rightstick, leftshoulder, rightshoulder or misc "
            + "(SDL's names, by place). A, B and the D-pad stay the game's own. "
            + (unbound.isEmpty
                ? "The actions, with their buttons by default:"
                : "The actions \(listed) have no button until given one that no other action has (the guide button, say); the others, with their buttons by default:")
        return wrapped(text, width: lineWidth - 2).map { "# " + $0 } + ["# [buttons]"] + actionLines(ButtonBindings.actions) + [""]
    }

    /// One commented line per action that has an input by default: its first, and all of them.
    /// Uncommented, each gives its action the input it has already, so any of them, or all at
    /// once, read as the defaults.
    private static func actionLines(_ actions: [BindingAction]) -> [String] {
        actions.compactMap { action in
            guard let first = action.defaults.first else { return nil }
            let line = "# \(action.name) = \(SettingValue.text(first).literal)"
            return line.padded(to: max(commentColumn, line.count + 1)) + "# default: " + action.defaults.joined(separator: ", ")
        }
    }

    /// Where the comments beside a table's values start.
    static let commentColumn = 27
    static let lineWidth = 90

    /// `key = value`, or, for a setting unset by default, its example commented out.
    private static func line(of setting: SettingDescriptor) -> String {
        if let value = setting.defaultValue { return "\(setting.name) = \(value.literal)" }
        return "# \(setting.name) = \(setting.example?.literal ?? "\"\"")"
    }

    /// The setting's comment with `{values}` put in words: `0 to 100`, `true or false`, its
    /// choices (quoted, with their notes, at the top of the file).
    static func comment(of setting: SettingDescriptor, quoted: Bool) -> String {
        setting.comment.replacingAll("{values}", with: values(of: setting, quoted: quoted))
    }

    static func values(of setting: SettingDescriptor, quoted: Bool) -> String {
        func range(_ low: SettingValue, _ high: SettingValue) -> String {
            let other = setting.bound?.other.last ?? ""
            return switch setting.bound?.side {
            case .atLeast?: "\(other) to \(high.plain)"
            case .atMost?: "\(low.plain) to \(other)"
            case nil: "\(low.plain) to \(high.plain)"
            }
        }
        switch setting.kind {
        case .boolean: return "true or false"
        case .integer(let bounds):
            let values = range(.integer(bounds.lowerBound), .integer(bounds.upperBound))
            return setting.off.map { "\($0) (off) or \(values)" } ?? values
        case .number(let bounds): return range(.number(bounds.lowerBound), .number(bounds.upperBound))
        case .color: return "\"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or a CSS color name"
        case .choice(let choices):
            let names = choices.map { choice in
                guard quoted else { return choice.value }
                return SettingValue.text(choice.value).literal + (choice.note.map { " (\($0))" } ?? "")
            }
            guard quoted, names.count > 1 else { return names.joined(separator: ", ") }
            return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        }
    }

    /// Words wrapped onto lines of at most `width` characters (a longer word has a line of its own).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
