import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The guide's articles read in the "how it works" panel (issue 56): embedded as the guide
/// writes them, shown as a reader reads them, opened from each section's button, scrolled by the
/// panel, and closed by its button back to the turn or by the panel closing.
extension GameAppTests {
    /// The articles the game embeds are the guide's, word for word: after an article is edited,
    /// `scripts/guide-articles.py` writes them again.
    @Test(arguments: GuideArticle.allCases) func theEmbeddedArticleIsTheGuidesOwn(_ article: GuideArticle) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = root.appendingPathComponent("Sources/GameApp/GameApp.docc/\(article.name).md")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(article.markdown == String(written.dropLast(written.hasSuffix("\n") ? 1 : 0)), "run scripts/guide-articles.py")
    }

    @Test func anArticleIsShownAsAReaderReadsIt() {
        let markdown = """
            # Strategy: which shapes come next

            The algorithm is a value
            the controller holds (see <doc:Decorator>).

            ## Overview

            **What it buys here.** ``/GameCore/TurnStrategy`` is the family; `RandomTurnStrategy` picks,
            and ``/GameCore/TurnController/turnStrategy`` holds it.

            - ``/GameCore/BasicTurnStrategy`` uses one factory
              and one builder.
            2. Then ``/GameCore/Turn/init(_:)-3x8fs``.

            ```swift
            let strategy = RandomTurnStrategy()
                .reversed()
            ```
            ![The panel beside a cross turn](inside.png)
            """
        let blocks = GuideBlock.blocks(of: markdown)
        #expect(
            blocks == [
                GuideBlock(kind: .title, text: "Strategy: which shapes come next"),
                GuideBlock(kind: .paragraph, text: "The algorithm is a value the controller holds (see Decorator)."),
                GuideBlock(kind: .heading, text: "Overview"),
                GuideBlock(
                    kind: .paragraph,
                    text: "What it buys here. TurnStrategy is the family; RandomTurnStrategy picks, and TurnController.turnStrategy holds it."),
                GuideBlock(kind: .item, text: "• BasicTurnStrategy uses one factory and one builder."),
                GuideBlock(kind: .item, text: "2. Then Turn.init(_:)."),
                GuideBlock(kind: .code, text: "let strategy = RandomTurnStrategy()"),
                GuideBlock(kind: .code, text: "    .reversed()"),
                GuideBlock(kind: .picture, text: "The panel beside a cross turn"),
            ], "\(blocks)")
        // The guide's own articles keep no Markdown outside their code.
        for article in GuideArticle.allCases {
            for block in article.blocks where block.kind != .code {
                #expect(!block.text.contains("``") && !block.text.contains("<doc:") && !block.text.contains("**"), "\(article): \(block.text)")
            }
        }
    }

    @Test func aSectionsGuideButtonOpensItsArticleInThePanelThatScrollsItAndGoesBack() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1000, height: 600))
        try harness.press(.character("i"))
        try harness.pump()
        try harness.app.present()
        let buttons = harness.app.controls.filter { if case .readGuide = $0.action { true } else { false } }
        #expect(buttons.map(\.action) == [.readGuide(.strategy), .readGuide(.abstractFactory)], "those in view: \(buttons)")
        try harness.click(try #require(buttons.first).frame.center)
        try harness.pump()
        #expect(harness.app.model.reading == .strategy)
        #expect(harness.appEvents.contains { if case .guide("Strategy") = $0 { true } else { false } })
        var texts = try drawnTexts(harness)
        #expect(texts.contains("Strategy: which shapes come next") && texts.contains("Overview"), "\(texts)")
        #expect(!texts.contains(harness.app.renderer.catalog(UIText.patternFactory)), "the turn's sections give way to it")
        // The turn plays on beside it.
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.turnEnds.count == 1 && harness.app.model.reading == .strategy)
        // The panel's scroll view scrolls it, and says what came into view.
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.insideScroll > 0)
        #expect(harness.appEvents.contains { if case .scrolled(let first, _, _, _) = $0 { first > 0 } else { false } })
        // Its button back to the turn, at the top, brings the sections back at their top.
        try harness.app.present()
        let back = try #require(harness.app.controls.first { $0.action == .readGuide(nil) })
        try harness.click(back.frame.center)
        try harness.pump()
        #expect(harness.app.model.reading == nil && harness.app.model.insideScroll == 0)
        texts = try drawnTexts(harness)
        #expect(texts.contains(harness.app.renderer.catalog(UIText.patternFactory)), "\(texts)")
        // The panel closing closes the article too: it opens again on the turn.
        try harness.app.send(.command(.readGuide(.observer)))
        try harness.press(.character("i"))
        try harness.press(.character("i"))
        try harness.pump()
        #expect(harness.app.model.showsInside && harness.app.model.reading == nil)
    }

    /// In German the panel's words are German and the article is the guide's English, said so.
    @Test func anArticleInAnotherLanguageSaysItIsInEnglish() throws {
        var settings = Settings.defaults
        settings.language = .german
        let harness = try Harness(
            mode: .cross, feedback: .zero, size: Size(width: 1000, height: 600), settings: settings,
            language: { context in
                LanguageClient.live(context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
            })
        try harness.press(.character("i"))
        try harness.pump()
        try harness.app.send(.command(.readGuide(.observer)))
        try harness.pump()
        let catalog = harness.app.renderer.catalog
        #expect(catalog(UIText.guideInEnglish) != "The guide is written in English.")
        let texts = try drawnTexts(harness)
        #expect(texts.contains(catalog(UIText.guideInEnglish)) && texts.contains(catalog(UIText.guideBack)), "\(texts)")
        #expect(texts.joined(separator: " ").contains("Observer: the game announces, listeners act"), "\(texts)")
    }
}
