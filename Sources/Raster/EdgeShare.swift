/// How much of one pixel lies right of a straight edge: the one formula behind every side drawn
/// straight to the sink, polygons' edges and circles' steep arcs alike. The rows that go through
/// a cell buffer (a circle's flat arcs) deposit the same corner triangles and trapezoids as
/// differences between neighbouring cells (`CellDeposit.piece`), where a running sum turns them
/// back into these shares.
///
/// The edge crosses the pixel row from x = `low` on one of the row's borders to x = `high` on the
/// other (`low ≤ high`), passing through the columns `first...last`. The share of column `column`
/// is the mean over that column of the ramp (x − low)/(high − low), clamped to 0...1: a corner
/// triangle in the first column, its complement in the last, a trapezoid in between. A crossing
/// within one column splits it at its mean x.
@inline(__always)
func shareRight(ofColumn column: Int, low: Float, high: Float, first: Int, last: Int) -> Float {
    if first == last {
        return Float(first &+ 1) - 0.5 * (low + high)
    }
    let inverseWidth = 1 / (high - low)
    if column == first {
        let reach = Float(first &+ 1) - low
        return 0.5 * reach * reach * inverseWidth
    }
    if column == last {
        let overhang = high - Float(last)
        return 1 - 0.5 * overhang * overhang * inverseWidth
    }
    return (Float(column) + 0.5 - low) * inverseWidth
}
