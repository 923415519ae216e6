import Foundation
import Testing

/// Every mode played by the autoplay bot through the real executable, verdicts re-derived from
/// the log; the adaptive difficulty and the controls as the log reports them.
@Suite struct ModesEndToEndTests {
    static let modes = ["square", "circle", "triangle", "star", "hexagon", "parallelogram", "mixed", "cross"]

    @Test(arguments: modes)
    func everyModePlaysThrough(mode: String) throws {
        let run = try Executable.run(
            [
                "--mode", mode, "--autoplay", "--turns", "60", "--seed", "3", "--autoplay-delay", "0", "--autoplay-accuracy", "0.8",
                "--event-log", "-", "--window", "777x555",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(VerdictTests.rederive(run.standardOutput).checked == 60)
        for start in run.events(named: "turn_started") {
            let shapes = start["shapes"] as? [[String: Any]] ?? []
            let kinds = Set(shapes.compactMap { $0["kind"] as? String })
            switch mode {
            case "mixed": #expect(kinds.count == 1)
            case "cross": #expect(kinds.count == shapes.count)
            default: #expect(kinds == [mode])
            }
            #expect(start["ratio"] == nil)
        }
        // The bot clicked each turn's hit point, so every turn ended; each took some reaction.
        #expect(run.events(named: "turn_ended").allSatisfy { ($0["reaction_ms"] as? Int ?? -1) >= 0 })
    }

    @Test func theAdaptiveDifficultyReportsItsRatio() throws {
        let run = try Executable.run(
            ["--mode", "cross", "--adaptive", "--autoplay", "--turns", "80", "--seed", "4", "--autoplay-delay", "0", "--event-log", "-"])
        #expect(run.status == 0, "\(run.standardError)")
        let ratios = run.events(named: "turn_started").compactMap { $0["ratio"] as? Double }
        #expect(ratios.count >= 80 && ratios.first == 1.8)
        // A perfect bot makes it harder and harder, down to the floor.
        #expect(ratios.allSatisfy { $0 >= 1.03 - 1e-9 && $0 <= 1.8 } && abs((ratios.last ?? 0) - 1.03) < 1e-9)
        // Each announced ratio is the turn's: its largest area over the runner-up's.
        for start in run.events(named: "turn_started").prefix(80) {
            let areas = ((start["shapes"] as? [[String: Any]]) ?? []).compactMap { $0["area"] as? Double }.sorted(by: >)
            let ratio = start["ratio"] as? Double ?? 0
            #expect(areas.count == 2 && abs(areas[0] / areas[1] - ratio) < 1e-6)
        }
    }

    @Test func theControlsAreLoggedAndEveryModeHasOne() throws {
        let run = try Executable.run(["--autoplay", "--turns", "1", "--autoplay-delay", "0", "--event-log", "-", "--window", "640x480"])
        #expect(run.status == 0)
        let controls = try #require(run.events(named: "controls").first?["controls"] as? [[String: Any]])
        let actions = controls.compactMap { $0["action"] as? String }
        #expect(actions == Self.modes.map { "mode:\($0)" } + ["daily", "race", "pause", "preferences", "inside", "help", "stats"])
        for control in controls {
            let frame = control["frame"] as? [String: Double] ?? [:]
            #expect((frame["y"] ?? 0) > 400 && (frame["x"] ?? -1) >= 0 && (frame["x"] ?? 0) + (frame["width"] ?? 0) <= 640)
        }
    }

    @Test func theSettingsChooseTheModeAndTheAdaptiveDifficulty() throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("modes.toml")
        try "theme = \"tutorial\"\n[game]\nmode = \"hexagon\"\nadaptive = true\nadaptive_start = 1.5\nshapes_per_turn = 4\n".write(
            to: settings, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            ["--settings", settings.path, "--autoplay", "--turns", "3", "--autoplay-delay", "0", "--event-log", "-"], home: home)
        #expect(run.status == 0, "\(run.standardError)")
        let first = try #require(run.events(named: "turn_started").first)
        #expect(first["mode"] as? String == "hexagon" && first["ratio"] as? Double == 1.5)
        #expect((first["shapes"] as? [Any])?.count == 4)
        #expect(run.events(named: "settings_loaded").first?["theme"] as? String == "tutorial")
        // A mode no kind has is a clear error, and the game plays on with the rest.
        try "[game]\nmode = \"octagon\"\n".write(to: settings, atomically: true, encoding: .utf8)
        let bad = try Executable.run(
            ["--settings", settings.path, "--autoplay", "--turns", "1", "--autoplay-delay", "0", "--event-log", "-"], home: home)
        let error = try #require(bad.events(named: "settings_error").first)
        #expect((error["message"] as? String ?? "").contains("cross") && error["line"] as? Int == 2)
    }
}
