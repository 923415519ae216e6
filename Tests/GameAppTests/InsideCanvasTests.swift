import Drawing
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The "how it works" panel is drawn once into a canvas and shown from it while nothing in it
/// changes (issue 56: its frame cost): what a player sees is what drawing it line by line shows,
/// before and after a tap, scrolled, and stepping; its buttons still answer a click.
extension GameAppTests {
    /// The panel on screen, drawn as a player sees it (from its canvas), and again line by line
    /// (as a frame recorded for the fit checks draws it). (Only the panel: the HUD's clock moves
    /// on between the frames.)
    private func framesBothWays(_ harness: Harness) throws -> (canvas: Image, lines: Image) {
        let renderer = harness.app.renderer.renderer
        let panel = try #require(harness.game.layout.asideFrame).scaled(by: try renderer.pixelScale())
        try harness.app.present()
        try harness.app.present()
        let canvas = try renderer.readPixels().cropped(to: panel)
        renderer.drawn = []
        defer { renderer.drawn = nil }
        try harness.app.present()
        return (canvas, try renderer.readPixels().cropped(to: panel))
    }

    /// Where two pictures differ: how many pixels, and the box around them (nil where none do).
    private func difference(_ one: Image, _ other: Image) -> (pixels: Int, box: Rect?) {
        guard one.width == other.width, one.height == other.height else { return (max(one.pixels.count, other.pixels.count), nil) }
        var (count, minX, minY, maxX, maxY) = (0, Int.max, Int.max, -1, -1)
        for index in one.pixels.indices where one.pixels[index] != other.pixels[index] {
            let (x, y) = (index % one.width, index / one.width)
            (count, minX, minY, maxX, maxY) = (count + 1, min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
        guard count > 0 else { return (0, nil) }
        return (count, Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1)))
    }

