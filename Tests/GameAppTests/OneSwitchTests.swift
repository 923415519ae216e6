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
        // Then the bar, as one place, and round again.
        clock.advance(by: .milliseconds(800))
        try harness.pump()
        #expect(harness.app.model.ring.target == .control(.scanBar))
        #expect(harness.app.model.ring.frame(among: harness.app.scanPlaces) == harness.app.layout.bar.frame)
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

    /// The bar is one place after the shapes: a press there goes over its controls for a round,
    /// and a press on one uses it (the gear opens the preferences); a round with no press comes
    /// back to the bar's place.
    @Test func thePressOnTheBarGoesOverItsControls() throws {
        let clock = ManualClock()
        let harness = try Harness(mode: .square, feedback: .zero, settings: Self.scanning(600), clock: clock.client)
        try harness.pump()
        for _ in 0..<2 {
            clock.advance(by: .milliseconds(600))
            try harness.pump()
        }
        #expect(harness.app.model.ring.target == .control(.scanBar))
        try harness.press(.space)
        try harness.pump()
        let bar = harness.app.layout.bar.controls
        #expect(harness.app.model.scansBar && harness.app.model.ring.target == .control(bar[0].action))
        #expect(harness.turnEnds.isEmpty)
        // A whole round with no press: back to the bar's place, then the shapes.
        for _ in 0..<(bar.count - 1) {
            clock.advance(by: .milliseconds(600))
            try harness.pump()
        }
        #expect(harness.app.model.ring.target == .control(bar[bar.count - 1].action))
        clock.advance(by: .milliseconds(600))
        try harness.pump()
        #expect(!harness.app.model.scansBar && harness.app.model.ring.target == .control(.scanBar))
        clock.advance(by: .milliseconds(600))
        try harness.pump()
        #expect(harness.app.model.ring.target == .shape(0))
        // Into the bar again, on to the gear, and a press opens the preferences.
        for _ in 0..<2 {
            clock.advance(by: .milliseconds(600))
            try harness.pump()
        }
        #expect(harness.app.model.ring.target == .control(.scanBar))
        try harness.press(.space)
        try harness.pump()
        let gear = try #require(bar.firstIndex { $0.action == .togglePreferences })
        for _ in 0..<gear {
            clock.advance(by: .milliseconds(600))
            try harness.pump()
        }
        #expect(harness.app.model.ring.target == .control(.togglePreferences))
        try harness.press(.space)
        try harness.pump()
        #expect(harness.app.model.isPreferencesShown && !harness.app.model.scansBar)
        // There every line's halves are scanned too: a press on one steps its value.
        #expect(harness.app.scanPlaces.contains { $0.target == .control(.preference(.volume, step: 1)) })
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
        // The stats on one page have Close alone: the first press shows the ring on it, the next
        // closes them.
        try harness.app.send(.command(.toggleStats))
        try harness.pump()
        #expect(harness.app.model.isStatsShown && harness.app.scanPlaces.map(\.target) == [.control(.close(.stats))])
        try harness.press(.enter)
        try harness.pump()
        #expect(harness.app.model.isStatsShown && harness.app.model.ring.target == .control(.close(.stats)))
        try harness.press(.enter)
        try harness.pump()
        #expect(!harness.app.model.isStatsShown)
        // Off again: keys are keys.
        try harness.app.send(.settingChanged(SettingsChange(SettingsRegistry.keys.scanMilliseconds, to: 0)))
        try harness.pump()
        try harness.press(.character("c"))
        try harness.pump()
        #expect(harness.game.mode == .single(.circle))
    }

    /// The autoplay bot clicks through the same input: one-switch play does not take its clicks
    /// (it would tap whatever the ring rests on), so the bot plays as ever, every tap right.
    @Test func theAutoplayBotIsNotASwitch() throws {
        let harness = try Harness(mode: .square, feedback: .zero, settings: Self.scanning(600), autoplay: true)
        let deadline = ContinuousClock.now + .seconds(20)
        while harness.turnEnds.count < 3, ContinuousClock.now < deadline { try harness.app.step(maximumWait: 20) }
        #expect(harness.turnEnds.count >= 3 && harness.turnEnds.allSatisfy(\.result.matched))
        #expect(harness.app.scanPlaces.isEmpty)
    }

    /// Each place is told once (the log's `focus`, the voice), when the ring arrives there. A
    /// press on a shape leaves the ring there while right-or-wrong shows; the next turn's first
    /// shape is told when it shows, a whole beat there from then, and never again before the
    /// ring moves on, though the loop woke 2 ms late to show it (it told `shape:0` again at the
    /// beat the press had planned, 698 ms after the turn showed, then `shape:1` 2 ms later).
    @Test func eachPlaceIsToldOnceWhenTheRingArrives() throws {
        let clock = ManualClock()
        var settings = Self.scanning(700)
        settings.shapesPerTurn = 3
        let harness = try Harness(mode: .square, feedback: .milliseconds(450), settings: settings, clock: clock.client)
        try harness.pump()
        func told() -> [String] {
            defer { harness.appEvents = [] }
            return harness.appEvents.compactMap { if case .focus(_, let name, _) = $0 { name } else { nil } }
        }
        #expect(told() == ["shape:0"])
        clock.advance(by: .milliseconds(700))
        try harness.pump()
        #expect(told() == ["shape:1"])
        let turn = harness.game.viewsTurnID
        try harness.press(.space)
        try harness.pump()
        #expect(harness.turnEnds.last?.tapped == 1)
        #expect(harness.app.model.ring.target == .shape(1) && told().isEmpty)
        clock.advance(by: .milliseconds(452))
        try harness.pump()
        #expect(harness.game.viewsTurnID != turn && harness.app.model.ring.target == .shape(0))
        let shown = harness.appEvents.compactMap { if case .focus(_, let name, let frame) = $0 { (name, frame) } else { nil } }
        #expect(shown.map(\.0) == ["shape:0"] && shown.map(\.1) == [harness.game.views[0].frame])
        _ = told()
        clock.advance(by: .milliseconds(698))
        try harness.pump()
        #expect(told().isEmpty && harness.app.model.ring.target == .shape(0))
        clock.advance(by: .milliseconds(2))
        try harness.pump()
        #expect(told() == ["shape:1"])
    }

    /// The log says where the ring rests, so a tool can follow it.
    @Test func theEventLogSaysWhereTheRingRests() throws {
        let clock = ManualClock()
        let harness = try Harness(mode: .square, feedback: .zero, settings: Self.scanning(600), clock: clock.client)
        try harness.pump()
        clock.advance(by: .milliseconds(600))
        try harness.pump()
        let focus = harness.appEvents.compactMap { event -> (String, Rect?)? in
            if case .focus(_, let name, let frame) = event { (name, frame) } else { nil }
        }
        #expect(focus.map(\.0) == ["shape:0", "shape:1"])
        #expect(focus.map(\.1) == harness.game.views.map(\.frame))
    }
}
