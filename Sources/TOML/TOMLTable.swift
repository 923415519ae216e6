/// A table: its keys in the order they were first written, each with its value and places.
public struct TOMLTable: Sendable {
    public struct Entry: Sendable {
        public let key: String
        /// Where this key is written (for a dotted key, the part that names it; for a table
        /// made by a header, that header's part).
        public let keyPlace: TOMLPlace
        public let value: TOMLValue
    }

    /// How a table came to be, which decides what may still be added to it and where.
    public enum Origin: Sendable, Hashable {
        /// The document itself.
        case root
        /// A `[header]`, or one element of an array of tables (`[[header]]`).
        case header
        /// Only named on the way to a deeper header (`[a]` when the file has only `[a.b]`).
        case implicit
        /// Made by dotted keys (`a.b = 1` makes the table `a`).
        case dotted
        /// Written inline: `{ x = 1 }`.
        case inline
    }

    let storage: TableNode

    public var entries: [Entry] { storage.entries }
    public var origin: Origin { storage.origin }
    /// For the root and header tables: the byte range of the section whose lines hold its keys,
    /// from the end of its header line (the root: the start) to the next header line's start.
    public var section: Range<Int>? {
        storage.sectionStart.flatMap { start in storage.sectionEnd.map { start..<max(start, $0) } }
    }
    /// For the root and header tables: the byte offset just after the last line of the section
    /// that holds a key (the header line's end when none does).
    public var lastKeyLineEnd: Int? { storage.lastKeyLineEnd }
    static let linearLimit = 16

    public init(entries: [Entry], origin: Origin, section: Range<Int>? = nil, lastKeyLineEnd: Int? = nil) {
        var index: [String: Int]?
        if entries.count > Self.linearLimit {
            var made = [String: Int](minimumCapacity: entries.count)
            for (position, entry) in entries.enumerated() { made[entry.key] = position }
            index = made
        }
        storage = TableNode(entries: entries, index: index, origin: origin, section: section, lastKeyLineEnd: lastKeyLineEnd)
    }

    init(storage: TableNode) {
        self.storage = storage
    }

    public var keys: [String] { entries.map(\.key) }
    public var isEmpty: Bool { entries.isEmpty }
    public var count: Int { storage.entries.count }

    public subscript(key: String) -> TOMLValue? {
        entry(key)?.value
    }

    public func entry(_ key: String) -> Entry? {
        storage.position(of: key).map { storage.entries[$0] }
    }

    /// The value at a path of keys through nested tables.
    public subscript(path path: [String]) -> TOMLValue? {
        var table = self
        for key in path.dropLast() {
            guard let next = table[key]?.table else { return nil }
            table = next
        }
        return path.last.flatMap { table[$0] }
    }

    /// True when both have the same keys with the same content, in any order.
    public func hasSameContent(as other: TOMLTable) -> Bool {
        count == other.count && entries.allSatisfy { entry in other[entry.key].map { entry.value.hasSameContent(as: $0) } ?? false }
    }
}
