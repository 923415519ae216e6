import Foundation
import Testing

/// A race for two on a real X server: a keyboard player (xdotool's keys) against the bot on a
/// virtual controller, to the settings' target. The log names the winner of every turn.
@Suite struct RaceEndToEndTests {
    @Test func aKeyboardPlayerRacesAVirtualControllerToTheTarget() throws {
        let x = try XSession()
        defer { x.close() }
        let settings = x.home.appendingPathComponent("race.toml")
        try "[game]\nrace_target = 5\n".write(to: settings, atomically: true, encoding: .utf8)
        let log = x.home.appendingPathComponent("race.jsonl")
        let (game, window) = try x.start([
            "--race", "--autoplay", "--autoplay-device", "controller", "--autoplay-delay", "500", "--autoplay-accuracy", "0.7", "--settings",
            settings.path, "--event-log", log.path, "--window", "800x500",
        ])
        let started = try x.press("Return", in: window, until: log) { $0["event"] as? String == "race_started" }
        let players = try #require(started.first?["players"] as? [[String: Any]])
        #expect(Set(players.compactMap { $0["input"] as? String }) == ["keyboard", "gamepad"])
        // The keyboard player taps the larger shape of each turn as soon as it shows.
        var answered = 0
        _ = try Patience.wait(seconds: 60, every: 30_000) {
            let events = PreferencesEndToEndTests.events(log)
            if events.contains(where: { $0["event"] as? String == "race_finished" }) { return true }
            let turns = events.filter { $0["event"] as? String == "turn_started" }
            if turns.count > answered, let shapes = turns.last?["shapes"] as? [[String: Any]] {
                answered = turns.count
                let areas = shapes.map { $0["area"] as? Double ?? 0 }
                try x.key("\((areas.firstIndex(of: areas.max() ?? 0) ?? 0) + 1)", in: window)
            }
            return false
        }
        let events = PreferencesEndToEndTests.events(log)
        let finished = try #require(events.first { $0["event"] as? String == "race_finished" })
        let ends = events.filter { $0["event"] as? String == "turn_ended" && $0["player"] != nil }
        #expect(!ends.isEmpty && ends.allSatisfy { $0.keys.contains("winner") })
        #expect(ends.allSatisfy { ($0["winner"] as? Int).map { [1, 2].contains($0) } ?? ($0["matched"] as? Bool == false) })
        let standings = try #require(finished["players"] as? [[String: Any]])
        #expect(standings.count == 2 && standings.contains { ($0["score"] as? Int ?? 0) >= 5 })
        #expect(finished["winner"] as? Int == ends.last?["winner"] as? Int)
        let run = try x.quit(game, window: window)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
