import Drawing
import GameCore
import Locking
import Platform
import Preferences
import Testing

@testable import GameApp

/// The rows of a screen that scrolls, as the reducer moves through them.
@Suite struct ScrollRowsTests {
    @Test func theViewNeverGoesPastEitherEnd() {
        let rows = ScrollRows(heights: Array(repeating: 10, count: 25), view: 45)
        #expect(rows.scrolls && rows.lastFirst == 21 && rows.inView(from: 0) == 4)
        #expect(rows.moved(0, by: .lines(-3)) == 0)
        #expect(rows.moved(0, by: .lines(3)) == 3)
        #expect(rows.moved(20, by: .lines(5)) == 21)
        // A view's move keeps its last row in sight.
        #expect(rows.moved(0, by: .views(1)) == 3)
        #expect(rows.moved(3, by: .views(-1)) == 0)
        #expect(rows.moved(7, by: .end) == 21 && rows.moved(7, by: .start) == 0)
        // A first row past the end (the window grew) is the last view's.
        #expect(rows.clamped(400) == 21 && rows.moved(400, by: .lines(-1)) == 20)
    }

    @Test func rowsThatFitDoNotScroll() {
        let rows = ScrollRows(heights: [10, 12, 9], view: 40)
        #expect(!rows.scrolls && rows.lastFirst == 0 && rows.moved(0, by: .views(3)) == 0)
        #expect(rows.thumb(from: 0) == (0, 1))
        // A row taller than the view gets a view of its own.
        let tall = ScrollRows(heights: [10, 90, 10], view: 40)
        #expect(tall.lastFirst == 2 && tall.inView(from: 1) == 1 && tall.moved(0, by: .views(1)) == 1)
    }

    @Test func theThumbShowsWhereTheViewIs() {
        let rows = ScrollRows(heights: Array(repeating: 10, count: 20), view: 50)
        #expect(rows.thumb(from: 0).start == 0)
        #expect(abs(rows.thumb(from: 0).length - 0.25) < 1e-9)
        let end = rows.thumb(from: rows.lastFirst)
        #expect(abs(end.start + end.length - 1) < 1e-9)
    }
}

