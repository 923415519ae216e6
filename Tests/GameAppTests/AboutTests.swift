import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// About: what it says, and how a player reaches it. In the `GameAppTests` suite: SDL is one at a
/// time.
extension GameAppTests {
    @Test func aboutSaysTheVersionTheCreditsTheGuideAndTheWholeLicence() throws {
        let licence = try String(contentsOf: DocumentedDiff.root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(About.licence == licence)
        #expect(About.licenceParagraphs.first == "MIT License" && About.licenceParagraphs.count == 5)
        let said = About(version: "9.8.7", font: "DejaVuSans").paragraphs(in: .english).joined(separator: "\n")
        for words in ["Version 9.8.7", "Intermediate Design Patterns in Swift", "DejaVuSans", "the game's source, in docs/"] {
            #expect(said.contains(words), "\(words)")
        }
        // Installed, it says where the guides are (the package installs them).
        let installed = About(version: "1", font: "F", documentation: "/usr/share/doc/tap-the-larger-shape").paragraphs(in: .english)
        #expect(installed.contains { $0.hasSuffix("PLAYING.md and PATTERNS.md in /usr/share/doc/tap-the-larger-shape") })
        // Built in a checkout, it names no folder of this machine: the guides are in the source.
        let checkout = ResourceLocator(directory: DocumentedDiff.root.appendingPathComponent("Resources").path)
        #expect(checkout.documentationDirectory(executable: "/nonexistent/bin/x") == nil)
        #expect(
            checkout.documentationDirectory(executable: DocumentedDiff.root.appendingPathComponent(".build/debug/tap-the-larger-shape").path) == nil)
        // No web address: the project has no home yet, and the tutorial is named, not linked.
        #expect(!said.contains("http") && !said.contains("www."))
        // What it runs on, in the player's words too.
        let platform = PlatformInfo(libraries: PlatformInfo.libraries(), videoDriver: "x11", driverOrder: nil)
        let english = About(version: "1", font: "F", platform: platform).paragraphs(in: .english)[1]
        let german = About(version: "1", font: "F", platform: platform).paragraphs(in: LocalizationTests.catalog(.german))[1]
        #expect(english.hasPrefix("SDL 2.") && english.hasSuffix(" · video: x11"), "\(english)")
        #expect(german.hasPrefix("SDL 2.") && german.hasSuffix(" · Video: x11"), "\(german)")
    }

    @Test func aboutOpensFromTheHelpAndFromThePreferences() throws {
        for size in [Size(width: 640, height: 480), Size(width: 1920, height: 1080)] {
            let harness = try Harness(mode: .square, size: size)
            try harness.press(.character("h"))
            try harness.pump()
            let button = try #require(harness.app.controls.first { $0.action == .toggleAbout })
            try harness.click(button.frame.center)
            try harness.pump()
            #expect(harness.app.model.overlay == .about && !harness.game.acceptsTaps)
            try harness.app.present()
            // Esc backs out one level: About opened from the help returns to the help (it once
            // returned to play), and a second Esc to play.
            try harness.press(.escape)
            try harness.pump()
            #expect(harness.app.model.overlay == .help && !harness.game.acceptsTaps)
            try harness.press(.escape)
            try harness.pump()
            #expect(harness.app.model.overlay == nil && harness.game.acceptsTaps)
            // From the preferences: its last line, by the keyboard alone.
            try harness.press(.character("o"))
            try harness.pump()
            let rows = PreferenceRow.rows()
            #expect(rows.last == .about)
            for _ in 0..<rows.count { try harness.press(.down) }
            try harness.press(.enter)
            try harness.pump()
            #expect(harness.app.model.overlay == .about)
            #expect(harness.appEvents.filter { if case .overlay(.about, shown: true) = $0 { true } else { false } }.count == 2)
            // And from About back to the preferences, where it was opened.
            try harness.press(.escape)
            try harness.pump()
            #expect(harness.app.model.overlay == .preferences)
            try harness.press(.escape)
            try harness.pump()
        }
    }
}

/// About in the smallest usual window at large text (issue 49 found its pages splitting
/// sentences and leaving "SOFTWARE." alone): it scrolls, every line is in some view, whole,
/// inside the text's room and at a readable size, and its column has Close and the scroll buttons.
extension GameAppTests {
    @Test(arguments: [LanguageSetting.english, .german, .japanese, .simplifiedChinese])
    func aboutScrollsThroughEveryLineWhole(language: LanguageSetting) throws {
        let face = try #require(Self.faces.first { $0.language == language })
        for textSize in [150, 200] {
            var settings = Settings.defaults
            settings.language = language
            settings.textSize = textSize
            let harness = try Harness(
                mode: .cross, size: Size(width: 640, height: 480), settings: settings,
                language: { context in
                    let live = LanguageClient.live(
                        context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
                    return LanguageClient(environment: [:], catalog: live.catalog, font: { _, _ in FontChoice(face: face.face) })
                }, font: face.face)
            try harness.app.send(.command(.toggleAbout))
            try harness.pump()
            let lines = try harness.app.renderer.aboutLayout(harness.app.about, buttons: harness.app.layout.helpButtons, game: harness.game)
                .pages.joined().map(\.text)
            let rows = try #require(harness.app.scrollRows, "\(language) at \(textSize)%")
            #expect(rows.scrolls && rows.heights.count == lines.count, "\(language) at \(textSize)%")
            for action in [AppCommand.close(.about), .scroll(.views(-1)), .scroll(.views(1))] {
                #expect(harness.app.controls.contains { $0.action == action }, "\(language) at \(textSize)%: \(action.name)")
            }
            let scale = try harness.app.renderer.renderer.pixelScale()
            let room = harness.app.layout.helpButtons.alone.text.scaled(by: scale)
            let glyphs = harness.app.controls.map { $0.frame.scaled(by: scale) }
            var seen: Set<String> = []
            for view in 0...rows.lastFirst {
                harness.app.model.scroll = view
                harness.app.renderer.text.resetSmallest()
                let drawn = try drawnFrame(harness).lines.filter { line in
                    line.drawn.layer == GameRenderer.Layer.screen.rawValue && !glyphs.contains { $0.contains(line.drawn.frame.center) }
                }
                #expect((harness.app.renderer.text.smallestDrawn ?? 0) >= 12, "\(language) at \(textSize)%")
                for line in drawn {
                    seen.insert(line.text)
                    let frame = line.drawn.frame
                    #expect(
                        frame.minY >= room.minY - 1 && frame.maxY <= room.maxY + 1 && frame.minX >= room.minX - 1 && frame.maxX <= room.maxX + 1,
                        "\(language) at \(textSize)%, view \(view): \(line.text) at \(frame), room \(room)")
                }
            }
            #expect(Set(lines.filter { !$0.isEmpty }).subtracting(seen).isEmpty, "\(language) at \(textSize)%: never in view")
        }
    }
}
