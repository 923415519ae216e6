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

