import Drawing
import GameCore

extension GameRenderer {
    /// What the race shows: its joining screen or results, each player's ring, who is missing.
    struct RaceModel {
        let session: RaceSession
        let target: Int
        /// Each shown ring's frame (window coordinates), by seat.
        let rings: [(seat: Int, frame: Rect)]
        let resultsMenu: PauseMenu
        /// The countdown's number (3, 2, 1) while it runs.
        var countdown: Int?
    }

    /// What the daily challenge's results screen shows, and its buttons.
    struct DailyResultsModel {
        let card: DailyCard
        /// The day's counted score, which a practice attempt names.
        let countedScore: Int?
        let menu: PauseMenu
    }
}
