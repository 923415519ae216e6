import Drawing
import GameCore
import TestSupport
import Testing

/// The Servant's common interface, and the views the factories make.
@Suite struct ShapeTests {
    @Test func areas() {
        #expect(SquareShape(sideLength: 0.5).area == 0.25)
        #expect(abs(CircleShape(diameter: 0.5).area - Double.pi / 16) < 1e-15)
        // A circle of diameter d is smaller than the square of side d.
        #expect(CircleShape(diameter: 0.6).area < SquareShape(sideLength: 0.6).area)
    }

    @Test func tiesMatch() {
        var turn = Turn(shapes: [SquareShape(sideLength: 0.5), SquareShape(sideLength: 0.5)], startedAt: .zero)
        #expect(turn.matched == nil)
        turn.complete(tappingShapeAt: 1, at: .seconds(1))
        #expect(turn.matched == true)
    }

    @Test func largerIsJudgedByAreaAcrossKinds() {
        // A circle of diameter 0.55 (area 0.2376) beats a square of side 0.48 (area 0.2304).
        var turn = Turn(shapes: [SquareShape(sideLength: 0.48), CircleShape(diameter: 0.55)], startedAt: .zero)
        #expect(turn.largestIndex == 1)
        turn.complete(tappingShapeAt: 0, at: .zero)
        #expect(turn.matched == false)
    }

    @Test func aTurnEndsOnce() {
        var turn = Turn(shapes: [SquareShape(sideLength: 0.4), SquareShape(sideLength: 0.6)], startedAt: .seconds(3))
        let first = turn.complete(tappingShapeAt: 1, at: .seconds(4))
        let second = turn.complete(tappingShapeAt: 0, at: .seconds(5))
        #expect(first && !second)
        #expect(turn.tappedIndex == 1 && turn.endedAt == .seconds(4) && turn.matched == true)
        var other = Turn(shapes: [SquareShape(sideLength: 0.4)], startedAt: .zero)
        let outOfRange = other.complete(tappingShapeAt: 7, at: .zero)
        #expect(!outOfRange && other.tappedIndex == nil)
    }

    @Test func viewFramesAreProportionTimesSize() {
        // Squares and circles get square frames: proportion × the available size's smaller side.
        let squares = SquareShapeViewFactory().makeShapeViews(
            for: [SquareShape(sideLength: 0.5), SquareShape(sideLength: 0.3)], availableSize: availableSize)
        #expect(squares.map(\.frame) == [Rect(x: 0, y: 0, width: 150, height: 150), Rect(x: 0, y: 0, width: 90, height: 90)])
        let circles = CircleShapeViewFactory().makeShapeViews(for: [CircleShape(diameter: 0.5)], availableSize: availableSize)
        #expect(circles.map(\.frame) == [Rect(x: 0, y: 0, width: 150, height: 150)])
        #expect(circles[0].kind == .circle && squares[0].kind == .square)
    }

    @Test func resizingKeepsProportionsAndCenter() {
        var view = CircleShapeViewFactory().makeShapeViews(for: [CircleShape(diameter: 0.5)], availableSize: availableSize)[0]
        view.frame.origin = Point(x: 100, y: 50)
        let resized = view.resized(toAvailable: Size(width: 800, height: 600))
        #expect(resized.frame.size == Size(width: 300, height: 300))
        #expect(resized.frame.center == view.frame.center)
    }

    @Test func builderStylesEveryView() {
        var builder = ShapeViewBuilder(shapeViewFactory: CircleShapeViewFactory())
        #expect(builder.style == .classic)
        builder.fillColor = RGBA(rgb: 0x00_80_80)
        builder.showOutline = false
        let views = builder.buildShapeViews(for: [CircleShape(diameter: 0.4), CircleShape(diameter: 0.7)], availableSize: availableSize)
        #expect(views.count == 2)
        #expect(views.allSatisfy { $0.style.fillColor == RGBA(rgb: 0x00_80_80) && !$0.style.showOutline })
        #expect(views.allSatisfy { $0.style.outlineColor == ShapeStyle.classic.outlineColor })
    }

    @Test func circleContainsIsExactAtItsEdge() {
        var view = CircleShapeViewFactory().makeShapeViews(for: [CircleShape(diameter: 0.5)], availableSize: availableSize)[0]
        view.frame.origin = Point(x: 10, y: 20)
        // Radius 75 around (85, 95).
        #expect(view.contains(Point(x: 85, y: 95)))
        #expect(view.contains(Point(x: 10.01, y: 95)))
        #expect(!view.contains(Point(x: 9.99, y: 95)))
        // The frame's corner is not the circle.
        #expect(!view.contains(Point(x: 12, y: 22)))
        #expect(view.contains(view.hitPoint))
    }

    @Test func squareContainsItsCorners() {
        var view = SquareShapeViewFactory().makeShapeViews(for: [SquareShape(sideLength: 0.25)], availableSize: Size(width: 400, height: 400))[0]
        view.frame.origin = Point(x: 50, y: 50)
        #expect(view.contains(Point(x: 50, y: 50)))
        #expect(view.contains(Point(x: 149.99, y: 149.99)))
        #expect(!view.contains(Point(x: 150, y: 150)))
        #expect(!view.contains(Point(x: 49.99, y: 100)))
    }

    @Test func factoriesDrawProportionsFromTheirRange() {
        var generator = SeededGenerator(seed: 7)
        let range = ProportionRange(0.3, 0.8)
        #expect(range == .standard)
        let squares = SquareShapeFactory().makeShapes(count: 500, using: &generator)
        #expect(squares.allSatisfy { (0.3...0.8).contains($0.sideLength) })
        let narrow = ProportionRange(0.5, 0.5).map { CircleShapeFactory(proportions: $0) }
        #expect(narrow?.makeShapes(count: 3, using: &generator).map(\.diameter) == [0.5, 0.5, 0.5])
        #expect(ProportionRange(0.9, 0.2) == nil && ProportionRange(0, 0.5) == nil && ProportionRange(0.5, 1.2) == nil)
    }
}
