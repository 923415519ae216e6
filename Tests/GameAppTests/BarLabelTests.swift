import Drawing
import GameCore
import Locking
import Platform
import Preferences
import Testing

@testable import GameApp

/// The bar's buttons are pictures alone: the one the mouse pointer is over, or the focus ring
/// rests on, shows its name above it, and the voice says it. In the `GameAppTests` suite: SDL is
/// one at a time.
extension GameAppTests {
    @Test func aBarButtonsNameShowsWhenPointedAtAndIsSaid() throws {
        var settings = Settings.defaults
        settings.language = .german
        settings.speech = .on
        let said = Locked<[String]>([])
        let voice = AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } }
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 640, height: 480), settings: settings, announcer: voice)
        try harness.pump()
        let catalog = harness.app.renderer.catalog
        let stats = try #require(harness.app.controls.first { $0.action == .toggleStats })
        let before = try drawnTexts(harness)
        #expect(!before.contains(catalog(UIText.stats)))
        try harness.app.screen.queue.push(.mouseMoved(to: stats.frame.center), to: harness.app.screen.window)
        try harness.pump()
        #expect(harness.app.model.pointedAt == .toggleStats)
        let lines = try drawnLines(harness)
        let label = try #require(lines.first { $0.text == catalog(UIText.stats) }, "\(lines.map(\.text))")
        // Above its button, inside the window.
        #expect(label.drawn.frame.maxY <= stats.frame.minY && label.drawn.frame.minX >= 0 && label.drawn.frame.maxX <= 640)
        #expect(said.withLock { $0 }.last == catalog(UIText.stats))
        #expect(harness.appEvents.contains { if case .pointed(.toggleStats) = $0 { true } else { false } })
        // Off the bar, the name goes; moving within the same button says nothing again.
        try harness.app.screen.queue.push(.mouseMoved(to: Point(x: stats.frame.midX + 1, y: stats.frame.midY)), to: harness.app.screen.window)
        try harness.pump()
        #expect(said.withLock { $0 }.filter { $0 == catalog(UIText.stats) }.count == 1)
        try harness.app.screen.queue.push(.mouseMoved(to: Point(x: 320, y: 200)), to: harness.app.screen.window)
        try harness.pump()
        let after = try drawnTexts(harness)
        #expect(harness.app.model.pointedAt == nil && !after.contains(catalog(UIText.stats)))
    }

    @Test func theFocusRingsBarButtonShowsItsName() throws {
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 640, height: 480))
        try harness.pump()
        let help = try #require(harness.app.controls.first { $0.action == .toggleHelp })
        try harness.app.send(.command(.moveFocus(.down)))
        harness.app.model.ring.target = .control(.toggleHelp)
        try harness.pump()
        #expect(harness.app.model.ring.isShown)
        let lines = try drawnLines(harness)
        let name = harness.app.renderer.barLabel(of: .toggleHelp)
        let label = try #require(lines.first { $0.text == name }, "\(lines.map(\.text))")
        #expect(label.drawn.frame.maxY <= help.frame.minY)
    }
}
