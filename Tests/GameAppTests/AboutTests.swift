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

/// About's pages in the smallest usual window at large text (issue 49): at 200% they once split
/// sentences, left "SOFTWARE." alone on the ninth, and numbered themselves in type larger than
/// their text.
extension GameAppTests {
    @Test(arguments: [LanguageSetting.english, .german, .japanese, .simplifiedChinese])
    func aboutTurnsPagesBetweenSentences(language: LanguageSetting) throws {
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
            let catalog = harness.app.renderer.catalog
            let pages = try harness.app.renderer.aboutLayout(harness.app.about, buttons: harness.app.layout.helpButtons, game: harness.game).pages
            #expect(pages.count > 1, "\(language) at \(textSize)%")
            let paragraphs = [catalog(UIText.title)] + harness.app.about.paragraphs(in: catalog) + About.licenceParagraphs
            // A line ends a sentence where it ends with a stop, or ends a paragraph.
            func endsSentence(_ line: String) -> Bool {
                line.last.map { ".!?。！？".contains($0) } == true || paragraphs.contains { $0.hasSuffix(line) }
            }
            // Between sentences; only a sentence taller than a page goes on over the next.
            for (number, page) in pages.enumerated().dropLast() where !endsSentence(page.last?.text ?? "") {
                var broken = page.reversed().prefix { !endsSentence($0.text) }.count
                for line in pages[(number + 1)...].joined() {
                    broken += 1
                    if endsSentence(line.text) { break }
                }
                let size = page.last?.size
                let perPage = pages.map { $0.filter { $0.size == size }.count }.max() ?? 0
                #expect(broken > perPage, "\(language) at \(textSize)%, page \(number + 1): \(page.map(\.text))")
            }
            // No last page that holds a word or two.
            #expect((pages.last?.count ?? 0) > 1, "\(language) at \(textSize)%: \(pages.last.map { $0.map(\.text) } ?? [])")
            // Each page's number no larger than its text.
            for page in pages.indices {
                harness.app.model.page = page
                let drawn = try drawnFrame(harness).lines
                let number = catalog(UIText.helpPage, ["page": "\(page + 1)", "pages": "\(pages.count)"])
                let numberHeight = try #require(drawn.first { $0.text == number }?.drawn.frame.height)
                let body = drawn.filter { pages[page].map(\.text).contains($0.text) }.map(\.drawn.frame.height)
                #expect(numberHeight <= body.min() ?? 0, "\(language) at \(textSize)%, page \(page + 1): \(numberHeight) against \(body)")
            }
        }
    }
}
