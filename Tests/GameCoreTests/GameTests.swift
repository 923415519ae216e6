import Drawing
import GameCore
import TestSupport
import Testing

/// The game state machine, without a window: commands in, events out.
@Suite struct GameTests {
    static func makeGame(
        mode: GameMode = .mixed, feedback: Duration = .milliseconds(450), size: Size = Size(width: 960, height: 640), seed: UInt64 = 1
    )
        -> (Game, Recorder<GameEvent>, ManualClock)
    {
        let recorder = Recorder<GameEvent>()
        let ticks = ManualClock()
        let events = GameEventBus()
        events.subscribe { recorder.append($0) }
        let game = Game(
            mode: mode, settings: GameSettings(feedbackDuration: feedback), scorer: MatchScorer.standard, clock: ticks.client,
            randomNumberGenerator: SeededGenerator(seed: seed), windowSize: size, events: events)
        game.start()
        return (game, recorder, ticks)
    }

    static func largerAndSmaller(_ game: Game) -> (larger: Point, smaller: Point) {
        let largest = game.currentTurn?.largestIndex ?? 0
        let other = game.views.indices.first { $0 != largest } ?? 0
        return (game.views[largest].hitPoint, game.views[other].hitPoint)
    }

    @Test func tappingTheLargerScoresTheSmallerLoses() {
        let (game, recorder, ticks) = Self.makeGame()
        game.handle(.tap(Self.largerAndSmaller(game).larger))
        #expect(game.score == 1)
        ticks.now += .seconds(1)
        game.advance(to: ticks.now)
        game.handle(.tap(Self.largerAndSmaller(game).smaller))
        #expect(game.score == 0)
        #expect(recorder.turnEnds.map(\.result.matched) == [true, false])
        #expect(recorder.turnEnds.map(\.result.scoreIncrement) == [1, -1])
    }

    @Test func tapsOutsideEveryShapeDoNothing() {
        let (game, recorder, _) = Self.makeGame(mode: .circle)
        // The frame's corner of a circle, and the background.
        let frame = game.views[0].frame
        game.handle(.tap(Point(x: frame.minX + 1, y: frame.minY + 1)))
        game.handle(.tap(Point(x: 2, y: 630)))
        #expect(recorder.turnEnds.isEmpty && game.score == 0 && game.acceptsTaps)
    }

    @Test func twoQuickClicksScoreOnce() {
        let (game, recorder, _) = Self.makeGame()
        let (larger, smaller) = Self.largerAndSmaller(game)
        game.handle(.tap(larger))
        game.handle(.tap(smaller))
        game.handle(.tap(larger))
        #expect(recorder.turnEnds.count == 1 && game.score == 1)
    }

    @Test func feedbackShowsThenTheNextTurnBegins() {
        let (game, recorder, ticks) = Self.makeGame()
        game.handle(.pickFirst)
        #expect(game.feedback?.tappedIndex == 0)
        #expect(game.nextDeadline == .milliseconds(450))
        ticks.now = .milliseconds(449)
        game.advance(to: ticks.now)
        #expect(recorder.starts.count == 1)
        ticks.now = .milliseconds(450)
        game.advance(to: ticks.now)
        #expect(recorder.starts.map(\.number) == [1, 2] && game.feedback == nil && game.acceptsTaps)
    }

    @Test func withoutFeedbackTheNextTurnBeginsAtOnce() {
        let (game, recorder, _) = Self.makeGame(feedback: .zero)
        game.handle(.pickLast)
        #expect(recorder.turnEnds.map(\.tapped) == [game.views.count - 1])
        #expect(recorder.starts.count == 2 && game.acceptsTaps)
    }

    @Test func modeKeysStartANewUnscoredTurnOfThatKind() {
        let (game, recorder, _) = Self.makeGame(mode: .circle)
        for (mode, kind) in [(GameMode.square, ShapeKind.square), (.circle, .circle), (.square, .square)] {
            game.handle(.setMode(mode))
            #expect(game.mode == mode)
            #expect(game.views.allSatisfy { $0.kind == kind })
        }
        game.handle(.setMode(.mixed))
        #expect(recorder.turnEnds.isEmpty && game.turnsPlayed == 0 && game.score == 0)
        #expect(recorder.all.filter { if case .modeChanged = $0 { true } else { false } }.count == 4)
        // The mode change also cancels a pending feedback: the new turn is playable at once.
        game.handle(.pickFirst)
        game.handle(.setMode(.circle))
        #expect(game.feedback == nil && game.acceptsTaps && game.views.allSatisfy { $0.kind == .circle })
    }

