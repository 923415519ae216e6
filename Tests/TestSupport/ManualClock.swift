import GameCore
import Locking

/// The tests' one clock: it stands still until a test moves it. Every suite that needs time to
/// pass on cue uses this one, through ``client``, where the game takes a `GameClock`.
///
/// It is `Sendable` for real (the time sits behind the project's one lock, `Locked`): `GameClock.now` is a `@Sendable`
/// closure, so the game may read its clock on any thread, and a test's clock must be safe there.
public final class ManualClock: Sendable {
    private let time: Locked<Duration>

    public init(_ start: Duration = .zero) {
        time = Locked(start)
    }

    /// The time now; setting it moves the clock (backwards too, for tests of a clock that jumps).
    public var now: Duration {
        get { time.withLock { $0 } }
        set { time.withLock { $0 = newValue } }
    }

    /// Moves the clock on by `interval`.
    public func advance(by interval: Duration) {
        time.withLock { $0 += interval }
    }

    /// The clock as the game takes it.
    public var client: GameClock { GameClock { [self] in now } }
}
