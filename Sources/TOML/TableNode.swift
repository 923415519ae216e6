/// A table while the parser fills it: mutable, shared by reference so that a header can reopen
/// the node a path leads to. `freeze()` turns the finished tree into `TOMLTable` values.
final class TableNode {
    enum Content {
        /// A value written after `=`: a scalar, an array, or an inline table (closed for good).
        case value(TOMLValue)
        case table(TableNode)
        /// An array of tables, `[[name]]`: one node each.
        case tables(TableList)
    }

    struct Slot {
        let key: String
        let keyPlace: TOMLPlace
        let content: Content
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
    private(set) var slots: [Slot] = []
    private var index: [String: Int] = [:]
    var sectionStart: Int?
    var sectionEnd: Int?
    var lastKeyLineEnd: Int?

    init(origin: TOMLTable.Origin, place: TOMLPlace, depth: Int) {
        self.origin = origin
        self.place = place
        self.depth = depth
    }

    subscript(key: String) -> Slot? {
        index[key].map { slots[$0] }
    }

    func add(_ key: String, _ keyPlace: TOMLPlace, _ content: Content) {
        index[key] = slots.count
        slots.append(Slot(key: key, keyPlace: keyPlace, content: content))
    }

    func freeze() -> TOMLTable {
        let entries = slots.map { slot -> TOMLTable.Entry in
            let value: TOMLValue
            switch slot.content {
            case .value(let written): value = written
            case .table(let node): value = TOMLValue(.table(node.freeze()), place: node.place)
            case .tables(let list):
                value = TOMLValue(.array(list.nodes.map { TOMLValue(.table($0.freeze()), place: $0.place) }), place: list.place)
            }
            return TOMLTable.Entry(key: slot.key, keyPlace: slot.keyPlace, value: value)
        }
        let section = sectionStart.flatMap { start in sectionEnd.map { start..<max(start, $0) } }
        return TOMLTable(entries: entries, origin: origin, section: section, lastKeyLineEnd: lastKeyLineEnd)
    }
}
