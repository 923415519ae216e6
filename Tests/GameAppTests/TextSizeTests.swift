import Drawing
import GameCore
import Testing

@testable import GameApp

/// The player's text size: the HUD's band grows with it, and its type grows in full.
@Suite struct TextSizeTests {
    /// The HUD's type is the type scale's body text in every window (it once was 27 px at 200 %
    /// against 24 px at 100 %): the player's text size in full, and the band holds it.
    @Test func theHUDsTypeGrowsInFullWithTheTextSize() {
        for window in [Size(width: 320, height: 240), Size(width: 640, height: 480), Size(width: 1280, height: 800), Size(width: 1920, height: 1080)]
        {
            for percent in stride(from: 100, through: 200, by: 10) {
                let scale = Double(percent) / 100
                let layout = Layout(windowSize: window, shapeCount: 2, textScale: scale)
                let pixels = Double(HUDPainter.size(in: layout, scale: 1, textScale: scale)) * scale
                #expect(pixels == TypeRole.body.points * scale, "\(window) at \(percent)%: \(pixels) px")
                #expect(pixels <= layout.hudHeight * 0.7, "\(window) at \(percent)%: \(pixels) px in a \(layout.hudHeight) band")
            }
        }
        // On a HiDPI output, twice the pixels.
        let small = Layout(windowSize: Size(width: 320, height: 240), shapeCount: 2, textScale: 2)
        #expect(HUDPainter.size(in: small, scale: 2, textScale: 2) == 2 * HUDPainter.size(in: small, scale: 1, textScale: 2))
        #expect(HUDPriority.allCases.allSatisfy { level in HUDPainter.candidates(from: 16, scale: 1).contains { $0 == (level, 16) } })
    }
}
