import Drawing
import GameCore
import TestSupport
import Testing

/// Adding a kind of shape touches no game code: a triangle, defined only here, plays through the
/// unchanged TurnController, strategies and scorers.
@Suite struct NewShapeKindTests {
    struct TriangleShape: Shape {
        static let kind = ShapeKind(rawValue: "triangle")
        let base: Double
        var area: Double { base * base * 3.0.squareRoot() / 4 }
        func scaled(by factor: Double) -> TriangleShape { TriangleShape(base: base * factor) }
    }

    struct TriangleShapeFactory: ShapeFactory {
        func makeShapes<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) -> [TriangleShape] {
            (0..<count).map { _ in TriangleShape(base: ProportionRange.standard.random(using: &generator)) }
        }
    }

    struct TriangleShapeViewFactory: ShapeViewFactory {
        func makeShapeViews(for shapes: [TriangleShape], availableSize: Size) -> [ShapeView] {
            shapes.map { triangle in
                ShapeView(
                    shape: triangle,
                    relativeSize: Size(width: triangle.base, height: triangle.base * 3.0.squareRoot() / 2),
                    availableSize: availableSize,
                    unitOutline: .polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)])
                )
            }
        }
    }

    @Test func aTriangleKindPlaysThroughTheController() {
        let triangles = BasicTurnStrategy(
            shapeFactory: TriangleShapeFactory(),
            shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: TriangleShapeViewFactory()),
            shapesPerTurn: 3
        )
        var controller = TurnController(turnStrategy: triangles, scorer: MatchScorer.standard, randomNumberGenerator: SeededGenerator(seed: 5))
        for _ in 0..<5 {
            let views = controller.beginNewTurn(availableSize: availableSize)
            #expect(views.count == 3 && views.allSatisfy { $0.kind.rawValue == "triangle" })
            #expect(views.allSatisfy { $0.style == .classic })
            // A perfect player taps the largest triangle.
            let largest = controller.currentTurn?.largestIndex ?? -1
            #expect(views.allSatisfy { $0.contains($0.hitPoint) })
            _ = controller.endTurn(tappingShapeAt: largest)
        }
        #expect(controller.score == 15)
        // And it mixes with the built-in kinds through the random strategy.
        let mixed = RandomTurnStrategy(strategies: [triangles, GameMode.circle.makeStrategy()])
        #expect(mixed != nil)
    }
}
