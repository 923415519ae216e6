import Drawing

/// Everything that happens in a game, for whoever listens: sounds, the HUD's animations, the event
/// log, persistence. The game publishes them without knowing its listeners (**Observer**).
public enum GameEvent: Sendable {
    /// A turn began; `views` are laid out in window coordinates.
    case turnStarted(number: Int, mode: GameMode, views: [ShapeView])
    /// The player (or the bot) tapped shape `tapped` and the turn was scored.
    case turnEnded(TurnResult, tapped: Int)
    case scoreChanged(from: Int, to: Int)
    case modeChanged(GameMode)
    case paused(Bool)
    case muted(Bool)
    case helpShown(Bool)
    /// Score and history were cleared.
    case restarted
    /// A sound was asked for; `played` is false when muted or without an audio device.
    case sound(name: String, played: Bool)
    /// The game is ending.
    case quit
}

/// Delivers events to subscribers in the order they were published. A subscriber may publish in
/// turn (the sound player reports what it played); such events wait until the current one has
/// reached everybody, so every subscriber sees the same order.
public final class GameEventBus {
    private var subscribers: [(GameEvent) -> Void] = []
    private var queue: [GameEvent] = []
    private var delivering = false

    public init() {}

    public func subscribe(_ subscriber: @escaping (GameEvent) -> Void) {
        subscribers.append(subscriber)
    }

    public func publish(_ event: GameEvent) {
        queue.append(event)
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for subscriber in subscribers { subscriber(next) }
        }
    }
}
