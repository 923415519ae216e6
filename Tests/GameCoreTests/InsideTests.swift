import Drawing
import GameCore
import TestSupport
import Testing

/// What each pattern says of the turn it made (issue 50): the strategy's note, each shape's
/// factory and resizes, the chain's shares, the bus's listeners, the side kept for the panel.
@Suite struct InsideTests {
    @Test func eachModesStrategySaysWhatMadeTheTurn() {
        let (square, _, _) = GameTests.makeGame(mode: .square)
        #expect(square.turnNote == .basic(kind: .square, count: 2))
        #expect(square.viewsTurnNumber == 1)
        let (mixed, _, _) = GameTests.makeGame(mode: .mixed)
        guard case .random(let picked, let among, let made) = mixed.turnNote else {
            Issue.record("mixed made \(mixed.turnNote)")
            return
        }
        #expect(among == ShapeKindRegistry.entries.count && (0..<among).contains(picked))
        #expect(made == .basic(kind: mixed.views[0].kind, count: 2) && made == mixed.turnNote.inner)
        let (cross, _, _) = GameTests.makeGame(mode: .cross)
        #expect(cross.turnNote == .cross(count: 2) && cross.turnNote.typeName == "CrossTurnStrategy")
        // Cross evens the kinds' areas out: each view says by how much.
        #expect(cross.views.allSatisfy { $0.adjustments.map(\.cause) == [.evenedOut] })
        for view in cross.views {
            let factor = view.adjustments.first?.factor ?? 0
            #expect(abs(view.factoryProportion * factor - view.proportion) < 1e-12)
        }
    }

    @Test func theAdaptiveDecoratorSaysItsRatioAndWhyAroundTheStrategyItDecorates() {
        let (game, _, ticks) = GameTests.makeGame(mode: .circle, feedback: .zero)
        game.handle(.toggleAdaptive)
        guard case .adaptive(let ratio, .start, .basic(.circle, 2)) = game.turnNote else {
            Issue.record("adaptive made \(game.turnNote)")
            return
        }
        #expect(ratio == game.difficultyRatio)
        #expect(game.turnNote.chain.map(\.typeName) == ["AdaptiveTurnStrategy", "BasicTurnStrategy"])
        var steps: [Staircase.Step] = []
        for right in [true, true, false, true] {
            let index = right ? game.currentTurn?.largestIndex ?? 0 : ((game.currentTurn?.largestIndex ?? 0) + 1) % game.views.count
            ticks.now += .milliseconds(500)
            game.handle(.pick(index))
            if case .adaptive(_, let step, _) = game.turnNote { steps.append(step) }
            #expect(game.views.allSatisfy { $0.adjustments.allSatisfy { $0.cause == .adaptive } })
        }
        #expect(steps == [.waiting, .harder, .easier, .waiting])
    }

    @Test func theDailyStrategySaysTheDayAndWhichOfItsTurns() throws {
        let date = try #require(CivilDate("2026-11-25"))
        let (game, _, ticks) = GameTests.makeGame(mode: .square, feedback: .zero)
        game.handle(.startDaily(DailyChallenge(date: date)))
        for turn in 1...3 {
            #expect(game.turnNote == .daily(date: date, number: DailyChallenge(date: date).number, turn: turn))
            ticks.now += .milliseconds(500)
            game.handle(.pick(0))
        }
    }

    @Test func theChainsSharesAddUpToEachTapsIncrement() {
        let (game, recorder, ticks) = GameTests.makeGame(mode: .square, feedback: .zero)
        for turn in 0..<9 {
            let largest = game.currentTurn?.largestIndex ?? 0
            ticks.now += .milliseconds(300)
            game.handle(.pick(turn == 7 ? (largest + 1) % game.views.count : largest))
        }
        let results = recorder.turnEnds.map(\.result)
        #expect(results.count == 9)
        for result in results {
            #expect(result.shares.map(\.scorer) == ["MatchScorer", "StreakScorer"])
            #expect(result.shares.reduce(0) { $0 + $1.increment } == result.scoreIncrement)
            #expect(result.shares.filter(\.isStreakBonus).reduce(0) { $0 + $1.increment } == result.streakBonus)
        }
        #expect(results[4].shares.map(\.increment) == [1, 10] && results[7].shares.map(\.increment) == [-1, 0])
        // The game keeps the newest tap, which a restart forgets.
        #expect(game.lastTaps.map(\.number) == [9])
        game.handle(.restart)
        #expect(game.lastTaps.isEmpty)
    }

