import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The settings file and the state file, through the real executable.
@Suite struct SettingsEndToEndTests {
    struct BadSettings: CustomStringConvertible, Sendable {
        let name: String
        /// Where the message must point: the first wrong character, or the value itself.
        let line: Int
        let column: Int
        let severity: String
        var description: String { name }
    }

    /// One committed file per kind of mistake, plus the cases made at run time below.
    static let corpus = [
        BadSettings(name: "syntax-error.toml", line: 2, column: 8, severity: "settings_error"),
        BadSettings(name: "wrong-type.toml", line: 3, column: 10, severity: "settings_error"),
        BadSettings(name: "out-of-range.toml", line: 3, column: 19, severity: "settings_error"),
        BadSettings(name: "unknown-color.toml", line: 2, column: 11, severity: "settings_error"),
        BadSettings(name: "unknown-key.toml", line: 3, column: 1, severity: "settings_warning"),
        BadSettings(name: "empty.toml", line: 1, column: 1, severity: "settings_warning"),
    ]

    static func corpusFile(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: "SettingsCorpus/\(name)", withExtension: nil))
    }

    /// Plays two turns with `settings` and checks: the game ran, the message names the right line,
    /// and the file is exactly as it was.
    static func check(_ settings: String, line: Int, column: Int = 1, severity: String) throws -> Executable.Run {
        let before = FileManager.default.contents(atPath: settings)
        let run = try Executable.run(["--settings", settings, "--autoplay", "--turns", "2", "--autoplay-delay", "0", "--event-log", "-"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 2)
        #expect(run.standardError.contains("\(settings):\(line):\(column): "), "\(run.standardError)")
        let reported = run.events(named: severity)
        #expect(reported.first?["line"] as? Int == line && reported.first?["column"] as? Int == column, "\(reported)")
        #expect(FileManager.default.contents(atPath: settings) == before)
        return run
    }

    @Test(arguments: corpus)
    func badSettingsNeverStopTheGameOrChangeTheFile(bad: BadSettings) throws {
        // A copy, so the check that the file is untouched cannot be fooled by the bundle.
        let folder = try Executable.makeHome()
        let copy = folder.appendingPathComponent(bad.name)
        try FileManager.default.copyItem(at: try Self.corpusFile(bad.name), to: copy)
        let run = try Self.check(copy.path, line: bad.line, column: bad.column, severity: bad.severity)
        if bad.name == "unknown-key.toml" {
            // A warning: the rest of the file applies.
            #expect(run.events(named: "settings_loaded").first?["fill"] as? String == "#008080")
        } else if bad.severity == "settings_error" {
            #expect(run.events(named: "settings_loaded").isEmpty)
        }
    }

    @Test func binaryGarbageIsRefused() throws {
        let path = try Executable.makeHome().appendingPathComponent("garbage.toml").path
        try Data([0x23, 0x0A, 0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01, 0xFE, 0xFF]).write(to: URL(fileURLWithPath: path))
        _ = try Self.check(path, line: 2, column: 5, severity: "settings_error")
    }

    @Test func textThatIsNotUTF8IsRefused() throws {
        let path = try Executable.makeHome().appendingPathComponent("latin1.toml").path
        try Data("[colors]\nfill = \"caf".utf8 + [0xE9] + Data("\"\n".utf8)).write(to: URL(fileURLWithPath: path))
        _ = try Self.check(path, line: 2, column: 12, severity: "settings_error")
    }

    @Test func aFiftyMegabyteFileIsRefusedUnread() throws {
        let path = try Executable.makeHome().appendingPathComponent("huge.toml").path
        try #require(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        let run = try Self.check(path, line: 1, severity: "settings_error")
        #expect(run.standardError.contains("too large"))
    }

    @Test func aFolderAndADanglingLinkAreRefused() throws {
        let home = try Executable.makeHome()
        let folder = home.appendingPathComponent("settings.toml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try Self.check(folder.path, line: 1, severity: "settings_error")
        let link = home.appendingPathComponent("link.toml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: home.appendingPathComponent("gone.toml").path)
        _ = try Self.check(link, line: 1, severity: "settings_error")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) != nil)
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("gone.toml").path))
    }

    @Test func aMissingFileBecomesTheCommentedTemplate() throws {
        let home = try Executable.makeHome()
        let run = try Executable.run(["--autoplay", "--turns", "1", "--autoplay-delay", "0", "--event-log", "-"], home: home)
        #expect(run.status == 0)
        let template = try String(contentsOf: home.appendingPathComponent("config/tap-the-larger-shape/settings.toml"), encoding: .utf8)
        for key in ["theme", "fill", "outline_width", "volume", "fullscreen", "shapes_per_turn", "max_proportion"] {
            #expect(template.contains(key), "\(key)")
        }
    }

    /// Polls `log` until a line satisfies `matches`, for at most `seconds` (stretched by `Patience`).
    static func waitForEvent(in log: URL, within seconds: Double, matching matches: ([String: Any]) -> Bool) -> Bool {
        Patience.wait(seconds: seconds) { FaultTests.events(in: log).contains(where: matches) }
    }

    /// A save applies at once, rewritten in place or renamed over the file. The test waits for the
    /// game's events, not for a time: on a loaded machine (a sanitizer build beside other work) a
    /// reload can take more than the second it takes on an idle one.
    @Test func savedChangesApplyInPlaceOrByRename() throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("settings.toml")
        try "[colors]\nfill = \"brown\"\n".write(to: settings, atomically: false, encoding: .utf8)
        let log = home.appendingPathComponent("events.jsonl")
        let started = try Executable.start(
            ["--settings", settings.path, "--autoplay", "--autoplay-delay", "200", "--turns", "200", "--event-log", log.path], home: home)
        defer {
            // SIGTERM ends the game cleanly, whatever signal mask the test runner passed on.
            started.process.terminate()
            let run = Executable.finish(started, timeout: 10)
            #expect(run.status == 0)
        }
        #expect(Self.waitForEvent(in: log, within: 10) { $0["event"] as? String == "settings_loaded" && $0["fill"] as? String == "#a52a2a" })
        // Rewritten in place.
        let handle = try FileHandle(forWritingTo: settings)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("[colors]\nfill = \"teal\"\n".utf8))
        try handle.close()
        #expect(Self.waitForEvent(in: log, within: 30) { $0["fill"] as? String == "#008080" })
        // A new file renamed over the old one, as many editors save.
        let replacement = home.appendingPathComponent("settings.toml.swp")
        try "[colors]\nfill = \"gold\"\n".write(to: replacement, atomically: false, encoding: .utf8)
        #expect(rename(replacement.path, settings.path) == 0)
        #expect(Self.waitForEvent(in: log, within: 30) { $0["fill"] as? String == "#ffd700" })
        // A typo is reported within a second and the file stays as the player left it.
        try "[colors]\nfill = \"goldd\"\n".write(to: settings, atomically: false, encoding: .utf8)
        #expect(Self.waitForEvent(in: log, within: 30) { $0["event"] as? String == "settings_error" && $0["line"] as? Int == 2 })
        #expect(try String(contentsOf: settings, encoding: .utf8) == "[colors]\nfill = \"goldd\"\n")
    }

    @Test func theModeIsRememberedAndTheCommandLineWins() throws {
        let home = try Executable.makeHome()
        let arguments = ["--autoplay", "--turns", "2", "--autoplay-delay", "0", "--event-log", "-"]
        let first = try Executable.run(arguments + ["--mode", "circle"], home: home)
        #expect(first.events(named: "turn_started").first?["mode"] as? String == "circle")
        let second = try Executable.run(arguments, home: home)
        #expect(second.events(named: "turn_started").first?["mode"] as? String == "circle")
        let third = try Executable.run(arguments + ["--mode", "square"], home: home)
        #expect(third.events(named: "turn_started").first?["mode"] as? String == "square")
        let state = try Data(contentsOf: home.appendingPathComponent("state/tap-the-larger-shape/state.json"))
        let record = try JSONSerialization.jsonObject(with: state) as? [String: Any]
        #expect(record?["lifetime_turns"] as? Int == 6)
        #expect(record?["high_score"] as? Int == 2)
    }

    /// Killed without warning at random moments, many times: the state file is always whole.
    @Test func theStateFileSurvivesSIGKILL() throws {
        let home = try Executable.makeHome()
        let state = home.appendingPathComponent("state/tap-the-larger-shape/state.json")
        var generator = SystemRandomNumberGenerator()
        var lastTurns = 0
        var kills = 0
        for _ in 0..<20 {
            let started = try Executable.start(["--autoplay", "--autoplay-delay", "0", "--turns", "100000000", "--event-log", "-"], home: home)
            // NB: once it plays (a sanitizer build takes most of a second to start), at a random
            // moment of its first 300 ms of turns.
            _ = Patience.wait(seconds: 30, every: 0) {
                !started.process.isRunning || String(decoding: started.output.wait(seconds: 0.02), as: UTF8.self).contains("\"turn_ended\"")
            }
            usleep(UInt32.random(in: 0...300_000, using: &generator))
            kill(started.process.processIdentifier, SIGKILL)
            _ = Executable.finish(started, timeout: 10)
            kills += 1
            guard let data = FileManager.default.contents(atPath: state.path) else { continue }
            let record = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let turns = record?["lifetime_turns"] as? Int ?? -1
            #expect(turns >= lastTurns)
            lastTurns = turns
        }
        #expect(kills == 20 && lastTurns > 0)
        // No temporary files were left behind by a kill mid-write... beyond the odd one: a kill
        // between create and rename leaves a .tmp file, never a broken state.json.
        let names = try FileManager.default.contentsOfDirectory(atPath: state.deletingLastPathComponent().path)
        #expect(names.contains("state.json"))
    }
}
