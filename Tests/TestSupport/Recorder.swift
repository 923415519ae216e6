import Locking

/// What a test double was handed, in order: console lines, sounds asked for, saves. Safe to
/// append to from the background threads the live clients' doubles run on.
public final class Recorder<Element: Sendable>: Sendable {
    private let storage = Locked<[Element]>([])

    public init() {}

    /// Everything recorded so far, oldest first.
    public var all: [Element] { storage.withLock { $0 } }

    public func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }
}
