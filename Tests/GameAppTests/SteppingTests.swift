import Drawing
import GameCore
import Locking
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// A turn played step by step (issue 56): F9 turns stepping on (and opens the panel); each turn
/// stops before the strategy picks, the factories make, the builder styles and the views are laid
/// out, and each tap before each link of the chain scores and each listener hears; each stop
/// lights its part, is said and logged, and goes on with F10, Enter, a click or a switch.
extension GameAppTests {
    /// The stops logged so far (`step`), as their names.
    func stops(_ harness: Harness) -> [String] {
        harness.appEvents.compactMap { if case .stop(let stop, _, _, _, _) = $0 { stop.name } else { nil } }
    }

    @Test func aSteppedTurnWaitsAtEachStopAndGoesOnWithAKeyAClickOrEnter() throws {
        var settings = Settings.defaults
        settings.speech = .on
        let said = Locked<[String]>([])
        let voice = AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } }
        let harness = try Harness(
            mode: .square, feedback: .milliseconds(150), size: Size(width: 1280, height: 900), settings: settings, announcer: voice)
        let catalog = harness.app.renderer.catalog
        try harness.press(.function(9))
        try harness.pump()
        #expect(harness.app.model.stepping && harness.app.model.showsInside)
        #expect(harness.app.model.stops == Stop.turn && !harness.game.acceptsTaps)
        // The first stop: the strategy's lines lit, the shapes not there yet, its words drawn and said.
        let first = catalog(UIText.stepStrategy, ["number": "1", "count": "4"])
        let drawn = try drawnTexts(harness)
        #expect(drawn.contains { first.hasPrefix($0) }, "\(drawn)")
        #expect(harness.app.insideShown()?.text.section(.strategy)?.lines.allSatisfy(\.lit) == true)
        let lit: [String] =
            harness.appEvents.compactMap { event -> [String]? in
                if case .stop(.strategy, 1, 4, 1, let lit) = event { lit } else { nil }
            }.first ?? []
        #expect(lit.contains("panel:strategy.asked") && !lit.contains("shapes"), "\(lit)")
        try harness.app.step(maximumWait: 50)
        #expect(said.withLock { $0 }.contains(first), "\(said.withLock { $0 })")
        // A click on a shape goes on (it taps nothing), F10 goes on, Enter goes on.
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.app.model.stops.first == .factories && harness.turnEnds.isEmpty)
        try harness.press(.function(10))
        try harness.pump()
        #expect(harness.app.model.stops.first == .builder)
        try harness.press(.enter)
        try harness.pump()
        #expect(harness.app.model.stops.first == .layout && !harness.game.acceptsTaps)
        try harness.press(.function(10))
        try harness.pump()
        #expect(harness.app.model.stops.isEmpty && harness.game.acceptsTaps)
        #expect(stops(harness) == ["strategy", "factories", "builder", "layout"])
        // The tap: each link, then each listener that did something; the next turn waits.
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.turnEnds.count == 1)
        let tapStops = harness.app.model.stops
        #expect(tapStops.prefix(2) == [.link(index: 0, scorer: "MatchScorer", increment: 1), .link(index: 1, scorer: "StreakScorer", increment: 0)])
        #expect(tapStops.contains(.listener("StatsRecorder", did: Reaction.counted.rawValue)), "\(tapStops)")
        let turn = harness.game.viewsTurnID
        for _ in 0..<4 { try harness.app.step(maximumWait: 100) }
        #expect(harness.game.viewsTurnID == turn && harness.app.model.stops == tapStops, "the next turn began under the tap's stops")
        for _ in tapStops {
            try harness.press(.function(10))
            try harness.pump()
        }
        for _ in 0..<4 { try harness.app.step(maximumWait: 100) }
        // The next turn, stopped at its first step again.
        #expect(
            harness.game.viewsTurnID != turn && harness.app.model.stops == Stop.turn,
            "\(harness.app.model.stops) \(String(describing: harness.game.feedback)) \(tapStops)")
        // F9 again: stepping off, the turn plays.
        try harness.press(.function(9))
        try harness.pump()
        #expect(!harness.app.model.stepping && harness.app.model.stops.isEmpty && harness.game.acceptsTaps)
    }

    @Test func aRaceIsNeverSteppedThrough() throws {
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 1280, height: 900))
        try harness.press(.function(9))
        try harness.pump()
        #expect(!harness.app.model.stops.isEmpty)
        try harness.press(.character("v"))
        try harness.pump()
        try harness.press(.enter)
        try harness.click(Point(x: 640, y: 450))
        try harness.pump()
        for _ in 0..<3 { try harness.app.step(maximumWait: 20) }
        #expect(harness.game.race != nil, "the race began")
        #expect(harness.app.model.stops.isEmpty)
    }

    /// Where the panel's top has no room for the stop's words (320x240 at 150 % and 200 %),
    /// they show among the rows, just above the lines the stop lights, in view at every stop;
    /// **Go on** stays at the top where the room it leaves holds every row (at 150 %), else it
    /// follows the words (F10, Enter or a click go on anyway).
    @Test(arguments: [150, 200]) func inASmallWindowGoOnAndTheStopsWordsStayInView(textSize: Int) throws {
        var settings = Settings.defaults
        settings.textSize = textSize
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 320, height: 240), settings: settings)
        try harness.press(.character("i"))
        try harness.pump()
        try harness.press(.function(9))
        try harness.pump()
        for stop in 0..<4 {
            let texts = try drawnTexts(harness)
            let words = try #require(harness.app.insideShown()?.text.stepLine, "stop \(stop)")
            #expect(texts.contains { !$0.isEmpty && words.contains($0) }, "stop \(stop) at \(textSize) %: \(words) not in \(texts)")
            if textSize == 150 { #expect(harness.app.controls.contains { $0.action == .stepOn }, "stop \(stop): Go on out of view") }
            try harness.press(.function(10))
            try harness.pump()
        }
    }
}
