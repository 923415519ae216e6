import Drawing
import GameCore
import Testing

@testable import GameApp

/// A score below zero is written with a real minus sign (U+2212) wherever the screen shows it,
/// the restart question's too: "−1", never "-1".
extension GameAppTests {
    @Test func theRestartQuestionWritesANegativeScoreWithAMinusSign() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        let catalog = harness.app.renderer.catalog
        try harness.click(harness.smaller)
        try harness.pump()
        #expect(harness.game.score == -1)
        try harness.press(.character("r"))
        try harness.pump()
        let texts = try drawnTexts(harness)
        #expect(texts.contains(catalog(UIText.restartLoses, ["score": "\u{2212}1"])), "\(texts)")
        #expect(!texts.contains { $0.contains("-1") })
    }
}
