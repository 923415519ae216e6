import Foundation
import TestSupport
import Testing

@testable import GameApp

/// The README's key table and the game's own (`Hotkeys.help`, which the help overlay and `--help`
/// print) name the same keys, so a key added, moved or dropped in one is caught in the other.
@Suite struct ReadmeKeysTests {
    /// A key's name as a token: "F / F11" is two keys, "1 – 5" the two ends of a range.
    static func keys(_ text: String) -> [String] {
        text.components(separatedBy: " / ").flatMap { $0.components(separatedBy: " – ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func theReadmesKeysAreTheGamesKeys() throws {
        let readme = try String(contentsOf: DocumentedDiff.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex(of: "| key | action |"), "the README has a key table")
        let rows = lines[(header + 2)...].prefix(while: { $0.hasPrefix("|") })
        // The first cell of each row: keys in backticks; "click / tap" are words.
        let cells = rows.map { row in row.split(separator: "|", omittingEmptySubsequences: true).first.map(String.init) ?? "" }
        var documented = Set<String>()
        for cell in cells {
            let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() where index % 2 == 1 { documented.insert(String(part)) }
            for word in ["click", "tap"] where cell.contains(word) { documented.insert(word) }
        }
        let game = Set(Hotkeys.help.flatMap { Self.keys($0.keys) })
        #expect(game.count > 20)
        #expect(documented.subtracting(game).isEmpty, "in the README only: \(documented.subtracting(game).sorted())")
        #expect(game.subtracting(documented).isEmpty, "in the game only: \(game.subtracting(documented).sorted())")
    }
}
