import Testing

@testable import Preferences

/// `[keys]`: the player's own keys, read with their mistakes said by line and column.
@Suite struct KeyBindingsTests {
    static func read(_ text: String) -> SettingsDocument.Outcome {
        SettingsDocument.parse(text, path: "settings.toml")
    }

    @Test func anActionTakesTheKeyTheFileGivesIt() {
        let outcome = Self.read("[keys]\npause = \"Q\"\nhelp = \"F2\"\nsquare = \"space\"\n")
        #expect(outcome.diagnostics.isEmpty)
        let bindings = outcome.settings?.keyBindings
        #expect(bindings?.keys(for: "pause") == ["q"] && bindings?.keys(for: "help") == ["f2"] && bindings?.keys(for: "square") == ["space"])
        // The others keep theirs; the pause's defaults (P, Space) are free.
        #expect(bindings?.keys(for: "circle") == ["c"] && bindings?.map["p"] == nil && bindings?.map["space"] == "square")
        // None: the defaults, and a file without [keys] reads as before.
        #expect(Self.read("").settings?.keyBindings == KeyBindings() && KeyBindings().map["p"] == "pause" && KeyBindings().map["f1"] == "help")
    }

    @Test func mistakesAreSaidWhereTheyAre() {
        let cases: [(String, String)] = [
            ("[keys]\npause = \"s\"\n", "settings.toml:2:9: keys.pause = \"s\" is already the key of square: give one of them another"),
            ("[keys]\nhelp = \"q\"\npause = \"q\"\n", "settings.toml:3:9: keys.pause = \"q\" is already the key of help: give one of them another"),
            ("[keys]\npause = \"escape\"\n", "settings.toml:2:9: keys.pause = \"escape\": Esc, Enter and 1 to 5 are the game's own keys"),
            ("[keys]\npause = \"3\"\n", "settings.toml:2:9: keys.pause = \"3\": Esc, Enter and 1 to 5 are the game's own keys"),
            (
                "[keys]\npause = \"ctrl+p\"\n",
                "settings.toml:2:9: keys.pause = \"ctrl+p\" is not a key: use one character, space, tab, backspace, left, right, up, down, pageup, pagedown or f1 to f24"
            ),
            ("[keys]\npause = 7\n", "settings.toml:2:9: keys.pause must be a key's name in quotes, like \"q\", \"space\" or \"f5\""),
            ("keys = 3\n", "settings.toml:1:8: 'keys' must be a table, like [keys]"),
        ]
        for (text, message) in cases {
            let outcome = Self.read(text)
            // An error refuses the file: the settings in force stay, the game keeps its keys.
            #expect(outcome.settings == nil, "\(text)")
            #expect(outcome.diagnostics.first?.description == message, "\(text)")
        }
        // An action the game does not know is a warning; the rest applies.
        let unknown = Self.read("[keys]\njump = \"j\"\npause = \"q\"\n")
        #expect(unknown.settings?.keyBindings.keys(for: "pause") == ["q"] && unknown.diagnostics.first?.severity == .warning)
        #expect(unknown.diagnostics.first?.line == 2 && unknown.diagnostics.first?.column == 1)
    }

    @Test func theTemplateListsEveryActionAndReadsAsTheDefaults() {
        let template = SettingsTemplate.text
        for action in KeyBindings.actions { #expect(template.contains("# \(action.name) = "), "\(action.name)") }
        #expect(template.contains("# pause = \"p\"") && template.contains("# default: p, space"))
        // Uncommented as it stands, it reads back as the defaults.
        var inKeys = false
        let uncommented = template.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line == "# [keys]" { inKeys = true }
            if line == "# [buttons]" { inKeys = false }
            return inKeys && line.hasPrefix("# ") && (line == "# [keys]" || line.contains("# default:")) ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        let outcome = SettingsDocument.parse(uncommented, path: "settings.toml")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.description))")
        #expect(
            outcome.settings?.keyBindings.map
                == KeyBindings().map.filter { pair in KeyBindings.actions.contains { $0.name == pair.value && $0.defaults[0] == pair.key } })
        // The buttons' lines too, each action on its first button by default (those with none
        // are named in words: `TemplateUncommentedTests`).
        #expect(template.contains("# [buttons]") && template.contains("# stats = \"y\"") && template.contains("# default: x, misc"))
    }

    @Test func aPadsButtonsAreReadAsTheKeysAre() {
        let outcome = Self.read("[buttons]\nhelp = \"Y\"\nstats = \"back\"\npause = \"guide\"\n")
        #expect(outcome.diagnostics.isEmpty)
        let buttons = outcome.settings?.buttonBindings
        #expect(
            buttons?.map["y"] == "help" && buttons?.map["back"] == "stats" && buttons?.map["guide"] == "pause"
                && buttons?.map["start"] == "preferences")
        let cases: [(String, String)] = [
            ("[buttons]\npause = \"a\"\n", "settings.toml:2:9: buttons.pause = \"a\": A, B and the D-pad are the game's own buttons"),
            ("[buttons]\npause = \"y\"\n", "settings.toml:2:9: buttons.pause = \"y\" is already the button of stats: give one of them another"),
            (
                "[buttons]\npause = \"trigger\"\n",
                "settings.toml:2:9: buttons.pause = \"trigger\" is not a button: use x, y, back, guide, start, leftstick, rightstick, leftshoulder, rightshoulder or misc"
            ),
            ("[buttons]\npause = 1\n", "settings.toml:2:9: buttons.pause must be a button's name in quotes, like \"y\" or \"start\""),
        ]
        for (text, message) in cases {
            let read = Self.read(text)
            #expect(read.settings == nil && read.diagnostics.first?.description == message, "\(text)")
        }
    }

    @Test func actionsAreNamedOnce() {
        #expect(Set(KeyBindings.actions.map(\.name)).count == KeyBindings.actions.count)
        #expect(Set(ButtonBindings.actions.map(\.name)).count == ButtonBindings.actions.count)
    }

    /// `action(for:)`, which input asks for every key and button, answers as the whole map does.
    @Test func aKeysActionIsTheMapsOwn() {
        let keys = ["pause": "q", "help": "f2", "square": "space", "restart": "p"]
        for bindings in [KeyBindings(), KeyBindings(keys)] {
            let names = Set(KeyBindings.actions.flatMap(\.defaults) + keys.values + ["z", "escape"])
            for name in names { #expect(bindings.action(for: name) == bindings.map[name], "\(name)") }
        }
        for buttons in [ButtonBindings(), ButtonBindings(["help": "y", "stats": "back", "pause": "guide"])] {
            for name in ButtonScheme.named.union(ButtonScheme.reserved) { #expect(buttons.action(for: name) == buttons.map[name], "\(name)") }
        }
    }
}
