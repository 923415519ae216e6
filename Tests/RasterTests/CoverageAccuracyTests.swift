import Drawing
import Raster
import Testing

/// The rasterizer's geometry is exact: summed coverage equals the analytic area.
@Suite struct CoverageAccuracyTests {
    static let fillOnly = ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .black)

    static func relativeError(_ measured: Double, _ expected: Double) -> Double {
        abs(measured - expected) / expected
    }

    @Test(arguments: [10.0, 10.37, 23.5, 75.25, 150.0])
    func circleAreaMatches(radius: Double) {
        // Off-grid centers too: the fast path must not depend on pixel alignment.
        for center in [Point(x: 200, y: 200), Point(x: 200.3, y: 199.71)] {
            let circle = ShapePath.circle(center: center, radius: radius)
            let coverage = Rasterizer().coverage(of: circle, style: Self.fillOnly, width: 400, height: 400)
            #expect(Self.relativeError(coverage.fillSum, circle.area) < 0.005, "r=\(radius) at \(center)")
        }
    }

    @Test(arguments: [20.0, 33.3, 120.0])
    func squareAreaMatches(side: Double) {
        let square = ShapePath.rectangle(Rect(x: 40.25, y: 30.6, width: side, height: side))
        let coverage = Rasterizer().coverage(of: square, style: Self.fillOnly, width: 200, height: 200)
        #expect(Self.relativeError(coverage.fillSum, square.area) < 0.005)
    }

    @Test(arguments: [20.0, 57.0, 150.0])
    func triangleAreaMatches(size: Double) {
        let triangle = ShapePath.polygon([Point(x: 10.2, y: 10.9), Point(x: 10 + size, y: 20), Point(x: 30, y: 10 + size * 0.9)])
        let coverage = Rasterizer().coverage(of: triangle, style: Self.fillOnly, width: 200, height: 200)
        #expect(Self.relativeError(coverage.fillSum, triangle.area) < 0.005)
    }

    @Test(arguments: [10.0, 40.0, 150.0])
    func starAreaMatches(outerRadius: Double) {
        let star = ShapePath.star(center: Point(x: 160.5, y: 161.25), outerRadius: outerRadius, innerRadius: outerRadius * 0.4)
        let coverage = Rasterizer().coverage(of: star, style: Self.fillOnly, width: 330, height: 330)
        #expect(Self.relativeError(coverage.fillSum, star.area) < 0.005)
    }

    @Test func ellipseAreaMatches() {
        let ellipse = ShapePath.ellipse(Rect(x: 20.4, y: 30.1, width: 150, height: 70))
        let coverage = Rasterizer().coverage(of: ellipse, style: Self.fillOnly, width: 200, height: 200)
        #expect(Self.relativeError(coverage.fillSum, ellipse.area) < 0.005)
    }

    @Test func edgePixelsArePartial() {
        let circle = ShapePath.circle(center: Point(x: 50, y: 50), radius: 30.3)
        let coverage = Rasterizer().coverage(of: circle, style: Self.fillOnly, width: 100, height: 100)
        let values = coverage.fill
        let partial = values.filter { $0 > 0.02 && $0 < 0.98 }
        // Roughly one partial pixel per unit of perimeter, and every value is in range.
        #expect(partial.count > 100)
        #expect(values.allSatisfy { $0 >= 0 && $0 <= 1 })
        // The circle's left edge crosses row 50 near x = 19.7: pixel 19 is 0.3 covered, less the
        // curve's bulge, (y − 50)²/(2r) averaged over the row: 1/(6·30.3).
        #expect(abs(coverage.fill(x: 19, y: 50) - (0.3 - 1 / (6 * 30.3))) < 0.005)
        #expect(coverage.fill(x: 50, y: 50) == 1)
        #expect(coverage.fill(x: 5, y: 5) == 0)
    }

    static let agreementStyles = [
        ShapeStyle(fillColor: .white, outlineColor: .black, outlineWidth: 5),
        ShapeStyle(fillColor: .white, outlineColor: .black, outlineWidth: 1.5),
        ShapeStyle(fillColor: .white, showOutline: false, outlineColor: .black),
        ShapeStyle(showFill: false, fillColor: .white, outlineColor: .black, outlineWidth: 3),
    ]

    /// The circle fast paths (mirrored on the half-pixel grid, direct rows, cell rows) agree with
    /// the general polygon sweep of the same circle, pixel by pixel.
    @Test(arguments: [Point(x: 64.37, y: 60.81), Point(x: 64, y: 64), Point(x: 64.5, y: 63), Point(x: 63, y: 64.5)])
    func circleFastPathAgreesWithPolygonPath(center: Point) {
        for radius in [41.6, 12, 3.3] {
            let circle = ShapePath.circle(center: center, radius: radius)
            let steps = 2048
            let scale = (2 * Double.pi / Double(steps) / sin(2 * Double.pi / Double(steps))).squareRoot()
            let polygon = ShapePath.polygon(
                (0..<steps).map { index in
                    let angle = Double(index) * 2 * Double.pi / Double(steps)
                    return Point(x: center.x + radius * scale * cos(angle), y: center.y + radius * scale * sin(angle))
                })
            for style in Self.agreementStyles {
                let fast = Rasterizer().coverage(of: circle, style: style, width: 128, height: 128)
                let general = Rasterizer().coverage(of: polygon, style: style, width: 128, height: 128)
                var worst: Float = 0
                for index in 0..<(128 * 128) {
                    worst = max(worst, abs(fast.fill[index] - general.fill[index]), abs(fast.outline[index] - general.outline[index]))
                }
                #expect(worst < 0.015, "r=\(radius)")
            }
        }
    }
}

#if canImport(Glibc)
    import Glibc
#endif
