/// The newest ended turns, newest first, up to a fixed capacity: the window of history that the
/// scorer chain reads. Appending past the capacity drops the oldest, so a game of a million turns
/// keeps as many as a game of ten. A `Ring` read backwards, behind a `RandomAccessCollection`, so
/// scorers walk it with the same `Sequence` API as any array (the **Iterator**).
public struct RecentTurns: RandomAccessCollection, Sendable {
    private var ring: Ring<Turn>

    public init(capacity: Int) {
        ring = Ring(capacity: capacity)
    }

    /// No history at all.
    public static let empty = RecentTurns(capacity: 0)

    public var capacity: Int { ring.capacity }
    public var startIndex: Int { 0 }
    public var endIndex: Int { ring.count }

    /// Position 0 is the newest turn, 1 the one before, and so on.
    public subscript(position: Int) -> Turn {
        ring[ring.count - 1 - position]
    }

    public mutating func append(_ turn: Turn) {
        ring.append(turn)
    }

    public mutating func removeAll() {
        ring.removeAll()
    }
}
