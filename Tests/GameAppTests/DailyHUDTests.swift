import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// The daily challenge's HUD says where the player is in it, in every window: its label and turns
/// where they fit beside the score, its turns alone ("0/20") where only they do. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    @Test(arguments: [LanguageSetting.english, .german, .japanese, .simplifiedChinese])
    func theDailysHUDKeepsItsTurnsInASmallWindow(language: LanguageSetting) throws {
        for (size, textSize) in [(Size(width: 320, height: 240), 200), (Size(width: 320, height: 240), 150), (Size(width: 1280, height: 800), 200)] {
            var settings = Settings.defaults
            settings.language = language
            settings.textSize = textSize
            let harness = try Harness(mode: .square, feedback: .zero, size: size, settings: settings)
            try harness.app.send(.command(.toggleDaily))
            try harness.pump()
            #expect(harness.game.play.daily != nil)
            let catalog = harness.app.renderer.catalog
            let texts = try drawnTexts(harness)
            let label = catalog(UIText.dailyHUD, ["done": "0", "total": "20"])
            #expect(texts.contains { $0.contains(label) || $0 == "0/20" }, "\(language) \(size) at \(textSize): \(texts)")
            // The score, always.
            #expect(texts.contains { $0 == catalog(UIText.score, ["score": "0"]) }, "\(language) \(size) at \(textSize): \(texts)")
            if size.width >= 1280 { #expect(texts.contains { $0.contains(label) }, "\(language): \(texts)") }
        }
    }
}
