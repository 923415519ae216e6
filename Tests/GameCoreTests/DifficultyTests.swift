import Drawing
import GameCore
import TestSupport
import Testing

/// The adaptive difficulty: a staircase, and a Decorator that sizes any strategy's turns by it.
@Suite struct DifficultyTests {
    /// A scripted player who matches exactly when the lead is at least `threshold`.
    static func play(threshold: Double, turns: Int, staircase: Staircase = Staircase()) -> (final: Staircase, ratios: [Double]) {
        var staircase = staircase
        var ratios: [Double] = []
        for _ in 0..<turns {
            ratios.append(staircase.ratio)
            staircase.record(matched: staircase.ratio >= threshold)
        }
        return (staircase, ratios)
    }

    @Test(arguments: [1.05, 1.12, 1.3, 1.6])
    func itConvergesToEachPlayersThreshold(threshold: Double) {
        let (final, ratios) = Self.play(threshold: threshold, turns: 300)
        // The last 50 turns stay within a few percent of the threshold's excess over 1.
        for ratio in ratios.suffix(50) {
            #expect(abs((ratio - 1) / (threshold - 1) - 1) < 0.15, "threshold \(threshold): ratio \(ratio)")
        }
        #expect(final.reversals > 10)
    }

    @Test func itNeverGoesBelowItsFloorOrAboveItsStart() {
        let perfect = Self.play(threshold: 1.0, turns: 500)
        #expect(perfect.ratios.allSatisfy { $0 >= 1.03 && $0 <= 1.8 })
        #expect(abs(perfect.final.ratio - 1.03) < 1e-12)
        let hopeless = Self.play(threshold: 9, turns: 500)
        #expect(hopeless.ratios.allSatisfy { $0 >= 1.03 && $0 <= 1.8 })
        #expect(hopeless.final.ratio == 1.8)
        let custom = Self.play(threshold: 1.0, turns: 500, staircase: Staircase(start: 1.5, floor: 1.2))
        #expect(custom.ratios.first == 1.5 && custom.ratios.allSatisfy { $0 >= 1.2 && $0 <= 1.5 })
    }

    @Test func twoMatchesMakeItHarderAMissEasier() {
        var staircase = Staircase()
        staircase.record(matched: true)
        #expect(staircase.ratio == 1.8)
        staircase.record(matched: true)
        #expect(staircase.ratio < 1.8)
        let harder = staircase.ratio
        staircase.record(matched: false)
        #expect(staircase.ratio > harder)
    }

    /// The decorator makes every turn of any mode at the staircase's ratio, and counts each ended
    /// turn once.
    @Test(arguments: [GameMode.square, .single(.star), .mixed, .cross])
    func theDecoratorSizesAnyModesTurns(mode: GameMode) {
        for count in [2, 5] {
            let adaptive = AdaptiveTurnStrategy(decorating: mode.makeStrategy(shapesPerTurn: count))
            var controller = TurnController(turnStrategy: adaptive, scorer: MatchScorer.standard, randomNumberGenerator: SeededGenerator(seed: 4))
            var expected = Staircase()
            for turn in 0..<60 {
                let views = controller.beginNewTurn(availableSize: availableSize)
                let ratio = controller.currentTurn?.areaRatio ?? 0
                #expect(abs(ratio - expected.ratio) < 1e-9, "\(mode) turn \(turn)")
                #expect(views.count == count && views.allSatisfy { $0.frame.width <= availableSize.height + 1e-9 })
                let matched = turn % 3 != 0
                let largest = controller.currentTurn?.largestIndex ?? 0
                _ = controller.endTurn(tappingShapeAt: matched ? largest : (largest + 1) % count)
                expected.record(matched: matched)
            }
        }
    }

