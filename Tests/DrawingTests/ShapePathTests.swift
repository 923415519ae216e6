import Drawing
import Testing

@Suite struct ShapePathTests {
    @Test func areasAreAnalytic() {
        #expect(abs(ShapePath.circle(center: .zero, radius: 2).area - 4 * Double.pi) < 1e-12)
        #expect(ShapePath.rectangle(Rect(x: 1, y: 2, width: 3, height: 4)).area == 12)
        #expect(abs(ShapePath.ellipse(Rect(x: 0, y: 0, width: 4, height: 2)).area - 2 * Double.pi) < 1e-12)
        // Orientation does not matter.
        let clockwise = ShapePath.polygon([Point(x: 0, y: 0), Point(x: 0, y: 2), Point(x: 2, y: 2), Point(x: 2, y: 0)])
        #expect(clockwise.area == 4)
    }

    @Test func circleContainsIsExactAtTheEdge() {
        let circle = ShapePath.circle(center: Point(x: 10, y: 10), radius: 5)
        #expect(circle.contains(Point(x: 15, y: 10)))
        #expect(!circle.contains(Point(x: 15.001, y: 10)))
        // Inside the bounding box's corner, outside the circle.
        #expect(circle.bounds.contains(Point(x: 5.5, y: 5.5)))
        #expect(!circle.contains(Point(x: 5.5, y: 5.5)))
        #expect(circle.contains(Point(x: 10 + 5 * 0.7071, y: 10 + 5 * 0.7071)))
    }

    @Test func starContainsFollowsItsPoints() {
        let star = ShapePath.star(center: Point(x: 0, y: 0), outerRadius: 10, innerRadius: 4)
        #expect(star.contains(.zero))
        #expect(star.contains(Point(x: 0, y: -9)))  // inside the top tip
        #expect(!star.contains(Point(x: 4, y: -7)))  // in the notch beside it
    }

    @Test func insetShrinksSquaresAndCircles() {
        let square = ShapePath.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))
        let inner = square.inset(by: 2)
        #expect(inner.map { abs($0.area - 36) < 1e-9 } == true)
        #expect(inner?.bounds == Rect(x: 2, y: 2, width: 6, height: 6))
        #expect(ShapePath.circle(center: .zero, radius: 5).inset(by: 1) == .circle(center: .zero, radius: 4))
        #expect(square.inset(by: 5) == nil)
        #expect(ShapePath.circle(center: .zero, radius: 5).inset(by: 6) == nil)
    }

    @Test func insetStarKeepsItsShape() {
        let star = ShapePath.star(center: .zero, outerRadius: 50, innerRadius: 20)
        let inner = star.inset(by: 3)
        #expect(inner != nil)
        #expect((inner?.area ?? 0) < star.area)
        // Every inset vertex lies inside the original star.
        if case .polygon(let points) = inner {
            #expect(points.allSatisfy { star.contains($0) })
        }
    }

    @Test func scalingAndOffsetting() {
        let circle = ShapePath.circle(center: Point(x: 1, y: 1), radius: 1)
        #expect(circle.scaled(by: 2) == .circle(center: Point(x: 2, y: 2), radius: 2))
        #expect(circle.offsetBy(dx: 3, dy: -1).bounds == Rect(x: 3, y: -1, width: 2, height: 2))
    }
}

@Suite struct ValueTests {
    @Test func colorsPackAsARGB() {
        let color = RGBA(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44)
        #expect(color.argb == 0x4411_2233)
        #expect(RGBA(argb: 0x4411_2233) == color)
        #expect(RGBA(rgb: 0x8B_45_13) == RGBA(red: 0x8B, green: 0x45, blue: 0x13, alpha: 255))
    }

    @Test func rectGeometry() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.center == Point(x: 25, y: 40))
        #expect(rect.contains(Point(x: 10, y: 20)))
        #expect(!rect.contains(Point(x: 40, y: 20)))
        #expect(rect.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 20, height: 20))
        #expect(rect.intersects(Rect(x: 39, y: 59, width: 5, height: 5)))
        #expect(!rect.intersects(Rect(x: 40, y: 20, width: 5, height: 5)))
        #expect(Rect.bounding([Point(x: 3, y: 1), Point(x: -1, y: 4)]) == Rect(x: -1, y: 1, width: 4, height: 3))
    }
}
