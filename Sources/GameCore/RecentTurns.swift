/// The newest ended turns, newest first, up to a fixed capacity: the window of history that the
/// scorer chain reads. Appending past the capacity drops the oldest, so a game of a million turns
/// keeps as many as a game of ten. A ring buffer behind a `RandomAccessCollection`, so scorers
/// walk it with the same `Sequence` API as any array (the **Iterator**).
public struct RecentTurns: RandomAccessCollection, Sendable {
    public let capacity: Int
    private var storage: [Turn] = []
    /// Where the newest turn is in `storage`.
    private var newest = 0

    public init(capacity: Int) {
        self.capacity = Swift.max(capacity, 0)
        storage.reserveCapacity(self.capacity)
    }

    /// No history at all.
    public static let empty = RecentTurns(capacity: 0)

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    /// Position 0 is the newest turn, 1 the one before, and so on.
    public subscript(position: Int) -> Turn {
        storage[(newest - position + storage.count) % storage.count]
    }

    public mutating func append(_ turn: Turn) {
        guard capacity > 0 else { return }
        if storage.count < capacity {
            storage.append(turn)
            newest = storage.count - 1
        } else {
            newest = (newest + 1) % capacity
            storage[newest] = turn
        }
    }

    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        newest = 0
    }
}
