import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// Every way a player plays, through SDL's real queue into the real loop: a virtual controller
/// SDL treats as a plugged-in pad, finger events, window events. In the `GameAppTests` suite:
/// SDL is one at a time.
extension GameAppTests {
    /// The event log's lines so far, as objects.
    static func logLines(_ path: URL) throws -> [[String: Any]] {
        try String(contentsOf: path, encoding: .utf8).split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Presses and lets go of a button on the pad, letting the loop run after each.
    func press(_ button: ControllerButton, on pad: VirtualController, in harness: Harness) throws {
        try pad.set(button, pressed: true)
        try harness.pump()
        try pad.set(button, pressed: false)
        try harness.pump()
    }

    @Test func aControllerAlonePlaysAWholeGame() throws {
        try TemporaryFolder.with("pad") { folder in
            let log = folder.appendingPathComponent("events.jsonl")
            let harness = try Harness(mode: .square, feedback: .zero, eventLog: try EventSink.file(path: log.path))
            let pad = try VirtualController(context: harness.context)
            try harness.pump()
            #expect(harness.app.screen.queue.openControllers == [pad.id])
            // The first press shows the ring and taps nothing.
            try press(.a, on: pad, in: harness)
            #expect(harness.app.model.ring.isShown && harness.turnEnds.isEmpty)
            #expect(harness.app.model.ring.target == .shape(0))
            // Two turns: the ring goes to the larger shape, A taps it.
            for _ in 0..<2 {
                let largest = try #require(harness.game.currentTurn?.largestIndex)
                try press(largest == 0 ? .dpadLeft : .dpadRight, on: pad, in: harness)
                #expect(harness.app.model.ring.target == .shape(largest))
                try press(.a, on: pad, in: harness)
            }
            #expect(harness.turnEnds.map(\.result.matched) == [true, true])
            #expect(harness.turnEnds.map(\.result.input) == [.gamepad, .gamepad])
            // The ring shows on the screen, around the shape it rests on.
            try harness.app.present()
            let ring = try #require(harness.app.model.ring.frame(among: harness.app.scene.places))
            let image = try harness.app.screenshot()
            let theme = harness.app.renderer.theme
            let edge = image[Int(ring.minX) - 6, Int(ring.midY)]
            #expect(edge == theme.text || edge == theme.background, "the ring's edge reads \(edge)")
            // The shoulders step through the modes.
            try press(.rightShoulder, on: pad, in: harness)
            #expect(harness.game.mode == GameMode.square.stepped(by: 1))
            try press(.leftShoulder, on: pad, in: harness)
            #expect(harness.game.mode == .square)
            // Start opens the preferences (the turn's clock stands still); B closes them.
            try press(.start, on: pad, in: harness)
            #expect(harness.app.model.isPreferencesShown && !harness.game.acceptsTaps)
            try press(.b, on: pad, in: harness)
            #expect(!harness.app.model.isPreferencesShown)
            // Y shows the stats, Back the help; B closes either.
            try press(.y, on: pad, in: harness)
            #expect(harness.app.model.isStatsShown)
            try press(.b, on: pad, in: harness)
            #expect(!harness.app.model.isStatsShown)
            try press(.back, on: pad, in: harness)
            #expect(harness.app.model.isHelpShown)
            try harness.app.present()
            try press(.b, on: pad, in: harness)
            #expect(!harness.app.model.isHelpShown)
            // The bar, by the ring: down from the shapes, then along to the stats button.
            try press(.dpadDown, on: pad, in: harness)
            guard case .control = harness.app.model.ring.target else {
                Issue.record("the ring did not go down to the bar: \(String(describing: harness.app.model.ring.target))")
                return
            }
            for _ in 0..<20 { try press(.dpadRight, on: pad, in: harness) }
            #expect(harness.app.model.ring.target == .control(.toggleStats))
            try press(.a, on: pad, in: harness)
            #expect(harness.app.model.isStatsShown)
            try press(.a, on: pad, in: harness)
            #expect(!harness.app.model.isStatsShown)
            // Pause from the bar, then down to Resume, right to Quit, and A.
            for _ in 0..<4 { try press(.dpadLeft, on: pad, in: harness) }
            #expect(harness.app.model.ring.target == .control(.togglePause(.mouse)))
            try press(.a, on: pad, in: harness)
            #expect(harness.app.model.pause == .gamepad)
            try press(.dpadDown, on: pad, in: harness)
            #expect(harness.app.model.ring.target == .control(.resume))
            try press(.dpadRight, on: pad, in: harness)
            try harness.app.present()
            try press(.a, on: pad, in: harness)
            #expect(harness.app.isFinished)
            harness.app.finish()
            let lines = try Self.logLines(log)
            #expect(lines.contains { $0["event"] as? String == "controller_added" })
            #expect(lines.filter { $0["event"] as? String == "turn_ended" }.allSatisfy { $0["input"] as? String == "gamepad" })
            #expect(lines.contains { $0["event"] as? String == "paused" && $0["cause"] as? String == "gamepad" })
            #expect(lines.contains { $0["event"] as? String == "preferences" && $0["shown"] as? Bool == true })
        }
    }

    @Test func touchAlonePlaysAWholeGame() throws {
        try TemporaryFolder.with("touch") { folder in
            let log = folder.appendingPathComponent("events.jsonl")
            let harness = try Harness(mode: .square, feedback: .zero, eventLog: try EventSink.file(path: log.path))
            try harness.tap(harness.larger)
            try harness.pump()
            #expect(harness.turnEnds.map(\.result.input) == [.touch])
            #expect(harness.turnEnds.map(\.result.matched) == [true])
            // A second finger during a tap is no second tap.
            let finger = Finger(device: 42, id: 1)
            let other = Finger(device: 42, id: 2)
            try harness.window(.fingerDown(finger, at: harness.larger))
            try harness.window(.fingerDown(other, at: harness.smaller))
            try harness.window(.fingerUp(other, at: harness.smaller))
            try harness.window(.fingerUp(finger, at: harness.larger))
            try harness.pump()
            #expect(harness.turnEnds.count == 2 && harness.turnEnds.allSatisfy(\.result.matched))
            let bar = harness.app.layout.bar.controls
            @MainActor func control(_ action: AppCommand) throws -> Point {
                try #require(harness.app.controls.first { $0.action == action }).frame.center
            }
            try harness.tap(try control(.game(.setMode(.circle))))
            try harness.pump()
            #expect(harness.game.mode == .circle)
            try harness.tap(try control(.toggleStats))
            try harness.pump()
            #expect(harness.app.model.isStatsShown)
            try harness.tap(try control(.toggleStats))
            try harness.pump()
            #expect(!harness.app.model.isStatsShown)
            try harness.tap(try control(.togglePause(.mouse)))
            try harness.pump()
            #expect(harness.app.model.pause == .touch)
            // While paused the pause screen's buttons are the only controls (a tap anywhere else
            // resumes, the bar's places too), and the event says so.
            let announced = try #require(controlsEvents(harness).last)
            #expect(announced.map(\.name) == ["resume", "quit"])
            try harness.tap(try control(.resume))
            try harness.pump()
            #expect(!harness.app.model.isPaused)
            #expect(controlsEvents(harness).last?.map(\.name) == bar.map(\.name))
            try harness.tap(try control(.togglePause(.mouse)))
            try harness.pump()
            try harness.tap(try control(.quit))
            try harness.pump()
            #expect(harness.app.isFinished)
            #expect(harness.turnEnds.count == 2)
        }
    }

    @Test func losingTheFocusPausesAndTheTimeAwayIsNoReactionTime() throws {
        let clock = ManualClock()
        try TemporaryFolder.with("focus") { folder in
            let log = folder.appendingPathComponent("events.jsonl")
            let harness = try Harness(mode: .square, feedback: .zero, eventLog: try EventSink.file(path: log.path), clock: clock.client)
            clock.now = .milliseconds(300)
            try harness.window(.focusLost)
            try harness.pump()
            #expect(harness.app.model.pause == .focus)
            // Away for a minute; coming back leaves the game paused.
            clock.now = .seconds(60)
            try harness.window(.focusGained)
            try harness.pump()
            #expect(harness.app.model.isPaused)
            // The first click only resumes; the shapes were hidden.
            try harness.click(harness.larger)
            try harness.pump()
            #expect(!harness.app.model.isPaused && harness.turnEnds.isEmpty)
            clock.now += .milliseconds(200)
            try harness.click(harness.larger)
            try harness.pump()
            #expect(harness.turnEnds.first?.result.turn.reactionMilliseconds == 500)
            // Minimizing pauses too.
            try harness.window(.minimized)
            try harness.pump()
            #expect(harness.app.model.pause == .minimized)
            try harness.window(.restored)
            try harness.press(.character("p"))
            try harness.pump()
            #expect(!harness.app.model.isPaused)
            harness.app.finish()
            let lines = try Self.logLines(log)
            let causes = lines.filter { $0["event"] as? String == "paused" }.compactMap { $0["cause"] as? String }
            #expect(causes == ["focus", "minimized"])
            #expect(lines.filter { $0["event"] as? String == "resumed" }.count == 2)
            let ended = try #require(lines.first { $0["event"] as? String == "turn_ended" })
            #expect(ended["reaction_ms"] as? Int == 500 && ended["input"] as? String == "mouse")
        }
    }

    /// The bot plays on whichever window has the focus: a demo must not stall.
    @Test func theAutoplayBotIsNotPausedByAnotherWindow() throws {
        let harness = try Harness(mode: .square, feedback: .zero, autoplay: true)
        try harness.window(.focusLost)
        try harness.window(.minimized)
        try harness.pump()
        #expect(!harness.app.model.isPaused)
        let deadline = ContinuousClock.now + .seconds(20)
        while harness.turnEnds.count < 3, ContinuousClock.now < deadline { try harness.app.step(maximumWait: 20) }
        #expect(harness.turnEnds.count >= 3)
    }

    @Test func f12SavesTheWindowAsAPNGInThePicturesFolder() throws {
        try TemporaryFolder.with("pictures") { folder in
            let harness = try Harness(mode: .square, size: Size(width: 640, height: 400), pictures: PictureFolder(path: folder.path))
            try harness.press(.function(12))
            try harness.pump()
            harness.app.parts.screenshots.flush()
            try harness.press(.function(12))
            try harness.pump()
            harness.app.parts.screenshots.flush()
            let saved = harness.appEvents.compactMap { if case .screenshot(let path) = $0 { path } else { nil } }
            #expect(saved.count == 2 && Set(saved).count == 2)
            for path in saved {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
                // The header's width and height: the window's output pixels.
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
                let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
                #expect(width == 640 && height == 400)
                #expect(path.hasPrefix(folder.path + "/tap-the-larger-shape-") && path.hasSuffix(".png"))
            }
            // The notice says where.
            try harness.app.present()
            #expect(harness.appEvents.contains { if case .notice(let text?) = $0 { text.contains("tap-the-larger-shape-") } else { false } })
        }
    }

    @Test func aPicturesFolderThatCannotBeWrittenCostsANoticeNotTheGame() throws {
        // NB: a folder under a plain file cannot be made, even by root (for whom read-only
        // folders are writable).
        try TemporaryFolder.with("not-a-folder") { folder in
            let file = folder.appendingPathComponent("a-file")
            try Data("x".utf8).write(to: file)
            let harness = try Harness(mode: .square, pictures: PictureFolder(path: file.appendingPathComponent("Pictures").path))
            try harness.press(.function(12))
            try harness.pump()
            harness.app.parts.screenshots.flush()
            try harness.app.sendPending()
            let failures = harness.appEvents.compactMap { if case .screenshotFailed(let reason) = $0 { reason } else { nil } }
            #expect(failures.count == 1)
            #expect(harness.appEvents.contains { if case .notice(let text?) = $0 { text.hasPrefix("Cannot save the screenshot") } else { false } })
            try harness.click(harness.larger)
            try harness.pump()
            #expect(harness.turnEnds.count == 1)
        }
    }
}
