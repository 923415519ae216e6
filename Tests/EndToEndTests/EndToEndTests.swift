import Foundation
import Testing

/// The real executable, as a player or a script runs it.
@Suite struct EndToEndTests {
    /// The scorer rules applied to a list of matches: +1/−1, +10 while the streak is ≥ 5.
    static func expectedScores(_ matches: [Bool]) -> [Int] {
        var score = 0
        var streak = 0
        return matches.map { matched in
            streak = matched ? streak + 1 : 0
            score += (matched ? 1 : -1) + (streak >= 5 ? 10 : 0)
            return score
        }
    }

    @Test func fiftyAutoplayedTurnsFollowTheScoringRules() throws {
        let run = try Executable.run([
            "--autoplay", "--turns", "50", "--seed", "1", "--autoplay-delay", "0", "--autoplay-accuracy", "0.8", "--event-log", "-",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let ended = run.events(named: "turn_ended")
        #expect(ended.count == 50)
        let matches = ended.compactMap { $0["matched"] as? Bool }
        #expect(matches.contains(true) && matches.contains(false))
        #expect(ended.compactMap { $0["score"] as? Int } == Self.expectedScores(matches))
        #expect(ended.compactMap { $0["turn"] as? Int } == Array(1...50))
        // Every turn was announced first, with shapes whose hit points lie in their frames.
        for started in run.events(named: "turn_started").prefix(50) {
            let shapes = started["shapes"] as? [[String: Any]] ?? []
            #expect(shapes.count == 2)
            for shape in shapes {
                let frame = shape["frame"] as? [String: Double] ?? [:]
                let hit = shape["hit_point"] as? [String: Double] ?? [:]
                let x = hit["x"] ?? -1
                let y = hit["y"] ?? -1
                #expect(x >= frame["x"] ?? 0 && x <= (frame["x"] ?? 0) + (frame["width"] ?? 0))
                #expect(y >= frame["y"] ?? 0 && y <= (frame["y"] ?? 0) + (frame["height"] ?? 0))
            }
        }
        // Each turn's sound: happy on a match, sad on a miss.
        #expect(run.events(named: "sound").compactMap { $0["name"] as? String } == matches.map { $0 ? "happy" : "sad" })
    }

    @Test func aPerfectBotScoresLikeTheTutorial() throws {
        let run = try Executable.run(["--autoplay", "--turns", "6", "--seed", "7", "--autoplay-delay", "0", "--event-log", "-"])
        #expect(run.events(named: "turn_ended").compactMap { $0["score"] as? Int } == [1, 2, 3, 4, 15, 26])
    }

    @Test func accuracyZeroLosesAPointEveryTurn() throws {
        let run = try Executable.run([
            "--autoplay", "--turns", "20", "--seed", "2", "--autoplay-delay", "0", "--autoplay-accuracy", "0", "--event-log", "-",
        ])
        #expect(run.status == 0)
        let ended = run.events(named: "turn_ended")
        #expect(ended.count == 20)
        #expect(ended.allSatisfy { $0["score_increment"] as? Int == -1 && $0["matched"] as? Bool == false })
        #expect(ended.last?["score"] as? Int == -20)
    }

    @Test func circleModeShowsOnlyCircles() throws {
        let run = try Executable.run(["--autoplay", "--turns", "30", "--mode", "circle", "--autoplay-delay", "0", "--event-log", "-"])
        let kinds = run.events(named: "turn_started").flatMap { ($0["shapes"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String } }
        #expect(kinds.count >= 60 && Set(kinds) == ["circle"])
        #expect(run.events(named: "turn_started").allSatisfy { $0["mode"] as? String == "circle" })
    }

    @Test func sameSeedSameGame() throws {
        let arguments = ["--autoplay", "--turns", "15", "--seed", "99", "--autoplay-delay", "0", "--autoplay-accuracy", "0.6", "--event-log", "-"]
        let first = try Executable.run(arguments).events(named: "turn_ended").compactMap { $0["score"] as? Int }
        let second = try Executable.run(arguments).events(named: "turn_ended").compactMap { $0["score"] as? Int }
        #expect(first.count == 15 && first == second)
    }

    @Test func mutedSoundsAreLoggedAsNotPlayed() throws {
        let run = try Executable.run(["--autoplay", "--turns", "3", "--mute", "--autoplay-delay", "0", "--event-log", "-"])
        let sounds = run.events(named: "sound")
        #expect(sounds.count == 3 && sounds.allSatisfy { $0["played"] as? Bool == false })
    }

    @Test func withoutAudioTheGamePlaysSilentlyAfterOneWarning() throws {
        let run = try Executable.run(
            ["--autoplay", "--turns", "3", "--autoplay-delay", "0", "--event-log", "-"], environment: ["SDL_AUDIODRIVER": "no-such-driver"])
        #expect(run.status == 0)
        #expect(run.standardError.components(separatedBy: "warning:").count == 2)
        #expect(run.events(named: "sound").allSatisfy { $0["played"] as? Bool == false })
    }

    @Test func withoutADisplayItExitsWithOneLine() throws {
        let run = try Executable.run(["--turns", "1"], environment: ["SDL_VIDEODRIVER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(run.status != 0)
        let lines = run.standardError.split(separator: "\n").filter { $0.hasPrefix("tap-the-larger-shape:") }
        #expect(lines.count == 1 && lines.first?.contains("no display") == true)
    }

    @Test func eventLogGoesToAFile() throws {
        // NB: in a home of its own, which the run removes at exit with the others.
        let path = try Executable.makeHome().appendingPathComponent("events.jsonl").path
        let run = try Executable.run(["--autoplay", "--turns", "2", "--autoplay-delay", "0", "--event-log", path])
        #expect(run.status == 0 && run.standardOutput.isEmpty)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { $0.contains("\"turn_ended\"") }.count == 2)
    }

    /// The bot with a controller's hand: a virtual pad that moves the focus ring with the D-pad
    /// and presses A, in turns of two to five shapes, however they are laid out.
    @Test(arguments: [2, 3, 5])
    func theControllerBotPlaysThroughTheFocusRing(shapes: Int) throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("settings.toml")
        try "[game]\nshapes_per_turn = \(shapes)\n".write(to: settings, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [
                "--settings", settings.path, "--autoplay", "--autoplay-device", "controller", "--autoplay-delay", "0", "--autoplay-accuracy", "0.7",
                "--turns", "25", "--mode", "cross", "--seed", "\(shapes)", "--event-log", "-",
            ], home: home)
        #expect(run.status == 0, "\(run.standardError)")
        let turns = run.events(named: "turn_ended")
        #expect(turns.count == 25)
        #expect(turns.allSatisfy { $0["input"] as? String == "gamepad" })
        #expect(run.events(named: "turn_started").allSatisfy { ($0["shapes"] as? [Any])?.count == shapes })
        // Some right and some wrong: it aims at the shape it chose, not always the first.
        let right = turns.filter { $0["matched"] as? Bool == true }.count
        #expect(right > 10 && right < 25)
        #expect(Set(turns.compactMap { $0["tapped"] as? Int }).count > 1)
    }

    @Test func helpDocumentsOptionsAndHotkeys() throws {
        let run = try Executable.run(["--help"])
        #expect(run.status == 0)
        for text in [
            "--event-log", "--seed", "--window", "--adaptive", "HOTKEYS", "Esc           back out",
            "Ctrl+Q        quit", "F / F11", "Tab", "+ / -",
            "Left / Right",
            "(values: square, circle, triangle,",
        ] {
            #expect(run.standardOutput.contains(text), "\(text)")
        }
        // One line per mode, with its key.
        for line in [
            "S             squares", "C             circles", "T             triangles", "A             stars", "E             hexagons",
            "L             parallelograms", "M             mixed", "X             cross",
        ] {
            #expect(run.standardOutput.contains(line), "\(line)")
        }
        #expect(try Executable.run(["--version"]).standardOutput.hasPrefix("0."))
    }

    @Test func badOptionsAreClearErrors() throws {
        let accuracy = try Executable.run(["--autoplay-accuracy", "1.5"])
        #expect(accuracy.status != 0 && accuracy.standardError.contains("--autoplay-accuracy"))
        let window = try Executable.run(["--window", "big"])
        #expect(window.status != 0 && window.standardError.contains("--window"))
        let mode = try Executable.run(["--mode", "octagon"])
        #expect(mode.status != 0 && mode.standardError.contains("octagon"))
    }
}
