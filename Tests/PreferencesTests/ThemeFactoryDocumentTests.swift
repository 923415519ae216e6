import Foundation
import Testing

@testable import Preferences

/// The guide's Abstract Factory page (Sources/GameApp/GameApp.docc/AbstractFactory.md) shows the
/// colorblind-safe theme's whole diff as the example of adding a theme: it must stay the code in
/// the repository, line for line.
@Suite struct ThemeFactoryDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theAddAThemeDiffIsTheRealCode() throws {
        let document = try String(contentsOf: Self.root.appendingPathComponent("Sources/GameApp/GameApp.docc/AbstractFactory.md"), encoding: .utf8)
        let file = "Sources/Preferences/Themes/ColorblindTheme.swift"
        let diff = try #require(
            document.components(separatedBy: "```diff\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
                .first { $0.contains("+++ b/\(file)") })
        let shown = diff.components(separatedBy: "+++ b/\(file)\n").dropFirst().first?.components(separatedBy: "\ndiff --git").first ?? ""
        let added = shown.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        let source = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(added == Array(lines.prefix(lines.last == "" ? lines.count - 1 : lines.count)))
        // And the one registry line, as the registry has it.
        let registry = try String(contentsOf: Self.root.appendingPathComponent("Sources/Preferences/Themes/ThemeFactory.swift"), encoding: .utf8)
        let line = try #require(registry.split(separator: "\n").first { $0.contains("static let factories") })
        #expect(diff.contains("+" + line))
        #expect(ThemeRegistry.factories.contains { $0 is ColorblindTheme })
    }

    /// Every theme makes a whole family: its own palette, a style in that palette, its own sounds.
    @Test func everyThemeMakesItsOwnFamily() {
        let factories = ThemeRegistry.factories
        #expect(Set(factories.map(\.name)).count == factories.count)
        #expect(Set(factories.map { $0.makePalette() }).count == factories.count)
        #expect(Set(factories.map { $0.makeSoundFamily() }).count == factories.count)
        for factory in factories {
            let palette = factory.makePalette()
            let style = factory.makeShapeStyle(palette: palette)
            #expect(style.fillColor == palette.fill && style.outlineColor == palette.outline, "\(factory.name)")
            #expect(ThemeName(rawValue: factory.name)?.factory.name == factory.name)
        }
        #expect(ThemeName(rawValue: "sepia") == nil)
    }
}
