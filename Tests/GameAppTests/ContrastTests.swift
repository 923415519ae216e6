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
        // A racer's ring: its band against the background, its keyline (between the band and
        // the shape inside) against the shapes' fill and outline; no one colour can stand out
        // from a dark background and the classic orange outline at once (`RingParts`).
        for seat in 0..<2 {
            let band = theme.racePlayer(seat)
            #expect(band.contrast(with: theme.background) >= 3, "\(name): player \(seat + 1)")
            // And never the shapes' own colour: amber beside the classic orange read as the shape's edge.
            #expect(Theme.toldApart(band, colors.fill) && Theme.toldApart(band, colors.outline), "\(name): player \(seat + 1) \(band)")
        }
        #expect(theme.raceKeyline.contrast(with: colors.outline) >= 3, "\(name): keyline on the outline")
        #expect(theme.raceKeyline.contrast(with: colors.fill) >= 3, "\(name): keyline on the fill")
        let (first, second) = (theme.racePlayer(0), theme.racePlayer(1))
        #expect(Theme.toldApart(first, second) && first != .white && second != .white, "\(name): \(first) and \(second)")
        // Both from the Okabe–Ito set, or its deep shades for a light background.
        #expect(Theme.raceCandidates[0].prefix(5).contains(first) && Theme.raceCandidates[1].prefix(5).contains(second))
    }

    @Test func amberIsNotTheClassicShapesOrangeButSkyBlueIs() {
        let orange = ShapeStyle.classic.outlineColor
        #expect(!Theme.toldApart(RGBA(rgb: 0xE6_9F_00), orange) && Theme.toldApart(RGBA(rgb: 0x56_B4_E9), orange))
        #expect(Theme.hue(.white) == nil && Theme.hue(RGBA(rgb: 0x00_72_B2)).map { abs($0 - 201.6) < 0.1 } == true)
    }

    /// What a race player's ring touches: outside, the background, only ever its band; inside,
    /// in the hole that holds the shape, only ever its keyline, the number's tag included. Painted pixel by
    /// pixel from the ring's rectangles, as the renderer fills them.
    @Test(arguments: [1.0, 2.0])
    func aRingsBandNeverTouchesTheShapeItSurrounds(scale: Double) {
        let frame = Rect(x: 40.3, y: 30.6, width: 120.2, height: 90.7).scaled(by: scale)
        let window = Rect(x: 0, y: 0, width: 400 * scale, height: 300 * scale)
        let ring = RingParts(around: frame, within: window, width: max(3 * scale, 2), tagSide: 18 * scale)
        var painted: [Int: RingParts.Part] = [:]
        let columns = Int(window.width)
        for (rect, part) in ring.fills {
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) { painted[y * columns + x] = part }
            }
        }
        #expect(painted.values.contains(.band) && painted.values.contains(.keyline))
        // The hole the ring leaves holds the whole frame, the shape and its outline.
        let hole = ring.outer.insetBy(dx: 2 * ring.width, dy: 2 * ring.width)
        #expect(hole.minX <= frame.minX && hole.minY <= frame.minY && hole.maxX >= frame.maxX && hole.maxY >= frame.maxY)
        var touches = 0
        for y in 1..<Int(window.height) - 1 {
            for x in 1..<columns - 1 where painted[y * columns + x] == nil {
                let inside = hole.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                for neighbour in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
                    guard let part = painted[neighbour.1 * columns + neighbour.0] else { continue }
                    touches += 1
                    #expect(part == (inside ? .keyline : .band), "at \(x), \(y) (\(inside ? "inside" : "outside")): \(part)")
                }
            }
        }
        #expect(touches > 0)
    }
}

extension ContrastTests {
    /// Every text role reads at 4.5:1 at least (WCAG's measure for text) on every surface text
    /// stands on (the play area and HUD, the screens and the bar, a chosen row), in every theme
    /// the game has (auto's light and dark desktops are the tutorial and classic themes), and
    /// the screens' surface is solid: the shapes never show through under the text.
    @Test(arguments: ThemeRegistry.factories.map { $0.name })
    func everyTextRoleReadsOnEverySurface(name: String) throws {
        let factory = try #require(ThemeRegistry.factories.first { $0.name == name })
        Self.expectReadable(Theme(factory.makePalette()), name)
    }

    /// The same with the player's own colours, however badly chosen: text the colour of the
    /// background, green on green, grey on grey.
    @Test func everyTextRoleReadsWithThePlayersOwnColours() {
        var generator = SeededGenerator(seed: 55)
        let greys = [0x00_00_00, 0x44_44_44, 0x76_76_76, 0x77_77_77, 0x80_80_80, 0xAA_AA_AA, 0xFF_FF_FF].map { RGBA(rgb: UInt32($0)) }
        var palettes = greys.flatMap { background in greys.map { text in (background, text) } }
        for _ in 0..<300 {
            palettes.append(
                (RGBA(rgb: UInt32.random(in: 0...0xFF_FF_FF, using: &generator)), RGBA(rgb: UInt32.random(in: 0...0xFF_FF_FF, using: &generator))))
        }
        for (background, text) in palettes {
            var colors = ThemeName.classic.colors
            colors.background = background
            colors.text = text
            colors.correct = background
            colors.wrong = text
            colors.outline = background
            Self.expectReadable(Theme(colors), "background \(background), text \(text)")
        }
    }

    static func expectReadable(_ theme: Theme, _ name: String) {
        #expect(theme.panel.alpha == 255 && theme.background.alpha == 255, "\(name)")
        for surface in [("background", theme.background), ("panel", theme.panel), ("chosen row", theme.selection)] {
            for role in theme.textRoles {
                #expect(role.color.contrast(with: surface.1) >= 4.5, "\(name): \(role.name) \(role.color) on the \(surface.0) \(surface.1)")
            }
        }
    }
}
