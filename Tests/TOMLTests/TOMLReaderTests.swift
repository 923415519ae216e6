import Testing

@testable import TOML

@Suite struct TOMLReaderTests {
    @Test func everyKeyAndValueCarriesItsPlace() throws {
        let text = "# settings\ntitle = \"Tap\"\n[colors]\n  fill   = 'teal'  # a comment\nlist = [1,\n  2]\n\"α\" = { x = 1 }\n"
        let root = try TOML.parse(text)
        let title = try #require(root.entry("title"))
        #expect(title.keyPlace == TOMLPlace(line: 2, column: 1, range: 11..<16))
        #expect(title.value.place == TOMLPlace(line: 2, column: 9, range: 19..<24))
        #expect(title.value.string == "Tap")
        let colors = try #require(root["colors"]?.table)
        #expect(colors.origin == .header)
        let fill = try #require(colors.entry("fill"))
        #expect(fill.keyPlace.line == 4 && fill.keyPlace.column == 3)
        #expect(fill.value.place.line == 4 && fill.value.place.column == 12)
        #expect(Array(text.utf8)[fill.value.place.range].elementsEqual("'teal'".utf8))
        let list = try #require(colors["list"])
        #expect(list.place.line == 5 && list.place.column == 8)
        #expect(Array(text.utf8)[list.place.range].elementsEqual("[1,\n  2]".utf8))
        #expect(list.array?.map(\.place.line) == [5, 6])
        // Columns count characters, not bytes: `x` after the Greek letter is column 9.
        let inline = try #require(colors["α"]?.table)
        #expect(inline.entry("x")?.keyPlace.column == 9)
    }

