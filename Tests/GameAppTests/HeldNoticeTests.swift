import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// A notice is never cut: where its band cannot show it whole, it waits as a dialog for its OK.
/// In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    static let longPath = "/home/player/Pictures/tap-the-larger-shape-2026-11-24-12-30-05.png"

    @Test func aNoticeTooLongForItsBandWaitsAsADialogForItsOK() throws {
        try TemporaryFolder.with("held") { folder in try noticeWaitsForItsOK(log: folder.appendingPathComponent("events.jsonl")) }
    }

    private func noticeWaitsForItsOK(log: URL) throws {
        var settings = Settings.defaults
        settings.textSize = 200
        settings.language = .german
        let clock = ManualClock()
        let harness = try Harness(
            mode: .square, feedback: .zero, size: Size(width: 320, height: 240), eventLog: try EventSink.file(path: log.path), settings: settings,
            clock: clock.client)
        let pad = try VirtualController(context: harness.context)
        try harness.pump()
        // A short notice keeps to its band along the bottom.
        try harness.app.send(.notify(UIText.controllerDisconnected))
        try harness.app.present()
        #expect(harness.app.model.notice != nil && !harness.app.model.holdsNotice)
        // A long one is held: the turn waits under it, its OK is the only control, and the
        // event log says so.
        try harness.app.send(.notify(UIText.screenshotSaved, ["path": Self.longPath]))
        try harness.app.present()
        #expect(harness.app.model.holdsNotice && harness.app.model.hidesShapes)
        #expect(harness.appEvents.contains { if case .noticeHeld(shown: true) = $0 { true } else { false } })
        let ok = try #require(harness.app.controls.first { $0.action == .dismissNotice })
        #expect(controlsEvents(harness).last?.map(\.action).first == .dismissNotice)
        // Its text is drawn whole: the path's every piece, no ellipsis, over one view or more.
        var drawn: [String] = []
        var views = [0]
        if let rows = harness.app.scrollRows, rows.scrolls {
            while let last = views.last, last < rows.lastFirst { views.append(rows.moved(last, by: .views(1))) }
        }
        for view in views {
            harness.app.model.scroll = view
            drawn += try drawnFrame(harness).lines.map(\.text)
        }
        harness.app.model.scroll = 0
        #expect(!drawn.contains { $0.contains("…") }, "\(drawn)")
        let joined = drawn.joined().filter { !$0.isWhitespace }
        #expect(joined.contains("tap-the-larger-shape-2026-11-24-12-30-05.png"), "\(drawn)")
        // Its three seconds pass; it stays. A click on the shapes taps nothing.
        clock.advance(by: .seconds(30))
        try harness.pump()
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.app.model.holdsNotice && harness.turnEnds.isEmpty)
        // Its OK lets it go, and the turn goes on.
        try harness.click(ok.frame.center)
        try harness.pump()
        #expect(!harness.app.model.holdsNotice && harness.app.model.notice == nil && !harness.app.model.hidesShapes)
        #expect(harness.appEvents.contains { if case .noticeHeld(shown: false) = $0 { true } else { false } })
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.turnEnds.count == 1)
        let held = try Self.logLines(log).filter { $0["event"] as? String == "notice_held" }.map { $0["shown"] as? Bool }
        #expect(held == [true, false])
        // Esc and a controller's B let it go too; so does A, as Enter does.
        for input in ["escape", "enter", "b", "a"] {
            try harness.app.send(.notify(UIText.screenshotSaved, ["path": Self.longPath]))
            try harness.app.present()
            #expect(harness.app.model.holdsNotice, "\(input)")
            switch input {
            case "escape": try harness.press(.escape)
            case "enter": try harness.press(.enter)
            case "b": try press(.b, on: pad, in: harness)
            default: try press(.a, on: pad, in: harness)
            }
            try harness.pump()
            #expect(!harness.app.model.holdsNotice && !harness.app.model.isPaused, "\(input)")
        }
    }

    /// The same long notice in a window that holds it goes along the bottom, as any notice does.
    @Test func aNoticeItsBandHoldsIsNotHeld() throws {
        var settings = Settings.defaults
        settings.textSize = 200
        settings.language = .german
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 640, height: 480), settings: settings)
        try harness.app.send(.notify(UIText.screenshotSaved, ["path": Self.longPath]))
        try harness.app.present()
        #expect(harness.app.model.notice != nil && !harness.app.model.holdsNotice && !harness.app.model.hidesShapes)
    }

    /// Along the game, a notice covers no shape where a band of the play area is clear of them:
    /// a screenshot's (three lines in a small window at a large text size, one in a large
    /// window) over twenty turns of three shapes.
    @Test func aNoticeAlongTheGameCoversNoShapeWhereItNeedNot() throws {
        for (size, textSize) in [(Size(width: 640, height: 480), 200), (Size(width: 1280, height: 800), 100)] {
            var settings = Settings.defaults
            settings.textSize = textSize
            settings.shapesPerTurn = 3
            let harness = try Harness(mode: .cross, feedback: .zero, size: size, settings: settings)
            var covered = 0
            for _ in 0..<20 {
                try harness.app.send(.notify(UIText.screenshotSaved, ["path": Self.longPath]))
                let (lines, _) = try drawnFrame(harness)
                let (width, _) = try harness.app.renderer.renderer.outputSize()
                let scale = Double(width) / size.width
                let notice = lines.filter { $0.drawn.layer == GameRenderer.Layer.notice.rawValue }.map(\.drawn.frame)
                #expect(!notice.isEmpty)
                let shapes = harness.game.views.map { $0.frame.scaled(by: scale) }
                if notice.contains(where: { line in shapes.contains { $0.intersects(line) } }) { covered += 1 }
                try harness.click(harness.larger)
                try harness.pump()
            }
            #expect(covered == 0, "\(size) at \(textSize) %: the notice covered a shape in \(covered) of 20 turns")
        }
    }

    /// Over the race's joining screen, a held notice does not keep a player out: each device's
    /// confirm joins, and lets the notice go; the countdown waits under a notice held after.
    @Test func aHeldNoticeLetsTheRacersJoin() throws {
        var settings = Settings.defaults
        settings.textSize = 200
        let clock = ManualClock()
        let harness = try Harness(
            mode: .square, feedback: .zero, size: Size(width: 320, height: 240), settings: settings, clock: clock.client,
            raceCountdown: .seconds(3))
        let pad = try VirtualController(context: harness.context)
        try harness.press(.character("v"))
        try harness.pump()
        // A finger cannot join; the notice that says why is too long for its band here: held.
        try harness.tap(Point(x: 160, y: 120))
        try harness.pump()
        try harness.app.present()
        #expect(harness.app.model.holdsNotice && harness.app.model.notice?.message == UIText.raceNoTouch)
        #expect(harness.app.model.race?.players.isEmpty == true)
        // The keyboard's confirm joins, and lets it go.
        try harness.press(.enter)
        try harness.pump()
        try harness.app.present()
        #expect(harness.app.model.race?.players.count == 1)
        #expect(harness.app.model.notice?.message == UIText.racePlayerJoined && !harness.app.model.holdsNotice)
        // Held again (a long notice), the pad's A joins over it.
        try harness.app.send(.notify(UIText.screenshotSaved, ["path": Self.longPath]))
        try harness.app.present()
        #expect(harness.app.model.holdsNotice)
        try press(.a, on: pad, in: harness)
        try harness.app.present()
        #expect(harness.app.model.race?.players.count == 2 && harness.app.model.race?.isJoining == false)
        #expect(harness.app.model.notice?.message == UIText.raceJoined || harness.app.model.notice?.message == UIText.racePlayerJoined)
        // The countdown does not end under a held notice; after its OK it runs, whole.
        try harness.app.send(.notify(UIText.screenshotSaved, ["path": Self.longPath]))
        try harness.app.present()
        #expect(harness.app.model.holdsNotice)
        clock.advance(by: .seconds(10))
        try harness.pump()
        #expect(harness.game.play.kind != .race)
        try press(.a, on: pad, in: harness)
        #expect(!harness.app.model.holdsNotice)
        clock.advance(by: .seconds(4))
        try harness.pump()
        #expect(harness.game.play.kind == .race)
    }
}

