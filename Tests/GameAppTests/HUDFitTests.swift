import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// The HUD in every language, at every text size, in the smallest window and the usual ones:
/// its items never touch or run out of the window, and none is drawn below the player's
/// readable size (12 px times their text size); what matters least is left out first. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    @Test(arguments: faces)
    func theHUDFitsAtEveryTextSizeInEveryWindow(_ face: Face) throws {
        for textSize in [100, 150, 200] {
            var settings = Settings.defaults
            settings.language = face.language
            settings.textSize = textSize
            // The mode's longest line: the adaptive ratio and "muted" beside the mode's name.
            settings.adaptive = true
            settings.soundEnabled = false
            for size in [Size(width: 320, height: 240), Size(width: 640, height: 480), Size(width: 1280, height: 800)] {
                let harness = try Harness(
                    mode: .cross, feedback: .zero, size: size, settings: settings,
                    language: { context in
                        let live = LanguageClient.live(
                            context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
                        return LanguageClient(environment: [:], catalog: live.catalog, font: { _, _ in FontChoice(face: face.face) })
                    }, font: face.face)
                // A score of several digits, below zero.
                for _ in 0..<12 { try harness.click(harness.smaller) }
                try harness.pump()
                try checkHUD("\(face) \(size) at \(textSize)%: free game", harness, size: size, textSize: textSize)
                // A streak's bonus beside the score ("+10"), then the streak lost beside the best.
                for _ in 0..<6 {
                    try harness.click(harness.larger)
                    try harness.pump()
                }
                try checkHUD("\(face) \(size) at \(textSize)%: streak bonus", harness, size: size, textSize: textSize)
                try harness.click(harness.smaller)
                try harness.pump()
                try checkHUD("\(face) \(size) at \(textSize)%: streak lost", harness, size: size, textSize: textSize)
                try harness.press(.character("y"))
                try harness.pump()
                try checkHUD("\(face) \(size) at \(textSize)%: daily", harness, size: size, textSize: textSize)
                try harness.press(.character("y"))
                // A race played: two players joined, the countdown over. (The joining screen
                // covers the HUD's band: it says how to join there.)
                try harness.press(.character("v"))
                try harness.pump()
                try harness.press(.enter)
                try harness.pump()
                try harness.app.send(.command(.raceJoin(.controller(3), name: "Pad")))
                try harness.pump()
                try harness.app.send(.tick(harness.app.parts.clock.now() + .seconds(60)))
                try harness.pump()
                #expect(harness.app.model.race?.screen == nil && harness.game.play.kind == .race, "\(face) \(size) at \(textSize)%: no race")
                try checkHUD("\(face) \(size) at \(textSize)%: race", harness, size: size, textSize: textSize)
            }
        }
    }

    /// A day's challenge keeps no record: its HUD says the streak, and no best.
    @Test func theDailysHUDHasNoBest() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        let catalog = harness.app.renderer.catalog
        try harness.click(harness.larger)
        try harness.pump()
        #expect(try drawnTexts(harness).contains(catalog(UIText.streakAndBest, ["streak": "1", "best": "1"])))
        try harness.press(.character("y"))
        try harness.pump()
        let texts = try drawnTexts(harness)
        #expect(texts.contains(catalog(UIText.streakOnly, ["streak": "0"])), "\(texts)")
        #expect(!texts.contains { $0.contains("Best") }, "\(texts)")
    }

    /// The HUD's lines of text (those in its band) in the frame drawn now: inside the window,
    /// apart from one another, and at least the player's readable size.
    private func checkHUD(_ what: String, _ harness: Harness, size: Size, textSize: Int) throws {
        harness.app.renderer.text.resetSmallest()
        let (lines, _) = try drawnFrame(harness)
        let (width, height) = try harness.app.renderer.renderer.outputSize()
        let scale = Double(width) / size.width
        let band = harness.game.layout.hudHeight * Double(height) / size.height
        let hud = lines.filter { $0.drawn.frame.maxY <= band + 0.5 }
        #expect(!hud.isEmpty, "\(what): no HUD")
        let readable = Int((OverlayPainter.readableSize * scale * Double(textSize) / 100).rounded(.down))
        #expect((harness.app.renderer.text.smallestDrawn ?? 0) >= readable, "\(what): type of \(harness.app.renderer.text.smallestDrawn ?? 0) px")
        for (index, line) in hud.enumerated() {
            let frame = line.drawn.frame
            #expect(frame.minX >= -0.5 && frame.maxX <= Double(width) + 0.5, "\(what): “\(line.text)” leaves the window: \(frame)")
            for other in hud[(index + 1)...] {
                let apart = frame.maxX <= other.drawn.frame.minX + 0.5 || other.drawn.frame.maxX <= frame.minX + 0.5
                #expect(apart, "\(what): “\(line.text)” touches “\(other.text)”")
            }
        }
    }
}
