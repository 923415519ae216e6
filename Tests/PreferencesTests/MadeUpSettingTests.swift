import Testing

@testable import Preferences

/// What the settings registry buys: a setting added with one descriptor, and nothing else, is in
/// the template, checked by the reader (with line and column) and written by the editor.
/// (`GameAppTests.aMadeUpSettingHasItsLine` (in `PreferencesScreenTests.swift`) finds it on the preferences screen.)
@Suite struct MadeUpSettingTests {
    static let madeUp = SettingKey<Int>(
        ["game", "made_up"], default: 3, in: 1...9, comment: "{values} made-up things", preference: .init(name: "made-up", label: "made-up things"))
    static let registry = SettingsRegistry.standard.adding(madeUp.descriptor)

    @Test func theTemplateWritesIt() {
        let template = SettingsTemplate.text(for: Self.registry)
        let lines = template.split(separator: "\n").map(String.init)
        let line = lines.firstIndex(of: "made_up = 3                # 1 to 9 made-up things")
        let table = lines.firstIndex(of: "[game]")
        #expect(line != nil && table != nil && (line ?? 0) > (table ?? 0), "\(template)")
        // The template reads back as the defaults, the made-up setting among them.
        let outcome = SettingsDocument.parse(template, path: "settings.toml", registry: Self.registry)
        #expect(outcome.diagnostics.isEmpty && outcome.settings?[Self.madeUp] == 3)
        #expect(!SettingsTemplate.text.contains("made_up"))
    }

    @Test func theReaderChecksItsRangeAndSaysWhere() {
        let outcome = SettingsDocument.parse("[game]\nshapes_per_turn = 3\nmade_up = 12\n", path: "settings.toml", registry: Self.registry)
        #expect(outcome.settings == nil)
        let error = outcome.diagnostics.first
        #expect(error?.description == "settings.toml:3:11: game.made_up = 12 is out of range (1 to 9)")
        let wrongType = SettingsDocument.parse("[game]\nmade_up = \"many\"\n", path: "settings.toml", registry: Self.registry)
        #expect(wrongType.diagnostics.first?.description == "settings.toml:2:11: game.made_up must be a whole number from 1 to 9")
        let read = SettingsDocument.parse("[game]\nmade_up = 7\n", path: "settings.toml", registry: Self.registry)
        #expect(read.diagnostics.isEmpty && read.settings?[Self.madeUp] == 7 && read.settings?.shapesPerTurn == 2)
        // The game's own registry does not know it: a warning, and the rest applies.
        let standard = SettingsDocument.parse("[game]\nmade_up = 7\n", path: "settings.toml")
        #expect(standard.settings == .defaults && standard.diagnostics.first?.severity == .warning)
    }

