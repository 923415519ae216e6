import Drawing
import GameCore
import TestSupport
import Testing

/// The layout at any window size: shapes inside the play area, never overlapping each other,
/// the HUD or the control bar.
@Suite struct LayoutTests {
    static let sizes = [
        Size(width: 100, height: 100), Size(width: 101, height: 67), Size(width: 320, height: 240), Size(width: 333, height: 999),
        Size(width: 1917, height: 1079), Size(width: 2400, height: 300), Size(width: 640, height: 641), Size(width: 7, height: 3000),
    ]

    @Test(arguments: sizes)
    func shapesStayInsideAndApart(size: Size) {
        var generator = SeededGenerator(seed: 31)
        for count in 2...5 {
            for textScale in [1.0, 1.5, 2.0] {
                let layout = Layout(windowSize: size, shapeCount: count, textScale: textScale)
                let play = layout.playArea
                #expect(play.minY >= layout.hudHeight && play.maxY <= layout.barFrame.minY + 1e-9)
                for mode in GameMode.allCases {
                    let strategy = AdaptiveTurnStrategy(
                        decorating: mode.makeStrategy(proportions: ProportionRange(1, 1) ?? .standard, shapesPerTurn: count))
                    let views = layout.place(strategy.oneTurn(in: layout.availableSize, using: &generator))
                    for (index, view) in views.enumerated() {
                        let inside =
                            view.frame.minX >= play.minX - 1e-9 && view.frame.maxX <= play.maxX + 1e-9 && view.frame.minY >= play.minY - 1e-9
                            && view.frame.maxY <= play.maxY + 1e-9
                        #expect(inside, "\(mode) \(count) at \(size): \(view.frame)")
                        for other in views[(index + 1)...] { #expect(!view.frame.intersects(other.frame), "\(mode) \(count) at \(size)") }
                    }
                }
            }
        }
    }

    /// The HUD's band grows with the player's text size (1.68 times at 200%), taking it from the
    /// play area; below 120% its usual height holds the larger text; outside 100 to 200% the size
    /// is clamped.
    @Test func theHUDsBandGrowsWithTheTextSize() {
        let window = Size(width: 640, height: 480)
        let usual = Layout(windowSize: window, shapeCount: 2)
        #expect(usual.hudHeight == 48)
        #expect(Layout(windowSize: window, shapeCount: 2, textScale: 1.1).hudHeight == 48)
        let large = Layout(windowSize: window, shapeCount: 2, textScale: 2)
        #expect(abs(large.hudHeight - 48 * 1.68) < 1e-9)
        #expect(large.playArea.minY == large.hudHeight && large.playArea.maxY == large.barFrame.minY)
        // The bar's icons grow too, a quarter as fast (never under 24 points): the bar with them.
        #expect(usual.barIcon == 32 && abs(large.barIcon - 40) < 1e-9 && abs(large.barHeight - 40 * 1.2) < 1e-9)
        #expect(Layout(windowSize: Size(width: 320, height: 240), shapeCount: 2).barIcon == 24)
        #expect(Layout(windowSize: Size(width: 320, height: 240), shapeCount: 2, textScale: 2).barIcon == 24)
        #expect(Layout(windowSize: window, shapeCount: 2, textScale: 9).hudHeight == large.hudHeight)
        // A small window keeps room to play: the band takes a fifth of it at most.
        #expect(Layout(windowSize: Size(width: 320, height: 240), shapeCount: 2, textScale: 2).hudHeight == 48)
        #expect(Layout(windowSize: window, shapeCount: 2, textScale: .nan).hudHeight == 48)
    }

    @Test func theGridIsTheOneWithTheLargestCells() {
        let wide = Layout(windowSize: Size(width: 1600, height: 500), shapeCount: 5)
        #expect(wide.rows == 1 && wide.columns == 5)
        let squarish = Layout(windowSize: Size(width: 960, height: 640), shapeCount: 5)
        #expect(squarish.rows == 2 && squarish.columns == 3)
        // The short last row is centered.
        #expect(abs(squarish.cell(3).midX + squarish.cell(4).midX - 960) < 1e-9)
        let tall = Layout(windowSize: Size(width: 400, height: 1400), shapeCount: 3)
        #expect(tall.isStacked && tall.columns == 1)
    }

    /// The panel's side takes the whole band where it would be narrower than about twenty
    /// characters of text at the player's size; never when no side is kept.
    @Test func thePanelTakesTheBandWhereItsSideWouldBeTooNarrow() {
        for (window, textScale, takes) in [
            (Size(width: 320, height: 240), 2.0, true), (Size(width: 320, height: 240), 1.5, true), (Size(width: 320, height: 240), 1.0, false),
            (Size(width: 640, height: 480), 2.0, false), (Size(width: 1920, height: 1080), 2.0, false),
        ] {
            let kept = Layout(windowSize: window, shapeCount: 2, textScale: textScale, keepsAside: true)
            #expect(kept.asideTakesBand == takes, "\(window) at \(textScale)")
            #expect((kept.asideFrame == kept.band) == takes, "\(window) at \(textScale)")
            if !takes {
                #expect((kept.asideFrame?.width ?? 0) >= Layout.narrowestAside(textScale: textScale), "\(window) at \(textScale)")
            }
            #expect(!Layout(windowSize: window, shapeCount: 2, textScale: textScale).asideTakesBand)
        }
    }
}