    @Test func thePanelShownFromItsCanvasIsThePanelDrawnLineByLine() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1000, height: 600))
        try harness.press(.character("i"))
        try harness.pump()
        var frames = try framesBothWays(harness)
        #expect(harness.app.renderer.pagedLayouts.insideCanvas != nil)
        #expect(difference(frames.canvas, frames.lines).pixels == 0, "\(difference(frames.canvas, frames.lines))")
        // A tap changes its words: it is drawn again, and still the same as line by line.
        let before = frames.canvas
        try harness.click(harness.larger)
        try harness.pump()
        frames = try framesBothWays(harness)
        #expect(difference(frames.canvas, before).pixels > 0)
        #expect(difference(frames.canvas, frames.lines).pixels == 0, "\(difference(frames.canvas, frames.lines))")
        // Stepping lights a section and puts its buttons at the top.
        try harness.press(.function(9))
        try harness.pump()
        frames = try framesBothWays(harness)
        #expect(harness.app.model.stepping)
        #expect(difference(frames.canvas, frames.lines).pixels == 0, "\(difference(frames.canvas, frames.lines))")
        // Its buttons, drawn into the canvas, still answer a click: "Go on" goes on.
        try harness.app.present()
        let stops = harness.app.model.stops.count
        let goOn = try #require(harness.app.renderer.pagedLayouts.insideButtons.first { $0.action == .stepOn })
        try harness.click(goOn.frame.center)
        try harness.pump()
        #expect(harness.app.model.stops.count == stops - 1)
    }

    /// A new turn draws again only the bands of the canvas whose rows changed or moved: after
    /// each of many taps, right and wrong, in every mode's words, with stepping on and off, the
    /// canvas is still the panel drawn line by line.
    @Test func aPanelRedrawnBandByBandTurnAfterTurnIsThePanelDrawnLineByLine() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1000, height: 600))
        try harness.press(.character("i"))
        try harness.pump()
        _ = try framesBothWays(harness)
        var partly = 0
        for tap in 0..<14 {
            try harness.click(tap % 3 == 2 ? harness.smaller : harness.larger)
            if tap == 3 { try harness.press(.function(5)) }  // the StreakScorer out: practice's line and its button
            if tap == 6 { try harness.press(.character("d")) }  // adaptive difficulty: the strategy's tree grows
            if tap == 8 { try harness.press(.function(8)) }  // the builder's other style
            if tap == 10 { try harness.press(.character("m")) }  // another mode
            try harness.pump()
            try harness.app.present()
            let canvas = try #require(harness.app.renderer.pagedLayouts.insideCanvas)
            if canvas.redrawn > 0, canvas.redrawn < canvas.bands.count { partly += 1 }
            let frames = try framesBothWays(harness)
            #expect(difference(frames.canvas, frames.lines).pixels == 0, "tap \(tap): \(difference(frames.canvas, frames.lines))")
        }
        // (Most taps leave some of the panel's rows as they were.)
        #expect(partly >= 7)
    }

    /// A row that becomes a tree's part below an unchanged row reaches up into that row's band
    /// with its joint: the band above is drawn again too, or the joint shows cut off.
    @Test func aJointNewlyReachingIntoAnUnchangedRowIsDrawnWhole() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1000, height: 600))
        try harness.app.present()
        let renderer = harness.app.renderer
        let panel = Rect(x: 400.5, y: 20, width: 420, height: 300)
        func layout(joined: Bool) -> GameRenderer.InsideLayout {
            let heading = GameRenderer.InsideLayout.Row(text: "Strategy", size: 20, weight: .bold, color: .white, advance: 28)
            let parent = GameRenderer.InsideLayout.Row(text: "RandomTurnStrategy", size: 16, weight: .regular, color: .white, advance: 24, indent: 18)
            let child = GameRenderer.InsideLayout.Row(
                text: "BasicTurnStrategy", size: 16, weight: .regular, color: .white, advance: 24, indent: 36, node: joined)
            return GameRenderer.InsideLayout(rows: [heading, parent, child], body: 16, guide: 13, padding: 10, gap: 9, step: 18)
        }
        func key(_ title: String) -> GameRenderer.InsideKey {
            var text = harness.app.insideText
            text.practice = title
            return GameRenderer.InsideKey(
                text: text, panel: panel, column: nil, scale: 1, textScale: renderer.text.scale, face: renderer.text.face, theme: renderer.theme)
        }
        try renderer.drawCanvas(layout(joined: false), key: key("before"), panel: panel, first: 0, scale: 1)
        try renderer.drawCanvas(layout(joined: true), key: key("after"), panel: panel, first: 0, scale: 1)
        let canvas = try renderer.renderer.readPixels().cropped(to: panel)
        #expect(try #require(renderer.pagedLayouts.insideCanvas).redrawn < 5)
        try renderer.renderer.clear(renderer.theme.background)
        try renderer.drawPanel(layout(joined: true), panel: panel, first: 0, scale: 1)
        let lines = try renderer.renderer.readPixels().cropped(to: panel)
        #expect(difference(canvas, lines).pixels == 0, "\(difference(canvas, lines))")
    }

    /// A row whose part below changed only its words keeps its band: the joint reaching up into
    /// it is where it was. Only the part's own band is drawn again.
    @Test func aRowWhosePartBelowChangedOnlyItsWordsIsLeftAsItIs() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1000, height: 600))
        try harness.app.present()
        let renderer = harness.app.renderer
        let panel = Rect(x: 400, y: 20, width: 420, height: 300)
        func layout(_ part: String) -> GameRenderer.InsideLayout {
            let parent = GameRenderer.InsideLayout.Row(text: "RandomTurnStrategy", size: 16, weight: .regular, color: .white, advance: 24, indent: 18)
            let child = GameRenderer.InsideLayout.Row(text: part, size: 16, weight: .regular, color: .white, advance: 24, indent: 36, node: true)
            return GameRenderer.InsideLayout(rows: [parent, child], body: 16, guide: 13, padding: 10, gap: 9, step: 18)
        }
        func key(_ title: String) -> GameRenderer.InsideKey {
            var text = harness.app.insideText
            text.practice = title
            return GameRenderer.InsideKey(
                text: text, panel: panel, column: nil, scale: 1, textScale: renderer.text.scale, face: renderer.text.face, theme: renderer.theme)
        }
        try renderer.drawCanvas(layout("BasicTurnStrategy: 2 squares"), key: key("before"), panel: panel, first: 0, scale: 1)
        try renderer.drawCanvas(layout("BasicTurnStrategy: 3 squares"), key: key("after"), panel: panel, first: 0, scale: 1)
        let canvas = try renderer.renderer.readPixels().cropped(to: panel)
        #expect(try #require(renderer.pagedLayouts.insideCanvas).redrawn == 1)
        try renderer.renderer.clear(renderer.theme.background)
        try renderer.drawPanel(layout("BasicTurnStrategy: 3 squares"), panel: panel, first: 0, scale: 1)
        let lines = try renderer.renderer.readPixels().cropped(to: panel)
        #expect(difference(canvas, lines).pixels == 0, "\(difference(canvas, lines))")
    }

    /// Where the panel's rows fit at its whole width they are laid out there, unscrolled, and
    /// where they do not they scroll: the least height the rows can take, found without
    /// measuring, decides which is tried first, and never keeps rows that fit from the room.
    @Test func aPanelWhoseRowsFitDoesNotScrollAndOneWhoseRowsDoNotDoes() throws {
        for (height, scrolls) in [(2400.0, false), (800, true)] {
            let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1400, height: height))
            try harness.press(.character("i"))
            try harness.pump()
            try harness.app.present()
            #expect((harness.app.renderer.pagedLayouts.insideScroll?.scrolls == true) == scrolls, "at \(height)")
            let laid = try #require(harness.app.renderer.pagedLayouts.inside?.layout)
            #expect((laid.scroll != nil) == scrolls && (laid.title != nil) != scrolls, "at \(height)")
        }
    }

    @Test func aScrolledPanelShownFromItsCanvasIsThePanelDrawnLineByLine() throws {
        var settings = Settings.defaults
        settings.textSize = 150
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 640, height: 480), settings: settings)
        try harness.press(.character("i"))
        try harness.pump()
        try harness.app.present()
        #expect(harness.app.renderer.pagedLayouts.insideScroll?.scrolls == true)
        let top = try framesBothWays(harness)
        #expect(difference(top.canvas, top.lines).pixels == 0, "\(difference(top.canvas, top.lines))")
        try harness.press(.pageDown)
        try harness.pump()
        let down = try framesBothWays(harness)
        #expect(harness.app.model.insideScroll > 0)
        #expect(difference(down.canvas, top.canvas).pixels > 0)
        #expect(difference(down.canvas, down.lines).pixels == 0, "\(difference(down.canvas, down.lines))")
    }
}

extension Image {
    /// The part of the picture inside `rect` (its pixels rounded outwards).
    fileprivate func cropped(to rect: Rect) -> Image {
        let (left, top) = (max(Int(rect.minX.rounded(.down)), 0), max(Int(rect.minY.rounded(.down)), 0))
        let (right, bottom) = (min(Int(rect.maxX.rounded(.up)), width), min(Int(rect.maxY.rounded(.up)), height))
        var cut: [UInt32] = []
        for row in top..<max(bottom, top) { cut += pixels[row * width + left..<row * width + max(right, left)] }
        return Image(width: max(right - left, 0), height: max(bottom - top, 0), pixels: cut) ?? self
    }
}