    /// A number with an off value outside its range (`scan_ms`: 0, or 600 to 4000): the reader
    /// takes either and names both in its errors; the template says so; the screen steps from off
    /// to the range's first value and back, and says "off".
    @Test func aNumberWithAnOffValue() {
        let scan = SettingsRegistry.keys.scanMilliseconds
        for (text, value) in [("0", 0), ("600", 600), ("4000", 4000), ("1200", 1200)] {
            let outcome = SettingsDocument.parse("[accessibility]\nscan_ms = \(text)\n", path: "settings.toml")
            #expect(outcome.diagnostics.isEmpty && outcome.settings?[scan] == value, "\(text)")
        }
        for text in ["300", "1", "-1", "4001"] {
            let outcome = SettingsDocument.parse("[accessibility]\nscan_ms = \(text)\n", path: "settings.toml")
            #expect(outcome.settings == nil)
            #expect(
                outcome.diagnostics.first?.description
                    == "settings.toml:2:11: accessibility.scan_ms = \(text) is out of range (0 for off, or 600 to 4000)")
        }
        let wrongType = SettingsDocument.parse("[accessibility]\nscan_ms = \"fast\"\n", path: "settings.toml")
        #expect(
            wrongType.diagnostics.first?.description == "settings.toml:2:11: accessibility.scan_ms must be 0 (off) or a whole number from 600 to 4000"
        )
        #expect(
            SettingsTemplate.text.contains(
                "scan_ms = 0                # 0 (off) or 600 to 4000 ms: the focus ring moves by itself; any key taps what it rests on"))
        let descriptor = scan.descriptor
        #expect(descriptor.stepped(from: .integer(0), forward: true) == .integer(600))
        #expect(descriptor.stepped(from: .integer(0), forward: false) == nil)
        #expect(descriptor.stepped(from: .integer(600), forward: false) == .integer(0))
        #expect(descriptor.stepped(from: .integer(600), forward: true) == .integer(800))
        #expect(descriptor.stepped(from: .integer(4000), forward: true) == nil)
        #expect(descriptor.shown(.integer(0)) == .words("off") && descriptor.shown(.integer(800)) == .quantity("800", .milliseconds))
    }

    @Test func theEditorWritesItInPlace() throws {
        let template = SettingsTemplate.text(for: Self.registry)
        guard
            case .edited(let text, let settings) = SettingsDocument.edit(
                template, applying: SettingsChange(Self.madeUp, to: 8), path: "settings.toml", registry: Self.registry)
        else {
            Issue.record("not edited")
            return
        }
        #expect(settings[Self.madeUp] == 8)
        let changed = zip(template.split(separator: "\n"), text.split(separator: "\n")).filter { $0 != $1 }.map { String($0.1) }
        #expect(changed == ["made_up = 8                # 1 to 9 made-up things"])
        // A file without the key gets it added to its table.
        guard
            case .edited(let added, _) = SettingsDocument.edit(
                "[game]\nadaptive = true\n", applying: SettingsChange(Self.madeUp, to: 2), path: "settings.toml", registry: Self.registry)
        else {
            Issue.record("not edited")
            return
        }
        #expect(added == "[game]\nadaptive = true\nmade_up = 2\n")
    }

    /// Every setting of the game steps as its descriptor says, and stays in its range.
    @Test func everySettingOnTheScreenSteps() {
        for setting in SettingsRegistry.standard.onScreen {
            var value = Settings.defaults[setting]
            for _ in 0..<40 { value = setting.stepped(from: value, forward: true) ?? value }
            var settings = Settings.defaults
            settings[setting] = value
            let text = SettingsTemplate.text
            guard case .edited(_, let written) = SettingsDocument.edit(text, applying: SettingsChange(setting, to: value ?? .integer(0)), path: "s")
            else {
                Issue.record("\(setting) stepped out of what the file may hold: \(String(describing: value))")
                continue
            }
            #expect(written == settings, "\(setting)")
        }
        #expect(SettingsRegistry.keys.soundVolume.descriptor.stepped(from: .integer(75), forward: true) == .integer(80))
        #expect(SettingsRegistry.keys.soundVolume.descriptor.stepped(from: .integer(75), forward: false) == .integer(70))
        #expect(SettingsRegistry.keys.soundVolume.descriptor.stepped(from: .integer(100), forward: true) == nil)
        #expect(SettingsRegistry.keys.outlineWidth.descriptor.stepped(from: .number(2.5), forward: true) == .number(3))
        #expect(SettingsRegistry.keys.shapesPerTurn.descriptor.stepped(from: .integer(2), forward: false) == nil)
    }
}

/// The registry's list is read off `SettingsRegistry.Keys`: a setting declared there cannot be
/// left out of it (once, one left out read its default, and the player's line was "unknown").
@Suite struct RegistryDerivationTests {
    @Test func everyDeclaredKeyIsRegisteredInOrder() {
        let declared = Mirror(reflecting: SettingsRegistry.keys).children.compactMap(\.label)
        let registered = SettingsRegistry.standard.settings
        #expect(declared.count == registered.count && registered.count == 31)
        #expect(Set(registered.map(\.path)).count == registered.count)
        #expect(registered.first?.path == ["theme"] && registered.last?.path == ["game", "race_target"])
        #expect(SettingsRegistry.standard.descriptor(at: ["game", "feedback_ms"]) == SettingsRegistry.keys.feedback.descriptor)
        // What the game changes in play says so in its descriptor, and nothing else does.
        let held = registered.compactMap { descriptor in descriptor.heldInPlay.map { (descriptor.key, $0) } }
        #expect(held.map(\.0) == ["game.shapes_per_turn", "game.feedback_ms", "game.adaptive"])
        #expect(held.map(\.1) == [.shapesPerTurn, .feedbackDuration, .adaptive])
    }
}
