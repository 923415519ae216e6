import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// The pads say who is who, and feel a wrong tap: a racer's pad lights in their ring's colour
/// with their player number; a wrong tap rumbles the pad that made it (`[accessibility]
/// rumble`). The virtual pads record what SDL passed on. In the `GameAppTests` suite.
extension GameAppTests {
    /// The rumbles a pad was asked for (SDL's own stop, both motors at 0, left out).
    private func rumbles(_ pad: VirtualController) -> Int {
        pad.signals.withLock { $0.rumbles.filter { $0.low > 0 || $0.high > 0 }.count }
    }

    @Test func aWrongTapRumblesThePadThatMadeIt() throws {
        for enabled in [true, false] {
            var settings = Settings.defaults
            settings.rumble = enabled
            let harness = try Harness(mode: .square, feedback: .zero, settings: settings)
            let pad = try VirtualController(context: harness.context)
            try harness.pump()
            // The ring on the smaller shape, then A: a wrong tap.
            let smaller = harness.game.currentTurn?.largestIndex == 0 ? 1 : 0
            try press(.dpadLeft, on: pad, in: harness)
            try press(smaller == 0 ? .dpadLeft : .dpadRight, on: pad, in: harness)
            try press(.a, on: pad, in: harness)
            #expect(harness.turnEnds.last?.result.matched == false && harness.turnEnds.last?.result.input == .gamepad)
            #expect(rumbles(pad) == (enabled ? 1 : 0), "rumble \(enabled)")
            // A right tap, and a mouse's wrong tap, rumble nothing.
            try press(.dpadLeft, on: pad, in: harness)
            let larger = harness.game.currentTurn?.largestIndex ?? 0
            try press(larger == 0 ? .dpadLeft : .dpadRight, on: pad, in: harness)
            try press(.a, on: pad, in: harness)
            try harness.click(harness.smaller)
            try harness.pump()
            #expect(harness.turnEnds.count == 3 && rumbles(pad) == (enabled ? 1 : 0))
        }
    }

    /// `[buttons]`: the pad's Y opens the help instead of the stats, the guide button pauses;
    /// A, B and the D-pad stay; the help names the player's buttons as the pad labels them.
    @Test func thePlayersOwnButtonsAreInForceAndInTheHelp() throws {
        var settings = Settings.defaults
        settings.buttonBindings = ButtonBindings(["help": "y", "stats": "back", "pause": "guide"])
        let harness = try Harness(mode: .square, feedback: .zero, settings: settings)
        let pad = try VirtualController(context: harness.context)
        try harness.pump()
        try press(.guide, on: pad, in: harness)
        #expect(harness.app.model.isPaused)
        try press(.b, on: pad, in: harness)
        #expect(!harness.app.model.isPaused)
        try press(.y, on: pad, in: harness)
        #expect(harness.app.model.isHelpShown)
        try press(.back, on: pad, in: harness)
        #expect(harness.app.model.isStatsShown)
        try press(.start, on: pad, in: harness)
        #expect(harness.app.model.isPreferencesShown)
        let help = Hotkeys.controllerHelp(for: .playStation, bindings: settings.buttonBindings)
        #expect(help.contains(Hotkeys.Entry(keys: "Triangle", action: "help")) && help.contains(Hotkeys.Entry(keys: "Share", action: "stats")))
        #expect(help.contains(Hotkeys.Entry(keys: "PS", action: "pause")) && help.contains(Hotkeys.Entry(keys: "Options", action: "preferences")))
        #expect(!Hotkeys.controllerHelp(for: .playStation).contains { $0.action == "pause" })
    }

    @Test func eachRacersPadShowsTheirColourAndNumber() throws {
        let harness = try Harness(mode: .square, feedback: .zero, settings: Self.raceSettings(target: 5))
        let pads = [try VirtualController(context: harness.context), try VirtualController(context: harness.context)]
        try harness.pump()
        try harness.press(.character("v"))
        try harness.pump()
        for pad in pads { try press(.a, on: pad, in: harness) }
        #expect(harness.app.model.race?.isPlaying == true)
        let theme = harness.app.renderer.theme
        for (seat, pad) in pads.enumerated() {
            let signals = pad.signals.withLock { ($0.light, $0.playerIndex) }
            #expect(signals.0 == theme.racePlayer(seat) && signals.1 == seat, "seat \(seat)")
        }
        // A wrong tap rumbles that racer's pad only.
        let smaller = harness.game.currentTurn?.largestIndex == 0 ? 1 : 0
        try ringTap(smaller, seat: 1, pad: pads[1], in: harness)
        #expect(rumbles(pads[1]) == 1 && rumbles(pads[0]) == 0)
        // Leaving the race clears the numbers.
        try harness.press(.character("v"))
        try harness.pump()
        #expect(harness.app.model.race == nil)
        #expect(pads.allSatisfy { pad in pad.signals.withLock { $0.playerIndex } == nil })
    }
}
