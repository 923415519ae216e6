import Drawing
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// One-switch play (`[accessibility] scan_ms`): the ring moves by itself, at the player's pace,
/// and one switch (any key, button, click or tap) uses what it rests on. In the `GameAppTests`
/// suite: SDL is one at a time.
extension GameAppTests {
    static func scanning(_ milliseconds: Int = 800) -> Settings {
        var settings = Settings.defaults
        settings.scanMilliseconds = milliseconds
        return settings
    }

    @Test func theRingMovesByItselfAndAnyKeyTapsWhatItRestsOn() throws {
        let clock = ManualClock()
        let harness = try Harness(mode: .square, feedback: .zero, settings: Self.scanning(), clock: clock.client)
        try harness.pump()
        // Shown at once on the first shape; it rests there a whole beat, then moves on.
        #expect(harness.app.model.ring.isShown && harness.app.model.ring.target == .shape(0))
        clock.advance(by: .milliseconds(799))
        try harness.pump()
        #expect(harness.app.model.ring.target == .shape(0))
        clock.advance(by: .milliseconds(1))
        try harness.pump()
        #expect(harness.app.model.ring.target == .shape(1))
        // Round again: the bar is not scanned in play.
        clock.advance(by: .milliseconds(800))
        try harness.pump()
        #expect(harness.app.model.ring.target == .shape(0))
        // Any key is the switch: S (the squares' hotkey) taps the shape the ring rests on.
        let turn = harness.game.currentTurn?.id
        let rested = 0
        try harness.press(.character("s"))
        try harness.pump()
        #expect(harness.game.currentTurn?.id != turn)
        #expect(harness.turnEnds.last?.tapped == rested && harness.turnEnds.last?.result.input == .keyboard)
        #expect(harness.game.mode == .single(.square))
        // The ring starts again on the first shape, a whole beat there.
        #expect(harness.app.model.ring.target == .shape(0))
        // A click anywhere is the switch too, by the mouse; so is a tap.
        try harness.click(Point(x: 1, y: 1))
        try harness.pump()
        #expect(harness.turnEnds.count == 2 && harness.turnEnds.last?.result.input == .mouse)
        try harness.tap(Point(x: 1, y: 1))
        try harness.pump()
        #expect(harness.turnEnds.count == 3 && harness.turnEnds.last?.result.input == .touch)
        // Ctrl+Q still quits.
        try harness.press(.control("q"))
        try harness.pump()
        #expect(harness.app.isFinished)
    }

    @Test func onAScreenTheRingScansItsButtons() throws {
        let clock = ManualClock()
        let harness = try Harness(mode: .square, feedback: .zero, settings: Self.scanning(600), clock: clock.client)
        try harness.pump()
        // The window loses the focus: the pause's Resume and Quit are scanned, not the bar.
        try harness.window(.focusLost)
        try harness.pump()
        #expect(harness.app.model.isPaused)
        clock.advance(by: .milliseconds(600))
        try harness.pump()
        #expect(harness.app.model.ring.target == .control(.resume))
        clock.advance(by: .milliseconds(600))
        try harness.pump()
        #expect(harness.app.model.ring.target == .control(.quit))
        clock.advance(by: .milliseconds(600))
        try harness.pump()
        #expect(harness.app.model.ring.target == .control(.resume))
        try harness.press(.space)
        try harness.pump()
        #expect(!harness.app.model.isPaused && !harness.app.isFinished)
        // The stats on one page have no button of their own: the switch closes them.
        try harness.app.send(.command(.toggleStats))
        try harness.pump()
        #expect(harness.app.model.isStatsShown && harness.app.scanPlaces.isEmpty)
        try harness.press(.enter)
        try harness.pump()
        #expect(!harness.app.model.isStatsShown)
        // Off again: keys are keys.
        harness.app.parts.settings.change(SettingsChange(SettingsRegistry.keys.scanMilliseconds, to: 0))
        try harness.pump()
        try harness.press(.character("c"))
        try harness.pump()
        #expect(harness.game.mode == .single(.circle))
    }

    /// The log says where the ring rests, so a tool can follow it.
    @Test func theEventLogSaysWhereTheRingRests() throws {
        let clock = ManualClock()
        let harness = try Harness(mode: .square, feedback: .zero, settings: Self.scanning(600), clock: clock.client)
        try harness.pump()
        clock.advance(by: .milliseconds(600))
        try harness.pump()
        let focus = harness.appEvents.compactMap { event -> (String, Rect?)? in
            if case .focus(let target, let frame) = event { (target, frame) } else { nil }
        }
        #expect(focus.map(\.0) == ["shape:0", "shape:1"])
        #expect(focus.map(\.1) == harness.game.views.map(\.frame))
    }
}
