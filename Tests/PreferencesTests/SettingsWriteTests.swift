import Foundation
import GameCore
import TestSupport
import Testing

@testable import Preferences

/// A change made in the game is written into the settings file the way a careful person would:
/// that value's text, nothing else; a file that does not read is never written.
@Suite struct SettingsWriteTests {
    static func preferences(_ text: String?) throws -> (Preferences, String) {
        let folder = try FilesTests.folder()
        let path = folder.appendingPathComponent("settings.toml").path
        if let text { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        let paths = PreferencePaths(settingsFile: path, stateFile: folder.appendingPathComponent("state.json").path, logFile: "/dev/null")
        return (Preferences(paths: paths), path)
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The lines of `after` are those of `before` with at most one replaced or one added, or
    /// (when the key's table was missing) with a new table of one key after them.
    static func differByOneLine(_ before: String, _ after: String) -> Bool {
        if after.hasPrefix(before) {
            let added = after.dropFirst(before.count).split(separator: "\n", omittingEmptySubsequences: false)
            if added.count == 4, added[0].isEmpty, added[1].hasPrefix("["), added[3].isEmpty { return true }
        }
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        let new = after.split(separator: "\n", omittingEmptySubsequences: false)
        if old.count == new.count { return zip(old, new).filter { $0 != $1 }.count <= 1 }
        guard new.count == old.count + 1 else { return false }
        for skip in new.indices where Array(new[..<skip]) + Array(new[(skip + 1)...]) == old { return true }
        return false
    }

    @Test(arguments: [
        SettingsChange.shapesPerTurn(4), .adaptive(true), .soundEnabled(false), .soundVolume(35), .theme(.highContrast),
        .language(.simplifiedChinese), .outlineWidth(2.5), .outlineWidth(12),
    ])
    func aChangeRewritesOnlyItsLineInTheTemplate(change: SettingsChange) throws {
        let (preferences, path) = try Self.preferences(SettingsTemplate.text)
        guard case .written(let settings) = preferences.write(change) else {
            Issue.record("not written")
            return
        }
        let after = try Self.read(path)
        #expect(settings == change.applied(to: .defaults))
        #expect(Self.differByOneLine(SettingsTemplate.text, after), "\(after)")
        #expect(SettingsDocument.parse(after, path: path).settings == settings)
        // The comment after the value stays.
        if change.setting == SettingsRegistry.keys.shapesPerTurn.descriptor { #expect(after.contains("shapes_per_turn = 4        # 2 to 5")) }
    }

    @Test func aKeyThePlayerLeftOutIsAddedToItsTable() throws {
        let text = "# mine\ntheme = \"tutorial\"   # the light one\n\n[game]\n# two is plenty\nshapes_per_turn = 2\n"
        let (preferences, path) = try Self.preferences(text)
        guard case .written = preferences.write(.adaptive(true)) else {
            Issue.record("not written")
            return
        }
        let after = try Self.read(path)
        #expect(after == text + "adaptive = true\n")
        guard case .written = preferences.write(.soundVolume(10)) else {
            Issue.record("not written")
            return
        }
        #expect(try Self.read(path) == text + "adaptive = true\n\n[sound]\nvolume = 10\n")
    }

    /// Random settings files (keys in any order, comments, blank lines, odd spacing, CRLF): a
    /// change touches one line, and the file reads as the intended settings.
    @Test func randomFilesKeepEveryOtherByte() throws {
        var generator = SeededGenerator(seed: 2026)
        let sections: [(String, [(String, [String])])] = [
            ("shapes", [("show_fill", ["true", "false"]), ("outline_width", ["0", "6", "12.5"])]),
            ("sound", [("enabled", ["true", "false"]), ("volume", ["0", "40", "100"])]),
            ("game", [("shapes_per_turn", ["2", "3", "5"]), ("adaptive", ["true", "false"]), ("min_proportion", ["0.3"])]),
        ]
        let changes: [SettingsChange] = [
            .shapesPerTurn(3), .adaptive(false), .soundEnabled(true), .soundVolume(55), .outlineWidth(3), .theme(.colorblind),
        ]
        for round in 0..<200 {
            var lines: [String] = []
            if Bool.random(using: &generator) { lines.append("# settings, round \(round)") }
            if Bool.random(using: &generator) { lines.append("theme   =   \"classic\"  # spaced") }
            for (name, keys) in sections.shuffled(using: &generator) where Bool.random(using: &generator) || round % 7 == 0 {
                lines.append(Bool.random(using: &generator) ? "" : "   ")
                lines.append("[\(name)]  # \(name)")
                for (key, values) in keys.shuffled(using: &generator) where Int.random(in: 0..<3, using: &generator) > 0 {
                    if Bool.random(using: &generator) { lines.append("  # about \(key)") }
                    let value = values[Int.random(in: 0..<values.count, using: &generator)]
                    lines.append("\(Bool.random(using: &generator) ? "  " : "")\(key)\(Bool.random(using: &generator) ? " = " : "=")\(value)")
                }
            }
            let newline = round % 5 == 0 ? "\r\n" : "\n"
            let text = lines.joined(separator: newline) + newline
            let (preferences, path) = try Self.preferences(text)
            guard let before = SettingsDocument.parse(text, path: path).settings else {
                Issue.record("round \(round) made a file that does not read:\n\(text)")
                continue
            }
            let change = changes[Int.random(in: 0..<changes.count, using: &generator)]
            guard case .written(let settings) = preferences.write(change) else {
                Issue.record("round \(round): \(change) not written")
                continue
            }
            let after = try Self.read(path)
            #expect(settings == change.applied(to: before), "round \(round)")
            let unified = { (text: String) in text.replacingOccurrences(of: "\r\n", with: "\n") }
            #expect(Self.differByOneLine(unified(text), unified(after)), "round \(round):\n\(text)\n→\n\(after)")
            #expect(!after.replacingOccurrences(of: "\r\n", with: "").contains("\n") || newline == "\n", "round \(round): line endings mixed")
        }
    }

    @Test func aFileThatDoesNotReadIsNeverWritten() throws {
        let text = "[game]\nshapes_per_turn = 3\nadaptive = maybe\n"
        let (preferences, path) = try Self.preferences(text)
        guard case .refused(let diagnostic) = preferences.write(.shapesPerTurn(4)) else {
            Issue.record("a broken file was written")
            return
        }
        #expect(diagnostic.line == 3 && diagnostic.column == 12)
        #expect(try Self.read(path) == text)
        // A value of the wrong type is as broken: the file is not the settings it says.
        let (typed, typedPath) = try Self.preferences("[sound]\nvolume = \"loud\"\n")
        guard case .refused = typed.write(.adaptive(true)) else {
            Issue.record("a file with an error was written")
            return
        }
        #expect(try Self.read(typedPath) == "[sound]\nvolume = \"loud\"\n")
    }

    @Test func theFileKeepsItsPermissionsAndItsLink() throws {
        let (preferences, path) = try Self.preferences(SettingsTemplate.text)
        #expect(chmod(path, 0o600) == 0)
        _ = preferences.write(.soundVolume(20))
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o7777 == 0o600)
        // A settings file that is a link to a dotfiles folder: the file there changes, the link stays.
        let folder = try FilesTests.folder()
        let target = folder.appendingPathComponent("dotfiles-settings.toml").path
        try Data(SettingsTemplate.text.utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("settings.toml").path
        #expect(symlink(target, link) == 0)
        let linked = Preferences(
            paths: PreferencePaths(settingsFile: link, stateFile: folder.appendingPathComponent("s.json").path, logFile: "/dev/null"))
        guard case .written = linked.write(.shapesPerTurn(5)) else {
            Issue.record("not written through the link")
            return
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)
        #expect(try Self.read(target).contains("shapes_per_turn = 5"))
    }

    @Test func aMissingFileIsCreatedFromTheTemplateWithTheChange() throws {
        let (preferences, path) = try Self.preferences(nil)
        guard case .written(let settings) = preferences.write(.theme(.tutorial)) else {
            Issue.record("not written")
            return
        }
        #expect(settings.theme == .tutorial)
        #expect(Self.differByOneLine(SettingsTemplate.text, try Self.read(path)))
    }
}
