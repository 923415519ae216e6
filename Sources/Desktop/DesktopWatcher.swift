import Locking
import Synchronization
import SystemIO

/// What the desktop was last heard to ask: its wishes, or nil and why when there is no desktop
/// to ask (no libsystemd, no session bus, no Settings portal).
public struct DesktopReading: Hashable, Sendable {
    public var wishes: DesktopWishes?
    /// Why there are no wishes.
    public var problem: String?

    public init(wishes: DesktopWishes?, problem: String? = nil) {
        self.wishes = wishes
        self.problem = problem
    }
}

/// Asks the desktop's Settings portal for its wishes at start (its answer is taken however late
/// it comes), again whenever the portal starts, and listens for their changes, on a thread of
/// its own that sleeps in poll(2) on the bus until something comes (an idle game's watcher
/// never wakes on a timer). Each new reading waits in an inbox for the game loop: the
/// watcher calls `wake` and the loop `take()`s it. A reading that comes before the last was
/// taken replaces it: only the newest wishes matter.
public final class DesktopWatcher: Sendable {
    private let inbox = Locked<DesktopReading?>(nil)
    private let waiter: WakeableWait?
    /// Woken by each reading, for `take(waitingUpTo:)`.
    private let posted: WakeableWait?
    private let stopped = Atomic<Bool>(false)

    /// Starts watching.
    ///
    /// - Parameters:
    ///   - connect: opens the bus, on the watcher's thread: the session bus, or a test's.
    ///   - wake: runs on the watcher's thread after each new reading.
    public init(
        connect: @escaping @Sendable () throws(BusError) -> Bus = { () throws(BusError) in try Bus.session() }, wake: @escaping @Sendable () -> Void
    ) {
        waiter = WakeableWait()
        posted = WakeableWait()
        let started = SystemThread.detach(name: "desktop-watcher") { [self] in
            do throws(BusError) {
                try watch(bus: try connect(), wake: wake)
            } catch {
                post(DesktopReading(wishes: nil, problem: error.description), wake: wake)
            }
        }
        if !started { inbox.withLock { $0 = DesktopReading(wishes: nil, problem: "cannot start a thread") } }
    }

    /// The newest reading not yet taken, if there is one.
    public func take() -> DesktopReading? {
        inbox.withLock { reading in
            defer { reading = nil }
            return reading
        }
    }

    /// The newest reading, waiting for one up to `milliseconds` when none has come yet: at
    /// start, so the first frame is drawn in the theme the desktop asks for.
    public func take(waitingUpTo milliseconds: Int32) -> DesktopReading? {
        if let reading = take() { return reading }
        _ = posted?.wait(for: -1, events: 0, milliseconds: milliseconds)
        return take()
    }

    /// Stops listening; the thread ends at once.
    public func stop() {
        stopped.store(true, ordering: .relaxed)
        waiter?.wake()
    }

    private func post(_ reading: DesktopReading, wake: @Sendable () -> Void) {
        guard !stopped.load(ordering: .relaxed) else { return }
        inbox.withLock { $0 = reading }
        posted?.wake()
        wake()
    }

    private func watch(bus: Bus, wake: @escaping @Sendable () -> Void) throws(BusError) {
        defer { bus.close() }
        guard let waiter else { throw BusError("cannot wait for the bus", code: 0) }
        var settings: [PortalKey: BusValue] = [:]
        // Whether the portal has answered (or could not), a question is out, one is due.
        var answered = false
        var asking = false
        var due = true
        // NB: listening before asking, so no change falls between the two.
        try SettingsPortal.onChange(on: bus) { [self] key, value in
            guard PortalKey.all.contains(key), settings[key] != value else { return }
            settings[key] = value
            // Before the answer, a change only adds to what the answer will say.
            if answered { post(DesktopReading(wishes: DesktopWishes(portal: settings)), wake: wake) }
        }
        try SettingsPortal.onStart(on: bus) { due = true }
        while !stopped.load(ordering: .relaxed) {
            if due, !asking {
                due = false
                asking = true
                // NB: asked, not waited for: the answer is taken whenever it comes, however long
                // after the first frame stopped waiting (a portal starting at login).
                try SettingsPortal.readAll(on: bus) { [self] result in
                    asking = false
                    answered = true
                    switch result {
                    case .success(let read):
                        settings = read
                        post(DesktopReading(wishes: DesktopWishes(portal: settings)), wake: wake)
                    case .failure(let error):
                        // No portal (yet): the game's own settings, until one starts or says something.
                        post(DesktopReading(wishes: nil, problem: error.description), wake: wake)
                    }
                }
            }
            try bus.processPending()
            if due, !asking { continue }
            let (descriptor, events, milliseconds) = bus.waitFor
            if case .failed = waiter.wait(for: descriptor, events: events, milliseconds: milliseconds) { return }
        }
    }
}
