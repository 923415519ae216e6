/// Per-pixel coverage of a styled shape, as the compositor uses it: how much of each pixel the
/// fill covers and how much the outline covers (both in 0...1, their sum at most 1).
public struct Coverage: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var fill: [Float]
    public private(set) var outline: [Float]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        fill = Array(repeating: 0, count: width * height)
        outline = Array(repeating: 0, count: width * height)
    }

    public func fill(x: Int, y: Int) -> Float { fill[y * width + x] }
    public func outline(x: Int, y: Int) -> Float { outline[y * width + x] }
    /// Fill plus outline: how much of the pixel the shape covers at all.
    public func total(x: Int, y: Int) -> Float { fill[y * width + x] + outline[y * width + x] }

    public var fillSum: Double { fill.reduce(0) { $0 + Double($1) } }
    public var outlineSum: Double { outline.reduce(0) { $0 + Double($1) } }

    mutating func record(index: Int, fill fillCoverage: Float, outline outlineCoverage: Float) {
        fill[index] = fillCoverage
        outline[index] = outlineCoverage
    }
}

/// Records swept coverage instead of painting it.
struct RecordingSink: CoverageSink {
    let plan: StylePlan
    let originX: Int
    let originY: Int
    var coverage: Coverage

    mutating func span(row: Int, start: Int, end: Int, outer: Float, inner: Float) {
        for x in start..<end {
            record(row: row, x: x, outer: outer, inner: inner)
        }
    }

    mutating func pixel(row: Int, x: Int, outer: Float, inner: Float) {
        record(row: row, x: x, outer: outer, inner: inner)
    }

    private mutating func record(row: Int, x: Int, outer: Float, inner: Float) {
        let (fill, ring) = plan.split(outer: outer, inner: inner)
        let index = (originY + row) * coverage.width + originX + x
        coverage.record(index: index, fill: plan.fill.alpha > 0 ? fill : 0, outline: plan.ring.alpha > 0 ? ring : 0)
    }
}
