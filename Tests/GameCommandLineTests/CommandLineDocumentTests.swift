import Drawing
import Foundation
import GameApp
import GameCommandLine
import GameCore
import Preferences
import RunOptions
import Testing

/// What the documents say of the command line is the list of options: the player's manual shows
/// the player's, ENGINEERING.md the tooling's, and `--help` the window's defaults as they are.
@Suite struct CommandLineDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func page(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every `--name` in `text`.
    static func optionNames(_ text: some StringProtocol) -> Set<String> {
        Set(text.split(whereSeparator: { !$0.isLetter && $0 != "-" }).filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.dropFirst(2)) })
    }

    @Test func thePlayersManualShowsThePlayersOptions() throws {
        let lines = try Self.page("docs/PLAYING.md").split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasPrefix("\(GameCommandLine.commandName) [") })
        let block = lines[start...].prefix { $0 != "```" }
        let synopsis = block.prefix { !$0.hasPrefix("MODE:") }.joined(separator: " ")
        #expect(Self.optionNames(synopsis) == Set(GameCommandLine.options.filter { !$0.isHidden }.map(\.name)))
        #expect(block.contains { $0 == "MODE: " + GameMode.allCases.map(\.rawValue).joined(separator: ", ") })
        #expect(block.contains { $0 == "WxH: \(WindowLimits.described)" })
    }

    @Test func engineeringListsEveryHiddenFlag() throws {
        let lines = try Self.page("docs/ENGINEERING.md").split(separator: "\n", omittingEmptySubsequences: false)
        let anchor = try #require(lines.firstIndex { $0.contains(#"<a id="hidden-flags">"#) })
        let header = try #require(lines[anchor...].firstIndex { $0.hasPrefix("| flag |") })
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }
        let flags = rows.map { $0.split(separator: "|").first ?? "" }.reduce(into: Set<String>()) { $0.formUnion(Self.optionNames($1)) }
        #expect(flags == Set(GameCommandLine.options.filter(\.isHidden).map(\.name)))
    }

    /// The window opens as it was left; the settings' size is a first launch's.
    @Test func helpSaysWhereTheWindowsSizeComesFrom() throws {
        let help = HelpPage.text(keys: Hotkeys.keyHelp).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let width = SettingsRegistry.keys.windowWidth.defaultValue
        let height = SettingsRegistry.keys.windowHeight.defaultValue
        #expect(
            help.contains(
                "(default: the window as it was left, which the state file keeps; at the first launch, the settings file's window.width and window.height, \(width)x\(height))"
            ))
    }
}
