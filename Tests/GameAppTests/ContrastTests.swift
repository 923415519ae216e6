import Drawing
import GameCore
import Preferences
import Testing

@testable import GameApp

/// What must be seen is seen in every theme: at least 3:1, WCAG's measure for graphics.
@Suite struct ContrastTests {
    @Test func theContrastRatioIsWCAGs() {
        #expect(abs(RGBA.black.contrast(with: .white) - 21) < 1e-9 && RGBA.white.contrast(with: .white) == 1)
        // Known figures: #777 on white is 4.48:1, the colour-blind sky blue on white 2.31:1.
        #expect(abs(RGBA(rgb: 0x77_77_77).contrast(with: .white) - 4.48) < 0.01)
        #expect(abs(RGBA(rgb: 0x56_B4_E9).contrast(with: .white) - 2.31) < 0.01)
    }

    @Test(arguments: ThemeRegistry.factories.map(\.name))
    func badgesAndRacersStandOutInEveryTheme(name: String) throws {
        let factory = try #require(ThemeRegistry.factories.first { $0.name == name })
        let colors = factory.makePalette()
        let theme = Theme(colors)
        let style = ShapeStyle(fillColor: colors.fill, outlineColor: colors.outline, outlineWidth: 3)
        for disc in [theme.correct, theme.wrong] {
            let mark = ShapePainter.mark(disc: disc, on: style, theme: theme)
            // The ✓ or ✗ on its disc, and the rim against the shape under it.
            #expect(mark.contrast(with: disc) >= 3, "\(name): mark on \(disc)")
            #expect(mark.contrast(with: colors.fill) >= 3, "\(name): rim on the fill")
        }
        // A racer's ring: its colour against the background, its keyline against the shapes'
        // outlines (no one colour can stand out from a dark background and a bright outline).
        for seat in 0..<2 {
            #expect(theme.racePlayer(seat).contrast(with: theme.background) >= 3, "\(name): player \(seat + 1)")
        }
        #expect(theme.raceKeyline.contrast(with: colors.outline) >= 3, "\(name): keyline")
        #expect(theme.racePlayer(0) != theme.racePlayer(1) && theme.racePlayer(0) != .white && theme.racePlayer(1) != .white)
    }
}