/// Where a notice along the game goes: never over a shape where a band is clear of them.
@Suite struct NoticePlacementTests {
    let room = Rect(x: 0, y: 0, width: 640, height: 400)
    let panel = Size(width: 300, height: 60)

    @Test func theFootWhereItIsClear() {
        #expect(NoticePlacement.top(of: panel, padding: 10, in: room, hudBottom: 50, shapes: []) == 330)
        // (A shape beside the panel's width is not under it.)
        let aside = Rect(x: 0, y: 300, width: 160, height: 100)
        #expect(NoticePlacement.top(of: panel, padding: 10, in: room, hudBottom: 50, shapes: [aside]) == 330)
    }

    @Test func belowTheHUDWhereTheFootCoversAShape() {
        let low = Rect(x: 200, y: 250, width: 200, height: 140)
        #expect(NoticePlacement.top(of: panel, padding: 10, in: room, hudBottom: 50, shapes: [low]) == 55)
    }

    @Test func overTheHUDWhereBothCoverShapes() {
        let tall = Rect(x: 200, y: 60, width: 200, height: 330)
        #expect(NoticePlacement.top(of: panel, padding: 10, in: room, hudBottom: 50, shapes: [tall]) == 5)
    }

    @Test func theLeastCoveringWhereEveryPlaceCoversOne() {
        // The shape reaches the room's top: over the HUD covers 60 of its rows, below the HUD
        // as many, the foot 30: the foot.
        let shape = Rect(x: 200, y: 0, width: 200, height: 360)
        #expect(NoticePlacement.top(of: panel, padding: 10, in: room, hudBottom: 50, shapes: [shape]) == 330)
        // A panel as tall as the room has only the foot.
        let tall = Size(width: 300, height: 395)
        #expect(NoticePlacement.top(of: tall, padding: 10, in: room, hudBottom: 50, shapes: [shape]) == 0)
    }
}

extension GameAppTests {
    /// A short notice over a screen keeps to its band (two lines where they fit in half the
    /// room): "プレイヤー1が参加しました" over the race's joining screen, 320x240 at 200 % in Noto
    /// CJK, is no dialog to dismiss in the middle of a race.
    @Test func aShortNoticeOverAScreenIsNotHeld() throws {
        var settings = Settings.defaults
        settings.textSize = 200
        settings.language = .japanese
        let face = FontFace(Self.notoCJK, index: 0)
        let harness = try Harness(
            mode: .square, feedback: .zero, size: Size(width: 320, height: 240), settings: settings,
            language: { context in
                let live = LanguageClient.live(
                    context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
                return LanguageClient(environment: [:], catalog: live.catalog, font: { _, _ in FontChoice(face: face) })
            }, font: face)
        try harness.press(.character("v"))
        try harness.pump()
        try harness.press(.enter)
        try harness.pump()
        try harness.app.present()
        #expect(harness.app.model.notice?.message == UIText.racePlayerJoined && !harness.app.model.holdsNotice)
    }
}