    @Test func theWholeLanguageReads() throws {
        let root = try TOML.parse(
            """
            bare_key-1 = 0xf_f
            "quoted \\u00e9" = 0o17
            'literal "key"' = 0b1010
            a.b."c d" = -9_223_372_036_854_775_808
            floats = [1e3, -0.5, 6.626e-34, 224_617.445_991, +inf, -nan]
            strings = ["\\t\\"\\\\\\U0001F600", '''
            raw \\n''', \"\"\"
            one \\
               line\"\"\", \"\"\"two quotes"\"\"\"\"]
            dates = [1979-05-27T07:32:00Z, 1979-05-27 00:32:00.999999-07:00, 1979-05-27T07:32:00, 1979-05-27, 00:32:00.5]
            [[fruit]]
            name = "apple"
            [fruit.physical]
            color = "red"
            [[fruit]]
            name = "banana"
            [x.y.z]
            [x]
            w = true
            """)
        #expect(root["bare_key-1"]?.integer == 255)
        #expect(root["quoted é"]?.integer == 15)
        #expect(root["literal \"key\""]?.integer == 10)
        #expect(root[path: ["a", "b", "c d"]]?.integer == .min)
        let floatValues = try #require(root["floats"]?.array)
        let floats = floatValues.compactMap(\.number)
        #expect(floats.prefix(5) == [1000, -0.5, 6.626e-34, 224617.445991, .infinity] && floats[5].isNaN)
        #expect(root["strings"]?.array?.compactMap(\.string) == ["\t\"\\😀", "raw \\n", "one line", "two quotes\"\""])
        let dates = try #require(root["dates"]?.array)
        #expect(
            dates.map { TOMLWriter.text(of: $0.kind) }
                == ["1979-05-27T07:32:00Z", "1979-05-27T00:32:00.999999-07:00", "1979-05-27T07:32:00", "1979-05-27", "00:32:00.5"])
        let fruit = try #require(root["fruit"]?.array)
        #expect(fruit.compactMap { $0.table?["name"]?.string } == ["apple", "banana"])
        #expect(root[path: ["fruit"]]?.array?.first?.table?[path: ["physical", "color"]]?.string == "red")
        #expect(root[path: ["x", "w"]]?.boolean == true && root[path: ["x", "y", "z"]]?.table?.isEmpty == true)
    }

    struct Mistake: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        let message: String
        var testDescription: String { text.debugDescription }
    }

    /// Each error names the first wrong character and says what is wrong in plain words.
    @Test(arguments: [
        Mistake(text: "fill \"red\"", line: 1, column: 6, message: "expected `=` after the key `fill`, found `\"`"),
        Mistake(text: "[colors]\nfill = red\n", line: 2, column: 8, message: "`red` is not a value; text needs quotes, like \"red\""),
        Mistake(text: "a = 1\na = 2", line: 2, column: 1, message: "the key `a` is already defined (line 1)"),
        Mistake(text: "[a]\n[b]\n[a]", line: 3, column: 2, message: "the table [a] is already defined (line 1)"),
        Mistake(text: "a = 1 2", line: 1, column: 7, message: "expected the end of the line after the value, found `2`"),
        Mistake(text: "s = \"abc\nd\"", line: 1, column: 9, message: "a single-line string cannot contain a line break"),
        Mistake(text: "s = \"abc", line: 1, column: 5, message: "this string has no closing `\"`"),
        Mistake(text: "s = \"\\q\"", line: 1, column: 6, message: "`\\q` is not an escape"),
        Mistake(text: "s = \"\\uD800\"", line: 1, column: 6, message: "`\\uD800` is not a Unicode character"),
        Mistake(text: "n = 0123", line: 1, column: 5, message: "cannot start with a zero"),
        Mistake(text: "n = 1__0", line: 1, column: 5, message: "an underscore must stand between two digits"),
        Mistake(text: "n = 9223372036854775808", line: 1, column: 5, message: "does not fit in a 64-bit integer"),
        Mistake(text: "d = 2023-02-29", line: 1, column: 5, message: "`2023-02-29` is not a valid date or time"),
        Mistake(text: "t = { a = 1,\n b = 2 }", line: 1, column: 13, message: "an inline table must be written on one line"),
        Mistake(text: "t = { a = 1, }", line: 1, column: 14, message: "an inline table cannot end with a comma"),
        Mistake(text: "t = {a = 1}\nt.b = 2", line: 2, column: 1, message: "`t` is an inline table (line 1)"),
        Mistake(text: "a.b = 1\n[a]", line: 2, column: 2, message: "the table `a` was made by dotted keys (line 1)"),
        Mistake(text: "[a.b]\n[a]\nb.c = 1", line: 3, column: 1, message: "the table `b` has its own [header] (line 1)"),
        Mistake(text: "a = [1 2]", line: 1, column: 8, message: "expected `,` or `]` in the array, found `2`"),
        Mistake(text: "[a\nb = 1", line: 1, column: 3, message: "expected `]` to close the table header, found a line break"),
        Mistake(text: "x = 1\r\ny = 2\r", line: 2, column: 6, message: "a carriage return must be followed by a line feed"),
        Mistake(text: "# bell \u{7}", line: 1, column: 8, message: "the control character U+0007 is not allowed here"),
        Mistake(text: "a = [[1], [2]]\n[[a]]", line: 2, column: 3, message: "`a` is an array of values (line 1), not of tables"),
        Mistake(text: "=1", line: 1, column: 1, message: "expected a key"),
        Mistake(text: "😀 = 1", line: 1, column: 1, message: "expected a key (letters, digits, `-`, `_`, or a quoted name), found `😀`"),
    ])
    func errorsSayWhatAndWhere(mistake: Mistake) {
        #expect(throws: TOMLError.self) { try TOML.parse(mistake.text) }
        do {
            _ = try TOML.parse(mistake.text)
        } catch {
            #expect(error.line == mistake.line && error.column == mistake.column, "\(error)")
            #expect(error.message.contains(mistake.message), "\(error)")
            #expect(TOMLError.templates.contains(error.template))
        }
    }

    @Test func invalidUTF8IsReportedWithItsPlace() {
        let bytes = Array("a = 1\nb = \"é".utf8) + [0xFF] + Array("\"\n".utf8)
        #expect(throws: TOMLError(line: 2, column: 7, offset: 13, template: TOMLError.invalidUTF8)) { try TOML.parse(bytes: bytes) }
        // Overlong forms and surrogates are not UTF-8 either.
        #expect(UTF8Validation.firstInvalidOffset(in: [0x61, 0xC0, 0x80]) == 1)
        #expect(UTF8Validation.firstInvalidOffset(in: [0xED, 0xA0, 0x80]) == 0)
        #expect(UTF8Validation.firstInvalidOffset(in: [0xF4, 0x90, 0x80, 0x80]) == 0)
        #expect(UTF8Validation.firstInvalidOffset(in: Array("ok é 😀".utf8)) == nil)
    }

    /// Deep nesting is an error, not a stack overflow, whatever builds it.
    @Test(arguments: [
        "a = " + String(repeating: "[", count: 100_000),
        "a = " + String(repeating: "{b = ", count: 100_000),
        "[" + Array(repeating: "a", count: 100_000).joined(separator: ".") + "]",
        Array(repeating: "a", count: 100_000).joined(separator: ".") + " = 1",
        String(repeating: "[a]\n", count: 1) + "x = " + String(repeating: "[", count: 99) + String(repeating: "]", count: 99),
    ])
    func nestingIsLimited(text: String) {
        do {
            _ = try TOML.parse(text)
            Issue.record("read")
        } catch {
            #expect(error.template == TOMLError.tooDeep, "\(error)")
        }
    }

    @Test func nestingUpToTheLimitReads() throws {
        let depth = TOML.depthLimit - 1
        let root = try TOML.parse("a = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var value = try #require(root["a"])
        for _ in 1..<depth { value = try #require(value.array?.first) }
        #expect(value.array?.isEmpty == true)
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsStartAfterIt() throws {
        let root = try TOML.parse("\u{FEFF}a = 1")
        #expect(root.entry("a")?.keyPlace == TOMLPlace(line: 1, column: 1, range: 3..<4))
        #expect(throws: TOMLError.self) { try TOML.parse("a = 1\n\u{FEFF}b = 2") }
    }

    @Test func oversizedDocumentsAreRefusedUnread() {
        let bytes = [UInt8](repeating: UInt8(ascii: "#"), count: TOML.sizeLimit + 1)
        #expect(throws: TOMLError(line: 1, column: 1, offset: 0, template: TOMLError.tooLarge, values: ["limit": "\(TOML.sizeLimit)"])) {
            try TOML.parse(bytes: bytes)
        }
    }

    @Test func sectionsAreRecordedForTheEditor() throws {
        let text = "a = 1\n\n[t]\nx = 1\n# end of t\n\n[u]\n"
        let root = try TOML.parse(text)
        #expect(root.section == 0..<7 && root.lastKeyLineEnd == 6)
        let t = try #require(root["t"]?.table)
        #expect(t.section == 11..<29 && t.lastKeyLineEnd == 17)
    }
}
