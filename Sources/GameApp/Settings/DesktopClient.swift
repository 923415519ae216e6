import Desktop

/// What the desktop asks of the game, as it comes (**Dependency Injection**, like the sound and
/// the clock): the live watcher of the Settings portal, a test's inbox, or no desktop at all.
public struct DesktopClient {
    /// The newest reading not yet taken, waiting for the first up to the milliseconds given.
    public var take: (_ waitingUpTo: Int32) -> DesktopReading?
    /// Stops listening.
    public var stop: () -> Void

    public init(take: @escaping (Int32) -> DesktopReading?, stop: @escaping () -> Void = {}) {
        self.take = take
        self.stop = stop
    }

    /// The Null Object: no desktop to ask, the game's own settings alone.
    public static var quiet: DesktopClient { .absent() }

    /// No desktop to ask (the game's own settings alone), with `reason` in the event log.
    public static func absent(_ reason: String = "no desktop to ask") -> DesktopClient {
        var told = false
        return DesktopClient { _ in
            defer { told = true }
            return told ? nil : DesktopReading(wishes: nil, problem: reason)
        }
    }

    /// The Settings portal's wishes, as `watcher` hears them.
    public static func live(_ watcher: DesktopWatcher) -> DesktopClient {
        DesktopClient(take: { watcher.take(waitingUpTo: $0) }, stop: { watcher.stop() })
    }
}
