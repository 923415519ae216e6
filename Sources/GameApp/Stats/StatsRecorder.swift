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
        gameEvents.subscribe(as: "StatsRecorder") { [weak self] event in
            guard let self else { return }
            switch event {
            case .turnStarted(_, _, _, let ratio, _): adaptiveTurn = ratio != nil
            // NB: a race's turns are two players', not this player's figures.
            case .turnEnded(let result, _) where result.player == nil: stats.record(result, adaptive: adaptiveTurn)
            default: break
            }
        }
    }
}
