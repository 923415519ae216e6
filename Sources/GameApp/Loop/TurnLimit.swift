import GameCore

/// `--turns N`: counts the turns completed (restarts included) and says when the run has had
/// its N.
@MainActor
final class TurnLimit {
    private(set) var completed = 0
    private let limit: Int?

    init(limit: Int?, events: GameEventBus) {
        self.limit = limit
        events.subscribe(as: "TurnLimit") { [weak self] event in
            guard let self, case .turnEnded = event else { return }
            completed += 1
        }
    }

    var isReached: Bool { limit.map { completed >= $0 } ?? false }
}
