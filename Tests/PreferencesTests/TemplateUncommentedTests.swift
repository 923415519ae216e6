import Testing

@testable import Preferences

/// The template shows what a player may set as commented lines (a color, the mode, their own
/// keys and buttons). Uncommenting them is what it invites: any of them, a whole block, or all at
/// once must give a file the game reads without a word of complaint.
@Suite struct TemplateUncommentedTests {
    /// A commented line the player is invited to uncomment: a table's heading or `key = value`.
    static func isCommentedSetting(_ line: Substring) -> Bool {
        guard line.hasPrefix("# ") else { return false }
        let text = line.dropFirst(2)
        if text.hasPrefix("["), text.hasSuffix("]") { return text.dropFirst().dropLast().allSatisfy { $0.isLetter || $0 == "_" } }
        guard let equals = text.range(of: " = ") else { return false }
        let key = text[..<equals.lowerBound]
        return !key.isEmpty && key.allSatisfy { $0.isLowercase || $0 == "_" }
    }

    static let lines = SettingsTemplate.text.split(separator: "\n", omittingEmptySubsequences: false)

    static func read(_ lines: [Substring]) -> [String] {
        SettingsDocument.parse(lines.joined(separator: "\n"), path: "settings.toml").diagnostics.map(\.description)
    }

    @Test func everyCommentedLineUncommentedAtOnceReads() {
        let uncommented = Self.lines.map { Self.isCommentedSetting($0) ? $0.dropFirst(2) : $0 }
        #expect(Self.lines.filter(Self.isCommentedSetting).count > 20)
        #expect(Self.read(uncommented) == [])
    }

    /// Each line alone, with the commented heading of its table when it is under one.
    @Test func eachCommentedLineUncommentedAloneReads() {
        var heading: Int?
        for (index, line) in Self.lines.enumerated() {
            if line.hasPrefix("[") { heading = nil }
            guard Self.isCommentedSetting(line) else { continue }
            if line.hasPrefix("# [") {
                heading = index
                continue
            }
            var lines = Self.lines
            lines[index] = line.dropFirst(2)
            if let heading { lines[heading] = lines[heading].dropFirst(2) }
            #expect(Self.read(lines) == [], "\(line)")
        }
    }

    /// Every action of both tables is named in the template, by a line or in its words.
    @Test func everyActionIsNamed() {
        let template = SettingsTemplate.text
        for action in KeyBindings.actions + ButtonBindings.actions { #expect(template.contains(action.name), "\(action.name)") }
        #expect(template.contains("# screenshot = \"x\"         # default: x, misc"))
        #expect(template.contains("# previous_mode = \"leftshoulder\" # default: leftshoulder"))
        #expect(template.contains("The actions pause, fullscreen, mute, restart, daily and\n# inside have no button"))
    }
}
