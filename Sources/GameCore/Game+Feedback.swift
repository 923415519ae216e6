/// Right or wrong, shown between turns.
extension Game {
    /// Shown after a tap until `until`: which shape, whether it was the larger, and which was.
    public struct Feedback: Sendable {
        public let tappedIndex: Int
        public let matched: Bool
        /// The largest shape (the first of equals), which a wrong tap also marks.
        public let largestIndex: Int
        public let until: Duration
        /// In a race, the seat of the player whose tap ended the turn (its winner when it was
        /// right); nil in a game of one.
        public let player: Int?
    }

    /// Right or wrong shows for the settings' feedback duration; with none, the next turn begins.
    func showFeedback(tapping index: Int, result: TurnResult) {
        if settings.feedbackDuration > .zero {
            feedback = Feedback(
                tappedIndex: index, matched: result.matched, largestIndex: result.turn.largestIndex, until: clock.now() + settings.feedbackDuration,
                player: result.player)
        } else {
            beginTurn()
        }
    }
}