    /// What the app covers the shapes with (a pause, the help) is its own; the game hears only
    /// that they are hidden, and takes no tap, click or key meanwhile.
    @Test func hiddenShapesTakeNoTaps() {
        let (game, recorder, _) = Self.makeGame()
        game.handle(.hideShapes(true))
        game.handle(.pickFirst)
        game.handle(.tap(Self.largerAndSmaller(game).larger))
        #expect(recorder.turnEnds.isEmpty && !game.acceptsTaps && game.areShapesHidden)
        game.handle(.hideShapes(false))
        game.handle(.tap(Self.largerAndSmaller(game).larger))
        #expect(recorder.turnEnds.count == 1)
    }

    @Test func restartClearsTheScore() {
        let (game, recorder, ticks) = Self.makeGame(feedback: .zero)
        for _ in 0..<6 { game.handle(.tap(Self.largerAndSmaller(game).larger)) }
        #expect(game.score == 26)
        ticks.now = .seconds(2)
        game.handle(.restart)
        #expect(game.score == 0 && game.streak == 0 && game.turnsPlayed == 0 && game.turnNumber == 1)
        #expect(recorder.all.contains { if case .restarted = $0 { true } else { false } })
    }

    @Test func aWrongTapsFeedbackNamesTheLargerShape() {
        let (game, _, _) = Self.makeGame()
        let largest = game.currentTurn?.largestIndex ?? -1
        game.handle(.tap(Self.largerAndSmaller(game).smaller))
        #expect(game.feedback?.matched == false && game.feedback?.largestIndex == largest)
        #expect(game.feedback?.tappedIndex != largest)
    }

    /// Turn identities never repeat, restarts included, so caches keyed by them never go stale.
    @Test func turnIdentitiesStayUniqueAcrossRestarts() {
        let (game, _, _) = Self.makeGame(feedback: .zero)
        var seen: Set<Int> = [game.viewsTurnID]
        for round in 0..<3 {
            for _ in 0..<4 {
                game.handle(.pickFirst)
                #expect(seen.insert(game.viewsTurnID).inserted, "round \(round)")
            }
            game.handle(.restart)
            #expect(seen.insert(game.viewsTurnID).inserted)
        }
    }

