import Foundation
import Testing

/// The daily challenge through the real executable: the day's twenty turns are the same whatever
/// the time zone, the window and the settings; the first finished attempt counts, across runs.
@Suite struct DailyEndToEndTests {
    /// Each turn's kinds and areas, as the log says them.
    static func turns(_ run: Executable.Run) -> [[String]] {
        run.events(named: "turn_started").map { event in
            (event["shapes"] as? [[String: Any]] ?? []).map { shape in "\(shape["kind"] ?? "?") \(shape["area"] ?? "?")" }
        }
    }

    @Test func theDayIsTheSameEverywhereAndOnlyItsFirstFinishedAttemptCounts() throws {
        let home = try Executable.makeHome()
        let daily = ["--daily", "--today", "2026-12-03", "--autoplay", "--autoplay-delay", "0", "--turns", "20", "--event-log", "-"]
        let first = try Executable.run(daily + ["--window", "640x480"], environment: ["TZ": "Pacific/Kiritimati"], home: home)
        // Other settings, another window, a zone on the far side of the date line, another seed.
        let settings = home.appendingPathComponent("other.toml")
        try """
        [game]
        shapes_per_turn = 5
        adaptive = true
        mode = "star"
        min_proportion = 0.1
        max_proportion = 0.2
        """.write(to: settings, atomically: true, encoding: .utf8)
        let second = try Executable.run(
            daily + ["--window", "1280x720", "--settings", settings.path, "--seed", "99", "--autoplay-accuracy", "0.5"],
            environment: ["TZ": "Pacific/Pago_Pago"], home: home)
        #expect(first.status == 0 && second.status == 0)
        let turns = Self.turns(first)
        #expect(turns.count == 20 && turns.allSatisfy { $0.count == 3 })
        #expect(turns == Self.turns(second))
        #expect(first.events(named: "turn_started").allSatisfy { $0["ratio"] == nil })
        // The first counted; the second was practice from its start.
        #expect(first.events(named: "daily_started").first?["practice"] as? Bool == false)
        #expect(second.events(named: "daily_started").first?["practice"] as? Bool == true)
        let firstEnd = try #require(first.events(named: "daily_finished").first)
        let secondEnd = try #require(second.events(named: "daily_finished").first)
        #expect(firstEnd["counted"] as? Bool == true && secondEnd["counted"] as? Bool == false)
        #expect(firstEnd["date"] as? String == "2026-12-03" && firstEnd["number"] as? Int == 9)
        #expect((firstEnd["marks"] as? [Bool])?.count == 20 && firstEnd["score"] as? Int == first.events(named: "turn_ended").last?["score"] as? Int)
        // The state file keeps the first result only.
        let state = try String(contentsOf: home.appendingPathComponent("state/tap-the-larger-shape/state.json"), encoding: .utf8)
        let record = try JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any]
        let days = try #require(record?["daily"] as? [[String: Any]])
        #expect(days.count == 1 && days.first?["score"] as? Int == firstEnd["score"] as? Int)
        // The next day is another.
        let next = try Executable.run([
            "--daily", "--today", "2026-12-04", "--autoplay", "--autoplay-delay", "0", "--turns", "20", "--event-log", "-",
        ])
        #expect(next.status == 0 && Self.turns(next).count == 20 && Self.turns(next) != turns)
    }

    @Test func aDayThatIsNoDateIsRefused() throws {
        let run = try Executable.run(["--today", "2026-02-30"])
        #expect(run.status != 0 && run.standardError.contains("--today"))
    }
}

/// The card on a real X server's clipboard: the game owns the selection, and another program
/// (xclip) reads it, as a chat window would when the player pastes.
@Suite struct DailyClipboardTests {
    @Test func copyPutsTheCardOnTheXClipboard() throws {
        let xclip = try #require(DesktopIdentityTests.program("xclip"), "xclip is needed (scripts/setup.sh installs it)")
        let x = try XSession()
        defer { x.close() }
        let log = x.home.appendingPathComponent("daily.jsonl")
        let (game, window) = try x.start([
            "--daily", "--today", "2026-12-05", "--autoplay", "--autoplay-delay", "0", "--event-log", log.path, "--window", "800x500",
        ])
        let finished = PreferencesEndToEndTests.wait(log) { $0["event"] as? String == "daily_finished" }
        #expect(finished.count == 1)
        let copied = try x.press("ctrl+c", in: window, until: log) { $0["event"] as? String == "copied" }
        let card = try #require(copied.first?["text"] as? String)
        #expect(card.hasPrefix("Tap the Larger Shape · Daily #11 · 2026-12-05\n"))
        let pasted = try DesktopIdentityTests.output([xclip, "-o", "-selection", "clipboard"], display: x.display.name)
        #expect(pasted == card)
        let run = try x.quit(game, window: window)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
