import Drawing
import Raster
import Testing

/// The polygon sweep against an independent reference: each pixel's exact covered area, found
/// by clipping the polygon to the pixel's square and taking the clipped polygon's area.
@Suite struct PolygonSweepTests {
    static let fillOnly = ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .black)

    /// A small deterministic generator (64-bit LCG), so failures reproduce.
    struct Numbers {
        var state: UInt64

        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }

    /// A simple (non-self-intersecting) polygon: vertices at increasing angles around a center.
    static func starShaped(_ numbers: inout Numbers, center: Point, radius: Double, vertices: Int) -> [Point] {
        (0..<vertices).map { index in
            let angle = (Double(index) + numbers.next(0...0.8)) * 2 * Double.pi / Double(vertices)
            let reach = radius * numbers.next(0.25...1)
            return Point(x: center.x + reach * cos(angle), y: center.y + reach * sin(angle))
        }
    }

    /// The area of `polygon` inside the unit square at (x, y), by Sutherland–Hodgman clipping
    /// (exact for a simple polygon against a convex window) and the shoelace formula.
    static func referenceCoverage(_ polygon: [Point], x: Int, y: Int) -> Double {
        var points = polygon
        let (left, top, right, bottom) = (Double(x), Double(y), Double(x + 1), Double(y + 1))
        let sides: [(inside: (Point) -> Bool, cross: (Point, Point) -> Point)] = [
            ({ $0.x >= left }, { a, b in Point(x: left, y: a.y + (b.y - a.y) * (left - a.x) / (b.x - a.x)) }),
            ({ $0.x <= right }, { a, b in Point(x: right, y: a.y + (b.y - a.y) * (right - a.x) / (b.x - a.x)) }),
            ({ $0.y >= top }, { a, b in Point(x: a.x + (b.x - a.x) * (top - a.y) / (b.y - a.y), y: top) }),
            ({ $0.y <= bottom }, { a, b in Point(x: a.x + (b.x - a.x) * (bottom - a.y) / (b.y - a.y), y: bottom) }),
        ]
        for side in sides {
            guard let last = points.last else { return 0 }
            var clipped: [Point] = []
            var previous = last
            for point in points {
                if side.inside(point) != side.inside(previous) { clipped.append(side.cross(previous, point)) }
                if side.inside(point) { clipped.append(point) }
                previous = point
            }
            points = clipped
        }
        guard points.count >= 3 else { return 0 }
        var twiceArea = 0.0
        for index in points.indices {
            let (a, b) = (points[index], points[(index + 1) % points.count])
            twiceArea += a.x * b.y - b.x * a.y
        }
        return abs(twiceArea) / 2
    }

    static func worstDifference(_ polygon: [Point], width: Int, height: Int) -> Double {
        let coverage = Rasterizer().coverage(of: .polygon(polygon), style: fillOnly, width: width, height: height)
        var worst = 0.0
        for y in 0..<height {
            for x in 0..<width {
                worst = max(worst, abs(Double(coverage.fill(x: x, y: y)) - referenceCoverage(polygon, x: x, y: y)))
            }
        }
        return worst
    }

    /// Random simple polygons, convex and not, some running off the view's edges, match the
    /// reference in every pixel.
    @Test(arguments: 0..<12)
    func randomPolygonsMatchTheReference(seed: Int) {
        var numbers = Numbers(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let center = Point(x: numbers.next(4...44), y: numbers.next(4...44))
        let polygon = Self.starShaped(&numbers, center: center, radius: numbers.next(3...30), vertices: 3 + seed % 9)
        #expect(Self.worstDifference(polygon, width: 48, height: 48) < 2e-3, "seed \(seed): \(polygon)")
    }

    /// Edges along pixel borders, vertices on pixel corners, horizontal edges and an edge on the
    /// view's border: the cases where a crossing has no pixels of its own.
    @Test func gridAlignedEdgesMatchTheReference() {
        let shapes: [[Point]] = [
            [Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 30, y: 25), Point(x: 10, y: 25)],
            [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 40, y: 40), Point(x: 0, y: 40)],
            [Point(x: 5, y: 5), Point(x: 35, y: 5), Point(x: 20, y: 35)],
            [Point(x: 12.5, y: 3), Point(x: 20, y: 3), Point(x: 20, y: 30.5), Point(x: 12.5, y: 18)],
            [Point(x: 20, y: 2), Point(x: 38, y: 20), Point(x: 20, y: 38), Point(x: 2, y: 20)],
        ]
        for shape in shapes {
            #expect(Self.worstDifference(shape, width: 40, height: 40) < 2e-3, "\(shape)")
        }
    }

    /// Outlines whose edges are all vertical or horizontal, at fractional and whole positions,
    /// some running off the view: the sweep records one row of such a band and replays it on
    /// the rows below, which must still give every pixel its exact area.
    @Test(arguments: 0..<16)
    func verticalBandsMatchTheReference(seed: Int) {
        var numbers = Numbers(state: UInt64(seed) &* 0xD1B5_4A32_D192_ED03 &+ 7)
        func coordinate(_ range: ClosedRange<Double>) -> Double {
            let value = numbers.next(range)
            return seed % 4 == 0 ? value.rounded() : value
        }
        // A staircase: up the left in steps, across the top, down the right side.
        let steps = 1 + seed % 4
        let (left, right) = (coordinate(-4...12), coordinate(28...46))
        var points = [Point(x: left, y: coordinate(36...46))]
        var y = points[0].y
        for step in 0..<steps {
            y -= numbers.next(3...9)
            let x = left + Double(step + 1) * numbers.next(0.6...3)
            points.append(Point(x: points[points.count - 1].x, y: y))
            points.append(Point(x: x, y: y))
        }
        points.append(Point(x: points[points.count - 1].x, y: coordinate(-3...4)))
        points.append(Point(x: right, y: points[points.count - 1].y))
        points.append(Point(x: right, y: points[0].y))
        #expect(Self.worstDifference(points, width: 44, height: 44) < 2e-3, "seed \(seed): \(points)")
    }

    /// A rectangle with its outline: the fill is the inset rectangle's area in each pixel, and
    /// the outline the rest of the outer rectangle's (two vertical bands of four edges each).
    @Test(arguments: [(3.0, 4.0, 37.0, 31.0, 4.0), (2.3, 5.7, 35.6, 30.2, 3.5), (0.5, 0.25, 40.0, 39.75, 1.25)])
    func outlinedRectanglesMatchTheReference(left: Double, top: Double, right: Double, bottom: Double, width: Double) {
        let outer = [Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom)]
        let inner = [
            Point(x: left + width, y: top + width), Point(x: right - width, y: top + width), Point(x: right - width, y: bottom - width),
            Point(x: left + width, y: bottom - width),
        ]
        let style = ShapeStyle(fillColor: .white, outlineColor: .black, outlineWidth: width)
        let coverage = Rasterizer().coverage(of: .polygon(outer), style: style, width: 42, height: 42)
        var worst = 0.0
        for y in 0..<42 {
            for x in 0..<42 {
                let fill = Self.referenceCoverage(inner, x: x, y: y)
                let ring = Self.referenceCoverage(outer, x: x, y: y) - fill
                worst = max(worst, abs(Double(coverage.fill(x: x, y: y)) - fill), abs(Double(coverage.outline(x: x, y: y)) - ring))
            }
        }
        #expect(worst < 2e-3)
    }
}

#if canImport(Glibc)
    import Glibc
#endif
