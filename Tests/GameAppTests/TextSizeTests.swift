import Drawing
import GameCore
import Testing

@testable import GameApp

/// The player's text size: the HUD's band grows with it, and its type grows in full.
@Suite struct TextSizeTests {
    @Test func theHUDsTypeGrowsInFullWithTheTextSize() {
        for window in [Size(width: 640, height: 480), Size(width: 1280, height: 800), Size(width: 1920, height: 1080)] {
            let usualLayout = Layout(windowSize: window, shapeCount: 2)
            let usual = Double(HUDPainter.size(in: usualLayout, scale: 1, textScale: 1))
            #expect(usual >= usualLayout.hudHeight * 0.4 && usual <= usualLayout.hudHeight * 0.42)
            for percent in stride(from: 100, through: 200, by: 10) {
                let scale = Double(percent) / 100
                let layout = Layout(windowSize: window, shapeCount: 2, textScale: scale)
                let pixels = Double(HUDPainter.size(in: layout, scale: 1, textScale: scale)) * scale
                // As large as the text size says (to within the rounding of one size step), and
                // never more than the band holds with the score's pop.
                #expect(pixels >= usual * scale - scale && pixels <= layout.hudHeight * 0.5 + 0.5, "\(window) at \(percent)%: \(pixels) px")
            }
        }
        // A small window's band grows to a fifth of it at most: the text as far as it holds.
        let small = Layout(windowSize: Size(width: 320, height: 240), shapeCount: 2, textScale: 2)
        #expect(small.hudHeight == 48)
        #expect(Double(HUDPainter.size(in: small, scale: 1, textScale: 2)) * 2 <= 24)
        // On a HiDPI output, twice the pixels.
        #expect(HUDPainter.size(in: small, scale: 2, textScale: 2) == 2 * HUDPainter.size(in: small, scale: 1, textScale: 2))
    }
}
