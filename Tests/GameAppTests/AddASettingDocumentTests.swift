import Preferences
import TestSupport
import Testing

/// The guide's "Add a setting" page (Sources/GameApp/GameApp.docc/AddASetting.md) shows
/// `game.feedback_ms`'s change as diffs, and quotes what the template and the reader make of it:
/// all of it must stay true of the code.
@Suite struct AddASettingDocumentTests {
    @Test func theAddASettingDiffIsTheRealCode() throws {
        let changes = try DocumentedDiff(page: "AddASetting.md").changes
        #expect(
            Set(changes.keys) == [
                "Sources/Preferences/Registry/SettingsRegistry.swift", "Sources/Preferences/Settings.swift",
                "Sources/GameCore/GameSettings.swift", "Sources/GameApp/Settings/SettingsPrecedence.swift",
            ])
        for (path, change) in changes {
            let present = Set(try DocumentedDiff.lines(of: path))
            #expect(!change.isNew && !change.added.isEmpty, "\(path)")
            #expect(change.added.filter { !present.contains($0) } == [], "\(path) lacks these lines")
            #expect(change.removed.filter { present.contains($0) } == [], "\(path) still has these lines")
            // The context shown around a change is the file's too: a renamed or moved line fails here.
            #expect(change.context.filter { !present.contains($0) } == [], "\(path): the diff's context is not in the file")
        }
        #expect(SettingsRegistry.standard.descriptor(at: ["game", "feedback_ms"]) == SettingsRegistry.keys.feedback.descriptor)
    }

    /// What the page quotes: the template's line, and the reader's words for a value out of range.
    @Test func thePageQuotesTheTemplateAndTheReader() throws {
        let page = try String(contentsOf: DocumentedDiff.root.appendingPathComponent("Sources/GameApp/GameApp.docc/AddASetting.md"), encoding: .utf8)
        let line = "feedback_ms = 450          # 0 to 2000 ms: how long right or wrong shows before the next turn"
        #expect(SettingsTemplate.text.split(separator: "\n").contains { $0 == line } && page.contains("`\(line)`"))
        let outcome = SettingsDocument.parse("[game]\nshapes_per_turn = 2\nadaptive = true\nfeedback_ms = 5000\n", path: "settings.toml")
        let error = try #require(outcome.diagnostics.first).description
        #expect(outcome.settings == nil && error == "settings.toml:4:15: game.feedback_ms = 5000 is out of range (0 to 2000)")
        #expect(page.replacingOccurrences(of: "\n", with: " ").contains("`\(error.replacingOccurrences(of: "\n", with: " "))`"))
    }
}