    /// The game keeps the player's staircase through mode changes and turning it off and on,
    /// and says the ratio in each `turn_started`.
    @Test func theGameKeepsTheStaircaseAcrossModes() {
        let game = Game(
            mode: .square, settings: GameSettings(feedbackDuration: .zero, adaptive: true), scorer: MatchScorer.standard, clock: .frozen,
            randomNumberGenerator: SeededGenerator(seed: 3),
            windowSize: Size(width: 960, height: 640))
        var ratios: [Double?] = []
        game.events.subscribe { if case .turnStarted(_, _, _, let ratio, _) = $0 { ratios.append(ratio) } }
        game.start()
        for _ in 0..<8 { game.handle(.pick(game.currentTurn?.largestIndex ?? 0)) }
        let reached = game.difficultyRatio ?? 0
        #expect(reached < 1.8)
        game.handle(.setMode(.cross))
        #expect(game.difficultyRatio == reached)
        game.handle(.toggleAdaptive)
        #expect(game.difficultyRatio == nil && ratios.last == .some(nil))
        game.handle(.toggleAdaptive)
        #expect(game.difficultyRatio == reached)
        #expect(ratios.compactMap { $0 }.count == ratios.count - 1)
        #expect(abs((game.currentTurn?.areaRatio ?? 0) - reached) < 1e-9)
    }
}

/// The staircase rests while the adaptive difficulty is off (the Decorator article says so): the
/// turns played then never move it. Turned on after a right answer, its first turn starts; one
/// right answer more waits, the second makes it harder. Off and on again, a miss while off does
/// not make it easier.
@Suite struct RestingStaircaseTests {
    func game(adaptive: Bool) -> Game {
        let game = Game(
            mode: .square, settings: GameSettings(feedbackDuration: .zero, adaptive: adaptive), scorer: MatchScorer.standard, clock: .frozen,
            randomNumberGenerator: SeededGenerator(seed: 5), windowSize: Size(width: 960, height: 640))
        game.start()
        return game
    }

    /// What the turn on screen says of the staircase (the panel's and the log's words).
    func step(_ game: Game) -> Staircase.Step? {
        if case .adaptive(_, let step, _) = game.turnNote { step } else { nil }
    }

    func right(_ game: Game) { game.handle(.pick(game.currentTurn?.largestIndex ?? 0)) }

    func wrong(_ game: Game) {
        let largest = game.currentTurn?.largestIndex ?? 0
        game.handle(.pick(largest == 0 ? 1 : 0))
    }

    @Test func turnsPlayedWithTheDifficultyOffNeverCount() {
        let game = game(adaptive: false)
        right(game)
        game.handle(.toggleAdaptive)
        #expect(step(game) == .start && game.difficultyRatio == Staircase().start)
        right(game)
        #expect(step(game) == .waiting && game.difficultyRatio == Staircase().start)
        right(game)
        #expect(step(game) == .harder)
    }

    @Test func aRestingStaircaseResumesWhereItWas() {
        let game = game(adaptive: true)
        right(game)
        right(game)
        let reached = game.difficultyRatio
        #expect(step(game) == .harder)
        game.handle(.toggleAdaptive)
        wrong(game)
        wrong(game)
        game.handle(.toggleAdaptive)
        #expect(game.difficultyRatio == reached && step(game) == .harder)
    }
}

/// Each consumer of the history declares what it reads: a scorer that reads none does not starve
/// the adaptive strategy, which still moves its staircase.
@Suite struct HistoryConsumersTests {
    /// +1 a turn, reading no history at all.
    struct Flat: Scorer {
        var next: (any Scorer)? { nil }
        var lookback: Int { 0 }
        func ownIncrement<Turns: Sequence<Turn>>(pastTurnsNewestFirst: Turns) -> Int { 1 }
    }