/// The help and About scroll where they hold more than the window shows: the wheel, the arrows,
/// Page Up and Down, Home and End, a drag, a finger's swipe, the pad's stick and the scroll
/// buttons all move them, every row is drawn whole at a readable size, and Close (×) leaves.
extension GameAppTests {
    @Test func theHelpScrollsByEveryInputInASmallWindowAndFitsALargeOne() throws {
        var settings = Settings.defaults
        settings.language = .german
        settings.speech = .on
        let said = Locked<[String]>([])
        let voice = AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } }
        let small = try Harness(mode: .square, size: Size(width: 320, height: 240), settings: settings, announcer: voice)
        try small.press(.character("h"))
        try small.pump()
        let rows = try #require(small.app.scrollRows)
        #expect(rows.scrolls && rows.lastFirst > 10, "\(rows.heights.count) rows, \(rows.view) tall")
        let up = try #require(small.app.controls.first { $0.action == .scroll(.views(-1)) })
        let down = try #require(small.app.controls.first { $0.action == .scroll(.views(1)) })
        let close = try #require(small.app.controls.first { $0.action == .close(.help) })
        // At least 24 points, whole inside the window, apart from each other.
        for button in [up, down, close] {
            #expect(button.frame.width >= 24 && button.frame.height >= 24, "\(button.name): \(button.frame)")
            #expect(button.frame.minX >= 0 && button.frame.maxX <= 320 && button.frame.minY >= 0 && button.frame.maxY <= 240)
        }
        #expect(!up.frame.intersects(down.frame) && !close.frame.intersects(up.frame))
        func first() -> Int { small.app.model.scroll }
        try small.press(.down)
        try small.pump()
        #expect(first() == 1)
        try small.press(.pageDown)
        try small.pump()
        let afterPage = first()
        #expect(afterPage > 1)
        try small.click(up.frame.center)
        try small.pump()
        #expect(first() == 1)
        try small.press(.end)
        try small.pump()
        #expect(first() == rows.lastFirst)
        try small.press(.down)
        try small.click(down.frame.center)
        try small.pump()
        #expect(first() == rows.lastFirst, "never past the end")
        try small.press(.home)
        try small.pump()
        #expect(first() == 0)
        // The wheel: towards the player, the rows below; away, those above.
        try small.window(.wheel(steps: -1))
        try small.pump()
        #expect(first() == 3)
        try small.window(.wheel(steps: 1))
        try small.pump()
        #expect(first() == 0)
        // A drag up through the text brings the rows below into view, a row per row's height.
        let area = try #require(small.app.scene.scrollArea)
        let row = small.app.scene.scrollRow
        let start = Point(x: area.midX - 20, y: area.maxY - 2)
        try small.window(.mouseDown(.left, at: start))
        try small.window(.mouseMoved(to: Point(x: start.x, y: start.y - row * 2.5)))
        try small.window(.mouseUp(.left, at: Point(x: start.x, y: start.y - row * 2.5)))
        try small.pump()
        #expect(first() == 2)
        // A finger's swipe down brings them back.
        let finger = Finger(device: 42, id: 7)
        let top = Point(x: area.midX - 20, y: area.minY + 2)
        try small.window(.fingerDown(finger, at: top))
        try small.window(.fingerMoved(finger, to: Point(x: top.x, y: top.y + row * 2.2)))
        try small.window(.fingerUp(finger, at: Point(x: top.x, y: top.y + row * 2.2)))
        try small.pump()
        #expect(first() == 0)
        #expect(small.app.model.isHelpShown, "a drag is no click: the help stays")
        // The pad's stick, pushed down then let go, a row.
        try small.window(.axisMoved(.leftY, value: 1, controller: ControllerID(1)))
        try small.window(.axisMoved(.leftY, value: 0, controller: ControllerID(1)))
        try small.pump()
        #expect(first() == 1)
        // The log says what is in view, and the voice reads what came into it.
        let scrolled = small.appEvents.compactMap {
            if case .scrolled(let first, let last, let count, let new) = $0 { (first, last, count, new) } else { nil }
        }
        let last = try #require(scrolled.last)
        #expect(last.0 == 1 && last.1 >= 1 && last.2 == rows.heights.count)
        #expect(said.withLock { $0 }.contains { !$0.isEmpty && last.3.joined(separator: "\n") == $0 })
        // Every view draws whole rows at a readable size, inside the text's room.
        let room = small.app.layout.helpButtons.help.text
        for view in stride(from: 0, through: rows.lastFirst, by: max(rows.lastFirst / 12, 1)) {
            small.app.model.scroll = view
            small.app.renderer.text.resetSmallest()
            let lines = try drawnLines(small).filter { $0.drawn.layer == GameRenderer.Layer.screen.rawValue }
            #expect((small.app.renderer.text.smallestDrawn ?? 0) >= 12, "view \(view)")
            let scale = try small.app.renderer.renderer.pixelScale()
            // (The buttons' own glyphs are inside them.)
            let glyphs = small.app.controls.map { $0.frame.scaled(by: scale) }
            for line in lines
            where !glyphs.contains(where: { $0.contains(line.drawn.frame.center) }) && line.drawn.frame.minY >= room.minY * scale - 1
                && line.drawn.frame.maxY <= room.maxY * scale + 1
            {
                #expect(!line.drawn.frame.intersects(close.frame.scaled(by: scale)), "view \(view): \(line.text) under Close")
            }
        }
        // Close leaves; opened again, the help starts at its top.
        try small.click(close.frame.center)
        try small.pump()
        #expect(!small.app.model.isHelpShown)
        try small.press(.character("h"))
        try small.pump()
        #expect(first() == 0 && small.app.model.isHelpShown)

        let large = try Harness(mode: .square, size: Size(width: 1920, height: 1080))
        try large.press(.character("h"))
        try large.pump()
        #expect(large.app.scrollRows == nil || large.app.scrollRows?.scrolls == false)
        #expect(!large.app.controls.contains { if case .scroll = $0.action { true } else { false } })
        #expect(large.app.controls.contains { $0.action == .close(.help) })
        try large.press(.down)
        try large.pump()
        #expect(large.app.model.scroll == 0)
    }

    @Test func aboutScrollsToTheLicencesEndAndClosesBackToTheHelp() throws {
        let small = try Harness(mode: .square, size: Size(width: 640, height: 480))
        try small.press(.character("h"))
        try small.pump()
        try small.app.send(.command(.toggleAbout))
        try small.pump()
        let rows = try #require(small.app.scrollRows)
        #expect(rows.scrolls)
        try small.press(.end)
        try small.pump()
        let texts = try drawnTexts(small)
        #expect(texts.contains { $0.contains("SOFTWARE.") }, "\(texts)")
        small.app.renderer.text.resetSmallest()
        _ = try drawnTexts(small)
        #expect((small.app.renderer.text.smallestDrawn ?? 0) >= 12)
        let close = try #require(small.app.controls.first { $0.action == .close(.about) })
        try small.click(close.frame.center)
        try small.pump()
        #expect(small.app.model.isHelpShown && small.app.model.top == .overlay(.help))
    }

    /// Where the stats' table would need text below the readable size (a small window, large
    /// text), they are a list that scrolls, as the help does: every row reached, whole, at the
    /// type scale's sizes, beside Close and the scroll buttons; in a large window, one view.
    @Test func theStatsScrollWhereTheirTableDoesNotFit() throws {
        var settings = Settings.defaults
        settings.language = .japanese
        settings.textSize = 200
        let small = try Harness(mode: .square, feedback: .zero, size: Size(width: 320, height: 240), settings: settings)
        for index in 0..<12 {
            try small.click(index % 3 == 2 ? small.smaller : small.larger)
            try small.pump()
        }
        try small.press(.tab)
        try small.pump()
        let rows = try #require(small.app.scrollRows)
        #expect(rows.scrolls, "\(rows.heights.count) rows, \(rows.view) tall")
        #expect(small.app.controls.contains { $0.action == .close(.stats) })
        let down = try #require(small.app.controls.first { $0.action == .scroll(.views(1)) })
        // Page by page with the scroll button, every row is drawn once whole in the text's room.
        let text = small.app.renderer.scrollText(
            for: small.app.model, about: small.app.about, stats: small.app.statsModel, buttons: small.app.layout.helpButtons, game: small.game)
        var seen = Set<String>()
        let scale = try small.app.renderer.renderer.pixelScale()
        let room = small.app.layout.helpButtons.alone.text.scaled(by: scale)
        for _ in 0...rows.heights.count {
            small.app.renderer.text.resetSmallest()
            for line in try drawnLines(small) where line.drawn.layer == GameRenderer.Layer.screen.rawValue && text.contains(line.text) {
                #expect(line.drawn.frame.minY >= room.minY - 1 && line.drawn.frame.maxY <= room.maxY + 1, "\(line.text) at \(line.drawn.frame)")
                seen.insert(line.text)
            }
            #expect((small.app.renderer.text.smallestDrawn ?? 0) >= 12)
            if small.app.model.scroll == rows.lastFirst { break }
            try small.click(down.frame.center)
            try small.pump()
        }
        #expect(small.app.model.scroll == rows.lastFirst)
        #expect(Set(text.filter { !$0.isEmpty }).subtracting(seen).isEmpty, "never shown: \(Set(text).subtracting(seen).sorted())")
        try small.press(.home)
        try small.pump()
        #expect(small.app.model.scroll == 0)
        try small.window(.wheel(steps: -1))
        try small.pump()
        #expect(small.app.model.scroll == min(3, rows.lastFirst))
        let close = try #require(small.app.controls.first { $0.action == .close(.stats) })
        try small.click(close.frame.center)
        try small.pump()
        #expect(!small.app.model.isStatsShown)

        let large = try Harness(mode: .square, size: Size(width: 1280, height: 800))
        try large.press(.tab)
        try large.pump()
        #expect(large.app.scrollRows == nil)
        #expect(large.app.controls.contains { $0.action == .close(.stats) })
        #expect(!large.app.controls.contains { if case .scroll = $0.action { true } else { false } })
        #expect(try drawnTexts(large).contains(large.app.renderer.catalog(UIText.stats)))
    }
}
