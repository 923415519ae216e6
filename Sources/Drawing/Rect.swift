/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside; the top and left edges are inside, the bottom and right are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rectangle with its origin and size multiplied by `factor` (window points to output pixels).
    public func scaled(by factor: Double) -> Rect {
        Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
    }

    /// The smallest rectangle holding every point, or `.zero` for none.
    public static func bounding(_ points: some Sequence<Point>) -> Rect {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return .zero }
        var (lowX, lowY, highX, highY) = (first.x, first.y, first.x, first.y)
        while let point = iterator.next() {
            lowX = min(lowX, point.x)
            lowY = min(lowY, point.y)
            highX = max(highX, point.x)
            highY = max(highY, point.y)
        }
        return Rect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
    }
}
