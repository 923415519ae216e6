import GameCore

/// How long the right-or-wrong feedback keeps the next turn's shapes away, as the reducer reads
/// it (`AppContext.feedback`, `feedbackLeft`): one-switch play counts a beat from when its place
/// shows.
extension Game {
    /// How long until the next turn's shapes show after a tap now: the feedback still to run, or
    /// all of it when a tap would end the turn.
    func untilNextTurn(at now: Duration) -> Duration {
        if let shows = nextDeadline { return max(shows - now, .zero) }
        return acceptsTaps ? settings.feedbackDuration : .zero
    }

    /// How long the feedback showing now has still to run (zero when none does).
    func feedbackLeft(at now: Duration) -> Duration {
        nextDeadline.map { max($0 - now, .zero) } ?? .zero
    }
}
