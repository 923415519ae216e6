import GameCore

/// Keeps this session's figures for the stats overlay: a listener on the game's events
/// (**Observer**) feeding a `GameStats`. The lifetime figures are the `StateSaver`'s record.
@MainActor
final class StatsRecorder {
    private(set) var stats = GameStats()
    /// Whether the turn on screen was made by the adaptive difficulty.
    private var adaptiveTurn = false

    /// This session's figures start again (a reset of the statistics).
    func reset() {
        stats = GameStats()
    }

    init(gameEvents: GameEventBus) {
        gameEvents.subscribe(
            as: "StatsRecorder",
            reacting: { [weak self] event in
                guard let self else { return nil }
                switch event {
                case .turnStarted(_, _, _, let ratio, _):
                    adaptiveTurn = ratio != nil
                    return Reaction.noted.rawValue
                // NB: a race's turns are two players', not this player's figures.
                // (Nor are practice's, played with parts swapped from the panel.)
                case .turnEnded(let result, _) where result.player == nil && !result.isPractice:
                    stats.record(result, adaptive: adaptiveTurn)
                    return Reaction.counted.rawValue
                default: return nil
                }
            })
    }
}
