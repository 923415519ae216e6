import Testing

@testable import TOML

@Suite struct TOMLEditorTests {
    static let settings = """
        # Tap the Larger Shape: settings.
        theme = "classic"   # the colors

        [colors]
        # Remove the # to use one.
        # fill = "#8b4513"

        # The shapes.
        [shapes]
        show_fill = true           # true or false
          outline_width = 6        # 0 to 30

        [sound]
        volume = 80
        """

    static func set(_ value: TOMLValue.Kind, _ path: [String], in text: String = settings) throws -> String {
        try TOMLEditor.setting(value, at: path, in: text)
    }

    @Test func aValueIsReplacedInPlace() throws {
        let edited = try Self.set(.string("tutorial"), ["theme"])
        #expect(edited == Self.settings.replacing("theme = \"classic\"", with: "theme = \"tutorial\""))
        let width = try Self.set(.float(2.5), ["shapes", "outline_width"])
        #expect(width == Self.settings.replacing("outline_width = 6 ", with: "outline_width = 2.5 "))
    }

    @Test func aMissingKeyJoinsItsTableAfterItsComments() throws {
        let edited = try Self.set(.string("teal"), ["colors", "fill"])
        #expect(edited == Self.settings.replacing("# fill = \"#8b4513\"\n", with: "# fill = \"#8b4513\"\nfill = \"teal\"\n"))
        // Indented like the table's last key, and not into the comment that opens the next table.
        let shapes = try Self.set(.boolean(false), ["shapes", "show_outline"])
        #expect(
            shapes
                == Self.settings.replacing(
                    "outline_width = 6        # 0 to 30\n", with: "outline_width = 6        # 0 to 30\n  show_outline = false\n"))
        let root = try Self.set(.string("en"), ["language"])
        #expect(root == Self.settings.replacing("# the colors\n", with: "# the colors\nlanguage = \"en\"\n"))
        // The last table, with no line break at the end.
        let sound = try Self.set(.boolean(true), ["sound", "enabled"])
        #expect(sound == Self.settings + "\nenabled = true\n")
    }

    @Test func aMissingTableIsMadeAtTheEnd() throws {
        let edited = try Self.set(.integer(1280), ["window", "width"])
        #expect(edited == Self.settings + "\n\n[window]\nwidth = 1280\n")
        #expect(try Self.set(.integer(1), ["a", "b", "c"], in: "") == "[a.b]\nc = 1\n")
        #expect(try Self.set(.integer(1), ["a", "b", "c"], in: "x = 1\n") == "x = 1\n\n[a.b]\nc = 1\n")
        #expect(try Self.set(.integer(1), ["x"], in: "") == "x = 1\n")
    }

    @Test func dottedAndInlineTablesGrowInTheirOwnSyntax() throws {
        #expect(try Self.set(.integer(2), ["a", "c"], in: "a.b = 1\n[t]\n") == "a.b = 1\na.c = 2\n[t]\n")
        #expect(try Self.set(.integer(2), ["t", "a", "c"], in: "[t]\na.b = 1\n") == "[t]\na.b = 1\na.c = 2\n")
        #expect(try Self.set(.integer(2), ["a", "c"], in: "a = { b = 1 }  # x\n") == "a = { b = 1, c = 2 }  # x\n")
        #expect(try Self.set(.integer(2), ["a", "c"], in: "a = {}\n") == "a = { c = 2 }\n")
        #expect(try Self.set(.integer(2), ["a", "b", "c"], in: "a = { b.x = 1 }\n") == "a = { b.x = 1, b.c = 2 }\n")
        // A table named only on the way to a deeper header gets its own header.
        #expect(try Self.set(.integer(2), ["a", "c"], in: "[a.b]\nx = 1\n") == "[a.b]\nx = 1\n\n[a]\nc = 2\n")
    }

    @Test func keysAndStringsAreWrittenSafely() throws {
        let edited = try Self.set(.string("say \"hi\"\n\u{7}"), ["odd key", "ключ"], in: "")
        #expect(edited == #"["odd key"]"# + "\n" + #""ключ" = "say \"hi\"\n\u0007""# + "\n")
        #expect(try TOML.parse(edited)[path: ["odd key", "ключ"]]?.string == "say \"hi\"\n\u{7}")
        #expect(try Self.set(.float(2), ["f"], in: "f = 1\n") == "f = 2.0\n")
        #expect(try Self.set(.array([]), ["f"], in: "f = 1 # c\n") == "f = [] # c\n")
    }

    @Test func windowsLineEndsStay() throws {
        #expect(try Self.set(.integer(2), ["t", "y"], in: "[t]\r\nx = 1\r\n") == "[t]\r\nx = 1\r\ny = 2\r\n")
    }

    @Test func whatCannotBeEditedIsRefused() {
        #expect(throws: TOMLEditor.Failure.notAValue(key: "shapes")) { try Self.set(.integer(1), ["shapes"]) }
        #expect(throws: TOMLEditor.Failure.blocked(key: "theme")) { try Self.set(.integer(1), ["theme", "x"]) }
        #expect(throws: TOMLEditor.Failure.notAValue(key: "a")) { try Self.set(.integer(1), ["a"], in: "[[a]]\n") }
        #expect(throws: TOMLEditor.Failure.emptyPath) { try Self.set(.integer(1), []) }
        #expect(throws: TOMLEditor.Failure.self) { try Self.set(.integer(1), ["x"], in: "x = [1,\n") }
    }

    // MARK: - Every other byte stays

    /// Generated documents with comments, blank lines, dotted keys and inline tables; each edit
    /// must change only the edited value's text or add one line, and read back as intended.
    @Test(arguments: 0..<300)
    func everyOtherByteStays(seed: Int) throws {
        var random = SplitMix(seed: UInt64(seed))
        let (text, keys) = Generated.document(&random)
        let path: [String] =
            random.next() % 3 == 0 || keys.isEmpty
            ? Generated.newPath(&random) : keys[Int(random.next() % UInt64(keys.count))]
        let value = Generated.value(&random)
        let result = Result { () throws(TOMLEditor.Failure) -> String in try TOMLEditor.setting(value, at: path, in: text) }
        let edited: String
        switch result {
        case .success(let text): edited = text
        case .failure(.notAValue), .failure(.blocked): return
        case .failure(let failure): throw failure
        }
        let root = try TOML.parse(edited)
        #expect(root[path: path].map { $0.hasSameContent(as: TOMLValue(value, place: $0.place)) } == true)
        let before = Array(text.utf8)
        let after = Array(edited.utf8)
        let prefix = zip(before, after).prefix { $0 == $1 }.count
        let suffix = zip(before[prefix...].reversed(), after[prefix...].reversed()).prefix { $0 == $1 }.count
        let removed = before[prefix..<(before.count - suffix)]
        let original = try TOML.parse(text)
        if let old = original[path: path] {
            #expect(old.place.range.contains(prefix) || removed.isEmpty, "changed outside the value:\n\(text)\n---\n\(edited)")
            #expect(removed.count <= old.place.range.count)
        } else {
            #expect(removed.isEmpty, "removed text:\n\(text)\n---\n\(edited)")
        }
    }
}

