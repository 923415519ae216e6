/// The exact outline of a shape: an ellipse (a circle when its frame is square) or a closed
/// polygon, convex or not. A polygon is filled by the non-zero winding rule.
public enum ShapePath: Hashable, Sendable {
    /// The ellipse inscribed in a rectangle.
    case ellipse(Rect)
    /// A closed polygon through the points in order; the last point joins the first.
    case polygon([Point])

    /// A circle around `center`.
    public static func circle(center: Point, radius: Double) -> ShapePath {
        .ellipse(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// An axis-aligned rectangle as a four-point polygon.
    public static func rectangle(_ rect: Rect) -> ShapePath {
        .polygon([
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ])
    }

    /// A straight stroke from `start` to `end`, `width` wide, with square ends: a thin
    /// rectangle along the segment (empty when the two points are one).
    public static func segment(from start: Point, to end: Point, width: Double) -> ShapePath {
        let length = start.distance(to: end)
        guard length > 0 else { return .polygon([]) }
        let nx = -(end.y - start.y) / length * width / 2
        let ny = (end.x - start.x) / length * width / 2
        return .polygon([
            Point(x: start.x + nx, y: start.y + ny), Point(x: end.x + nx, y: end.y + ny), Point(x: end.x - nx, y: end.y - ny),
            Point(x: start.x - nx, y: start.y - ny),
        ])
    }

    /// A star with `points` tips, its first tip straight up from `center`.
    public static func star(center: Point, outerRadius: Double, innerRadius: Double, points: Int = 5) -> ShapePath {
        let tips = max(points, 2)
        let vertices = (0..<(2 * tips)).map { index -> Point in
            let angle = Double(index) * Double.pi / Double(tips) - Double.pi / 2
            let radius = index.isMultiple(of: 2) ? outerRadius : innerRadius
            return Point(onCircleAround: center, radius: radius, angle: angle)
        }
        return .polygon(vertices)
    }

    /// The smallest axis-aligned rectangle holding the shape.
    public var bounds: Rect {
        switch self {
        case .ellipse(let frame): frame
        case .polygon(let points): Rect.bounding(points)
        }
    }

    /// The exact area enclosed (for a polygon whose edges do not cross, its shoelace area).
    public var area: Double {
        switch self {
        case .ellipse(let frame):
            Double.pi * frame.width * frame.height / 4
        case .polygon(let points):
            abs(Self.signedArea(points))
        }
    }

    /// Whether `point` lies inside the shape (not merely inside its bounds).
    public func contains(_ point: Point) -> Bool {
        switch self {
        case .ellipse(let frame):
            guard frame.width > 0, frame.height > 0 else { return false }
            let dx = (point.x - frame.midX) / (frame.width / 2)
            let dy = (point.y - frame.midY) / (frame.height / 2)
            return dx * dx + dy * dy <= 1
        case .polygon(let points):
            return Self.windingNumber(of: point, in: points) != 0
        }
    }

    public func offsetBy(dx: Double, dy: Double) -> ShapePath {
        switch self {
        case .ellipse(let frame): .ellipse(frame.offsetBy(dx: dx, dy: dy))
        case .polygon(let points): .polygon(points.map { $0.offsetBy(dx: dx, dy: dy) })
        }
    }

    /// The shape drawn in the unit square (0...1 on both axes) stretched onto `frame`.
    public func mapped(into frame: Rect) -> ShapePath {
        func map(_ point: Point) -> Point {
            Point(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height)
        }
        switch self {
        case .ellipse(let unit):
            let origin = map(unit.origin)
            return .ellipse(Rect(x: origin.x, y: origin.y, width: unit.width * frame.width, height: unit.height * frame.height))
        case .polygon(let points):
            return .polygon(points.map(map))
        }
    }

    /// The shape with every coordinate multiplied by `factor` (window points to output pixels).
    public func scaled(by factor: Double) -> ShapePath {
        switch self {
        case .ellipse(let frame): .ellipse(frame.scaled(by: factor))
        case .polygon(let points): .polygon(points.map { Point(x: $0.x * factor, y: $0.y * factor) })
        }
    }

    /// The shape shrunk inward by `distance`: the inner edge of an outline `distance` wide.
    /// A polygon's edges move inward in parallel and meet at mitred corners; an ellipse's radii
    /// shrink by `distance`. Nil when nothing is left.
    public func inset(by distance: Double) -> ShapePath? {
        guard distance > 0 else { return self }
        switch self {
        case .ellipse(let frame):
            let inner = frame.insetBy(dx: distance, dy: distance)
            return inner.isEmpty ? nil : .ellipse(inner)
        case .polygon(let points):
            return Self.insetPolygon(points, by: distance).map(ShapePath.polygon)
        }
    }
}

// MARK: - Polygon geometry

extension ShapePath {
    /// Shoelace area; positive when the interior lies left of each edge in (x, y) terms.
    static func signedArea(_ points: [Point]) -> Double {
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = points[points.count - 1]
        for point in points {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum / 2
    }

    static func windingNumber(of point: Point, in points: [Point]) -> Int {
        guard points.count >= 3 else { return 0 }
        var winding = 0
        var previous = points[points.count - 1]
        for current in points {
            let side = (current.x - previous.x) * (point.y - previous.y) - (point.x - previous.x) * (current.y - previous.y)
            if previous.y <= point.y {
                if current.y > point.y, side > 0 { winding += 1 }
            } else if current.y <= point.y, side < 0 {
                winding -= 1
            }
            previous = current
        }
        return winding
    }

    static func insetPolygon(_ points: [Point], by distance: Double) -> [Point]? {
        let count = points.count
        let area = signedArea(points)
        guard count >= 3, area != 0 else { return nil }
        // The interior lies left of every edge when the signed area is positive.
        let inward = area > 0 ? 1.0 : -1.0
        let normals = (0..<count).map { index -> Point in
            let from = points[index]
            let to = points[(index + 1) % count]
            let length = from.distance(to: to)
            guard length > 0 else { return .zero }
            return Point(x: -(to.y - from.y) / length * inward, y: (to.x - from.x) / length * inward)
        }
        var inner: [Point] = []
        inner.reserveCapacity(count)
        for index in 0..<count {
            let before = normals[(index + count - 1) % count]
            let after = normals[index]
            let denominator = 1 + before.x * after.x + before.y * after.y
            guard denominator > 1e-9 else { return nil }
            let scale = distance / denominator
            inner.append(points[index].offsetBy(dx: (before.x + after.x) * scale, dy: (before.y + after.y) * scale))
        }
        // Too deep an inset turns edges around; then no inner region is left.
        for index in 0..<count {
            let next = (index + 1) % count
            let original = (points[next].x - points[index].x, points[next].y - points[index].y)
            let moved = (inner[next].x - inner[index].x, inner[next].y - inner[index].y)
            if original.0 * moved.0 + original.1 * moved.1 <= 0 { return nil }
        }
        let innerArea = signedArea(inner)
        guard innerArea * area > 0, abs(innerArea) < abs(area) else { return nil }
        return inner
    }
}
