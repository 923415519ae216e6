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

/// A turn stepped through in the real game on a real X server (issue 56): `--step` opens the
/// panel and stops before each pattern's step; F10 and a click go on; the log says each stop
/// and what it lit.
@Suite struct SteppingEndToEndTests {
    @Test func aFullSteppedTurnStopsAtEachStepAndTheLogSaysWhatEachLit() throws {
        let x = try XSession()
        defer { x.close() }
        let log = x.home.appendingPathComponent("step.jsonl")
        let (game, window) = try x.start(["--mode", "square", "--step", "--event-log", log.path, "--window", "1000x700", "--seed", "7"])
        func steps() -> [[String: Any]] { PartsEndToEndTests.events(log, "step") }
        let first = PreferencesEndToEndTests.wait(log, seconds: 20) { $0["event"] as? String == "step" }
        #expect(first.first?["stop"] as? String == "strategy" && first.first?["number"] as? Int == 1 && first.first?["of"] as? Int == 4)
        let lit: [String] = first.first?["lit"] as? [String] ?? []
        #expect(lit.contains("panel:strategy.asked"))
        // F10 through the turn's four stops (a key may reach X before SDL listens: pressed until heard).
        for number in 2...4 {
            let heard = try x.press("F10", in: window, until: log) { $0["event"] as? String == "step" && $0["number"] as? Int == number }
            #expect(!heard.isEmpty, "stop \(number)")
        }
        #expect(steps().map { $0["stop"] as? String ?? "" } == ["strategy", "factories", "builder", "layout"])
        #expect((steps().last?["lit"] as? [String] ?? []) == ["shapes"])
        #expect(PartsEndToEndTests.events(log, "turn_ended").isEmpty, "no tap counted while the turn was stopped")
        // The last stop gone, a click on the larger shape scores; its link and listener stops follow.
        _ = try x.press("F10", in: window, until: log) { _ in true }
        _ = PreferencesEndToEndTests.wait(log, seconds: 2) { _ in false }
        // (Where the shapes are now: the panel opening moved them, `shapes_moved`.)
        let placed = PreferencesEndToEndTests.events(log).last { ["turn_started", "shapes_moved"].contains($0["event"] as? String ?? "") } ?? [:]
        let shapes = placed["shapes"] as? [[String: Any]] ?? []
        let largest = shapes.max { ($0["area"] as? Double ?? 0) < ($1["area"] as? Double ?? 0) } ?? [:]
        let frame = largest["frame"] as? [String: Double] ?? [:]
        try x.click(x: Int((frame["x"] ?? 0) + (frame["width"] ?? 0) / 2), y: Int((frame["y"] ?? 0) + (frame["height"] ?? 0) / 2), in: window)
        let ended = PreferencesEndToEndTests.wait(log, seconds: 10) { $0["event"] as? String == "turn_ended" }
        #expect(ended.first?["matched"] as? Bool == true, "\(ended)")
        let link = PreferencesEndToEndTests.wait(log, seconds: 10) { $0["event"] as? String == "step" && $0["stop"] as? String == "link" }
        #expect(link.first?["scorer"] as? String == "MatchScorer" && link.first?["increment"] as? Int == 1)
        let linkLit: [String] = link.first?["lit"] as? [String] ?? []
        #expect(linkLit.contains("hud:score") && linkLit.contains("panel:chain.0"))
        // Every stop of the tap gone (clicks go on too), the next turn stops at its strategy again.
        let count = link.first?["of"] as? Int ?? 0
        for number in 2...max(count, 2) {
            _ = try x.press("F10", in: window, until: log) {
                $0["event"] as? String == "step" && $0["number"] as? Int == number && $0["turn"] as? Int == 1
            }
        }
        _ = try x.press("F10", in: window, until: log) { $0["event"] as? String == "step" && $0["turn"] as? Int == 2 }
        let next = PreferencesEndToEndTests.wait(log, count: 2, seconds: 10) {
            $0["event"] as? String == "step" && $0["stop"] as? String == "strategy"
        }
        #expect(next.count == 2 && next.last?["turn"] as? Int == 2, "\(steps().map { "\($0["stop"] ?? "") \($0["number"] ?? "")" })")
        let listeners = steps().filter { $0["stop"] as? String == "listener" }.compactMap { $0["listener"] as? String }
        #expect(listeners.contains("EventLog") && listeners.contains("StateSaver") && listeners.contains("SoundPolicy"), "\(listeners)")
        let run = try x.quit(game, window: window)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
