/// Delivers events to subscribers in the order they were published: the **Observer**, with
/// removal. A subscriber may publish in turn on the same bus (the app's listener, hearing that a
/// daily challenge ended, publishes its card); such events wait until the current
/// one has reached everybody, so every subscriber sees the same order. `subscribe` returns a `Subscription`; cancelling it removes the subscriber, and a
/// subscriber cancelled mid-delivery gets nothing more, not even the event being delivered.
public final class EventBus<Event> {
    private var subscribers: [(id: Int, name: String, deliver: (Event) -> String?)] = []
    private var queue: [Event] = []
    private var delivering = false
    private var lastID = 0

    public init() {}

    /// `deliver` receives every event published from now until the subscription is cancelled.
    /// `name` says who listens (`SoundPolicy`), for `listeners`; a listener without one is not
    /// named there.
    @discardableResult
    public func subscribe(as name: String = "", _ deliver: @escaping (Event) -> Void) -> Subscription {
        subscribe(as: name) { (event: Event) -> String? in
            deliver(event)
            return nil
        }
    }

    /// `deliver` receives every event published from now until the subscription is cancelled,
    /// and says in a word what it did with it (`"saved"`), or nil where it did nothing: the bus
    /// keeps the words of the newest event (`newest`), for whoever shows the pattern at work.
    @discardableResult
    public func subscribe(as name: String, reacting deliver: @escaping (Event) -> String?) -> Subscription {
        lastID += 1
        let id = lastID
        subscribers.append((id, name, deliver))
        return Subscription { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }

    /// The newest event delivered to everybody, and what each named listener did with it, in the
    /// order they heard it (`nil`: nothing). Replaced by each event: it never grows.
    public private(set) var newest: (event: Event, heard: [Heard])?

    public var subscriberCount: Int { subscribers.count }

    /// Who hears what is published now, by name, in the order they hear it (the unnamed left
    /// out): what the game's "how it works" panel shows of the **Observer**.
    public var listeners: [String] { subscribers.map(\.name).filter { !$0.isEmpty } }

    public func publish(_ event: Event) {
        queue.append(event)
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        var next = 0
        while next < queue.count {
            let event = queue[next]
            next += 1
            var heard: [Heard] = []
            heard.reserveCapacity(subscribers.count)
            for (id, name, deliver) in subscribers where subscribers.contains(where: { $0.id == id }) {
                let did = deliver(event)
                if !name.isEmpty { heard.append(Heard(listener: name, did: did)) }
            }
            newest = (event, heard)
        }
        queue.removeAll(keepingCapacity: true)
    }
}

/// What one listener did with an event: its name, and its word for what it did (nil: nothing).
public struct Heard: Hashable, Sendable {
    public let listener: String
    public let did: String?

    public init(listener: String, did: String?) {
        self.listener = listener
        self.did = did
    }
}

/// A subscriber's registration on an `EventBus`: `cancel()` removes it. Keeping the token is
/// optional; a subscription nobody cancels lasts as long as its bus.
public final class Subscription {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
