/// The exact-area bookkeeping shared by every sweep: an edge piece lying within one pixel row
/// adds, to the cell of each pixel column it crosses, the signed area it covers in that pixel,
/// and to the next cell the rest of its height. A running sum along the row then yields each
/// pixel's covered area (non-zero winding).
enum CellDeposit {
    /// Deposits a straight piece from `startX` to `endX` (either order), `signedHeight` tall
    /// (positive for an edge going down, whose inside lies to its right), into one row's cells.
    /// x is clamped to 0...maxX; `cells` must hold `Int(maxX) + 2` values. Returns the first and
    /// last cell touched.
    ///
    /// NB: the areas are `shareRight(ofColumn:low:high:first:last:)`'s (a corner triangle, then a
    /// trapezoid per column, then the complement of a corner triangle), written here as what each
    /// cell adds to the running sum, so that the sum, not the cell, is the share. One formula in
    /// two forms: the cell form costs a subtraction less per column in this hot loop.
    @inline(__always)
    static func piece(startX: Float, endX: Float, signedHeight: Float, maxX: Float, cells: UnsafeMutablePointer<Float>) -> (first: Int, last: Int) {
        let left = min(max(min(startX, endX), 0), maxX)
        let right = min(max(max(startX, endX), 0), maxX)
        // NB: both are ≥ 0 here, so truncation is floor; `rounded(.down)` would call into libm.
        let first = Int(left)
        let leftFloor = Float(first)
        let rightTruncated = Int(right)
        let last = Float(rightTruncated) < right ? rightTruncated &+ 1 : rightTruncated
        if last <= first &+ 1 {
            // The piece stays within one pixel column.
            let middle = 0.5 * (left + right) - leftFloor
            cells[first] += signedHeight - signedHeight * middle
            cells[first &+ 1] += signedHeight * middle
            return (first, first &+ 1)
        }
        let inverseWidth = 1 / (right - left)
        let leftFraction = left - leftFloor
        let firstArea = 0.5 * inverseWidth * (1 - leftFraction) * (1 - leftFraction)
        let rightFraction = right - Float(last) + 1
        let lastArea = 0.5 * inverseWidth * rightFraction * rightFraction
        cells[first] += signedHeight * firstArea
        if last == first &+ 2 {
            cells[first &+ 1] += signedHeight * (1 - firstArea - lastArea)
        } else {
            let secondArea = inverseWidth * (1.5 - leftFraction)
            cells[first &+ 1] += signedHeight * (secondArea - firstArea)
            let step = signedHeight * inverseWidth
            var column = first &+ 2
            while column < last &- 1 {
                cells[column] += step
                column &+= 1
            }
            let beforeLast = secondArea + Float(last &- first &- 3) * inverseWidth
            cells[last &- 1] += signedHeight * (1 - beforeLast - lastArea)
        }
        cells[last] += signedHeight * lastArea
        return (first, last)
    }

    /// Sweeps one row: pixel coverage is the running sum of its cells. Cells inside the given
    /// intervals are read (and cleared); the gaps between intervals hold no edges, so each gap is
    /// one constant span. Intervals must be sorted by start; overlapping ones are merged here.
    @inline(__always)
    static func sweepRow<Sink: CoverageSink>(
        row: Int, columns: Int,
        starts: UnsafePointer<Int32>, ends: UnsafePointer<Int32>, count: Int,
        outer: UnsafeMutablePointer<Float>, inner: UnsafeMutablePointer<Float>?,
        into sink: inout Sink
    ) {
        var outerSum: Float = 0
        var innerSum: Float = 0
        var position = 0
        var slot = 0
        while slot < count {
            let start = Int(starts[slot])
            var end = Int(ends[slot])
            slot &+= 1
            while slot < count, Int(starts[slot]) <= end &+ 1 {
                end = max(end, Int(ends[slot]))
                slot &+= 1
            }
            if start > position {
                sink.span(row: row, start: position, end: start, outer: coverage(outerSum), inner: coverage(innerSum))
            }
            var column = max(start, position)
            while column <= end {
                outerSum += outer[column]
                outer[column] = 0
                if let inner {
                    innerSum += inner[column]
                    inner[column] = 0
                }
                if column < columns {
                    sink.pixel(row: row, x: column, outer: coverage(outerSum), inner: coverage(innerSum))
                }
                column &+= 1
            }
            position = end &+ 1
        }
        if position < columns {
            sink.span(row: row, start: position, end: columns, outer: coverage(outerSum), inner: coverage(innerSum))
        }
    }

    /// Sorts a row's intervals by start (insertion: there are a handful).
    static func sortIntervals(starts: UnsafeMutablePointer<Int32>, ends: UnsafeMutablePointer<Int32>, count: Int) {
        guard count > 1 else { return }
        for slot in 1..<count {
            let (start, end) = (starts[slot], ends[slot])
            var hole = slot
            while hole > 0, starts[hole &- 1] > start {
                starts[hole] = starts[hole &- 1]
                ends[hole] = ends[hole &- 1]
                hole &-= 1
            }
            starts[hole] = start
            ends[hole] = end
        }
    }

    /// Non-zero winding coverage, with float dust at either end snapped away.
    @inline(__always)
    static func coverage(_ sum: Float) -> Float {
        // NB: written as selects, not early returns, so it compiles without branches.
        let value = abs(sum)
        let snapped = value > 1 - 1.0 / 1024 ? 1 : value
        return value < 1.0 / 1024 ? 0 : snapped
    }
}
