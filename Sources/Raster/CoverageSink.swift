/// Receives a row's coverage from a sweep, left to right. `outer` is the coverage of the shape's
/// boundary, `inner` of its inset boundary (zero when there is none). Each value is in 0...1.
protocol CoverageSink {
    /// Pixels `start..<end` of `row` (region coordinates) all have the same coverage.
    mutating func span(row: Int, start: Int, end: Int, outer: Float, inner: Float)
    /// One pixel whose coverage was computed from the edges crossing it.
    mutating func pixel(row: Int, x: Int, outer: Float, inner: Float)
}
