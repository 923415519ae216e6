/// Where the game reads the time: injected, so turns carry timestamps that tests control.
public struct GameClock: Sendable {
    /// Time since the clock started.
    public var now: @Sendable () -> Duration

    public init(now: @escaping @Sendable () -> Duration) {
        self.now = now
    }

    /// The real, monotonic clock, starting now.
    public static func live() -> GameClock {
        let clock = ContinuousClock()
        let start = clock.now
        return GameClock { clock.now - start }
    }

    /// A clock that always reads zero, for when time does not matter.
    public static let frozen = GameClock { .zero }
}
