import GameCore
import Preferences

/// What the stats overlay shows: this session's figures, the lifetime record, and the mode.
struct StatsModel {
    var session: GameStats
    var record: GameRecord
    var mode: GameMode
    /// Today, for the daily challenge's days in a row.
    var today: CivilDate = DailyChallenge.firstDay
    /// The daily challenge's results the stats list, newest last.
    static let dailyShown = 7
}
