/// Receives coverage from a sweep, each pixel at most once, in no promised order (a mirrored
/// circle paints a row and its mirror image together). `outer` is the shape boundary's coverage, `inner`
/// of its inset boundary (zero when there is none). Each value is in 0...1.
protocol CoverageSink {
    /// Pixels `start..<end` of `row` (region coordinates) all have the same coverage.
    mutating func span(row: Int, start: Int, end: Int, outer: Float, inner: Float)
    /// One pixel whose coverage was computed from the edges crossing it.
    mutating func pixel(row: Int, x: Int, outer: Float, inner: Float)
    /// A pixel and its mirror images across a vertical axis (`mirrorX`) and a horizontal one
    /// (`mirrorRow`), all with the same coverage. Equal coordinates mean one pixel, painted once.
    mutating func mirroredPixel(row: Int, mirrorRow: Int, x: Int, mirrorX: Int, outer: Float, inner: Float)
    /// A polygon row whose crossings (sorted left to right) each run from the row's top to its
    /// bottom and share no pixel. By default it arrives as spans and pixels (`PolygonSweep.emit`);
    /// a sink may paint it whole.
    mutating func directRow(row: Int, crossings: UnsafeMutablePointer<PolygonSweep.Crossing>, count: Int, columns: Int)
}

// MARK: - Default implementations

extension CoverageSink {
    @inline(__always)
    mutating func directRow(row: Int, crossings: UnsafeMutablePointer<PolygonSweep.Crossing>, count: Int, columns: Int) {
        PolygonSweep.emit(row: row, crossings: crossings, count: count, columns: columns, into: &self)
    }

    /// Paints the four images one by one.
    @inline(__always)
    mutating func mirroredPixel(row: Int, mirrorRow: Int, x: Int, mirrorX: Int, outer: Float, inner: Float) {
        pixel(row: row, x: x, outer: outer, inner: inner)
        if mirrorX != x { pixel(row: row, x: mirrorX, outer: outer, inner: inner) }
        guard mirrorRow != row else { return }
        pixel(row: mirrorRow, x: x, outer: outer, inner: inner)
        if mirrorX != x { pixel(row: mirrorRow, x: mirrorX, outer: outer, inner: inner) }
    }
}