    @Test func resizingKeepsProportionsAndTheLayout() {
        let (game, _, _) = Self.makeGame(mode: .square)
        func proportions() -> [Double] {
            let side = min(game.layout.availableSize.width, game.layout.availableSize.height)
            return game.views.map { $0.frame.width / side }
        }
        let before = proportions()
        game.resize(to: Size(width: 720, height: 1280))
        #expect(game.layout.isStacked)
        for (old, new) in zip(before, proportions()) { #expect(abs(old - new) < 1e-9) }
        // Squares stay square.
        #expect(game.views.allSatisfy { abs($0.frame.width - $0.frame.height) < 1e-9 })
        #expect(game.views.allSatisfy { Rect(x: 0, y: 0, width: 720, height: 1280).contains($0.frame.center) })
    }

    /// A larger text size makes the HUD's band taller: the turn in play stays (no new turn, no
    /// event), its shapes keep their proportions and move below the taller band.
    @Test func aNewTextSizeMovesTheShapesBelowTheTallerHUD() {
        let (game, recorder, _) = Self.makeGame(mode: .square)
        let turn = game.currentTurn
        let eventsBefore = recorder.all.count
        var larger = game.settings
        larger.textScale = 2
        game.apply(larger)
        #expect(game.layout.textScale == 2 && game.layout.hudHeight > Layout(windowSize: game.layout.windowSize, shapeCount: 2).hudHeight)
        #expect(game.currentTurn?.id == turn?.id && recorder.all.count == eventsBefore)
        #expect(game.views.allSatisfy { $0.frame.minY >= game.layout.playArea.minY - 1e-9 && $0.frame.maxY <= game.layout.playArea.maxY + 1e-9 })
    }

    /// Shapes never overlap and stay inside the window, below the HUD, at any of these sizes.
    @Test(arguments: [Size(width: 320, height: 240), Size(width: 1280, height: 720), Size(width: 720, height: 1280)])
    func layoutNeverOverlapsAndStaysInside(size: Size) {
        for count in 2...5 {
            for mode in [GameMode.square, .circle] {
                var generator = SeededGenerator(seed: UInt64(count))
                let layout = Layout(windowSize: size, shapeCount: count)
                let strategy = mode.makeStrategy(proportions: ProportionRange(0.8, 0.8) ?? .standard, shapesPerTurn: count)
                let views = layout.place(strategy.oneTurn(in: layout.availableSize, using: &generator))
                let play = Rect(x: 0, y: layout.hudHeight, width: size.width, height: size.height - layout.hudHeight)
                for (index, view) in views.enumerated() {
                    #expect(
                        view.frame.minX >= play.minX && view.frame.maxX <= play.maxX && view.frame.minY >= play.minY && view.frame.maxY <= play.maxY)
                    for other in views[(index + 1)...] { #expect(!view.frame.intersects(other.frame)) }
                }
            }
        }
    }

    @Test func wideWindowsPutShapesSideBySideTallOnesStacked() {
        let wide = Layout(windowSize: Size(width: 1280, height: 720), shapeCount: 2)
        #expect(!wide.isStacked && wide.cell(1).minX > wide.cell(0).minX && wide.cell(1).minY == wide.cell(0).minY)
        let tall = Layout(windowSize: Size(width: 720, height: 1280), shapeCount: 2)
        #expect(tall.isStacked && tall.cell(1).minY > tall.cell(0).minY)
    }

    @Test func botAccuracy() {
        var generator = SeededGenerator(seed: 11)
        var turn = Turn(shapes: [SquareShape(sideLength: 0.3), SquareShape(sideLength: 0.7), SquareShape(sideLength: 0.5)], startedAt: .zero)
        #expect((0..<100).allSatisfy { _ in Bot(accuracy: 1).choose(in: turn, using: &generator) == 1 })
        #expect((0..<100).allSatisfy { _ in Bot(accuracy: 0).choose(in: turn, using: &generator) != 1 })
        let halves = (0..<1000).filter { _ in Bot(accuracy: 0.5).choose(in: turn, using: &generator) == 1 }.count
        #expect((400...600).contains(halves))
        turn.complete(tappingShapeAt: 1, at: .zero)
    }

    @Test func newSettingsRestyleTheShapesOnScreen() {
        let (game, _, _) = Self.makeGame(mode: .mixed)
        var settings = game.settings
        settings.style.fillColor = RGBA(rgb: 0x00_80_80)
        game.apply(settings)
        #expect(game.views.allSatisfy { $0.style.fillColor == RGBA(rgb: 0x00_80_80) })
    }

    @Test func theBuilderRestylesOnlyItsOwnKind() {
        var generator = SeededGenerator(seed: 1)
        let teal = ShapeStyle(fillColor: RGBA(rgb: 0x00_80_80), outlineColor: .black)
        let circles = GameMode.circle.makeStrategy().oneTurn(using: &generator)
        let squares = GameMode.square.makeStrategy().oneTurn(using: &generator)
        let restyled = GameMode.circle.makeStrategy(style: teal).restyle(circles + squares)
        #expect(restyled.prefix(2).allSatisfy { $0.style == teal })
        #expect(restyled.suffix(2).allSatisfy { $0.style == .classic })
        #expect(GameMode.mixed.makeStrategy(style: teal).restyle(circles + squares).allSatisfy { $0.style == teal })
    }
}

/// The game's events, sorted by what the tests ask of them.
extension Recorder<GameEvent> {
    var turnEnds: [(result: TurnResult, tapped: Int)] {
        all.compactMap { if case .turnEnded(let result, let tapped) = $0 { (result, tapped) } else { nil } }
    }
    var starts: [(number: Int, mode: GameMode, views: [ShapeView])] {
        all.compactMap { if case .turnStarted(let number, let mode, let views, _, _) = $0 { (number, mode, views) } else { nil } }
    }
}
