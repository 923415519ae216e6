import Foundation
import GameCore
import Locking
import Preferences
import SystemIO
import TestSupport
import Testing

@Suite struct FilesTests {
    /// The parent of every folder these tests make, removed when the test process exits.
    static let folders: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tap-prefs-\(getpid())-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: FilesTests.folders) }
        return folder
    }()

    static func folder() throws -> URL {
        let folder = folders.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func xdgPathsFollowTheSpecification() {
        let absolute = PreferencePaths.resolve(environment: ["XDG_CONFIG_HOME": "/c", "XDG_STATE_HOME": "/s"], home: "/home/p")
        #expect(absolute.settingsFile == "/c/tap-the-larger-shape/settings.toml")
        #expect(absolute.stateFile == "/s/tap-the-larger-shape/state.json")
        #expect(absolute.logFile == "/s/tap-the-larger-shape/tap-the-larger-shape.log")
        // Relative and empty values are ignored.
        for value in ["relative/dir", "", "./here"] {
            let paths = PreferencePaths.resolve(environment: ["XDG_CONFIG_HOME": value, "XDG_STATE_HOME": value], home: "/home/p")
            #expect(paths.settingsFile == "/home/p/.config/tap-the-larger-shape/settings.toml")
            #expect(paths.stateFile == "/home/p/.local/state/tap-the-larger-shape/state.json")
        }
        #expect(PreferencePaths.resolve(environment: [:], home: "/h", settingsOverride: "/x/my.toml").settingsFile == "/x/my.toml")
    }

    @Test func aMissingSettingsFileBecomesTheTemplateAndIsNeverRewritten() throws {
        let folder = try Self.folder()
        let paths = PreferencePaths(
            settingsFile: folder.appendingPathComponent("config/settings.toml").path,
            stateFile: folder.appendingPathComponent("state/state.json").path, logFile: "/dev/null")
        let first = Preferences(paths: paths).loadSettings()
        #expect(first.createdTemplate && first.settings == .defaults)
        #expect(try String(contentsOfFile: paths.settingsFile, encoding: .utf8) == SettingsTemplate.text)
        try "theme = \"colorblind\"\n".write(toFile: paths.settingsFile, atomically: false, encoding: .utf8)
        let second = Preferences(paths: paths).loadSettings()
        #expect(!second.createdTemplate && second.settings?.theme == .colorblind)
        #expect(try String(contentsOfFile: paths.settingsFile, encoding: .utf8) == "theme = \"colorblind\"\n")
    }

    @Test func unusableFilesAreDiagnosedNotRead() throws {
        let folder = try Self.folder()
        let directory = folder.appendingPathComponent("dir.toml").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let dangling = folder.appendingPathComponent("dangling.toml").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("nowhere").path)
        let binary = folder.appendingPathComponent("binary.toml").path
        try Data([0x74, 0x68, 0x0A, 0x65, 0x00, 0xFF]).write(to: URL(fileURLWithPath: binary))
        let latin1 = folder.appendingPathComponent("latin1.toml").path
        try Data("theme = \"caf".utf8 + [0xE9] + Data("\"\n".utf8)).write(to: URL(fileURLWithPath: latin1))
        let huge = folder.appendingPathComponent("huge.toml").path
        try #require(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        let expectations: [(String, String, Int, Int)] = [
            (directory, "folder", 1, 1), (dangling, "symbolic link", 1, 1), (binary, "binary", 2, 2),
            (latin1, "UTF-8", 1, 13), (huge, "too large", 1, 1),
        ]
        for (path, message, line, column) in expectations {
            guard case .unusable(let diagnostic) = SettingsFile.read(path) else {
                Issue.record("\(path) should be unusable")
                continue
            }
            #expect(diagnostic.message.contains(message), "\(diagnostic)")
            #expect(diagnostic.line == line && diagnostic.column == column, "\(diagnostic)")
        }
        #expect({ if case .missing = SettingsFile.read(folder.appendingPathComponent("absent.toml").path) { true } else { false } }())
    }

    /// Root reads files whatever their permissions, so the failing read is injected.
    @Test func anUnreadableFileIsDiagnosed() throws {
        let folder = try Self.folder()
        let path = folder.appendingPathComponent("settings.toml").path
        try "theme = \"classic\"\n".write(toFile: path, atomically: false, encoding: .utf8)
        struct Denied: Error, CustomStringConvertible { var description: String { "Permission denied" } }
        let denied = SettingsFile.Reading { _, _ in throw Denied() }
        guard case .unusable(let diagnostic) = SettingsFile.read(path, using: denied) else {
            Issue.record("expected a diagnostic")
            return
        }
        #expect(diagnostic.message.contains("Permission denied"))
    }

    @Test func stateIsWrittenAtomicallyAndReadBack() throws {
        let folder = try Self.folder()
        let store = StateStore(path: folder.appendingPathComponent("deep/state.json").path)
        var record = GameRecord()
        record.highScore = 42
        record.lastMode = .circle
        #expect(store.save(record) == nil)
        #expect(store.load().record == record)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("deep").path)
        #expect(leftovers == ["state.json"])
    }

    /// The mode is stored by name; a name this version does not know is no reason to call the
    /// whole file damaged.
    @Test func anUnknownModeNameReadsAsNoModeNotAsDamage() throws {
        let folder = try Self.folder()
        let path = folder.appendingPathComponent("state.json").path
        try #"{"last_mode":"dodecahedron","high_score":7}"#.write(toFile: path, atomically: false, encoding: .utf8)
        let loaded = StateStore(path: path).load()
        let (record, warning) = (loaded.record, loaded.warning)
        #expect(warning == nil && record.lastMode == nil && record.highScore == 7)
        var known = record
        known.lastMode = .square
        #expect(StateStore(path: path).save(known) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains(#""last_mode":"square""#))
    }

    /// Found by the state fuzzer: more matches than turns made an accuracy over 100%, and a count
    /// at Int.max overflowed (a crash) on the next turn. Counts and records stop at the bound the
    /// reader clamps to.
    @Test func impossibleCountsAreClampedAndNeverOverflow() throws {
        let fuzzed = #"{"high_score":12,"lifetime_turns":40,"lifetime_matches":60,"best_streak":7,"last_mode":"cirhle"}"#
        let record = try GameRecord(json: JSONValue(parsing: Array(fuzzed.utf8)))
        #expect(record.lifetimeMatches == 40 && record.lifetimeAccuracy == 1)
        let negative = try GameRecord(json: JSONValue(parsing: Array(#"{"lifetime_turns":-5,"lifetime_matches":-1,"best_streak":-2}"#.utf8)))
        #expect(negative.lifetimeTurns == 0 && negative.lifetimeMatches == 0 && negative.bestStreak == 0)
        // An older file's high score below zero is none: the HUD's best is never below zero.
        let losing = try GameRecord(json: JSONValue(parsing: Array(#"{"high_score":-1,"high_scores":{"mixed":-1}}"#.utf8)))
        #expect(losing.highScore == 0 && losing.recordedHighScore(in: .mixed) == nil)
        var full = try GameRecord(
            json: JSONValue(parsing: Array(#"{"lifetime_turns":9223372036854775807,"lifetime_matches":9223372036854775807}"#.utf8)))
        #expect(full.lifetimeTurns == StoredCount.limit && full.lifetimeMatches == StoredCount.limit)
        full.noteTurn(matched: true, score: .max, streak: .max)
        #expect(full.lifetimeTurns == StoredCount.limit && full.highScore == StoredCount.limit && full.bestStreak == StoredCount.limit)
    }

    /// High scores per mode and the lifetime reaction times survive a save; damaged ones read as
    /// none, never as a damaged file.
    @Test func perModeHighScoresAndReactionTimesAreKept() throws {
        let folder = try Self.folder()
        let store = StateStore(path: folder.appendingPathComponent("state.json").path)
        var record = GameRecord()
        record.noteTurn(matched: true, score: 5, streak: 1, mode: .single(.star), reactionMilliseconds: 420)
        record.noteTurn(matched: false, score: 3, streak: 0, mode: .single(.star), reactionMilliseconds: 900)
        record.noteTurn(matched: true, score: 4, streak: 1, mode: .cross, reactionMilliseconds: 610)
        #expect(record.highScore(in: .single(.star)) == 5 && record.highScore(in: .cross) == 4 && record.highScore(in: .square) == 0)
        // A high score starts at 0, as the overall one does: a run that only lost points sets
        // none (the stats listed "mixed -1").
        var losing = GameRecord()
        losing.noteTurn(matched: false, score: -1, streak: 0, mode: .mixed)
        losing.noteTurn(matched: false, score: -2, streak: 0, mode: .mixed)
        #expect(losing.highScore(in: .mixed) == 0 && losing.highScore == 0)
        losing.noteTurn(matched: true, score: -1, streak: 1, mode: .mixed, modePoints: 2)
        #expect(losing.highScore(in: .mixed) == 2)
        let stored = try GameRecord(json: JSONValue(parsing: Array(#"{"high_scores":{"mixed":-1,"star":3}}"#.utf8)))
        #expect(stored.highScore(in: .mixed) == 0 && stored.highScore(in: .single(.star)) == 3)
        #expect(stored.recordedHighScore(in: .mixed) == nil && stored.recordedHighScore(in: .single(.star)) == 3)
        #expect(losing.recordedHighScore(in: .square) == nil && losing.recordedHighScore(in: .mixed) == 2)
        #expect(record.reactions.median == 615)
        #expect(store.save(record) == nil)
        #expect(store.load().record == record)
        for damaged in [
            #"{"high_scores":{"star":"many","octagon":3},"reaction_histogram_ms":[1,2,3]}"#,
            #"{"high_scores":[1],"reaction_histogram_ms":{"a":1}}"#,
        ] {
            let read = try GameRecord(json: JSONValue(parsing: Array(damaged.utf8)))
            #expect(read.highScores.isEmpty && read.reactions.total == 0, "\(damaged)")
        }
        let unknown = try GameRecord(json: JSONValue(parsing: Array(#"{"high_scores":{"star":9,"octagon":3}}"#.utf8)))
        #expect(unknown.highScores == ["star": 9])
    }

    @Test func aCorruptStateFileIsMovedAsideNotLost() throws {
        let folder = try Self.folder()
        let path = folder.appendingPathComponent("state.json").path
        try "{ this is not json".write(toFile: path, atomically: false, encoding: .utf8)
        let loaded = StateStore(path: path).load()
        let (record, warning) = (loaded.record, loaded.warning)
        #expect(record == GameRecord())
        #expect(warning?.contains("corrupt") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let aside = names.first { $0.hasPrefix("state.json.corrupt-") }
        #expect(aside != nil && !names.contains("state.json"))
        #expect(try String(contentsOfFile: folder.appendingPathComponent(aside ?? "").path, encoding: .utf8) == "{ this is not json")
    }

    @Test func anUnwritableStateFolderIsAWarning() throws {
        let store = StateStore(path: "/proc/tap-the-larger-shape/state.json")
        #expect(store.save(GameRecord())?.contains("could not save") == true)
    }

    @Test func theWatcherSeesInPlaceWritesAndRenames() async throws {
        let folder = try Self.folder()
        let path = folder.appendingPathComponent("settings.toml").path
        try "theme = \"classic\"\n".write(toFile: path, atomically: false, encoding: .utf8)
        // Each change the watcher reports, from its own thread.
        let changes = Recorder<Void>()
        let watcher = FileWatcher(path: path) { changes.append(()) }
        #expect(watcher != nil)
        func waitFor(_ target: Int) async throws -> Bool {
            for _ in 0..<100 where changes.all.count < target { try await Task.sleep(for: .milliseconds(20)) }
            return changes.all.count >= target
        }
        try "theme = \"colorblind\"\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(try await waitFor(1))
        let replacement = folder.appendingPathComponent("new.toml").path
        try "theme = \"high-contrast\"\n".write(toFile: replacement, atomically: false, encoding: .utf8)
        _ = rename(replacement, path)
        #expect(try await waitFor(2))
        // Another file in the folder is not the settings file.
        let before = changes.all.count
        try "x".write(toFile: folder.appendingPathComponent("other.txt").path, atomically: false, encoding: .utf8)
        try await Task.sleep(for: .milliseconds(300))
        #expect(changes.all.count == before)
        watcher?.stop()
    }
}

/// Copies set aside (a corrupt file, a reset) do not pile up: the newest five of each kind stay.
@Suite struct StateBackupTests {
    @Test func onlyTheNewestFiveOfEachKindAreKept() throws {
        try TemporaryFolder.with("backups") { folder in
            let path = folder.appendingPathComponent("state.json").path
            let seconds = Locked(1_700_000_000)
            let store = StateStore(path: path, now: { WallClock(seconds: seconds.withLock { $0 }) })
            // Someone else's file with a similar name is never touched.
            try "x".write(toFile: path + ".reset-notes", atomically: false, encoding: .utf8)
            for round in 0..<8 {
                #expect(store.save(GameRecord()) == nil)
                guard case .success(let copy?) = store.setAside("reset") else {
                    Issue.record("no copy in round \(round)")
                    return
                }
                #expect(FileManager.default.fileExists(atPath: copy))
                // Two in the same second: the second gets `-2`, and is the newer.
                if round == 3 {
                    guard case .success(let second?) = store.setAside("reset") else { return }
                    #expect(second.hasSuffix("-2"))
                }
                seconds.withLock { $0 += round == 5 ? 100_000 : 7 }
                try "{ broken".write(toFile: path, atomically: false, encoding: .utf8)
                #expect(store.load().warning?.contains("corrupt") == true)
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let resets = store.backups(of: "reset").map { ($0 as NSString).lastPathComponent }
            let corrupt = store.backups(of: "corrupt").map { ($0 as NSString).lastPathComponent }
            #expect(resets.count == 5 && corrupt.count == 5)
            #expect(names.filter { $0.hasPrefix("state.json.reset-1") }.count == 5)
            #expect(names.filter { $0.hasPrefix("state.json.corrupt-") }.count == 5)
            // The newest are kept: the last round's first, the oldest seconds gone.
            #expect(resets == ["1700100042", "1700100035", "1700000035", "1700000028", "1700000021-2"].map { "state.json.reset-" + $0 })
            #expect(!names.contains("state.json.reset-1700000021") && !names.contains("state.json.reset-1700000000"))
            #expect(names.contains("state.json.reset-notes"))
        }
    }
}