    @Test func aRaceKeepsEachPlayersNewestTap() {
        let (game, _, _) = RaceTests.makeRace()
        RaceTests.tap(game, 0, RaceTests.wrong(game))
        RaceTests.tap(game, 1, RaceTests.right(game))
        #expect(game.lastTaps.compactMap(\.player) == [0, 1])
        #expect(game.lastTaps.map(\.scoreIncrement) == [-1, 1] && game.lastTaps.allSatisfy { $0.shares.count == 2 })
    }

    @Test func theBusNamesItsListenersInTheOrderTheyHear() {
        let bus = EventBus<Int>()
        bus.subscribe(as: "First") { _ in }
        let second = bus.subscribe(as: "Second") { _ in }
        bus.subscribe { _ in }
        #expect(bus.listeners == ["First", "Second"] && bus.subscriberCount == 3)
        second.cancel()
        #expect(bus.listeners == ["First"])
    }

    @Test func aSideKeptForThePanelTakesPartOfTheBandAndNeverAShape() {
        for size in [Size(width: 320, height: 240), Size(width: 1280, height: 800), Size(width: 480, height: 900), Size(width: 3840, height: 2160)] {
            for textScale in [1.0, 2.0] {
                for count in 2...5 {
                    let layout = Layout(windowSize: size, shapeCount: count, textScale: textScale, keepsAside: true)
                    let aside = layout.asideFrame ?? .zero
                    let band = layout.band
                    #expect(aside.width > 0 && aside.height > 0)
                    #expect(aside.minX >= band.minX && aside.maxX <= band.maxX + 1e-9 && aside.minY >= band.minY && aside.maxY <= band.maxY + 1e-9)
                    // (Where the side would be too narrow to read, the panel takes the band and
                    // the shapes wait under it, out of sight: `Game.areShapesHidden`.)
                    if layout.asideTakesBand {
                        #expect(aside == band && size.width < 640, "\(size) \(count)")
                        continue
                    }
                    #expect(!layout.playArea.insetBy(dx: 0.01, dy: 0.01).intersects(aside))
                    for index in 0..<count { #expect(!layout.cell(index).insetBy(dx: 0.01, dy: 0.01).intersects(aside), "\(size) \(count)") }
                    #expect(Layout(windowSize: size, shapeCount: count, textScale: textScale).asideFrame == nil)
                }
            }
        }
        // A game told to keep the side moves its shapes out of it, and the turn goes on.
        let (game, _, _) = GameTests.makeGame(mode: .square)
        let turn = game.currentTurn?.id
        game.handle(.keepAside(true))
        let aside = game.layout.asideFrame ?? .zero
        #expect(game.currentTurn?.id == turn && game.views.allSatisfy { !$0.frame.intersects(aside) })
        game.handle(.keepAside(false))
        #expect(game.layout.asideFrame == nil)
        // Where the side would take the whole band, the shapes are out of sight and the turn
        // waits: no tap is taken until it goes.
        game.resize(to: Size(width: 320, height: 240))
        var rules = game.settings
        rules.textScale = 2
        game.apply(rules)
        #expect(!game.areShapesHidden && game.acceptsTaps)
        game.handle(.keepAside(true))
        #expect(game.layout.asideTakesBand && game.areShapesHidden && !game.acceptsTaps)
        game.handle(.keepAside(false))
        #expect(!game.areShapesHidden && game.acceptsTaps)
    }
}