    @Test func aHistoryFreeScorerStillLetsTheDifficultyAdapt() {
        let adaptive = AdaptiveTurnStrategy(decorating: GameMode.square.makeStrategy(), staircase: Staircase())
        var controller = TurnController(turnStrategy: adaptive, scorer: Flat(), randomNumberGenerator: SeededGenerator(seed: 9))
        #expect(controller.scorer.window == 0 && controller.recentTurns.capacity >= 1)
        let start = Staircase().ratio
        for _ in 0..<12 {
            _ = controller.beginNewTurn(availableSize: Size(width: 400, height: 400))
            _ = controller.endTurn(tappingShapeAt: controller.currentTurn?.largestIndex ?? 0)
        }
        let ratio = (controller.turnStrategy as? AdaptiveTurnStrategy)?.staircase.ratio ?? start
        #expect(ratio < start, "twelve right in a row should make it harder: \(ratio)")
        #expect(controller.score == 12)
    }

    @Test func turningTheDifficultyOnKeepsMoreHistory() {
        var controller = TurnController(turnStrategy: GameMode.circle.makeStrategy(), scorer: Flat())
        #expect(controller.recentTurns.capacity == 0)
        controller.turnStrategy = AdaptiveTurnStrategy(decorating: GameMode.circle.makeStrategy())
        #expect(controller.recentTurns.capacity == 1)
    }
}

/// Decorators stack: any strategy may be wrapped, a decorator too, and each layer adds its own
/// behaviour without the others knowing.
@Suite struct DecoratorStackingTests {
    /// A decorator of the test's own: the same turn, its shapes in the opposite order.
    struct Reversed: TurnStrategy {
        var base: any TurnStrategy

        mutating func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
            givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
        ) -> [ShapeView] {
            base.makeShapeViewsForNextTurn(givenPastTurns: pastTurns, availableSize: availableSize, using: &generator).reversed()
        }

        var lookback: Int { base.lookback }
    }

    static let size = Size(width: 400, height: 400)

    static func turn(_ strategy: any TurnStrategy, seed: UInt64) -> [ShapeView] {
        var strategy = strategy
        var generator = SeededGenerator(seed: seed)
        return strategy.makeShapeViewsForNextTurn(givenPastTurns: RecentTurns(capacity: 1), availableSize: size, using: &generator)
    }

    @Test(arguments: [GameMode.square, .mixed, .cross]) func eitherOrderAppliesBoth(mode: GameMode) {
        let staircase = Staircase(start: 1.5, floor: 1.03)
        let adaptive = AdaptiveTurnStrategy(decorating: mode.makeStrategy(shapesPerTurn: 3), staircase: staircase)
        let plain = Self.turn(adaptive, seed: 5)
        let outside = Self.turn(Reversed(base: adaptive), seed: 5)
        let inside = Self.turn(AdaptiveTurnStrategy(decorating: Reversed(base: mode.makeStrategy(shapesPerTurn: 3)), staircase: staircase), seed: 5)
        // Reversed outside: the adaptive turn, back to front.
        #expect(outside.map(\.shape.area) == plain.map(\.shape.area).reversed())
        // Reversed inside: the staircase still sizes the turn it is handed.
        for views in [outside, inside] {
            let areas = views.map(\.shape.area).sorted(by: >)
            #expect(abs(areas[0] / areas[1] - 1.5) < 1e-9, "\(mode): \(areas)")
        }
    }

    /// Each layer's history: a composite reads as far back as the deepest of its parts.
    @Test func compositesReadAsFarAsTheirParts() {
        let deep = AdaptiveTurnStrategy(decorating: GameMode.square.makeStrategy())
        #expect(Reversed(base: deep).lookback == 1)
        let cross = CrossTurnStrategy(singleShapeStrategies: [deep, GameMode.circle.makeStrategy(shapesPerTurn: 1)], shapesPerTurn: 2)
        #expect(cross?.lookback == 1)
        #expect(RandomTurnStrategy(strategies: [GameMode.circle.makeStrategy(), deep])?.lookback == 1)
        #expect(GameMode.cross.makeStrategy().lookback == 0)
    }
}