/// A small seeded generator, so every case repeats.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum Generated {
    static let names = ["fill", "theme", "volume", "a", "b-c", "x_1", "mode", "width"]
    static let tables = ["colors", "shapes", "sound", "game"]

    static func value(_ random: inout SplitMix) -> TOMLValue.Kind {
        switch random.next() % 6 {
        case 0: .string(["teal", "a \"quoted\" word", "", "中文"][Int(random.next() % 4)])
        case 1: .integer(Int64(random.next() % 1000) - 500)
        case 2: .float(Double(random.next() % 10_000) / 7)
        case 3: .boolean(random.next() % 2 == 0)
        case 4: .array([TOMLValue(.integer(1), place: TOMLPlace(line: 0, column: 0, range: 0..<0))])
        // NB: days 1 to 28 of a November always make a date.
        default: TOMLDate(year: 2026, month: 11, day: Int(random.next() % 28) + 1).map { .date($0) } ?? .integer(0)
        }
    }

    static func newPath(_ random: inout SplitMix) -> [String] {
        let depth = Int(random.next() % 3)
        return (0..<depth).map { _ in tables[Int(random.next() % UInt64(tables.count))] } + ["new_\(random.next() % 5)"]
    }

    /// A document and the paths of the values it holds.
    static func document(_ random: inout SplitMix) -> (String, [[String]]) {
        var writer = Writer()
        writer.pairs(in: [], &random)
        var usedTables = Set<String>()
        for _ in 0..<Int(random.next() % 4) {
            let table = tables[Int(random.next() % UInt64(tables.count))]
            guard usedTables.insert(table).inserted else { continue }
            writer.text += Writer.filler(&random) + "[\(table)]" + (random.next() % 2 == 0 ? "  # header" : "") + "\n"
            writer.keys.append([table, "added"])
            writer.pairs(in: [table], &random)
        }
        if random.next() % 4 == 0, writer.text.hasSuffix("\n") { writer.text.removeLast() }
        return (writer.text, writer.keys)
    }

    struct Writer {
        var text = ""
        var keys: [[String]] = []

        static func filler(_ random: inout SplitMix) -> String {
            switch random.next() % 4 {
            case 0: "\n"
            case 1: "# a comment = 1 [x]\n"
            case 2: "   \t\n"
            default: ""
            }
        }

        mutating func pairs(in table: [String], _ random: inout SplitMix) {
            var used = Set<String>()
            for _ in 0..<Int(random.next() % 4) {
                text += Self.filler(&random)
                let name = names[Int(random.next() % UInt64(names.count))]
                guard used.insert(name).inserted else { continue }
                let indent = random.next() % 3 == 0 ? "  " : ""
                let written = TOMLWriter.text(of: value(&random))
                switch random.next() % 5 {
                case 0:
                    text += "\(indent)\(name).inner = \(written)   # trailing\n"
                    keys.append(table + [name, "inner"])
                case 1:
                    text += "\(indent)\(name) = { k = \(written) }\n"
                    keys.append(table + [name, "k"])
                    keys.append(table + [name, "j"])
                default:
                    text += "\(indent)\(name)=\(written)" + (random.next() % 2 == 0 ? " # note" : "") + "\n"
                    keys.append(table + [name])
                }
            }
        }
    }
}
