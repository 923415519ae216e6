import Drawing

/// A closed contour in single-precision pixel coordinates, as the scanline engine eats it.
struct Contour {
    var xs: [Float]
    var ys: [Float]

    var count: Int { xs.count }
}

enum Flattening {
    /// Largest distance, in pixels, between a flattened ellipse and the true curve: 0.05, less
    /// for small ellipses, where a pixel holds a larger share of the curve.
    static func tolerance(radius: Double) -> Double {
        min(0.05, radius / 300)
    }

    static func contour(of path: ShapePath) -> Contour {
        switch path {
        case .polygon(let points):
            return Contour(xs: points.map { Float($0.x) }, ys: points.map { Float($0.y) })
        case .ellipse(let frame):
            return ellipse(frame)
        }
    }

    /// How many segments keep an ellipse of this radius within `tolerance`: a multiple of four,
    /// so the polygon has the ellipse's mirror symmetries.
    static func segmentCount(radius: Double) -> Int {
        guard radius > 0.01 else { return 8 }
        let perSegment = Trigonometry.arcCosine(1 - tolerance(radius: radius) / radius)
        let needed = Int((Double.pi / perSegment).rounded(.up))
        let clamped = min(max(needed, 16), 4096)
        return (clamped + 3) / 4 * 4
    }

    /// An ellipse as a polygon of equal area: the vertices sit slightly outside the curve, by the
    /// factor that makes the inscribed polygon's area equal π·a·b. Coordinates come from one table
    /// of cosines so that mirrored vertices are bit-for-bit mirrored.
    static func ellipse(_ frame: Rect) -> Contour {
        let radiusX = frame.width / 2
        let radiusY = frame.height / 2
        guard radiusX > 0, radiusY > 0 else { return Contour(xs: [], ys: []) }
        let count = segmentCount(radius: max(radiusX, radiusY))
        let step = 2 * Double.pi / Double(count)
        let areaScale = (step / Trigonometry.sine(step)).squareRoot()
        let quarter = count / 4
        var cosines = (0...quarter).map { Trigonometry.cosine(Double($0) * step) }
        cosines[0] = 1
        cosines[quarter] = 0
        var xs: [Float] = []
        var ys: [Float] = []
        xs.reserveCapacity(count)
        ys.reserveCapacity(count)
        let (centerX, centerY) = (frame.midX, frame.midY)
        for index in 0..<count {
            let (quadrant, offset) = index.quotientAndRemainder(dividingBy: quarter)
            let (c, s) = (cosines[offset], cosines[quarter - offset])
            let (unitX, unitY): (Double, Double) =
                switch quadrant {
                case 0: (c, s)
                case 1: (-s, c)
                case 2: (-c, -s)
                default: (s, -c)
                }
            xs.append(Float(centerX + unitX * radiusX * areaScale))
            ys.append(Float(centerY + unitY * radiusY * areaScale))
        }
        return Contour(xs: xs, ys: ys)
    }

    /// The contour clipped to the rectangle [0, width] × [0, height] (Sutherland–Hodgman). Clipping
    /// a concave contour can leave zero-width slivers along the border; they add no coverage.
    static func clip(_ contour: Contour, width: Float, height: Float) -> Contour {
        var xs = contour.xs
        var ys = contour.ys
        for edge in 0..<4 {
            guard !xs.isEmpty else { break }
            var outXs: [Float] = []
            var outYs: [Float] = []
            outXs.reserveCapacity(xs.count + 4)
            outYs.reserveCapacity(ys.count + 4)
            func inside(_ x: Float, _ y: Float) -> Bool {
                switch edge {
                case 0: x >= 0
                case 1: x <= width
                case 2: y >= 0
                default: y <= height
                }
            }
            func crossing(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) -> (Float, Float) {
                switch edge {
                case 0, 1:
                    let boundary: Float = edge == 0 ? 0 : width
                    let t = (boundary - x0) / (x1 - x0)
                    return (boundary, y0 + (y1 - y0) * t)
                default:
                    let boundary: Float = edge == 2 ? 0 : height
                    let t = (boundary - y0) / (y1 - y0)
                    return (x0 + (x1 - x0) * t, boundary)
                }
            }
            var previousX = xs[xs.count - 1]
            var previousY = ys[ys.count - 1]
            var previousInside = inside(previousX, previousY)
            for index in xs.indices {
                let (x, y) = (xs[index], ys[index])
                let currentInside = inside(x, y)
                if currentInside != previousInside {
                    let (cx, cy) = crossing(previousX, previousY, x, y)
                    outXs.append(cx)
                    outYs.append(cy)
                }
                if currentInside {
                    outXs.append(x)
                    outYs.append(y)
                }
                (previousX, previousY, previousInside) = (x, y, currentInside)
            }
            xs = outXs
            ys = outYs
        }
        return Contour(xs: xs, ys: ys)
    }
}
