import Foundation
import Testing

/// The player's own keys on a real X server: a `[keys]` table moves actions to other keys, and a
/// conflicting one is reported with its line and column while the game keeps its keys.
@Suite struct OwnKeysEndToEndTests {
    /// Starts the game with `settings` as its settings file; returns it, its window and its log.
    private static func start(
        _ name: String, settings text: String, display: DesktopIdentityTests.VirtualDisplay, home: URL, xwininfo: String
    ) throws -> (Executable.Started, String, URL) {
        let settings = home.appendingPathComponent("\(name).toml")
        try text.write(to: settings, atomically: true, encoding: .utf8)
        let log = home.appendingPathComponent("\(name).jsonl")
        let game = try Executable.start(
            ["--mode", "square", "--settings", settings.path, "--event-log", log.path, "--window", "800x500"],
            environment: ["SDL_VIDEODRIVER": "x11", "DISPLAY": display.name], home: home)
        let window = try #require(try DesktopIdentityTests.findWindow(display: display.name, game: game, xwininfo: xwininfo), "no window appeared")
        return (game, window, log)
    }

    @Test func remappedKeysDoTheirActionsAndAConflictIsSaidWhereItIs() throws {
        let server = try #require(DesktopIdentityTests.program("Xvfb"), "Xvfb is needed (scripts/setup.sh installs it)")
        let xwininfo = try #require(DesktopIdentityTests.program("xwininfo"), "xwininfo is needed (Debian's x11-utils)")
        let xdotool = try #require(DesktopIdentityTests.program("xdotool"), "xdotool is needed (scripts/setup.sh installs it)")
        let display = try DesktopIdentityTests.VirtualDisplay(server: server)
        let home = try Executable.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }

        // K is the circles' key, Q pauses; C, the circles' by default, does nothing now.
        let (game, window, log) = try Self.start("own", settings: "[keys]\ncircle = \"k\"\npause = \"q\"\n", display: display, home: home, xwininfo: xwininfo)
        func key(_ name: String) throws { _ = try DesktopIdentityTests.output([xdotool, "key", "--window", window, name], display: display.name) }
        // NB: a key may reach X before SDL listens; as a player would, the test presses again.
        var changed: [[String: Any]] = []
        for _ in 0..<5 where changed.isEmpty {
            try key("k")
            changed = PreferencesEndToEndTests.wait(log, seconds: 2) { $0["event"] as? String == "mode_changed" && $0["mode"] as? String == "circle" }
        }
        #expect(!changed.isEmpty)
        try key("x")
        _ = PreferencesEndToEndTests.wait(log, seconds: 10) { $0["event"] as? String == "mode_changed" && $0["mode"] as? String == "cross" }
        try key("c")
        try key("q")
        let paused = PreferencesEndToEndTests.wait(log, seconds: 10) { $0["event"] as? String == "paused" }
        #expect(paused.first?["cause"] as? String == "key")
        let modes = PreferencesEndToEndTests.events(log).filter { $0["event"] as? String == "mode_changed" }.compactMap { $0["mode"] as? String }
        #expect(modes.last == "cross", "C changed the mode: \(modes)")
        let run = try DesktopIdentityTests.quit(game, window: window, display: display.name, xdotool: xdotool)
        #expect(run.status == 0, "\(run.standardError)")

        // Pause on S, the squares' key: said at its line and column; P still pauses. (On a
        // display of its own: on the first one, this second window got none of xdotool's keys.)
        let other = try DesktopIdentityTests.VirtualDisplay(server: server)
        let (second, secondWindow, secondLog) = try Self.start("conflict", settings: "[keys]\n\npause = \"s\"\n", display: other, home: home, xwininfo: xwininfo)
        let error = PreferencesEndToEndTests.wait(secondLog, seconds: 5) { $0["event"] as? String == "settings_error" }
        #expect(error.first?["line"] as? Int == 3 && error.first?["column"] as? Int == 9)
        #expect(error.first?["message"] as? String == "keys.pause = \"s\" is already the key of square: give one of them another")
        var pausedAgain: [[String: Any]] = []
        for _ in 0..<5 where pausedAgain.isEmpty {
            _ = try DesktopIdentityTests.output([xdotool, "key", "--window", secondWindow, "p"], display: other.name)
            pausedAgain = PreferencesEndToEndTests.wait(secondLog, seconds: 2) { $0["event"] as? String == "paused" }
        }
        #expect(!pausedAgain.isEmpty, "\(PreferencesEndToEndTests.events(secondLog).map { $0["event"] as? String ?? "" })")
        let secondRun = try DesktopIdentityTests.quit(second, window: secondWindow, display: other.name, xdotool: xdotool)
        #expect(secondRun.status == 0, "\(secondRun.standardError)")
    }
}
