import Foundation
import GameCore
import Preferences
import SystemIO
import TestSupport
import Testing

/// The state file is the player's whole history: what a machine no one here chose can put at
/// its path never costs it. Each test here failed before its fix.
@Suite struct HostileStateTests {
    /// A FIFO at the state's path once blocked the game at launch until it was killed: it is
    /// refused at once, left in place, and nothing is saved over it.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        try TemporaryFolder.with("fifo") { folder in
            let path = folder.appendingPathComponent("state.json").path
            #expect(mkfifo(path, 0o644) == 0)
            let loaded = StateStore(path: path).load()
            #expect(!loaded.savable && loaded.record == GameRecord())
            #expect(loaded.warning?.contains("not a regular file") == true, "\(loaded.warning ?? "")")
            #expect(loaded.warning?.contains("without saving") == true)
            var status = stat()
            #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        }
    }

    /// A file that is there but cannot be read (no permission: root reads anything, so the
    /// failure is injected) was replaced by the first save, and the player's history was gone.
    @Test func aFileThatCannotBeReadIsNeverReplaced() throws {
        try TemporaryFolder.with("unreadable") { folder in
            let path = folder.appendingPathComponent("state.json").path
            let history = #"{"high_score":900,"lifetime_turns":5000}"#
            try history.write(toFile: path, atomically: false, encoding: .utf8)
            let store = StateStore(path: path, reading: { path, _ throws(FileError) in throw FileError(path: path, step: "open", code: EACCES) })
            let loaded = store.load()
            #expect(!loaded.savable && loaded.warning?.contains("Permission denied") == true)
            #expect(loaded.warning?.contains("leaving the file as it is") == true)
            #expect(try String(contentsOfFile: path, encoding: .utf8) == history)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
        }
    }

    /// Other failures than "not there" keep the file too: a folder, a link that loops.
    @Test func aFolderOrALoopIsLeftAlone() throws {
        try TemporaryFolder.with("odd") { folder in
            let path = folder.appendingPathComponent("state.json").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            #expect(!StateStore(path: path).load().savable)
            try FileManager.default.removeItem(atPath: path)
            #expect(symlink("state.json", path) == 0)
            let loop = StateStore(path: path).load()
            #expect(!loop.savable && loop.warning?.contains("symbolic links") == true, "\(loop.warning ?? "")")
            // Nothing there at all is a first run, and saving is fine.
            try FileManager.default.removeItem(atPath: path)
            let fresh = StateStore(path: path).load()
            #expect(fresh.savable && fresh.warning == nil)
        }
    }

    /// Backups were pruned by the stamp in their names: with five stamped in the future, the
    /// copy of a damaged file just made was deleted at once. They go by their real age now, and
    /// the one just made always stays.
    @Test func backupsArePrunedByTheirRealAgeNeverTheNewest() throws {
        try TemporaryFolder.with("future") { folder in
            let path = folder.appendingPathComponent("state.json").path
            let future = (1...5).map { "\(path).corrupt-\(4_000_000_000 + $0)" }
            for (index, name) in future.enumerated() {
                try "{\"old\":\(index)".write(toFile: name, atomically: false, encoding: .utf8)
                // Written a day apart, a year ago.
                var times = [
                    timespec(tv_sec: 1_700_000_000 + index * 86_400, tv_nsec: 0), timespec(tv_sec: 1_700_000_000 + index * 86_400, tv_nsec: 0),
                ]
                #expect(utimensat(AT_FDCWD, name, &times, 0) == 0)
            }
            try "{ broken".write(toFile: path, atomically: false, encoding: .utf8)
            let loaded = StateStore(path: path, now: { WallClock(seconds: 1_800_000_000) }).load()
            let aside = "\(path).corrupt-1800000000"
            #expect(loaded.warning?.contains(aside) == true)
            #expect(try String(contentsOfFile: aside, encoding: .utf8) == "{ broken")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(names.filter { $0.hasPrefix("state.json.corrupt-") }.count == 5)
            // The oldest by its time on disk went, whatever its name said.
            #expect(!FileManager.default.fileExists(atPath: future[0]))
            #expect(future.dropFirst().allSatisfy { FileManager.default.fileExists(atPath: $0) })
        }
    }

    /// The reader stopped at 4 MiB while the writer pretty-printed past it: 50,000 short days
    /// were written at 5.65 MB and set aside at the next launch. One limit now, checked by both,
    /// and a century of daily play fits.
    @Test func whatTheGameWritesItReadsBack() throws {
        try TemporaryFolder.with("century") { folder in
            let path = folder.appendingPathComponent("state.json").path
            let store = StateStore(path: path)
            var record = GameRecord()
            var date = CivilDate(daysSince1970: -7_305)
            for _ in 0..<36_525 {
                // The widest day a run can make.
                _ = record.count(
                    daily: DailyResult(date: date, score: -20, marks: Array(repeating: true, count: 20), medianReactionMilliseconds: 10_000))
                date = date.adding(days: 1)
            }
            #expect(store.save(record) == nil)
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? .max
            #expect(size <= StateStore.sizeLimit)
            let loaded = store.load()
            #expect(loaded.warning == nil && loaded.record == record)
            #expect(loaded.record.dailyDaysInARow(endingOn: date.adding(days: -1)) == 36_525)
        }
    }

    /// A record past the limit is not written at all (the reader would refuse it).
    @Test func aRecordPastTheLimitIsNotWritten() throws {
        try TemporaryFolder.with("huge") { folder in
            let path = folder.appendingPathComponent("state.json").path
            let store = StateStore(path: path)
            #expect(store.save(GameRecord()) == nil)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            var record = GameRecord()
            // Far more days than a life has, to pass the limit.
            var date = CivilDate(daysSince1970: -700_000)
            for _ in 0..<100_000 {
                _ = record.count(
                    daily: DailyResult(date: date, score: -20, marks: Array(repeating: true, count: 20), medianReactionMilliseconds: 10_000))
                date = date.adding(days: 1)
            }
            let warning = store.save(record)
            #expect(warning?.contains("more than the 8 MiB") == true, "\(warning ?? "")")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    /// Numbers near Int.max in the file are clamped as they are read, so no sum over them traps.
    @Test func storedNumbersAreClampedOnLoad() throws {
        let buckets = Array(repeating: "9223372036854775807", count: ReactionHistogram.bucketCount).joined(separator: ",")
        let text = """
            {"high_score":9223372036854775807,"high_scores":{"square":-9223372036854775808,"star":9223372036854775807},"best_streak":9223372036854775807,
            "reaction_histogram_ms":[\(buckets)],
            "daily":[{"date":"2026-11-25","marks":"1","median_reaction_ms":9223372036854775807,"score":-9223372036854775808}]}
            """
        let record = try GameRecord(json: JSONValue(parsing: Array(text.utf8)))
        // (A mode's high score below 0 is none.)
        #expect(record.highScore == StoredCount.limit && record.highScore(in: .square) == 0)
        #expect(record.highScore(in: .single(.star)) == StoredCount.limit)
        #expect(record.reactions.total == StoredCount.limit * ReactionHistogram.bucketCount)
        #expect(record.reactions.median != nil)
        let day = try #require(record.dailyResult(on: DailyChallenge.firstDay))
        #expect(day.score == -StoredCount.limit && day.medianReactionMilliseconds == StoredCount.limit)
    }

    /// `kill -9` mid-write left `state.json.tmp-*` files that nothing removed: a dead run's are
    /// removed when the state is read, a running one's stay.
    @Test func temporaryFilesOfDeadRunsAreRemoved() throws {
        try TemporaryFolder.with("stale") { folder in
            let path = folder.appendingPathComponent("state.json").path
            // A process number no process has (past the kernel's largest).
            let dead = "\(path).tmp-4194305-17"
            let running = "\(path).tmp-\(getpid())-18"
            let old = "\(path).tmp-\(getpid())-19"
            for name in [dead, running, old] { try "{\"half\":".write(toFile: name, atomically: false, encoding: .utf8) }
            var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, old, &times, 0) == 0)
            try "notes".write(toFile: "\(path).tmp-notes", atomically: false, encoding: .utf8)
            _ = StateStore(path: path).load()
            let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
            #expect(names == ["state.json.tmp-\(getpid())-18", "state.json.tmp-notes"])
        }
    }
}
