import Drawing
import GameCore
import TestSupport
import Testing

/// Cross turns: kinds differ within a turn, and only area decides.
@Suite struct CrossTurnTests {
    static func frameArea(_ view: ShapeView) -> Double { view.frame.width * view.frame.height }

    /// A star beside a square: the star's frame is the larger, its area the smaller, and the
    /// square wins.
    @Test func theWinnerIsTheLargestByAreaNotByFrame() {
        let views =
            StarShapeViewFactory().makeShapeViews(for: [StarShape(outerRadius: 0.4)], availableSize: availableSize)
            + SquareShapeViewFactory().makeShapeViews(for: [SquareShape(sideLength: 0.5)], availableSize: availableSize)
        #expect(Self.frameArea(views[0]) > Self.frameArea(views[1]))
        var turn = Turn(shapes: views.map(\.shape), startedAt: .zero)
        #expect(turn.largestIndex == 1)
        turn.complete(tappingShapeAt: 0, at: .zero)
        #expect(turn.matched == false)
    }

    /// Many cross turns: every turn mixes kinds, the largest area always wins, and in a good
    /// share of them the winner's frame is not the largest frame: the frame is no shortcut.
    @Test func crossTurnsAreJudgedByAreaAlone() {
        var controller = TurnController(
            turnStrategy: GameMode.cross.makeStrategy(shapesPerTurn: 3), scorer: MatchScorer.standard,
            randomNumberGenerator: SeededGenerator(seed: 12))
        var frameMisleads = 0
        for _ in 0..<400 {
            let views = controller.beginNewTurn(availableSize: availableSize)
            #expect(Set(views.map(\.kind)).count == 3)
            let largest = controller.currentTurn?.largestIndex ?? -1
            #expect(views.allSatisfy { $0.shape.area <= views[largest].shape.area })
            let largestFrame = views.indices.max { Self.frameArea(views[$0]) < Self.frameArea(views[$1]) } ?? -1
            if largestFrame != largest { frameMisleads += 1 }
            // What the player sees has the area that is judged.
            let side = min(availableSize.width, availableSize.height)
            #expect(views.allSatisfy { abs($0.path.area - $0.shape.area * side * side) < 1e-6 * side * side })
            let result = controller.endTurn(tappingShapeAt: largest)
            #expect(result?.matched == true)
        }
        #expect(frameMisleads > 40)
        #expect(controller.score == 400 + 10 * 396)
    }

    /// Each shape still fits the available size after evening out.
    @Test func evenedOutShapesFit() {
        var generator = SeededGenerator(seed: 2)
        let strategy = GameMode.cross.makeStrategy(proportions: ProportionRange(1, 1) ?? .standard, shapesPerTurn: 5)
        for _ in 0..<100 {
            for view in strategy.oneTurn(using: &generator) {
                #expect(view.frame.width <= availableSize.height + 1e-9 && view.frame.height <= availableSize.height + 1e-9)
            }
        }
    }
}
