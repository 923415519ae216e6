import Testing

@testable import GameApp

/// The player's text size: the HUD's type grows with it, as far as its band holds.
@Suite struct TextSizeTests {
    @Test func theHUDsTypeGrowsWithTheTextSizeWithinItsBand() {
        let band = 48.0
        let usual = HUDPainter.size(band: band, scale: 1)
        #expect(usual == 20)
        for percent in stride(from: 110, through: 200, by: 10) {
            let scale = Double(percent) / 100
            let pixels = Double(HUDPainter.size(band: band, scale: scale)) * scale
            // Larger in pixels than at the usual size, never more than the band holds.
            #expect(pixels >= Double(usual) && pixels <= band * 0.5 + 0.5, "\(percent)%: \(pixels) px")
        }
        #expect(Double(HUDPainter.size(band: band, scale: 2)) * 2 >= Double(usual) * 1.15)
    }
}
