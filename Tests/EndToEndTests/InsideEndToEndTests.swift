import Foundation
import GameCore
import Testing

/// The "how it works" panel through the real executable (issue 50): a free game, an adaptive
/// run, a mixed one, cross turns, a daily and a race, each played with the panel open. What the
/// panel shows (the log's `explain` lines, its facts and its words) equals what the log says of
/// the turns (`turn_started`, `turn_ended`), and that equals the game's own rules: the scorer
/// shares add up to each tap's increment, the strategy named is the one the mode makes, the
/// daily's turns are the day's.
@Suite struct InsideEndToEndTests {
    /// A run's log checked line against line; returns the `explain` lines.
    @discardableResult
    static func checkPanel(_ run: Executable.Run, strategy expected: (_ strategy: [String: Any], _ started: [String: Any]) -> Bool) -> [[String: Any]]
    {
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "inside").first?["shown"] as? Bool == true)
        let started = Dictionary(run.events(named: "turn_started").compactMap { event in (event["turn"] as? Int).map { ($0, event) } }) { _, last in
            last
        }
        let ended = run.events(named: "turn_ended") + run.events(named: "locked_out")
        #expect(!started.isEmpty && !ended.isEmpty)
        // The chain's shares add up to every tap's increment, and name the tutorial's two links.
        for end in ended {
            let shares = end["scorers"] as? [[String: Any]] ?? []
            #expect(shares.map { $0["scorer"] as? String ?? "" } == ["MatchScorer", "StreakScorer"], "\(end)")
            #expect(shares.reduce(0) { $0 + ($1["increment"] as? Int ?? 0) } == end["score_increment"] as? Int, "\(end)")
            #expect(Set(end["listeners"] as? [String] ?? []).isSuperset(of: ["EventLog", "SoundPolicy", "StateSaver", "StatsRecorder", "Announcer"]))
        }
        // The strategy named is the one that made the turn.
        for (_, event) in started {
            let strategy = event["strategy"] as? [String: Any] ?? [:]
            #expect(expected(strategy, event), "\(event)")
        }
        let explained = run.events(named: "explain")
        #expect(!explained.isEmpty)
        for explain in explained {
            let turn = explain["turn"] as? Int ?? 0
            guard let start = started[turn] else {
                Issue.record("explain for turn \(turn), which never started")
                continue
            }
            // The panel's facts are the log's: the strategy and each shape's making.
            #expect(Self.same(explain["strategy"], start["strategy"]))
            let panelShapes = explain["shapes"] as? [[String: Any]] ?? []
            let logShapes = start["shapes"] as? [[String: Any]] ?? []
            #expect(panelShapes.count == logShapes.count)
            for (panel, log) in zip(panelShapes, logShapes) {
                for field in ["kind", "factory", "view_factory", "proportion", "adjustments"] {
                    #expect(Self.same(panel[field], log[field]), "\(field)")
                }
                #expect(Self.same(explain["style"], log["style"]))
            }
            // Each tap the panel shows is the log's turn_ended (or locked_out) for it.
            for tap in explain["taps"] as? [[String: Any]] ?? [] {
                let end = ended.first { $0["turn"] as? Int == tap["turn"] as? Int && $0["player"] as? Int == tap["player"] as? Int }
                #expect(end != nil, "\(tap)")
                #expect(end?["score_increment"] as? Int == tap["score_increment"] as? Int && end?["score"] as? Int == tap["score"] as? Int)
                #expect(Self.same(end?["scorers"], tap["scorers"]))
            }
            // Its words say the same facts: the strategy's type, each shape's factory, each link.
            let lines = (explain["lines"] as? [String] ?? []).joined(separator: "\n")
            #expect(lines.contains((explain["strategy"] as? [String: Any])?["type"] as? String ?? "?"))
            for shape in panelShapes { #expect(lines.contains(shape["factory"] as? String ?? "?")) }
            for tap in explain["taps"] as? [[String: Any]] ?? [] {
                for share in tap["scorers"] as? [[String: Any]] ?? [] { #expect(lines.contains(share["scorer"] as? String ?? "?")) }
            }
        }
        return explained
    }

    /// Whether two values read from JSON are equal, deeply (numbers, strings, arrays, objects).
    static func same(_ first: Any?, _ second: Any?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        return NSArray(array: [first]).isEqual(to: [second])
    }

    static func play(_ arguments: [String], turns: Int = 12) throws -> Executable.Run {
        try Executable.run(
            [
                "--inside", "--autoplay", "--autoplay-delay", "40", "--autoplay-accuracy", "0.75", "--turns", "\(turns)", "--event-log", "-",
                "--seed", "11",
            ]
                + arguments)
    }

    @Test func aFreeGameShowsTheBasicStrategyAndTheChainOfEachTap() throws {
        let run = try Self.play(["--mode", "square", "--window", "800x500"])
        let explained = Self.checkPanel(run) { strategy, _ in
            strategy["name"] as? String == "basic" && strategy["type"] as? String == "BasicTurnStrategy" && strategy["kind"] as? String == "square"
        }
        // Taps come to the panel as they are scored.
        #expect(explained.contains { !($0["taps"] as? [Any] ?? []).isEmpty })
    }

    @Test func anAdaptiveRunNamesTheDecoratorItsRatioAndItsReason() throws {
        let run = try Self.play(["--mode", "circle", "--adaptive", "--window", "800x500"])
        Self.checkPanel(run) { strategy, started in
            let inner = strategy["inner"] as? [String: Any]
            return strategy["name"] as? String == "adaptive" && strategy["ratio"] as? Double == started["ratio"] as? Double
                && ["start", "harder", "easier", "waiting"].contains(strategy["step"] as? String ?? "") && inner?["name"] as? String == "basic"
                && inner?["kind"] as? String == "circle"
        }
        // After a miss the ratio grows, and the panel says why.
        let steps = run.events(named: "turn_started").compactMap { ($0["strategy"] as? [String: Any])?["step"] as? String }
        #expect(steps.first == "start" && steps.contains { $0 != "start" })
    }

    @Test func crossAndMixedTurnsNameTheirStrategies() throws {
        let cross = try Self.play(["--mode", "cross", "--window", "640x480"], turns: 6)
        Self.checkPanel(cross) { strategy, started in
            let kinds = (started["shapes"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
            let evened = (started["shapes"] as? [[String: Any]] ?? []).allSatisfy { shape in
                (shape["adjustments"] as? [[String: Any]] ?? []).contains { $0["cause"] as? String == "evened_out" }
            }
            return strategy["name"] as? String == "cross" && Set(kinds).count == kinds.count && evened
        }
        let mixed = try Self.play(["--mode", "mixed", "--window", "640x480"], turns: 6)
        Self.checkPanel(mixed) { strategy, started in
            let inner = strategy["inner"] as? [String: Any]
            let kinds = Set((started["shapes"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String })
            return strategy["name"] as? String == "random" && strategy["among"] as? Int == 6 && kinds == [inner?["kind"] as? String ?? "?"]
        }
    }

    @Test func aDailysTurnsAreTheDaysAndThePanelSaysWhichTurnOfTheDay() throws {
        let date = try #require(CivilDate("2026-11-25"))
        let plans = DailyChallenge(date: date).plans
        let run = try Self.play(["--daily", "--today", date.description, "--window", "800x500"], turns: 20)
        Self.checkPanel(run) { strategy, started in
            guard strategy["name"] as? String == "daily", let turn = strategy["daily_turn"] as? Int, plans.indices.contains(turn - 1) else {
                return false
            }
            let shapes = started["shapes"] as? [[String: Any]] ?? []
            let plan = plans[turn - 1]
            return strategy["date"] as? String == "2026-11-25" && strategy["number"] as? Int == DailyChallenge(date: date).number
                && shapes.compactMap { $0["kind"] as? String } == plan.kinds.map(\.rawValue)
                && zip(shapes, plan.proportions).allSatisfy { shape, proportion in abs((shape["proportion"] as? Double ?? 0) - proportion) < 1e-9 }
        }
    }

    /// On a real X server: the keyboard player against the bot on a virtual controller, each
    /// through a chain of their own, with the panel open.
    @Test func aRaceShowsEachPlayersChain() throws {
        let x = try XSession()
        defer { x.close() }
        let settings = x.home.appendingPathComponent("race.toml")
        try "[game]\nrace_target = 4\n".write(to: settings, atomically: true, encoding: .utf8)
        let log = x.home.appendingPathComponent("race.jsonl")
        let (game, window) = try x.start([
            "--race", "--inside", "--mode", "square", "--autoplay", "--autoplay-device", "controller", "--autoplay-delay", "400",
            "--autoplay-accuracy", "0.7", "--settings",
            settings.path, "--event-log", log.path, "--window", "900x560",
        ])
        _ = try x.press("Return", in: window, until: log) { $0["event"] as? String == "race_started" }
        var answered = 0
        _ = try Patience.wait(seconds: 60, every: 30_000) {
            let events = PreferencesEndToEndTests.events(log)
            if events.contains(where: { $0["event"] as? String == "race_finished" }) { return true }
            let turns = events.filter { $0["event"] as? String == "turn_started" }
            if turns.count > answered, let shapes = turns.last?["shapes"] as? [[String: Any]] {
                answered = turns.count
                // The keyboard player is wrong now and then, so both chains show a loss too.
                let areas = shapes.map { $0["area"] as? Double ?? 0 }
                let larger = areas.firstIndex(of: areas.max() ?? 0) ?? 0
                try x.key("\((answered % 4 == 0 ? (larger + 1) % areas.count : larger) + 1)", in: window)
            }
            return false
        }
        let run = try x.quit(game, window: window)
        let text = try String(contentsOf: log, encoding: .utf8)
        let logged = Executable.Run(status: run.status, standardOutput: text, standardError: run.standardError)
        let explained = Self.checkPanel(logged) { strategy, _ in strategy["name"] as? String == "basic" }
        // Both players' taps, each through their own chain, and the race's line.
        #expect(explained.contains { Set(($0["taps"] as? [[String: Any]] ?? []).compactMap { $0["player"] as? Int }) == [1, 2] })
        #expect(explained.allSatisfy { ($0["lines"] as? [String] ?? []).contains { $0.contains("chain of their own") } })
    }
}
