import Preferences
import Testing

/// Syntax errors in the settings, as the game's TOML reader reports them. The headers below each
/// once stopped the game inside the C++ library it used before (toml++ asserted on them); now they
/// are ordinary mistakes with a place and plain words, read in this process.
@Suite struct SettingsSyntaxTests {
    struct Header: CustomStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        var description: String { text.debugDescription }
    }

    /// Each of these once ended the process (SIGABRT in toml++'s parse_key).
    static let headersWithoutAName = [
        Header(text: "[.]", line: 1, column: 2),
        Header(text: "[\n", line: 1, column: 2),
        Header(text: "[!]", line: 1, column: 2),
        Header(text: "[..]", line: 1, column: 2),
        Header(text: "[[[x]]]", line: 1, column: 3),
        Header(text: "[[\n", line: 1, column: 3),
        Header(text: "[ \t.a]", line: 1, column: 4),
        Header(text: "[[ =]]", line: 1, column: 4),
        Header(text: "# comment\n\n  [colors]\nfill = \"red\"\n[ !x]", line: 5, column: 3),
        Header(text: "a = [\n  [1, 2],\n]\n[#]", line: 4, column: 2),
        Header(text: "s = \"\"\"\n[ok]\n\"\"\"\n[{]", line: 4, column: 2),
        Header(text: "[\u{3B1}]", line: 1, column: 2),
        // Found by the fuzzer: toml++ skips a byte order mark, and the header after it.
        Header(text: "\u{FEFF}[$\n", line: 1, column: 2),
        Header(text: "\u{FEFF}[[[[[x]]", line: 1, column: 3),
    ]

    @Test(arguments: headersWithoutAName)
    func aHeaderWithoutANameIsAnErrorWithItsPlace(header: Header) {
        let outcome = SettingsDocument.parse(header.text, path: "s.toml")
        #expect(outcome.settings == nil)
        let diagnostic = outcome.diagnostics.first
        #expect(diagnostic?.line == header.line)
        #expect(diagnostic?.column == header.column)
        #expect(diagnostic?.message.hasPrefix("expected a key") == true, "\(outcome.diagnostics)")
    }

    /// Other malformed headers: one error each, at the first wrong character.
    @Test(arguments: [
        ("[", 2), ("[ ]x]", 3), ("[]", 2), ("[ [a]]", 3), ("[[]]", 3), ("[a.]", 4), ("[\"a\".]", 6), ("[a", 3), ("[[a]", 4),
        ("[a]]", 4), ("[a] b", 5), ("[a.\n", 4),
    ])
    func otherBrokenHeadersAreErrorsWithTheirColumn(text: String, column: Int) {
        let outcome = SettingsDocument.parse(text, path: "s.toml")
        #expect(outcome.settings == nil)
        #expect(outcome.diagnostics.count == 1)
        #expect(outcome.diagnostics.first?.line == 1 && outcome.diagnostics.first?.column == column, "\(outcome.diagnostics)")
    }

    /// The inputs the fuzzer found toml++ aborting on (datetimes, arrays): plain errors now.
    @Test(arguments: [
        ("x = 1979-05-27t:", 1, 5, "is not a valid date or time"),
        ("a = [\n[}", 2, 2, "expected a value, found `}`"),
        ("t = 07:32:00Z", 1, 5, "is not a valid date or time"),
    ])
    func whatOnceCrashedTheLibraryIsAMistake(text: String, line: Int, column: Int, message: String) {
        let outcome = SettingsDocument.parse(text, path: "s.toml")
        #expect(outcome.settings == nil)
        let diagnostic = outcome.diagnostics.first
        #expect(diagnostic?.line == line && diagnostic?.column == column, "\(outcome.diagnostics)")
        #expect(diagnostic?.message.contains(message) == true, "\(outcome.diagnostics)")
    }

    /// A file that starts with a byte order mark, as some editors save it, is read like any other.
    @Test func aByteOrderMarkIsSkipped() {
        let outcome = SettingsDocument.parse("\u{FEFF}[colors]\nfill = \"teal\"\n", path: "s.toml")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.settings != nil)
    }

    /// Brackets inside strings, comments and values are not headers: valid files pass untouched.
    @Test func validTOMLIsNeverFlagged() {
        let text = """
            # [.] in a comment
            s = \"\"\"
            [.]
            [!]\"\"\"\"
            t = '''
            [[[x]]]
            '''
            u = "[.] \\" [.]"
            v = '[.]'
            "key [." = 1
            a = [
              [1, 2],
              [".", '['], # [.]
            ]
            inline = { x = "[.]", y = [[1]] }
            [colors]
            fill = "teal"
            [ "game" ]
            shapes_per_turn = 3
            [[list]]
            """
        let outcome = SettingsDocument.parse(text, path: "s.toml")
        #expect(outcome.settings?.colorOverrides.fill == .init(rgb: 0x00_80_80), "\(outcome.diagnostics)")
        #expect(outcome.settings?.shapesPerTurn == 3)
        #expect(outcome.diagnostics.allSatisfy { $0.severity == .warning })
    }
}
