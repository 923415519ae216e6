import Drawing
import GameCore
import TestSupport
import Testing

/// The parts a learner swaps from the "how it works" panel (issue 56): the chain's links, the
/// strategy, the builder's style. Any swap is practice, the free game waiting as it was; every
/// part back brings it back.
@Suite struct PartsTests {
    /// Answers the turn on screen, right or wrong, `milliseconds` after it began.
    static func answer(_ game: Game, right: Bool, after milliseconds: Int = 900, _ ticks: ManualClock) {
        ticks.now += .milliseconds(milliseconds)
        let largest = game.currentTurn?.largestIndex ?? 0
        game.handle(.pick(right ? largest : (largest + 1) % game.views.count))
    }

    @Test func takingTheStreakScorerOutIsPracticeThatScoresWithoutTheBonusAndBringsTheGameBack() {
        let (game, recorder, ticks) = GameTests.makeGame(mode: .square, feedback: .zero)
        for _ in 0..<5 { Self.answer(game, right: true, ticks) }
        #expect(game.score == 15 && game.streak == 5)
        let freeTaps = game.lastTaps
        game.handle(.swapPart(.streakScorer))
        #expect(game.play.kind == .practice && game.parts == Parts(streakScorer: false))
        #expect(game.score == 0 && game.lastTaps.isEmpty)
        for _ in 0..<6 { Self.answer(game, right: true, ticks) }
        // Six right in a row, and no bonus: the chain is MatchScorer alone.
        #expect(game.score == 6 && game.streak == 6)
        let practiced = recorder.turnEnds.suffix(6).map(\.result)
        #expect(practiced.allSatisfy { $0.isPractice && $0.shares.map(\.scorer) == ["MatchScorer"] })
        #expect(recorder.all.contains { if case .partsChanged(Parts(streakScorer: false)) = $0 { true } else { false } })
        // Put back: the free game as it was, its last tap too; its next turn scores with the bonus.
        game.handle(.swapPart(.streakScorer))
        #expect(game.play.isFree && game.parts == .standard && game.score == 15 && game.streak == 5)
        #expect(game.lastTaps.map(\.turn.id) == freeTaps.map(\.turn.id))
        Self.answer(game, right: true, ticks)
        #expect(game.score == 26 && recorder.turnEnds.last?.result.isPractice == false)
    }

    @Test func theSpeedBonusScoresAQuickRightAnswerOnly() {
        let (game, _, ticks) = GameTests.makeGame(mode: .square, feedback: .zero)
        game.handle(.swapPart(.speedBonus))
        #expect(game.parts.makeScorer().shares(pastTurnsNewestFirst: [Turn]()).map(\.scorer) == ["MatchScorer", "StreakScorer", "SpeedBonusScorer"])
        Self.answer(game, right: true, after: 300, ticks)
        #expect(game.score == 3 && game.lastTaps.last?.shares.map(\.increment) == [1, 0, 2])
        Self.answer(game, right: true, after: 700, ticks)
        #expect(game.score == 4)
        Self.answer(game, right: false, after: 200, ticks)
        #expect(game.score == 3)
        #expect(Parts(speedBonus: true).chainCode == "MatchScorer(next: StreakScorer(next: SpeedBonusScorer()))")
        #expect(Parts(streakScorer: false, speedBonus: true).chainCode == "MatchScorer(next: SpeedBonusScorer())")
        #expect(Parts(streakScorer: false).chainCode == "MatchScorer()")
    }

    @Test func theStrategySwapPlugsInEachOtherStrategyThenTheModesAgain() {
        let (game, _, _) = GameTests.makeGame(mode: .circle, feedback: .zero)
        var plugged: [String] = []
        for _ in 0..<3 {
            game.handle(.swapPart(.strategy))
            plugged.append(game.turnNote.typeName)
        }
        #expect(plugged == ["RandomTurnStrategy", "CrossTurnStrategy", "BasicTurnStrategy"])
        #expect(game.play.isFree && game.mode == .circle && game.turnNote == .basic(kind: .circle, count: 2))
        // From cross, the basic strategy plays squares.
        let (cross, _, _) = GameTests.makeGame(mode: .cross, feedback: .zero)
        cross.handle(.swapPart(.strategy))
        #expect(cross.turnNote == .basic(kind: .square, count: 2) && cross.mode == .cross)
    }

    @Test func theStyleSwapBuildsOutlinesAloneThenFillsAloneThenTheThemesAgain() {
        let (game, _, _) = GameTests.makeGame(mode: .square, feedback: .zero)
        game.handle(.swapPart(.style))
        #expect(game.views.allSatisfy { !$0.style.showFill && $0.style.showOutline })
        game.handle(.swapPart(.style))
        #expect(game.views.allSatisfy { $0.style.showFill && !$0.style.showOutline })
        game.handle(.swapPart(.style))
        #expect(game.play.isFree && game.views.allSatisfy { $0.style == ShapeStyle.classic })
    }

    @Test func noPartIsSwappedInADailyOrARaceAndADailyFromPracticeScoresByTheTutorialsChain() throws {
        let date = try #require(CivilDate("2026-12-06"))
        let (game, _, ticks) = GameTests.makeGame(mode: .square, feedback: .zero)
        game.handle(.swapPart(.streakScorer))
        game.handle(.startDaily(DailyChallenge(date: date)))
        game.handle(.swapPart(.speedBonus))
        #expect(game.daily != nil && game.parts == .standard)
        for _ in 0..<5 { Self.answer(game, right: true, ticks) }
        #expect(game.score == 15, "the day's chain is the tutorial's, not the practice's")
        game.handle(.leaveDaily)
        #expect(game.play.isFree && game.parts == .standard)
        game.handle(
            .startRace(players: [RacePlayer(seat: 0, name: nil, input: .keyboard), RacePlayer(seat: 1, name: nil, input: .mouse)], target: 5))
        game.handle(.swapPart(.streakScorer))
        #expect(game.race != nil && game.parts == .standard)
    }
}
