import GameCore
import Preferences
import Testing

/// The state file's daily results: one per day, the first kept, the days in a row counted, and a
/// hand-edited entry that does not read dropped without harm to the rest.
@Suite struct DailyRecordTests {
    static func day(_ offset: Int) -> CivilDate { DailyChallenge.firstDay.adding(days: offset) }

    static func result(_ offset: Int, score: Int = 10) -> DailyResult {
        DailyResult(date: day(offset), score: score, marks: (0..<20).map { $0 % 3 != 0 }, medianReactionMilliseconds: 512)
    }

    @Test func theFirstResultOfADayCountsAndTheDaysInARowAreCounted() {
        var record = GameRecord()
        let counted = [Self.result(2), Self.result(2, score: 99), Self.result(0), Self.result(1), Self.result(5)].map { record.count(daily: $0) }
        #expect(counted == [true, false, true, true, true])
        #expect(record.daily.map(\.date) == [0, 1, 2, 5].map(Self.day))
        #expect(record.dailyResult(on: Self.day(2))?.score == 10)
        #expect(record.dailyDaysInARow(endingOn: Self.day(2)) == 3)
        #expect(record.dailyDaysInARow(endingOn: Self.day(5)) == 1)
        #expect(record.dailyDaysInARow(endingOn: Self.day(4)) == 0)
        // A day counted late (a clock set back, a state file copied in) joins two runs into one.
        let late = [3, 4].map { record.count(daily: Self.result($0)) }
        #expect(late == [true, true] && record.dailyDaysInARow(endingOn: Self.day(5)) == 6)
        #expect(record.dailyDaysInARow(endingOn: Self.day(3)) == 4)
    }

    @Test func theResultsGoThroughTheStateFilesJSON() throws {
        var record = GameRecord()
        for offset in [3, 0, 1] { _ = record.count(daily: Self.result(offset, score: offset * 7 - 5)) }
        let read = try GameRecord(json: record.json)
        #expect(read.daily == record.daily)
        #expect(read == record)
    }

    @Test func entriesThatDoNotReadAreDroppedAndTheRestKept() throws {
        let text = """
            {"daily": [
              {"date": "2026-11-26", "marks": "10110111111111111111", "median_reaction_ms": 600, "score": 31},
              {"date": "2026-11-26", "marks": "11111111111111111111", "median_reaction_ms": 100, "score": 180},
              {"date": "2026-02-30", "marks": "1", "median_reaction_ms": 1, "score": 1},
              {"date": "2026-11-27", "marks": "12", "median_reaction_ms": 1, "score": 1},
              {"date": "2026-11-28", "marks": "", "median_reaction_ms": 1, "score": 1},
              {"date": "2026-11-29", "marks": "1", "median_reaction_ms": -4, "score": 1},
              {"date": "2026-11-25", "marks": "0", "median_reaction_ms": 9, "score": -1},
              7, "x", null
            ], "high_score": 3}
            """
        let record = try GameRecord(json: try JSONValue(parsing: Array(text.utf8)))
        #expect(record.daily.map(\.date.description) == ["2026-11-25", "2026-11-26"])
        #expect(record.daily.last?.score == 31)
        #expect(record.highScore == 3)
        // Not an array at all: no days, and the rest of the record stands.
        let other = try GameRecord(json: try JSONValue(parsing: Array(#"{"daily": {"date": "2026-11-25"}, "high_score": 4}"#.utf8)))
        #expect(other.daily.isEmpty && other.highScore == 4)
    }
}
