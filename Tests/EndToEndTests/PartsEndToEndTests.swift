import Foundation
import Testing

/// Parts swapped from the "how it works" panel in the real game on a real X server (issue 56):
/// the bot plays, the keys swap (F5 the StreakScorer, F6 the SpeedBonusScorer, F7 the strategy),
/// and the event log says each change and scores each tap as the chain plugged in says.
@Suite struct PartsEndToEndTests {
    static func events(_ log: URL, _ name: String) -> [[String: Any]] {
        PreferencesEndToEndTests.events(log).filter { $0["event"] as? String == name }
    }

    /// The `turn_ended` events after the `parts_changed` numbered `change` (from 1), until the next.
    static func tapsAfter(change: Int, in log: URL) -> [[String: Any]] {
        var seen = 0
        var taps: [[String: Any]] = []
        for event in PreferencesEndToEndTests.events(log) {
            if event["event"] as? String == "parts_changed" { seen += 1 }
            if seen == change, event["event"] as? String == "turn_ended" { taps.append(event) }
        }
        return taps
    }

    static func scorers(_ tap: [String: Any]) -> [String] { (tap["scorers"] as? [[String: Any]] ?? []).compactMap { $0["scorer"] as? String } }

    @Test func theStreakScorerTakenOutTheSpeedBonusPluggedInAndAStrategySwappedScoreAsTheRulesSay() throws {
        let x = try XSession()
        defer { x.close() }
        let log = x.home.appendingPathComponent("parts.jsonl")
        let (game, window) = try x.start([
            "--mode", "square", "--inside", "--autoplay", "--autoplay-delay", "60", "--autoplay-accuracy", "1", "--event-log", log.path,
            "--window", "1000x700", "--seed", "5",
        ])
        // F5: StreakScorer out. Six right in a row after it, and no bonus.
        let out = try x.press("F5", in: window, until: log) { $0["event"] as? String == "parts_changed" }
        #expect(
            out.first?["streak_scorer"] as? Bool == false && out.first?["practice"] as? Bool == true
                && out.first?["chain"] as? String == "MatchScorer()")
        _ = PreferencesEndToEndTests.wait(log, seconds: 30) { _ in Self.tapsAfter(change: 1, in: log).count >= 6 }
        let plain = Self.tapsAfter(change: 1, in: log)
        #expect(plain.count >= 6)
        for tap in plain {
            #expect(Self.scorers(tap) == ["MatchScorer"] && tap["practice"] as? Bool == true, "\(tap)")
            #expect(tap["score_increment"] as? Int == ((tap["matched"] as? Bool == true) ? 1 : -1), "\(tap)")
        }
        #expect(plain.contains { ($0["streak"] as? Int ?? 0) >= 5 }, "a streak of five, and still no bonus: \(plain.map { $0["streak"] ?? 0 })")
        // F6: SpeedBonusScorer in, under 500 ms: +2 for a quick right answer, its reason in the log.
        try x.key("F6", in: window)
        _ = PreferencesEndToEndTests.wait(log, seconds: 30) { _ in Self.tapsAfter(change: 2, in: log).count >= 3 }
        let changes = Self.events(log, "parts_changed")
        #expect(
            changes.count >= 2 && changes[1]["speed_bonus"] as? Bool == true
                && changes[1]["chain"] as? String == "MatchScorer(next: SpeedBonusScorer())")
        let quick = Self.tapsAfter(change: 2, in: log)
        #expect(quick.count >= 3)
        for tap in quick {
            #expect(Self.scorers(tap) == ["MatchScorer", "SpeedBonusScorer"], "\(tap)")
            let speed = (tap["scorers"] as? [[String: Any]] ?? []).last ?? [:]
            let reaction = tap["reaction_ms"] as? Int ?? .max
            let right = tap["matched"] as? Bool == true
            #expect(speed["under_ms"] as? Int == 500 && speed["increment"] as? Int == (right && reaction < 500 ? 2 : 0), "\(tap)")
            #expect(tap["score_increment"] as? Int == (right ? 1 : -1) + (speed["increment"] as? Int ?? 0), "\(tap)")
        }
        // F7: another strategy plugged in; the turns after it are its.
        try x.key("F7", in: window)
        let swapped = PreferencesEndToEndTests.wait(log, count: 3, seconds: 20) { $0["event"] as? String == "parts_changed" }
        #expect(swapped.last?["strategy"] as? String == "random", "\(swapped.last ?? [:])")
        let started = PreferencesEndToEndTests.wait(log, seconds: 20) { event in
            event["event"] as? String == "turn_started" && ((event["strategy"] as? [String: Any])?["name"] as? String) == "random"
        }
        #expect(!started.isEmpty)
        // The panel showed the chain plugged in, as code.
        let explained = Self.events(log, "explain").flatMap { $0["lines"] as? [String] ?? [] }
        #expect(explained.contains("in code: MatchScorer()") && explained.contains("in code: MatchScorer(next: SpeedBonusScorer())"))
        let run = try x.quit(game, window: window)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
