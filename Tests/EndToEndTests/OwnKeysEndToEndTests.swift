import Foundation
import Testing

/// The player's own keys on a real X server: a `[keys]` table moves actions to other keys, and a
/// conflicting one is reported with its line and column while the game keeps its keys.
@Suite struct OwnKeysEndToEndTests {
    /// Starts the game on `x` with `settings` as its settings file; returns it, its window and its log.
    private static func start(_ name: String, settings text: String, on x: XSession) throws -> (Executable.Started, String, URL) {
        let settings = x.home.appendingPathComponent("\(name).toml")
        try text.write(to: settings, atomically: true, encoding: .utf8)
        let log = x.home.appendingPathComponent("\(name).jsonl")
        let (game, window) = try x.start(["--mode", "square", "--settings", settings.path, "--event-log", log.path, "--window", "800x500"])
        return (game, window, log)
    }

    @Test func remappedKeysDoTheirActionsAndAConflictIsSaidWhereItIs() throws {
        let x = try XSession()
        defer { x.close() }

        // K is the circles' key, Q pauses; C, the circles' by default, does nothing now.
        let (game, window, log) = try Self.start("own", settings: "[keys]\ncircle = \"k\"\npause = \"q\"\n", on: x)
        let changed = try x.press("k", in: window, until: log) { $0["event"] as? String == "mode_changed" && $0["mode"] as? String == "circle" }
        #expect(!changed.isEmpty)
        try x.key("x", in: window)
        _ = PreferencesEndToEndTests.wait(log, seconds: 10) { $0["event"] as? String == "mode_changed" && $0["mode"] as? String == "cross" }
        try x.key("c", in: window)
        try x.key("q", in: window)
        let paused = PreferencesEndToEndTests.wait(log, seconds: 10) { $0["event"] as? String == "paused" }
        #expect(paused.first?["cause"] as? String == "key")
        let modes = PreferencesEndToEndTests.events(log).filter { $0["event"] as? String == "mode_changed" }.compactMap { $0["mode"] as? String }
        #expect(modes.last == "cross", "C changed the mode: \(modes)")
        let run = try x.quit(game, window: window)
        #expect(run.status == 0, "\(run.standardError)")

        // Pause on S, the squares' key: said at its line and column; P still pauses. (On a
        // display of its own: on the first one, this second window got none of xdotool's keys.)
        let other = try XSession()
        defer { other.close() }
        let (second, secondWindow, secondLog) = try Self.start("conflict", settings: "[keys]\n\npause = \"s\"\n", on: other)
        let error = PreferencesEndToEndTests.wait(secondLog, seconds: 5) { $0["event"] as? String == "settings_error" }
        #expect(error.first?["line"] as? Int == 3 && error.first?["column"] as? Int == 9)
        #expect(error.first?["message"] as? String == "keys.pause = \"s\" is already the key of square: give one of them another")
        let pausedAgain = try other.press("p", in: secondWindow, until: secondLog) { $0["event"] as? String == "paused" }
        #expect(!pausedAgain.isEmpty, "\(PreferencesEndToEndTests.events(secondLog).map { $0["event"] as? String ?? "" })")
        let secondRun = try other.quit(second, window: secondWindow)
        #expect(secondRun.status == 0, "\(secondRun.standardError)")
    }
}
