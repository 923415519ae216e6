import TestSupport
import Testing

@testable import Preferences

/// The guide's Abstract Factory page (Sources/GameApp/GameApp.docc/AbstractFactory.md) shows the
/// colorblind-safe theme's whole diff as the example of adding a theme: it must stay the code in
/// the repository, line for line.
@Suite struct ThemeFactoryDocumentTests {
    @Test func theAddAThemeDiffIsTheRealCode() throws {
        let changes = try DocumentedDiff(page: "AbstractFactory.md").changes
        let file = "Sources/Preferences/Themes/ColorblindTheme.swift"
        let theme = try #require(changes[file])
        let source = try DocumentedDiff.lines(of: file)
        #expect(theme.isNew && theme.added == source)
        // And the one registry line, as the registry has it.
        let registryFile = "Sources/Preferences/Themes/ThemeFactory.swift"
        let registry = try DocumentedDiff.lines(of: registryFile)
        let line = try #require(registry.first { $0.contains("static let factories") })
        #expect(changes[registryFile]?.added.contains(line) == true)
        #expect(ThemeRegistry.factories.contains { $0 is ColorblindTheme })
        // And its sound family's case, as the family's file has it.
        let families = try DocumentedDiff.lines(of: "Sources/Sounds/SoundEffect.swift")
        let family = try #require(changes["Sources/Sounds/SoundEffect.swift"])
        #expect(!family.added.isEmpty && family.added.allSatisfy(families.contains))
        // The context shown around each change is the file's too.
        for (path, change) in changes where !change.isNew {
            let present = Set(try DocumentedDiff.lines(of: path))
            #expect(change.context.filter { !present.contains($0) } == [], "\(path): the diff's context is not in the file")
        }
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
