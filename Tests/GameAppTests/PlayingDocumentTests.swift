import Foundation
import GameCore
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The player's manual (docs/PLAYING.md) against the registries it describes: every setting in
/// its list of keys, every line of the preferences screen, every action of `[keys]` and
/// `[buttons]`, and examples the game takes.
@Suite struct PlayingDocumentTests {
    /// The manual's paragraphs, each on one line.
    static func paragraphs() throws -> [String] {
        let text = try String(contentsOf: DocumentedDiff.root.appendingPathComponent("docs/PLAYING.md"), encoding: .utf8)
        return text.components(separatedBy: "\n\n").map { $0.replacingOccurrences(of: "\n", with: " ") }
    }

    static func paragraph(startingWith start: String) throws -> String {
        try #require(try paragraphs().first { $0.hasPrefix(start) }, "PLAYING.md has a paragraph starting \(start)")
    }

    /// The `key = "value"` examples in a paragraph, as the lines of a table.
    static func examples(in paragraph: String) -> [String] {
        paragraph.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element).filter { $0.contains(" = \"") }
    }

    @Test func theListOfKeysHasEverySetting() throws {
        let keys = try Self.paragraph(startingWith: "Keys: ")
        for setting in SettingsRegistry.standard.settings {
            #expect(keys.contains("`\(setting.name)`") || keys.contains("`\(setting.key)`"), "\(setting.key)")
        }
        for table in [KeyScheme.table, ButtonScheme.table] { #expect(keys.contains("`[\(table)]`")) }
    }

    @Test func thePreferencesNameEveryLine() throws {
        let preferences = try Self.paragraph(startingWith: "**Preferences**").lowercased()
        let lines = SettingsRegistry.standard.onScreen
        #expect(lines.count == 14 && preferences.contains("fourteen settings"))
        for line in lines {
            let label = try #require(line.preference?.label)
            #expect(preferences.contains(label), "\(label)")
        }
    }

    @Test func theOwnKeysParagraphsNameEveryActionAndTheirExamplesRead() throws {
        let keys = try Self.paragraph(startingWith: "**Your own keys**")
        let buttons = try Self.paragraph(startingWith: "A `[buttons]` table")
        let modes = Set(GameMode.allCases.map(\.rawValue))
        for action in KeyBindings.actions where !modes.contains(action.name) { #expect(keys.contains("`\(action.name)`"), "\(action.name)") }
        for action in ButtonBindings.actions { #expect(buttons.contains("`\(action.name)`"), "\(action.name)") }
        for name in ButtonScheme.named { #expect(buttons.contains("`\(name)`"), "\(name)") }
        for (table, paragraph) in [(KeyScheme.table, keys), (ButtonScheme.table, buttons)] {
            // Each example alone, as a player would copy it (but the second half of a pair, read
            // with its first below); the one the page says is refused, refused.
            let examples = Self.examples(in: paragraph)
            #expect(examples.count >= 2, "\(table)")
            for example in examples where !paragraph.contains("with `\(example)`") {
                let outcome = SettingsDocument.parse("[\(table)]\n\(example)\n", path: "settings.toml")
                let refused = paragraph.contains("`\(example)` alone is refused")
                #expect(outcome.diagnostics.isEmpty != refused, "[\(table)] \(example): \(outcome.diagnostics.map(\.description))")
            }
        }
        let swapped = SettingsDocument.parse("[buttons]\nhelp = \"y\"\nstats = \"back\"\n", path: "settings.toml")
        #expect(buttons.contains("`help = \"y\"` with `stats = \"back\"` swaps the two") && swapped.diagnostics.isEmpty)
    }
}
