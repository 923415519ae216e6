/// The reader: one pass over the UTF-8 bytes, by recursive descent, following TOML 1.0.0's
/// ABNF. Positions are tracked as it goes (the line, where it started, a column cache), so a
/// place costs nothing to record and an error can name its line and column.
struct Parser {
    // NB: valid only while `TOML.read` runs; nothing the parser makes points into it.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// The column of `columnOffset` on the current line, so columns are counted once per line.
    private var columnOffset = 0
    private var column = 1
    /// Nodes holding arrays of tables, to finish when the document ends.
    private var growingArrays: [TableNode] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - The document

    mutating func document() throws(TOMLError) -> TOMLTable {
        guard bytes.count <= TOML.sizeLimit else {
            throw TOMLError(line: 1, column: 1, offset: 0, template: TOMLError.tooLarge, values: ["limit": "\(TOML.sizeLimit)"])
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { skipByteOrderMark() }
        let root = TableNode(origin: .root, place: TOMLPlace(line: 1, column: 1, range: index..<index), depth: 0)
        root.sectionStart = index
        var section = root
        while let byte = peek() {
            switch byte {
            case .space, .tab:
                index += 1
            case .lineFeed, .carriageReturn:
                try newline()
            case .hash:
                try comment()
            case .openBracket:
                section.sectionEnd = lineStart
                section = try header(root: root)
                try endOfLine(after: TOMLError.aHeader)
                section.sectionStart = index
                section.lastKeyLineEnd = index
            default:
                try keyValue(into: section)
                try endOfLine(after: TOMLError.aValue)
                section.lastKeyLineEnd = index
            }
        }
        section.sectionEnd = bytes.count
        for node in growingArrays { node.finish() }
        return TOMLTable(storage: root)
    }

    private mutating func skipByteOrderMark() {
        index = 3
        lineStart = 3
        columnOffset = 3
    }

    /// Spaces, a comment, then a line break or the end: what must follow a key/value pair or a header.
    private mutating func endOfLine(after what: String) throws(TOMLError) {
        skipSpaces()
        if peek() == .hash { try comment() }
        switch peek() {
        case nil: return
        case .lineFeed, .carriageReturn: try newline()
        default: throw error(TOMLError.expectedLineEnd, ["what": what, "found": found()])
        }
    }

    // MARK: - Tables

    /// `[a.b]` or `[[a.b]]`: the node its keys go into.
    private mutating func header(root: TableNode) throws(TOMLError) -> TableNode {
        index += 1
        let isArray = peek() == .openBracket
        if isArray { index += 1 }
        skipSpaces()
        let parts = try key()
        skipSpaces()
        let close = isArray ? "`]]`" : "`]`"
        guard peek() == .closeBracket, !isArray || peek(1) == .closeBracket else {
            throw error(TOMLError.unclosedHeader, ["close": close, "found": found()])
        }
        index += isArray ? 2 : 1
        var node = root
        for (position, part) in parts.dropLast().enumerated() {
            let name = Self.dotted(parts[...position])
            switch node[part.name]?.content {
            case nil:
                let child = try newNode(.implicit, part.place, parent: node, at: part.place.range.lowerBound)
                node.add(part.name, part.place, table: child)
                node = child
            case .table(let child):
                node = child
            case .tables(let list):
                node = list.nodes[list.nodes.count - 1]
            case .value(let value):
                throw error(value.table == nil ? TOMLError.notATable : TOMLError.inlineTableClosed, name, value.place.line, at: part.place)
            }
        }
        guard let last = parts.last else { throw error(TOMLError.expectedKey, ["found": found()]) }
        let name = Self.dotted(parts[...])
        let existing = node[last.name]
        if isArray {
            switch existing?.content {
            case nil:
                let child = try newNode(.header, last.place, parent: node, at: last.place.range.lowerBound)
                if node.add(last.name, last.place, tables: TableNode.TableList(first: child, place: last.place)) { growingArrays.append(node) }
                return child
            case .tables(let list):
                let child = try newNode(.header, last.place, parent: node, at: last.place.range.lowerBound)
                list.nodes.append(child)
                return child
            case .table(let table):
                throw error(TOMLError.duplicateTable, name, table.place.line, at: last.place)
            case .value(let value):
                throw error(value.array == nil ? TOMLError.notATable : TOMLError.staticArray, name, value.place.line, at: last.place)
            }
        }
        switch existing?.content {
        case nil:
            let child = try newNode(.header, last.place, parent: node, at: last.place.range.lowerBound)
            node.add(last.name, last.place, table: child)
            return child
        case .table(let table):
            switch table.origin {
            case .implicit:
                table.origin = .header
                table.place = last.place
                if let position = existing?.position { node.moveTable(at: position, to: last.place) }
                return table
            case .dotted: throw error(TOMLError.dottedTable, name, table.place.line, at: last.place)
            default: throw error(TOMLError.duplicateTable, name, table.place.line, at: last.place)
            }
        case .tables(let list):
            throw error(TOMLError.arrayOfTables, name, list.place.line, at: last.place)
        case .value(let value):
            throw error(value.table == nil ? TOMLError.notATable : TOMLError.inlineTableClosed, name, value.place.line, at: last.place)
        }
    }

    private func newNode(_ origin: TOMLTable.Origin, _ place: TOMLPlace, parent: TableNode, at offset: Int) throws(TOMLError) -> TableNode {
        guard parent.depth < TOML.depthLimit else { throw Self.error(TOMLError.tooDeep, ["limit": "\(TOML.depthLimit)"], at: offset, in: bytes) }
        return TableNode(origin: origin, place: place, depth: parent.depth + 1)
    }

    // MARK: - Keys and values

    struct KeyPart {
        let name: String
        let place: TOMLPlace
    }

    /// `key = value`, the key perhaps dotted, into `table`.
    private mutating func keyValue(into table: TableNode) throws(TOMLError) {
        let parts = try key()
        skipSpaces()
        guard peek() == .equals else {
            throw error(TOMLError.expectedEquals, ["key": Self.dotted(parts[...]), "found": found()])
        }
        index += 1
        skipSpaces()
        guard table.depth + parts.count <= TOML.depthLimit else { throw error(TOMLError.tooDeep, ["limit": "\(TOML.depthLimit)"]) }
        let value = try value(depth: table.depth + parts.count)
        var node = table
        for (position, part) in parts.dropLast().enumerated() {
            let name = Self.dotted(parts[...position])
            switch node[part.name]?.content {
            case nil:
                let child = TableNode(origin: .dotted, place: part.place, depth: node.depth + 1)
                node.add(part.name, part.place, table: child)
                node = child
            case .table(let child):
                guard child.origin == .dotted else { throw error(TOMLError.headerTable, name, child.place.line, at: part.place) }
                node = child
            case .tables(let list):
                throw error(TOMLError.arrayOfTables, name, list.place.line, at: part.place)
            case .value(let value):
                throw error(value.table == nil ? TOMLError.notATable : TOMLError.inlineTableClosed, name, value.place.line, at: part.place)
            }
        }
        let last = parts[parts.count - 1]
        if let existing = node[last.name] {
            throw error(TOMLError.duplicateKey, Self.dotted(parts[...]), existing.keyPlace.line, at: last.place)
        }
        node.add(last.name, last.place, value)
    }

    /// A key: one or more simple keys joined by dots.
    private mutating func key() throws(TOMLError) -> [KeyPart] {
        var parts: [KeyPart] = []
        while true {
            parts.append(try simpleKey())
            skipSpaces()
            guard peek() == .dot else { return parts }
            index += 1
            skipSpaces()
        }
    }

    private mutating func simpleKey() throws(TOMLError) -> KeyPart {
        let start = mark()
        let name: String
        switch peek() {
        case .quote:
            name = try basicString()
        case .apostrophe:
            name = try literalString()
        case let byte? where byte.isBareKeyCharacter:
            while let byte = peek(), byte.isBareKeyCharacter { index += 1 }
            name = Self.text(bytes[start.offset..<index])
        default:
            throw error(TOMLError.expectedKey, ["found": found()])
        }
        return KeyPart(name: name, place: place(from: start))
    }

    static func dotted(_ parts: ArraySlice<KeyPart>) -> String {
        parts.map { part in
            part.name.utf8.allSatisfy(\.isBareKeyCharacter) && !part.name.isEmpty ? part.name : TOMLWriter.quoted(part.name)
        }.joined(separator: ".")
    }

    private mutating func value(depth: Int) throws(TOMLError) -> TOMLValue {
        let start = mark()
        let kind: TOMLValue.Kind
        switch peek() {
        case .quote:
            kind = .string(peek(1) == .quote && peek(2) == .quote ? try multilineString(.quote) : try basicString())
        case .apostrophe:
            kind = .string(peek(1) == .apostrophe && peek(2) == .apostrophe ? try multilineString(.apostrophe) : try literalString())
        case .openBracket:
            kind = .array(try array(depth: depth + 1))
        case .openBrace:
            kind = .table(try inlineTable(depth: depth + 1))
        case let byte? where byte.isDigit || byte == .plus || byte == .minus:
            kind = try numberOrDateTime()
        case let byte? where byte.isBareKeyCharacter || byte == .dot:
            let word = token()
            switch word {
            case "true": kind = .boolean(true)
            case "false": kind = .boolean(false)
            case "inf": kind = .float(.infinity)
            case "nan": kind = .float(.nan)
            default: throw error(TOMLError.bareValue, ["text": word], at: start.offset)
            }
        default:
            throw error(TOMLError.expectedValue, ["found": found()])
        }
        return TOMLValue(kind, place: place(from: start))
    }

    /// The run of characters a number, a date, a boolean or a misspelled word is made of.
    private mutating func token() -> String {
        let start = index
        while let byte = peek(), byte.isTokenCharacter { index += 1 }
        return Self.text(bytes[start..<index])
    }

    // MARK: - Arrays and inline tables

    private mutating func array(depth: Int) throws(TOMLError) -> [TOMLValue] {
        guard depth <= TOML.depthLimit else { throw error(TOMLError.tooDeep, ["limit": "\(TOML.depthLimit)"]) }
        index += 1
        var elements: [TOMLValue] = []
        while true {
            try skipSpacesCommentsAndNewlines()
            if peek() == .closeBracket {
                index += 1
                return elements
            }
            elements.append(try value(depth: depth))
            try skipSpacesCommentsAndNewlines()
            switch peek() {
            case .comma: index += 1
            case .closeBracket:
                index += 1
                return elements
            default: throw error(TOMLError.arraySeparator, ["found": found()])
            }
        }
    }

    private mutating func inlineTable(depth: Int) throws(TOMLError) -> TOMLTable {
        guard depth <= TOML.depthLimit else { throw error(TOMLError.tooDeep, ["limit": "\(TOML.depthLimit)"]) }
        let start = mark()
        index += 1
        let node = TableNode(origin: .inline, place: place(from: start), depth: depth)
        skipSpaces()
        if peek() == .closeBrace {
            index += 1
            return TOMLTable(storage: node)
        }
        while true {
            skipSpaces()
            try checkNoLineBreakInInlineTable()
            try keyValue(into: node)
            skipSpaces()
            switch peek() {
            case .comma:
                index += 1
                skipSpaces()
                if peek() == .closeBrace { throw error(TOMLError.inlineTableTrailingComma) }
            case .closeBrace:
                index += 1
                return TOMLTable(storage: node)
            default:
                try checkNoLineBreakInInlineTable()
                throw error(TOMLError.inlineTableSeparator, ["found": found()])
            }
        }
    }

    private func checkNoLineBreakInInlineTable() throws(TOMLError) {
        switch peek() {
        case .lineFeed, .carriageReturn, .hash: throw error(TOMLError.inlineTableLineBreak)
        default: return
        }
    }

    // MARK: - Strings

    /// `"…"`, escapes resolved.
    private mutating func basicString() throws(TOMLError) -> String {
        let open = index
        index += 1
        var text: [UInt8] = []
        var runStart = index
        while true {
            guard let byte = peek() else { throw error(TOMLError.unterminatedString, ["quote": "`\"`"], at: open) }
            switch byte {
            case .quote:
                let result = text.isEmpty ? Self.text(bytes[runStart..<index]) : finish(&text, from: runStart)
                index += 1
                return result
            case .backslash:
                text.append(contentsOf: bytes[runStart..<index])
                try escape(into: &text)
                runStart = index
            case .lineFeed, .carriageReturn:
                throw error(TOMLError.lineBreakInString, ["quotes": "\"\"\""])
            case let byte where byte.isForbiddenControl:
                throw error(TOMLError.controlCharacter, ["code": Self.code(byte)])
            default:
                index += 1
            }
        }
    }

    /// `'…'`, as written.
    private mutating func literalString() throws(TOMLError) -> String {
        let open = index
        index += 1
        let start = index
        while true {
            guard let byte = peek() else { throw error(TOMLError.unterminatedString, ["quote": "`'`"], at: open) }
            switch byte {
            case .apostrophe:
                let text = Self.text(bytes[start..<index])
                index += 1
                return text
            case .lineFeed, .carriageReturn:
                throw error(TOMLError.lineBreakInString, ["quotes": "'''"])
            case let byte where byte.isForbiddenControl:
                throw error(TOMLError.controlCharacter, ["code": Self.code(byte)])
            default:
                index += 1
            }
        }
    }

    /// `"""…"""` or `'''…'''`: a line break right after the opening is dropped, and up to two
    /// delimiters may touch the closing three. In a basic one (`"""`) escapes are resolved and a
    /// backslash at a line's end joins the next non-blank text.
    private mutating func multilineString(_ delimiter: UInt8) throws(TOMLError) -> String {
        let open = index
        index += 3
        try skipOpeningNewline()
        var text: [UInt8] = []
        while true {
            guard let byte = peek() else {
                throw error(TOMLError.unterminatedString, ["quote": delimiter == .quote ? "`\"\"\"`" : "`'''`"], at: open)
            }
            switch byte {
            case delimiter:
                if try closeMultiline(delimiter, into: &text) { return String(decoding: text, as: UTF8.self) }
            case .backslash where delimiter == .quote:
                if try lineEndingBackslash() { continue }
                try escape(into: &text)
            case .lineFeed, .carriageReturn:
                try newline()
                text.append(.lineFeed)
            case let byte where byte.isForbiddenControl:
                throw error(TOMLError.controlCharacter, ["code": Self.code(byte)])
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    private mutating func skipOpeningNewline() throws(TOMLError) {
        if peek() == .lineFeed || peek() == .carriageReturn { try newline() }
    }

    /// At a run of delimiters inside a multi-line string: true when it closes the string (one
    /// or two of them may belong to the text first), false when they are text.
    private mutating func closeMultiline(_ delimiter: UInt8, into text: inout [UInt8]) throws(TOMLError) -> Bool {
        var run = 0
        while peek(run) == delimiter { run += 1 }
        guard run >= 3 else {
            text.append(contentsOf: repeatElement(delimiter, count: run))
            index += run
            return false
        }
        let inText = min(run - 3, 2)
        text.append(contentsOf: repeatElement(delimiter, count: inText))
        index += inText + 3
        return true
    }

    /// A backslash followed by nothing but spaces to the end of the line: it and every space and
    /// line break after it vanish. False (nothing consumed) for any other backslash.
    private mutating func lineEndingBackslash() throws(TOMLError) -> Bool {
        var ahead = 1
        while let byte = peek(ahead), byte == .space || byte == .tab { ahead += 1 }
        guard peek(ahead) == .lineFeed || peek(ahead) == .carriageReturn else { return false }
        index += ahead
        while let byte = peek() {
            switch byte {
            case .space, .tab: index += 1
            case .lineFeed, .carriageReturn: try newline()
            default: return true
            }
        }
        return true
    }

    /// An escape at `index` (the backslash), its character appended to `text`.
    private mutating func escape(into text: inout [UInt8]) throws(TOMLError) {
        let start = index
        let character: UInt8
        switch peek(1) {
        case UInt8(ascii: "b"): character = 0x08
        case UInt8(ascii: "t"): character = .tab
        case UInt8(ascii: "n"): character = .lineFeed
        case UInt8(ascii: "f"): character = 0x0C
        case UInt8(ascii: "r"): character = .carriageReturn
        case .quote: character = .quote
        case .backslash: character = .backslash
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = peek(1) == UInt8(ascii: "u") ? 4 : 8
            var value: UInt32 = 0
            for offset in 0..<count {
                guard let digit = peek(2 + offset)?.hexValue else {
                    let written = Self.text(bytes[start..<min(bytes.count, start + 2 + offset)])
                    throw error(TOMLError.invalidCodePoint, ["escape": written], at: start)
                }
                value = value << 4 | UInt32(digit)
            }
            let written = Self.text(bytes[start..<(start + 2 + count)])
            guard let scalar = Unicode.Scalar(value) else { throw error(TOMLError.invalidCodePoint, ["escape": written], at: start) }
            text.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
            index += 2 + count
            return
        default:
            index += 1
            throw error(TOMLError.invalidEscape, ["escape": peek().map { Self.display($0) } ?? ""], at: start)
        }
        text.append(character)
        index += 2
    }

    private func finish(_ text: inout [UInt8], from runStart: Int) -> String {
        text.append(contentsOf: bytes[runStart..<index])
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: - Numbers, dates and times

    private mutating func numberOrDateTime() throws(TOMLError) -> TOMLValue.Kind {
        let start = index
        if peek(4) == .minus, (0..<4).allSatisfy({ peek($0)?.isDigit == true }) { return try dateTime() }
        if peek(2) == .colon, peek(0)?.isDigit == true, peek(1)?.isDigit == true { return try timeOnly() }
        let text = token()
        switch Number.parse(bytes[start..<index]) {
        case .success(let kind): return kind
        case .failure(let problem): throw Self.error(problem.template, ["text": text], at: start, in: bytes)
        }
    }

    private mutating func dateTime() throws(TOMLError) -> TOMLValue.Kind {
        let start = index
        func invalid(_ parser: inout Parser) -> TOMLError {
            parser.index = start
            let text = parser.token()
            return Self.error(TOMLError.invalidDateTime, ["text": text], at: start, in: parser.bytes)
        }
        guard let year = digits(4), take(.minus), let month = digits(2), take(.minus), let day = digits(2) else { throw invalid(&self) }
        guard let date = TOMLDate(year: year, month: month, day: day) else { throw invalid(&self) }
        let hasTime: Bool
        switch peek() {
        case UInt8(ascii: "T"), UInt8(ascii: "t"): hasTime = true
        case .space: hasTime = peek(1)?.isDigit == true && peek(2)?.isDigit == true && peek(3) == .colon
        default: hasTime = false
        }
        guard hasTime else {
            guard peek()?.isTokenCharacter != true else { throw invalid(&self) }
            return .date(date)
        }
        index += 1
        guard let time = time() else { throw invalid(&self) }
        var offset: Int?
        switch peek() {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
            offset = 0
        case .plus, .minus:
            let sign = peek() == .minus ? -1 : 1
            index += 1
            guard let hours = digits(2), hours <= 23, take(.colon), let minutes = digits(2), minutes <= 59 else { throw invalid(&self) }
            offset = sign * (hours * 60 + minutes)
        default:
            offset = nil
        }
        guard peek()?.isTokenCharacter != true else { throw invalid(&self) }
        return .dateTime(TOMLDateTime(date: date, time: time, offsetMinutes: offset))
    }

    private mutating func timeOnly() throws(TOMLError) -> TOMLValue.Kind {
        let start = index
        guard let time = time(), peek()?.isTokenCharacter != true else {
            index = start
            let text = token()
            throw Self.error(TOMLError.invalidDateTime, ["text": text], at: start, in: bytes)
        }
        return .time(time)
    }

    /// `HH:MM:SS` with an optional fraction.
    private mutating func time() -> TOMLTime? {
        guard let hour = digits(2), take(.colon), let minute = digits(2), take(.colon), let second = digits(2) else { return nil }
        var nanosecond = 0
        var fractionDigits = 0
        if peek() == .dot {
            index += 1
            guard peek()?.isDigit == true else { return nil }
            var count = 0
            while let byte = peek(), byte.isDigit {
                if count < 9 { nanosecond = nanosecond * 10 + Int(byte - .zero) }
                count += 1
                index += 1
            }
            fractionDigits = min(count, 9)
            for _ in fractionDigits..<9 { nanosecond *= 10 }
        }
        return TOMLTime(hour: hour, minute: minute, second: second, nanosecond: nanosecond, fractionDigits: fractionDigits)
    }

    private mutating func digits(_ count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let byte = peek(), byte.isDigit else { return nil }
            value = value * 10 + Int(byte - .zero)
            index += 1
        }
        return value
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    // MARK: - Spaces, comments, line breaks

    private func peek(_ ahead: Int = 0) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    private mutating func skipSpaces() {
        while let byte = peek(), byte == .space || byte == .tab { index += 1 }
    }

    private mutating func skipSpacesCommentsAndNewlines() throws(TOMLError) {
        while let byte = peek() {
            switch byte {
            case .space, .tab: index += 1
            case .lineFeed, .carriageReturn: try newline()
            case .hash: try comment()
            default: return
            }
        }
    }

    /// A line feed, or a carriage return and a line feed.
    private mutating func newline() throws(TOMLError) {
        if peek() == .carriageReturn {
            guard peek(1) == .lineFeed else { throw error(TOMLError.bareCarriageReturn) }
            index += 1
        }
        index += 1
        line += 1
        lineStart = index
        columnOffset = index
        column = 1
    }

    /// `#` to the end of the line (not the line break itself).
    private mutating func comment() throws(TOMLError) {
        index += 1
        // Most of a settings file is comments: printable bytes are skipped in a tight loop.
        while index < bytes.count, bytes[index] >= 0x20 && bytes[index] != 0x7F || bytes[index] == .tab { index += 1 }
        while let byte = peek(), byte != .lineFeed {
            if byte == .carriageReturn {
                guard peek(1) == .lineFeed else { throw error(TOMLError.bareCarriageReturn) }
                return
            }
            if byte.isForbiddenControl { throw error(TOMLError.controlCharacter, ["code": Self.code(byte)]) }
            index += 1
        }
    }

    // MARK: - Places and errors

    struct Mark {
        let offset: Int
        let line: Int
        let column: Int
    }

    /// The current position, its column counted from the last one asked on this line.
    private mutating func mark() -> Mark {
        if columnOffset < lineStart || columnOffset > index {
            columnOffset = lineStart
            column = 1
        }
        while columnOffset < index {
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return Mark(offset: index, line: line, column: column)
    }

    private func place(from start: Mark) -> TOMLPlace {
        TOMLPlace(line: start.line, column: start.column, range: start.offset..<index)
    }

    /// What stands at the current position, in words for a message.
    private func found() -> String {
        guard let byte = peek() else { return TOMLError.endOfFile }
        if byte == .lineFeed || byte == .carriageReturn { return TOMLError.lineBreak }
        if byte < 0x20 || byte == 0x7F { return Self.code(byte) }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "`" + Self.text(bytes[index..<end]) + "`"
    }

    /// Valid UTF-8 bytes of the document as a string.
    static func text(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: slice), as: UTF8.self)
    }

    static func code(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    static func display(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(UnicodeScalar(byte)) : code(byte)
    }

    private func error(_ template: String, _ values: [String: String] = [:], at offset: Int? = nil) -> TOMLError {
        Self.error(template, values, at: offset ?? index, in: bytes)
    }

    private func error(_ template: String, _ key: String, _ line: Int, at place: TOMLPlace) -> TOMLError {
        TOMLError(
            line: place.line, column: place.column, offset: place.range.lowerBound, template: template, values: ["key": key, "line": "\(line)"])
    }

    /// An error at `offset`, its line and column counted from the start (errors are rare).
    static func error(_ template: String, _ values: [String: String] = [:], at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TOMLError {
        var line = 1
        var column = 1
        let begin = bytes.starts(with: [0xEF, 0xBB, 0xBF]) && offset >= 3 ? 3 : 0
        for byte in bytes[begin..<max(begin, min(offset, bytes.count))] {
            if byte == .lineFeed {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return TOMLError(line: line, column: column, offset: offset, template: template, values: values)
    }
}
