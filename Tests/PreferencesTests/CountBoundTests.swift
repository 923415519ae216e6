import Foundation
import GameCore
import Preferences
import TestSupport
import Testing

/// Every count the state file keeps (turns, matches, the best streak, the high scores, the
/// reaction buckets, the daily results) has one bound: the reader clamps to it and a sum stops at
/// it, so no count ever goes back from one launch to the next. Before, the sums stopped at Int.max
/// while the reader clamped to 2^53: 30 turns past the bound wrote 2^53 + 30, and the next launch
/// read 2^53.
@Suite struct CountBoundTests {
    /// The state file's bound (`StoredCount.limit`).
    static let bound = 1 << 53

    /// The reaction bucket of the tests' turns: 300 ms, in the 10 ms buckets.
    static let bucket = 30

    /// A state file with every count at `value`.
    static func file(every value: Int) -> String {
        var buckets = Array(repeating: 0, count: ReactionHistogram.bucketCount)
        buckets[bucket] = value
        return """
            {"lifetime_turns":\(value),"lifetime_matches":\(value),"best_streak":\(value),"high_score":\(value),
            "high_scores":{"star":\(value)},"reaction_histogram_ms":[\(buckets.map(String.init).joined(separator: ","))],
            "daily":[{"date":"2026-11-25","marks":"1","median_reaction_ms":\(value),"score":\(value)}]}
            """
    }

    /// The counts the tests compare, by name.
    static func counts(_ record: GameRecord) -> [String: Int] {
        [
            "lifetime_turns": record.lifetimeTurns, "lifetime_matches": record.lifetimeMatches, "best_streak": record.bestStreak,
            "high_score": record.highScore, "high_scores.star": record.highScore(in: .single(.star)),
            "reaction bucket": record.reactions.counts[bucket], "reactions": record.reactions.total,
            "daily.score": record.daily.last?.score ?? 0, "daily.median_reaction_ms": record.daily.last?.medianReactionMilliseconds ?? 0,
        ]
    }

    /// A turn of the free game in star mode, its score, streak and mode run all `points`.
    static func play(_ record: inout GameRecord, points: Int) {
        record.noteTurn(matched: true, score: points, streak: points, mode: .single(.star), modePoints: points, reactionMilliseconds: 300)
    }

    @Test func aCountReadPastTheBoundIsAtTheBoundTheSumsStopAt() throws {
        for extra in [1, 30, 1 << 40] {
            var record = try GameRecord(json: JSONValue(parsing: Array(Self.file(every: Self.bound + extra).utf8)))
            let read = Self.counts(record)
            #expect(read.values.allSatisfy { $0 == Self.bound }, "\(read)")
            Self.play(&record, points: Self.bound + extra)
            #expect(Self.counts(record) == read, "one more turn moved a count read at the bound")
        }
        #expect(StoredCount.limit == Self.bound)
    }

    @Test func addingToACountAtTheBoundLeavesItThere() throws {
        var record = GameRecord()
        record.lifetimeTurns = Self.bound
        record.lifetimeMatches = Self.bound
        var buckets = Array(repeating: 0, count: ReactionHistogram.bucketCount)
        buckets[Self.bucket] = Self.bound
        record.reactions = try #require(ReactionHistogram(counts: buckets))
        for _ in 0..<30 { Self.play(&record, points: Self.bound + 30) }
        #expect(record.lifetimeTurns == Self.bound && record.lifetimeMatches == Self.bound)
        #expect(record.highScore == Self.bound && record.bestStreak == Self.bound && record.highScore(in: .single(.star)) == Self.bound)
        #expect(record.reactions.counts[Self.bucket] == Self.bound && record.reactions.total == Self.bound)
        var histogram = try #require(ReactionHistogram(counts: buckets))
        histogram.record(milliseconds: 300)
        #expect(histogram.counts[Self.bucket] == Self.bound)
    }

    /// Launch after launch, each playing 30 turns near the bound and saving: what the next launch
    /// reads is what was written, and no count is ever less than the launch before read.
    @Test func aWriteAndReadNeverTakesACountBack() throws {
        try TemporaryFolder.with("bound") { folder in
            let path = folder.appendingPathComponent("state.json").path
            try Self.file(every: Self.bound - 40).write(toFile: path, atomically: false, encoding: .utf8)
            let store = StateStore(path: path)
            var before = Self.counts(store.load().record)
            for launch in 1...4 {
                var record = store.load().record
                for turn in 1...30 { Self.play(&record, points: Self.bound - 40 + launch * 30 + turn) }
                _ = record.count(
                    daily: DailyResult(
                        date: DailyChallenge.firstDay.adding(days: launch), score: Self.bound + launch, marks: [true],
                        medianReactionMilliseconds: Self.bound + launch))
                let written = Self.counts(record)
                #expect(store.save(record) == nil)
                let read = Self.counts(store.load().record)
                #expect(read == written, "launch \(launch) wrote \(written) and read \(read)")
                for (name, count) in read { #expect(count >= before[name] ?? 0, "\(name) went back from \(before[name] ?? 0) to \(count)") }
                before = read
            }
        }
    }
}
