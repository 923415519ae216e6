import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// Keys that change a setting write it into the player's file, through the real loop: only that
/// line changes, the game's own write is no news to the watcher, and a file that does not read
/// is left alone with a notice that says where. In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The player's files in `folder` (a test's own), through the real Facade.
    static func settings(in folder: URL) -> (Preferences, String) {
        let paths = PreferencePaths(
            settingsFile: folder.appendingPathComponent("settings.toml").path, stateFile: folder.appendingPathComponent("state.json").path,
            logFile: "/dev/null")
        return (Preferences(paths: paths), paths.settingsFile)
    }

    /// Runs the loop until `done` or a few seconds pass.
    func run(_ harness: Harness, until done: () -> Bool) throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while !done(), ContinuousClock.now < deadline { try harness.app.step(maximumWait: 20) }
    }

    @Test func theSettingKeysWriteOnlyTheirLine() throws {
        try TemporaryFolder.with("writeback") { folder in
            let (preferences, path) = Self.settings(in: folder)
            let harness = try Harness(mode: .square, feedback: .zero, preferences: preferences)
            let template = try String(contentsOfFile: path, encoding: .utf8)
            #expect(template == SettingsTemplate.text)
            @MainActor func saved() -> Int { harness.appEvents.filter { if case .settingSaved(_, .written, _) = $0 { true } else { false } }.count }
            @MainActor func loads() -> Int { harness.appEvents.filter { if case .settingsApplied = $0 { true } else { false } }.count }
            let loadsAtStart = loads()
            try harness.press(.character("+"))
            try run(harness) { saved() == 1 }
            #expect(harness.game.settings.shapesPerTurn == 3)
            // The watcher reads the first write while the next ones are made: what it reads is
            // older than what is in force, and changes nothing back.
            for _ in 0..<6 { try harness.app.step(maximumWait: 20) }
            try harness.press(.character("d"))
            try harness.pump()
            try harness.press(.character("n"))
            try run(harness) { saved() == 3 }
            let after = try String(contentsOfFile: path, encoding: .utf8)
            let changed = zip(template.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }.map { String($0.1) }
            #expect(
                changed == [
                    "enabled = false             # true or false", "shapes_per_turn = 3        # 2 to 5",
                    "adaptive = true           # adaptive difficulty: the larger shape's lead shrinks as you improve",
                ], "\(changed)")
            #expect(harness.game.settings.adaptive && harness.app.model.settings.isMuted)
            // The watcher sees the game's own writes and says nothing of them.
            for _ in 0..<15 { try harness.app.step(maximumWait: 20) }
            #expect(loads() == loadsAtStart)
            #expect(harness.game.settings.adaptive && harness.app.model.settings.isMuted && harness.game.settings.shapesPerTurn == 3)
            #expect(harness.app.model.notice == nil)
            // A save by the player still applies as always.
            try Data(after.replacingOccurrences(of: "shapes_per_turn = 3", with: "shapes_per_turn = 4").utf8).write(to: URL(fileURLWithPath: path))
            try run(harness) { harness.game.settings.shapesPerTurn == 4 }
            #expect(harness.game.settings.shapesPerTurn == 4)
        }
    }

    @Test func aFileThatDoesNotReadIsLeftAloneAndTheChangeLastsTheSession() throws {
        try TemporaryFolder.with("writeback") { folder in
            let (preferences, path) = Self.settings(in: folder)
            let harness = try Harness(mode: .square, feedback: .zero, preferences: preferences)
            let broken = "[game]\nshapes_per_turn = 2\nadaptive = maybe\n"
            try Data(broken.utf8).write(to: URL(fileURLWithPath: path))
            try run(harness) { harness.app.model.notice != nil }
            try harness.press(.character("+"))
            try run(harness) { harness.appEvents.contains { if case .settingSaved(_, .refused, _) = $0 { true } else { false } } }
            #expect(try String(contentsOfFile: path, encoding: .utf8) == broken)
            #expect(harness.game.settings.shapesPerTurn == 3)
            let notice = try #require(harness.app.model.notice?.text(in: .english))
            #expect(notice.hasPrefix("settings.toml:3:12:") && notice.contains("the file was not written"), "\(notice)")
        }
    }
}
