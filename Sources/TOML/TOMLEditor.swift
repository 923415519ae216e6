/// Changes one value in a TOML document's text the way a careful person would: only that value's
/// text is replaced, or one `key = value` line is added to its table (the table made at the end
/// when it has none); comments, order, spacing and every other value stay byte for byte. The
/// result is read back, and refused unless it holds exactly the intended document.
public enum TOMLEditor {
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The text does not read; it is never edited.
        case unreadable(TOMLError)
        /// No key was given.
        case emptyPath
        /// The key names a table, not a value.
        case notAValue(key: String)
        /// A part of the path holds a value (or an array of tables), so the key cannot be under it.
        case blocked(key: String)
        /// The edit did not read back as intended (a defect of the editor; nothing is written).
        case unverified

        public var description: String {
            switch self {
            case .unreadable(let error): "the document does not read: \(error)"
            case .emptyPath: "no key was given"
            case .notAValue(let key): "`\(key)` is a table, not a value"
            case .blocked(let key): "`\(key)` holds a value, so it cannot hold keys"
            case .unverified: "the edit did not read back as intended"
            }
        }
    }

    /// `text` with the value at `path` set to `value`.
    public static func setting(_ value: TOMLValue.Kind, at path: [String], in text: String) throws(Failure) -> String {
        guard let leaf = path.last else { throw .emptyPath }
        let root: TOMLTable
        do {
            root = try TOML.parse(text)
        } catch {
            throw .unreadable(error)
        }
        let utf8 = Array(text.utf8)
        let written = TOMLWriter.text(of: value)
        let edit = try plan(written, at: path, leaf: leaf, root: root, utf8: utf8)
        var result = utf8
        result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        let edited = String(decoding: result, as: UTF8.self)
        guard let reread = try? TOML.parse(edited), reread.hasSameContent(as: root.setting(value, at: path[...])) else {
            throw .unverified
        }
        return edited
    }

    struct Edit {
        let range: Range<Int>
        let text: String
    }

    /// Where the bytes change and what replaces them.
    private static func plan(_ written: String, at path: [String], leaf: String, root: TOMLTable, utf8: [UInt8]) throws(Failure) -> Edit {
        let newline = utf8.firstIndex(of: .lineFeed).map { $0 > 0 && utf8[$0 - 1] == .carriageReturn } == true ? "\r\n" : "\n"
        // The nearest table on the path that can take a line or an entry (root, header or
        // inline), and the path from it.
        var container = root
        var containerBraces: Range<Int>?
        var relative: [String] = []
        var table = root
        var found = 0
        for key in path.dropLast() {
            guard let value = table[key] else { break }
            guard let next = value.table, !isArrayOfTables(value) else { throw .blocked(key: TOMLWriter.key(path: Array(path[...found]))) }
            table = next
            found += 1
            relative.append(key)
            if next.origin == .root || next.origin == .header || next.origin == .inline {
                container = next
                containerBraces = next.origin == .inline ? value.place.range : nil
                relative = []
            }
        }
        if found == path.count - 1, let existing = table[leaf] {
            // An inline table is a value written after `=`; any other table, or an array of
            // tables, is spread over headers and cannot be replaced as one value.
            let isSpreadTable = existing.table.map { $0.origin != .inline } ?? false
            if isSpreadTable || isArrayOfTables(existing) { throw .notAValue(key: TOMLWriter.key(path: path)) }
            return Edit(range: existing.place.range, text: written)
        }
        let missing = Array(path[found...])
        let line = TOMLWriter.key(path: relative + missing) + " = " + written
        let parentMissing = found < path.count - 1
        let headerless = table.origin == .implicit || (parentMissing && (table.origin == .root || table.origin == .header))
        if headerless {
            // A new table, written as a header at the end (its parents need none).
            let header = "[" + TOMLWriter.key(path: Array(path.dropLast())) + "]" + newline + TOMLWriter.key(leaf) + " = " + written + newline
            let end = utf8.count
            let separator = end == 0 ? "" : utf8.last == .lineFeed ? newline : newline + newline
            return Edit(range: end..<end, text: separator + header)
        }
        if let containerBraces {
            return inlineEdit(line, into: container, braces: containerBraces, utf8: utf8)
        }
        return sectionEdit(line + newline, into: container, utf8: utf8, newline: newline)
    }

    private static func isArrayOfTables(_ value: TOMLValue) -> Bool {
        value.array?.first?.table?.origin == .header
    }

    /// `key = value` added before an inline table's closing brace.
    private static func inlineEdit(_ entry: String, into table: TOMLTable, braces: Range<Int>, utf8: [UInt8]) -> Edit {
        var end = braces.upperBound - 1
        while end > braces.lowerBound + 1, utf8[end - 1] == .space || utf8[end - 1] == .tab { end -= 1 }
        if table.isEmpty { return Edit(range: braces, text: "{ " + entry + " }") }
        return Edit(range: end..<end, text: ", " + entry)
    }

    /// A line added to a header's (or the root's) section: after its last key, or after the
    /// comments that follow it, but not into the comments that introduce the next header.
    private static func sectionEdit(_ line: String, into table: TOMLTable, utf8: [UInt8], newline: String) -> Edit {
        guard let section = table.section else { return Edit(range: utf8.count..<utf8.count, text: line) }
        let floor = table.lastKeyLineEnd ?? section.lowerBound
        var lines: [Range<Int>] = []
        var start = floor
        while start < section.upperBound {
            var end = start
            while end < section.upperBound, utf8[end] != .lineFeed { end += 1 }
            lines.append(start..<min(end + 1, section.upperBound))
            start = end + 1
        }
        func isBlank(_ range: Range<Int>) -> Bool {
            utf8[range].allSatisfy { $0 == .space || $0 == .tab || $0 == .lineFeed || $0 == .carriageReturn }
        }
        func isComment(_ range: Range<Int>) -> Bool { utf8[range].first { $0 != .space && $0 != .tab } == .hash }
        var last = lines.count
        if section.upperBound < utf8.count {
            while last > 0, isComment(lines[last - 1]) { last -= 1 }
        }
        while last > 0, isBlank(lines[last - 1]) { last -= 1 }
        var position = last > 0 ? lines[last - 1].upperBound : floor
        var text = line
        if let keyLine = table.lastKeyLineEnd, keyLine > section.lowerBound {
            var lineStart = keyLine - 1
            while lineStart > 0, utf8[lineStart - 1] != .lineFeed { lineStart -= 1 }
            let indent = utf8[lineStart...].prefix { $0 == .space || $0 == .tab }
            text = String(decoding: indent, as: UTF8.self) + text
        }
        if position > 0, utf8[position - 1] != .lineFeed {
            text = newline + text
        }
        position = min(position, utf8.count)
        return Edit(range: position..<position, text: text)
    }
}

// MARK: - The intended document

extension TOMLTable {
    /// This table with `value` at `path`, making the tables on the way (places are not kept).
    func setting(_ value: TOMLValue.Kind, at path: ArraySlice<String>) -> TOMLTable {
        guard let key = path.first else { return self }
        let nowhere = TOMLPlace(line: 0, column: 0, range: 0..<0)
        let newValue: TOMLValue
        if path.count == 1 {
            newValue = TOMLValue(value, place: nowhere)
        } else {
            let inner = self[key]?.table ?? TOMLTable(entries: [], origin: .implicit)
            newValue = TOMLValue(.table(inner.setting(value, at: path.dropFirst())), place: nowhere)
        }
        var entries = self.entries
        if let position = entries.firstIndex(where: { $0.key == key }) {
            entries[position] = Entry(key: key, keyPlace: entries[position].keyPlace, value: newValue)
        } else {
            entries.append(Entry(key: key, keyPlace: nowhere, value: newValue))
        }
        return TOMLTable(entries: entries, origin: origin, section: section, lastKeyLineEnd: lastKeyLineEnd)
    }
}
