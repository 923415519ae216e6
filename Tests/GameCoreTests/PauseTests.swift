import Drawing
import GameCore
import TestSupport
import Testing

/// Hidden shapes (the app's pause, its help or stats over them), and the turn's clock: no reaction
/// time counts time the shapes could not be seen. Why they were hidden is the app's (see
/// `AppReducerTests`).
@Suite struct PauseTests {
    @Test func theReactionTimeLeavesOutThePause() {
        let (game, recorder, ticks) = GameTests.makeGame(feedback: .zero)
        ticks.now = .milliseconds(200)
        game.handle(.hideShapes(true))
        ticks.now = .seconds(60)
        game.handle(.hideShapes(false))
        ticks.now += .milliseconds(300)
        game.handle(.pick(0, by: .keyboard))
        #expect(recorder.turnEnds.first?.result.turn.reactionMilliseconds == 500)
        #expect(recorder.turnEnds.first?.result.input == .keyboard)
    }

    @Test func hidingTwiceAndShowingOnceCostsNothingMore() {
        let (game, recorder, ticks) = GameTests.makeGame(feedback: .zero)
        ticks.now = .milliseconds(100)
        game.handle(.hideShapes(true))
        ticks.now = .seconds(10)
        game.handle(.hideShapes(true))
        ticks.now = .seconds(20)
        game.handle(.hideShapes(false))
        #expect(!game.areShapesHidden && game.acceptsTaps)
        ticks.now += .milliseconds(50)
        game.handle(.tap(GameTests.largerAndSmaller(game).larger, by: .touch))
        #expect(recorder.turnEnds.first?.result.turn.reactionMilliseconds == 150)
        #expect(recorder.turnEnds.first?.result.input == .touch)
    }

    /// A turn that begins while hidden (its predecessor's feedback ended meanwhile) counts only
    /// from the resume.
    @Test func aTurnBegunDuringThePauseCountsFromTheResume() {
        let (game, recorder, ticks) = GameTests.makeGame(feedback: .milliseconds(450))
        game.handle(.pick(0))
        ticks.now = .milliseconds(100)
        game.handle(.hideShapes(true))
        ticks.now = .seconds(5)
        game.advance(to: ticks.now)
        #expect(game.currentTurn?.startedAt == .seconds(5))
        ticks.now = .seconds(30)
        game.handle(.hideShapes(false))
        ticks.now += .milliseconds(250)
        game.handle(.pick(1, by: .gamepad))
        #expect(recorder.turnEnds.map(\.result.turn.reactionMilliseconds) == [0, 250])
    }

    @Test func aPauseAndResumeInTheSameInstantCostNothing() {
        var controller = TurnController(turnStrategy: GameMode.square.makeStrategy(), scorer: MatchScorer.standard)
        _ = controller.beginNewTurn(availableSize: Size(width: 100, height: 100))
        controller.holdClock()
        controller.holdClock()
        controller.releaseClock()
        controller.releaseClock()
        #expect(controller.endTurn(tappingShapeAt: 0)?.turn.reactionTime == .zero)
    }

    @Test func theModeStepsRoundTheEnds() {
        let modes = GameMode.allCases
        #expect(modes.first?.stepped(by: -1) == modes.last)
        #expect(modes.last?.stepped(by: 1) == modes.first)
        #expect(modes[0].stepped(by: modes.count) == modes[0])
    }
}
