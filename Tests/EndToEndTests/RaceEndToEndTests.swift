import Foundation
import Testing

/// A race for two on a real X server: a keyboard player (xdotool's keys) against the bot on a
/// virtual controller, to the settings' target. The log names the winner of every turn.
@Suite struct RaceEndToEndTests {
    @Test func aKeyboardPlayerRacesAVirtualControllerToTheTarget() throws {
        let server = try #require(DesktopIdentityTests.program("Xvfb"), "Xvfb is needed (scripts/setup.sh installs it)")
        let xwininfo = try #require(DesktopIdentityTests.program("xwininfo"), "xwininfo is needed (Debian's x11-utils)")
        let xdotool = try #require(DesktopIdentityTests.program("xdotool"), "xdotool is needed (scripts/setup.sh installs it)")
        let display = try DesktopIdentityTests.VirtualDisplay(server: server)
        let home = try Executable.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let settings = home.appendingPathComponent("race.toml")
        try "[game]\nrace_target = 5\n".write(to: settings, atomically: true, encoding: .utf8)
        let log = home.appendingPathComponent("race.jsonl")
        let game = try Executable.start(
            [
                "--race", "--autoplay", "--autoplay-device", "controller", "--autoplay-delay", "500", "--autoplay-accuracy", "0.7", "--settings",
                settings.path, "--event-log", log.path, "--window", "800x500",
            ], environment: ["SDL_VIDEODRIVER": "x11", "DISPLAY": display.name], home: home)
        let window = try #require(try DesktopIdentityTests.findWindow(display: display.name, game: game, xwininfo: xwininfo), "no window appeared")
        func key(_ name: String) throws { _ = try DesktopIdentityTests.output([xdotool, "key", "--window", window, name], display: display.name) }
        // NB: a key may reach X before SDL listens; as a player would, the test presses again.
        var started: [[String: Any]] = []
        for _ in 0..<5 where started.isEmpty {
            try key("Return")
            started = PreferencesEndToEndTests.wait(log, seconds: 2) { $0["event"] as? String == "race_started" }
        }
        let players = try #require(started.first?["players"] as? [[String: Any]])
        #expect(Set(players.compactMap { $0["input"] as? String }) == ["keyboard", "gamepad"])
        // The keyboard player taps the larger shape of each turn as soon as it shows.
        var answered = 0
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let events = PreferencesEndToEndTests.events(log)
            if events.contains(where: { $0["event"] as? String == "race_finished" }) { break }
            let turns = events.filter { $0["event"] as? String == "turn_started" }
            if turns.count > answered, let shapes = turns.last?["shapes"] as? [[String: Any]] {
                answered = turns.count
                let areas = shapes.map { $0["area"] as? Double ?? 0 }
                try key("\((areas.firstIndex(of: areas.max() ?? 0) ?? 0) + 1)")
            }
            usleep(30_000)
        }
        let events = PreferencesEndToEndTests.events(log)
        let finished = try #require(events.first { $0["event"] as? String == "race_finished" })
        let ends = events.filter { $0["event"] as? String == "turn_ended" && $0["player"] != nil }
        #expect(!ends.isEmpty && ends.allSatisfy { $0.keys.contains("winner") })
        #expect(ends.allSatisfy { ($0["winner"] as? Int).map { [1, 2].contains($0) } ?? ($0["matched"] as? Bool == false) })
        let standings = try #require(finished["players"] as? [[String: Any]])
        #expect(standings.count == 2 && standings.contains { ($0["score"] as? Int ?? 0) >= 5 })
        #expect(finished["winner"] as? Int == ends.last?["winner"] as? Int)
        let run = try DesktopIdentityTests.quit(game, window: window, display: display.name, xdotool: xdotool)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
