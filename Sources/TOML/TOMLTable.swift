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

    public let entries: [Entry]
    private let index: [String: Int]
    public let origin: Origin
    /// For the root and header tables: the byte range of the section whose lines hold its keys,
    /// from the end of its header line (the root: the start) to the next header line's start.
    public let section: Range<Int>?
    /// For the root and header tables: the byte offset just after the last line of the section
    /// that holds a key (the header line's end when none does).
    public let lastKeyLineEnd: Int?

    public init(entries: [Entry], origin: Origin, section: Range<Int>? = nil, lastKeyLineEnd: Int? = nil) {
        self.entries = entries
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        self.index = index
        self.origin = origin
        self.section = section
        self.lastKeyLineEnd = lastKeyLineEnd
    }

    public var keys: [String] { entries.map(\.key) }
    public var isEmpty: Bool { entries.isEmpty }
    public var count: Int { entries.count }

    public subscript(key: String) -> TOMLValue? {
        index[key].map { entries[$0].value }
    }

    public func entry(_ key: String) -> Entry? {
        index[key].map { entries[$0] }
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
