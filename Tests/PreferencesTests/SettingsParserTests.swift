import Foundation
import Preferences
import Testing

/// The table headers toml++ (in TOMLKit 0.6.0) asserts on, and the isolation that keeps any other
/// such defect from reaching the game.
@Suite struct SettingsParserTests {
    struct Header: CustomStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        var description: String { text.debugDescription }
    }

    /// Each of these once ended the process (SIGABRT in parse_key). Parsed in this process: a
    /// regression here crashes the test runner, which is the point.
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
        #expect(diagnostic?.message.hasPrefix("expected a table name after '['") == true, "\(outcome.diagnostics)")
    }

    /// Malformed headers the library reports itself: still errors, and no crash.
    @Test(arguments: ["[", "[ ]x]", "[]", "[ [a]]", "[[]]", "[a.]", "[\"a\".]", "[a", "[[a]", "[a]]", "[a] b", "[a.\n"])
    func otherBrokenHeadersAreTheLibrarysErrors(text: String) {
        let outcome = SettingsDocument.parse(text, path: "s.toml")
        #expect(outcome.settings == nil)
        #expect(outcome.diagnostics.count == 1)
        #expect(outcome.diagnostics.first?.message.hasPrefix("expected a table name") == false)
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

    // MARK: - The isolated parser, with stand-in checkers

    static func isolated(_ script: String, timeout: Duration = .seconds(5)) -> SettingsParser {
        .isolated(executable: "/bin/sh", arguments: ["-c", script], timeout: timeout)
    }

    static func onlyError(_ outcome: SettingsDocument.Outcome) -> String {
        #expect(outcome.settings == nil)
        #expect(outcome.diagnostics.count == 1)
        #expect(outcome.diagnostics.first?.path == "/p/settings.toml")
        #expect(outcome.diagnostics.first?.line == 1)
        return outcome.diagnostics.first?.message ?? ""
    }

    @Test func aCheckerThatCrashesIsADiagnostic() {
        let message = Self.onlyError(Self.isolated("kill -ABRT $$").parse("[.]", "/p/settings.toml"))
        #expect(message.contains("crashed"), "\(message)")
        #expect(message.contains("Aborted"), "\(message)")
    }

    @Test func aCheckerThatHangsIsStoppedAtTheDeadline() {
        let message = Self.onlyError(Self.isolated("exec sleep 60", timeout: .milliseconds(200)).parse("x = 1", "/p/settings.toml"))
        #expect(message.contains("longer than"), "\(message)")
    }

    @Test func aCheckerThatFailsOrBabblesIsADiagnostic() {
        let failed = Self.onlyError(Self.isolated("echo 'out of cheese' >&2; exit 3").parse("x = 1", "/p/settings.toml"))
        #expect(failed.contains("exit status 3") && failed.contains("out of cheese"), "\(failed)")
        let babbled = Self.onlyError(Self.isolated("echo '{not json'").parse("x = 1", "/p/settings.toml"))
        #expect(babbled.contains("not an outcome"), "\(babbled)")
        let missing = Self.onlyError(
            SettingsParser.isolated(executable: "/nonexistent/checker", arguments: []).parse("x = 1", "/p/settings.toml"))
        #expect(missing.contains("did not start"), "\(missing)")
    }

    /// A mebibyte in, a mebibyte on standard error, the answer on standard output: both pipes
    /// are served at once, so none fills up and stalls the checker.
    @Test func bigInputAndNoisyErrorsDoNotStall() {
        let script = """
            n=$(wc -c); head -c 1048576 /dev/zero >&2
            printf '{"diagnostics":[{"path":"%s","line":%d,"column":1,"message":"read","severity":"warning"}]}' "$0" "$n"
            """
        let text = String(repeating: "# padding\n", count: 100_000)
        let outcome = Self.isolated(script).parse(text, "/p/settings.toml")
        #expect(outcome.diagnostics.first?.line == text.utf8.count, "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.first?.path == "/p/settings.toml")
        #expect(outcome.diagnostics.first?.severity == .warning)
    }

    /// The checker's answer survives the trip: settings with colors, and diagnostics.
    @Test func anOutcomeRoundTripsThroughJSON() throws {
        let outcome = SettingsDocument.parse("[colors]\nfill = \"#11223344\"\n[sound]\nvolum = 3\n", path: "s.toml")
        let decoded = try JSONDecoder().decode(SettingsDocument.Outcome.self, from: JSONEncoder().encode(outcome))
        #expect(decoded.settings == outcome.settings)
        #expect(decoded.diagnostics == outcome.diagnostics)
        #expect(decoded.settings?.colorOverrides.fill == .init(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44))
    }
}

@Suite struct CrashLocatorTests {
    /// A stand-in checker that crashes when the text it reads holds BOOM: the locator must find
    /// the line and the character that completes it.
    @Test func aCrashIsTracedToItsLineAndCharacter() {
        let parser = SettingsParser.isolated(
            executable: "/bin/sh", arguments: ["-c", "grep -q BOOM && kill -ABRT $$; printf '{\"diagnostics\":[]}'"])
        let outcome = parser.parse("a = 1\nb = 2\n\nc = \"xBOOMx\"\nd = 4\n", "/p/settings.toml")
        #expect(outcome.settings == nil)
        let diagnostic = outcome.diagnostics.first
        #expect(diagnostic?.line == 4 && diagnostic?.column == 10, "\(outcome.diagnostics)")
        #expect(diagnostic?.message.contains("crashed") == true)
    }

    /// A checker that crashes on everything is located at the very start, not searched forever.
    @Test func aCheckerThatAlwaysCrashesPointsAtTheStart() {
        let parser = SettingsParser.isolated(executable: "/bin/sh", arguments: ["-c", "kill -SEGV $$"])
        let outcome = parser.parse(String(repeating: "x = 1\n", count: 5000), "/p/settings.toml")
        #expect(outcome.diagnostics.first?.line == 1 && outcome.diagnostics.first?.column == 1)
    }
}
