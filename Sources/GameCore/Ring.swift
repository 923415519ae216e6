/// The newest `capacity` elements, oldest first: appending past the capacity drops the oldest.
/// A fixed ring, so keeping the last fifty of a million costs what keeping fifty does.
public struct Ring<Element: Sendable>: RandomAccessCollection, Sendable {
    public let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest element is in `storage` once it is full.
    private var oldest = 0

    public init(capacity: Int) {
        self.capacity = Swift.max(capacity, 0)
        storage.reserveCapacity(self.capacity)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }

    public subscript(position: Int) -> Element {
        storage[(oldest + position) % storage.count]
    }

    public mutating func append(_ element: Element) {
        guard capacity > 0 else { return }
        if storage.count < capacity {
            storage.append(element)
        } else {
            storage[oldest] = element
            oldest = (oldest + 1) % capacity
        }
    }

    public mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        oldest = 0
    }
}
