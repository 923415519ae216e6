/// A table's storage. The parser fills it in place (a header may reopen the node a path leads
/// to) and hands it out inside `TOMLTable` when the document is read: no second copy of the tree.
// NB: @unchecked Sendable: only the parser (or `TOMLTable.init`) mutates a node, before any
// table holding it is returned; from then on it is never changed.
final class TableNode: @unchecked Sendable {
    /// What a key holds, as the parser navigates.
    enum Content {
        /// A value written after `=`: a scalar, an array, or an inline table (closed for good).
        case value(TOMLValue)
        case table(TableNode)
        /// An array of tables, `[[name]]`, still growing.
        case tables(TableList)
    }

    final class TableList {
        var nodes: [TableNode]
        let place: TOMLPlace

        init(first: TableNode, place: TOMLPlace) {
            nodes = [first]
            self.place = place
        }
    }

    var origin: TOMLTable.Origin
    /// Where it was defined: its header's name, its first dotted part, or its braces.
    var place: TOMLPlace
    let depth: Int
    private(set) var entries: [TOMLTable.Entry] = []
    /// Positions by key, made once the table outgrows a linear search (most tables never do).
    private(set) var index: [String: Int]?
    /// Arrays of tables being built, by entry position; written into `entries` by `finish()`.
    private var tableLists: [Int: TableList]?
    var sectionStart: Int?
    var sectionEnd: Int?
    var lastKeyLineEnd: Int?

    init(origin: TOMLTable.Origin, place: TOMLPlace, depth: Int) {
        self.origin = origin
        self.place = place
        self.depth = depth
    }

    init(entries: [TOMLTable.Entry], index: [String: Int]?, origin: TOMLTable.Origin, section: Range<Int>?, lastKeyLineEnd: Int?) {
        self.entries = entries
        self.index = index
        self.origin = origin
        place = TOMLPlace(line: 0, column: 0, range: 0..<0)
        depth = 0
        sectionStart = section?.lowerBound
        sectionEnd = section?.upperBound
        self.lastKeyLineEnd = lastKeyLineEnd
    }

    func position(of key: String) -> Int? {
        if let index { return index[key] }
        return entries.firstIndex { $0.key == key }
    }

    subscript(key: String) -> (content: Content, keyPlace: TOMLPlace, position: Int)? {
        guard let position = position(of: key) else { return nil }
        let entry = entries[position]
        if let list = tableLists?[position] { return (.tables(list), entry.keyPlace, position) }
        if case .table(let table) = entry.value.kind, table.storage.origin != .inline {
            return (.table(table.storage), entry.keyPlace, position)
        }
        return (.value(entry.value), entry.keyPlace, position)
    }

    func add(_ key: String, _ keyPlace: TOMLPlace, _ value: TOMLValue) {
        if index != nil {
            index?[key] = entries.count
        } else if entries.count == TOMLTable.linearLimit {
            var made = [String: Int](minimumCapacity: entries.count * 2)
            for (position, entry) in entries.enumerated() { made[entry.key] = position }
            made[key] = entries.count
            index = made
        }
        entries.append(TOMLTable.Entry(key: key, keyPlace: keyPlace, value: value))
    }

    func add(_ key: String, _ keyPlace: TOMLPlace, table node: TableNode) {
        add(key, keyPlace, TOMLValue(.table(TOMLTable(storage: node)), place: node.place))
    }

    /// Starts an array of tables under `key`; true when this node had none before (the parser
    /// then remembers to `finish()` it).
    func add(_ key: String, _ keyPlace: TOMLPlace, tables list: TableList) -> Bool {
        let first = tableLists == nil
        tableLists = (tableLists ?? [:]).merging([entries.count: list]) { $1 }
        add(key, keyPlace, TOMLValue(.array([]), place: list.place))
        return first
    }

    /// The value at `position` now stands at `place` (a table named first on the way to a
    /// deeper header, then given its own).
    func moveTable(at position: Int, to place: TOMLPlace) {
        let entry = entries[position]
        entries[position] = TOMLTable.Entry(key: entry.key, keyPlace: entry.keyPlace, value: TOMLValue(entry.value.kind, place: place))
    }

    /// Writes each array of tables into its entry.
    func finish() {
        for (position, list) in tableLists ?? [:] {
            let entry = entries[position]
            let tables = list.nodes.map { TOMLValue(.table(TOMLTable(storage: $0)), place: $0.place) }
            entries[position] = TOMLTable.Entry(key: entry.key, keyPlace: entry.keyPlace, value: TOMLValue(.array(tables), place: list.place))
        }
        tableLists = nil
    }
}
