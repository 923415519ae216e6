import GameCore

/// `--turns N`: counts the turns completed (restarts included) and says when the run has had
/// its N.
@MainActor
final class TurnLimit {
    private(set) var completed = 0
    private let limit: Int?

    init(limit: Int?, events: GameEventBus) {
        self.limit = limit
        events.subscribe(
            as: "TurnLimit",
            reacting: { [weak self] event in
                guard let self, case .turnEnded = event else { return nil }
                completed += 1
                return Reaction.countedTurn.rawValue
            })
    }

    var isReached: Bool { limit.map { completed >= $0 } ?? false }
}
