import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What goes wrong around the game, done to the real executable: broken settings files (those
/// that once stopped the C++ TOML library the game used before among them), missing or damaged fonts and sounds, state folders that refuse writes, a
/// settings file pulled away or hammered while the game runs, signals. Each time the game goes
/// on (or ends cleanly), says what happened once, and loses nothing.
@Suite struct FaultTests {
    static let twoTurns = ["--autoplay", "--turns", "2", "--autoplay-delay", "0", "--event-log", "-"]

    /// Files that once stopped the game with SIGABRT inside toml++ (the library the game used
    /// before its own reader), and the place of the first wrong character in each. `crashes/`
    /// holds those the fuzzer found then.
    static let abortingFiles: [(name: String, text: String?, line: Int, column: Int)] = [
        ("dot", "[.]\n", 1, 2),
        ("open", "[\n", 1, 2),
        ("bang", "[!]\n", 1, 2),
        ("dots", "[..]\n", 1, 2),
        ("triple", "[colors]\nfill = \"teal\"\n[[[x]]]\n", 3, 3),
        ("crashes/datetime-colon.toml", nil, 1, 5),
        ("crashes/fuzzed-datetime.toml", nil, 7, 33),
        ("crashes/array-brace.toml", nil, 3, 2),
        ("crashes/fuzzed-array.toml", nil, 1, 11),
        ("byte order mark", "\u{FEFF}[%e]\n", 1, 2),
    ]

    @Test(arguments: abortingFiles.indices)
    func aFileThatOnceStoppedTheGameIsADiagnostic(index: Int) throws {
        let bad = Self.abortingFiles[index]
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("settings.toml")
        if let text = bad.text {
            try text.write(to: settings, atomically: false, encoding: .utf8)
        } else {
            try FileManager.default.copyItem(at: try SettingsEndToEndTests.corpusFile(bad.name), to: settings)
        }
        let before = try Data(contentsOf: settings)
        let run = try Executable.run(["--settings", settings.path] + Self.twoTurns, home: home)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 2)
        let error = run.events(named: "settings_error").first
        #expect(error?["line"] as? Int == bad.line && error?["column"] as? Int == bad.column, "\(run.standardError)")
        #expect(run.standardError.contains("\(settings.path):\(bad.line):\(bad.column): "))
        #expect(try Data(contentsOf: settings) == before)
    }

    /// Thousands of warnings: read in one pass (locating them once took over five seconds) and
    /// the game lists a hundred.
    @Test func thousandsOfWarningsFinish() throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("settings.toml")
        let keys = (0..<3000).map { "unknown_key_number_\($0) = \($0)" }.joined(separator: "\n")
        try "[colors]\nfill = \"teal\"\n[sound]\n\(keys)\n".write(to: settings, atomically: false, encoding: .utf8)
        let run = try Executable.run(["--settings", settings.path] + Self.twoTurns, home: home, timeout: 60)
        #expect(run.status == 0)
        // The first 99, then one line that counts the rest.
        let warnings = run.events(named: "settings_warning")
        #expect(warnings.count == 100)
        #expect((warnings.last?["message"] as? String)?.hasPrefix("and 2901 more problems") == true)
        #expect(run.events(named: "settings_loaded").first?["fill"] as? String == "#008080")
    }

    /// Far more on standard error than a pipe holds (64 KiB): the harness reads both outputs as
    /// the game writes them, so neither side waits on the other.
    @Test func moreThanAPipeHoldsOnBothOutputs() throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("settings.toml")
        let keys = (0..<99).map { "key_\($0)_\(String(repeating: "x", count: 2000)) = 1" }.joined(separator: "\n")
        try "[sound]\n\(keys)\n".write(to: settings, atomically: false, encoding: .utf8)
        let run = try Executable.run(["--settings", settings.path] + Self.twoTurns, home: home, timeout: 60)
        #expect(run.status == 0)
        #expect(run.standardError.utf8.count > 200_000 && run.standardOutput.utf8.count > 200_000)
        #expect(run.events(named: "settings_warning").count == 99)
    }

    // MARK: - Fonts and sounds

    @Test func aCorruptFontIsPassedOverForTheNext() throws {
        let home = try Executable.makeHome()
        let font = home.appendingPathComponent("broken.ttf")
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: font)
        let run = try Executable.run(Self.twoTurns, environment: ["TAP_FONT": font.path], home: home)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 2)
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains("warning: cannot use the font \(font.path)") }
        #expect(warnings.count == 1, "\(run.standardError)")
        let missing = try Executable.run(Self.twoTurns, environment: ["TAP_FONT": home.appendingPathComponent("none.ttf").path], home: home)
        #expect(missing.status == 0 && missing.events(named: "turn_ended").count == 2)
    }

    /// A Resources folder whose sounds are missing, or not sound at all: one warning, then silence.
    @Test(arguments: ["missing", "corrupt", "empty"])
    func brokenSoundsPlaySilentlyAfterOneWarning(kind: String) throws {
        let home = try Executable.makeHome()
        let sounds = home.appendingPathComponent("resources/sounds")
        try FileManager.default.createDirectory(at: sounds, withIntermediateDirectories: true)
        switch kind {
        case "corrupt":
            try Data("RIFF....WAVEfmt this is not a sound".utf8).write(to: sounds.appendingPathComponent("happy.wav"))
            try Data(repeating: 0xFF, count: 10_000).write(to: sounds.appendingPathComponent("sad.wav"))
        case "empty":
            try Data().write(to: sounds.appendingPathComponent("happy.wav"))
            try Data().write(to: sounds.appendingPathComponent("sad.wav"))
        default:
            break
        }
        let run = try Executable.run(
            ["--autoplay", "--turns", "3", "--autoplay-delay", "0", "--event-log", "-"],
            environment: ["TAP_THE_LARGER_SHAPE_RESOURCES": sounds.deletingLastPathComponent().path], home: home)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 3)
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1 && warnings.first?.contains("cannot play sounds") == true, "\(run.standardError)")
        #expect(run.events(named: "sound").allSatisfy { $0["played"] as? Bool == false })
    }

    // MARK: - The state folder

    /// Root writes anywhere, so the folder is made impossible instead: its parent is a file.
    @Test func anUnwritableStateFolderCostsOneWarning() throws {
        let home = try Executable.makeHome()
        let blocker = home.appendingPathComponent("not-a-folder")
        try Data("a file where a folder should be".utf8).write(to: blocker)
        let run = try Executable.run(
            ["--autoplay", "--turns", "20", "--autoplay-delay", "0", "--event-log", "-"],
            environment: ["XDG_STATE_HOME": blocker.appendingPathComponent("state").path], home: home)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 20)
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1 && warnings.first?.contains("could not save") == true, "\(run.standardError)")
    }

    static let canMountTmpfs: Bool = {
        guard getuid() == 0 else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("tap-mount-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: probe) }
        guard mount("tmpfs", probe.path, "tmpfs", 0, "size=16k") == 0 else { return false }
        umount(probe.path)
        return true
    }()

    /// The state folder on a full filesystem (a 64 KiB tmpfs, filled up): the game plays on,
    /// warns once, and the state file from before is whole. Needs permission to mount; where
    /// there is none, `PartsTests` covers a store that fails to write.
    @Test(.enabled(if: canMountTmpfs)) func aFullFilesystemCostsOneWarningAndNoState() throws {
        let home = try Executable.makeHome()
        let state = home.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        #expect(mount("tmpfs", state.path, "tmpfs", 0, "size=64k") == 0)
        defer { umount2(state.path, Int32(MNT_DETACH)) }
        let first = try Executable.run(["--autoplay", "--turns", "5", "--autoplay-delay", "0"], home: home)
        #expect(first.status == 0)
        let file = state.appendingPathComponent("tap-the-larger-shape/state.json")
        let before = try Data(contentsOf: file)
        // Fill every block that is left.
        #expect(FileManager.default.createFile(atPath: state.path + "/filler", contents: nil))
        let filler = FileHandle(forWritingAtPath: state.path + "/filler")
        while (try? filler?.write(contentsOf: Data(repeating: 0, count: 4096))) != nil {}
        try? filler?.close()
        let run = try Executable.run(["--autoplay", "--turns", "20", "--autoplay-delay", "0", "--event-log", "-"], home: home)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 20)
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1 && warnings.first?.contains("could not save") == true, "\(run.standardError)")
        #expect(try Data(contentsOf: file) == before)
    }

    // MARK: - The settings file while the game runs

    /// Starts a long autoplayed game that logs to a file, with `settings` as its settings.
    static func startLongGame(home: URL, settings: URL, delay: Int = 30) throws -> (Executable.Started, URL) {
        let log = home.appendingPathComponent("events.jsonl")
        let started = try Executable.start(
            ["--settings", settings.path, "--autoplay", "--autoplay-delay", "\(delay)", "--turns", "100000000", "--event-log", log.path],
            home: home)
        return (started, log)
    }

    static func events(in log: URL) -> [[String: Any]] {
        Executable.events(in: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    static func stop(_ started: Executable.Started, signal: Int32 = SIGTERM) -> Executable.Run {
        kill(started.process.processIdentifier, signal)
        return Executable.finish(started, timeout: 20)
    }

    @Test func theSettingsFileDeletedReplacedByAFolderOrADanglingLink() throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("settings.toml")
        let wait = SettingsEndToEndTests.waitForEvent
        try "[colors]\nfill = \"teal\"\n".write(to: settings, atomically: false, encoding: .utf8)
        let (started, log) = try Self.startLongGame(home: home, settings: settings)
        #expect(wait(log, 10) { $0["event"] as? String == "settings_loaded" && $0["fill"] as? String == "#008080" })

        try FileManager.default.removeItem(at: settings)
        #expect(wait(log, 10) { $0["event"] as? String == "settings_warning" && ($0["message"] as? String)?.contains("gone") == true })
        #expect(!FileManager.default.fileExists(atPath: settings.path), "a deleted file is not brought back while the game runs")

        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: false)
        #expect(wait(log, 10) { ($0["message"] as? String)?.contains("is a folder") == true })
        try FileManager.default.removeItem(at: settings)

        #expect(symlink(home.appendingPathComponent("nowhere.toml").path, settings.path) == 0)
        #expect(wait(log, 10) { ($0["message"] as? String)?.contains("symbolic link to something that does not exist") == true })
        try FileManager.default.removeItem(at: settings)

        try "[colors]\nfill = \"gold\"\n".write(to: settings, atomically: false, encoding: .utf8)
        #expect(wait(log, 10) { $0["event"] as? String == "settings_loaded" && $0["fill"] as? String == "#ffd700" })
        let turnsBefore = Self.events(in: log).filter { $0["event"] as? String == "turn_ended" }.count
        #expect(wait(log, 5) { $0["event"] as? String == "turn_ended" && ($0["turn"] as? Int ?? 0) > turnsBefore + 2 })
        let run = Self.stop(started)
        #expect(run.status == 0, "\(run.standardError)")
        // Only the settings that applied were teal and gold.
        let fills = Self.events(in: log).filter { $0["event"] as? String == "settings_loaded" }.compactMap { $0["fill"] as? String }
        #expect(fills == ["#008080", "#ffd700"])
    }

    /// 200 saves in a second, good and bad by turns, the last one good: the game keeps playing
    /// through it at its pace and ends on the last good content.
    @Test func twoHundredSavesInASecondEndOnTheLastGoodOne() throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("settings.toml")
        try "[colors]\nfill = \"teal\"\n".write(to: settings, atomically: false, encoding: .utf8)
        // No think time and no feedback pause: the game plays as fast as it can (thousands of
        // turns a second), so a stall shows. The log grows fast; it is searched, not parsed.
        let (started, log) = try Self.startLongGame(home: home, settings: settings, delay: 0)
        let logText = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        let turnsEnded = { logText().components(separatedBy: "\"event\":\"turn_ended\"").count - 1 }
        #expect(SettingsEndToEndTests.waitForEvent(in: log, within: 10) { $0["event"] as? String == "turn_ended" })
        // The pace without saves, to compare the pace during them with: a build under a
        // sanitizer plays slower, and slower in both.
        let baselineStart = (turns: turnsEnded(), time: Date())
        usleep(1_000_000)
        let turnsBefore = turnsEnded()
        let baseline = Double(turnsBefore - baselineStart.turns) / Date().timeIntervalSince(baselineStart.time)
        let colors = ["red", "green", "blue", "orange", "purple", "navy", "olive", "maroon"]
        let begin = Date()
        for index in 0..<200 {
            let text: String
            switch index % 4 {
            case 0: text = "[colors]\nfill = \"\(colors[index / 4 % colors.count])\"\n"
            case 1: text = "[colors\nfill = "
            case 2: text = "[.]\n"
            default: text = "[colors]\nfill = \"#12345\"\n"
            }
            // In place half the time, by rename the other half, as editors do.
            if index % 2 == 0 {
                try text.write(to: settings, atomically: false, encoding: .utf8)
            } else {
                try text.write(to: settings, atomically: true, encoding: .utf8)
            }
            let due = begin.addingTimeInterval(Double(index + 1) / 200)
            if due > Date() { usleep(UInt32(due.timeIntervalSinceNow * 1_000_000)) }
        }
        let during = Double(turnsEnded() - turnsBefore) / Date().timeIntervalSince(begin)
        try "[colors]\nfill = \"gold\"\n".write(to: settings, atomically: false, encoding: .utf8)
        _ = Patience.wait(seconds: 5) { logText().contains("\"fill\":\"#ffd700\"") }
        let run = Self.stop(started)
        #expect(run.status == 0, "\(run.standardError)")
        // Each save is read on the watcher's thread, on a machine of two cores: the game may slow
        // down while it reads, but a reading that held up the loop would stop it. Measured with the
        // settings checker process the game had before: 7,000 a second before and 6,800 to 8,800
        // during in the plain build; 490 before and 135 during under AddressSanitizer.
        #expect(during >= baseline / 10, "turns a second: \(Int(baseline)) before the saves, \(Int(during)) during them")
        let lastLoaded = Self.events(in: log).last { $0["event"] as? String == "settings_loaded" }
        #expect(lastLoaded?["fill"] as? String == "#ffd700")
        #expect(try String(contentsOf: settings, encoding: .utf8) == "[colors]\nfill = \"gold\"\n")
    }

    // MARK: - Signals

    /// SIGTERM and SIGINT end the game cleanly, with every finished turn in the state file.
    @Test(arguments: [SIGTERM, SIGINT])
    func aTerminationSignalSavesTheState(signal: Int32) throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("settings.toml")
        try "".write(to: settings, atomically: false, encoding: .utf8)
        // No think time: twenty turns come at once, in any build (the wait is only a ceiling).
        let (started, log) = try Self.startLongGame(home: home, settings: settings, delay: 0)
        #expect(SettingsEndToEndTests.waitForEvent(in: log, within: 60) { $0["event"] as? String == "turn_ended" && ($0["turn"] as? Int ?? 0) >= 20 })
        let run = Self.stop(started, signal: signal)
        #expect(run.status == 0, "\(run.standardError)")
        let events = Self.events(in: log)
        let quit = events.last
        #expect(quit?["event"] as? String == "quit")
        let turns = events.filter { $0["event"] as? String == "turn_ended" }.count
        let state = try Data(contentsOf: home.appendingPathComponent("state/tap-the-larger-shape/state.json"))
        let record = try JSONSerialization.jsonObject(with: state) as? [String: Any]
        #expect(turns >= 20 && record?["lifetime_turns"] as? Int == turns)
    }
}
