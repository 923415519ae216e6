/// Exact-area coverage of up to two closed contours (a shape and its inset) over one rectangular
/// region, swept a pixel row at a time from a list of the edges that cross the row.
///
/// In most rows every crossing edge runs from the row's top to its bottom, and no two crossings
/// share a pixel. Such a row needs no bookkeeping: left to right, the pixels between crossings
/// are constant spans whose coverage is the winding so far, and each crossing's own pixels add
/// the exact share of the pixel that lies right of the edge. Rows where an edge starts or ends,
/// or where crossings share a pixel, deposit their edge pieces into a one-row cell buffer
/// instead (see `CellDeposit`), which is exact for any arrangement.
final class PolygonSweep {
    private struct Edge {
        /// The upper end: x at `top`.
        var x: Float
        var top: Float
        var bottom: Float
        /// x change per unit of y.
        var slope: Float
        /// +1 for an edge going down (inside to its right), −1 for one going up.
        var direction: Float
        var isInner: Bool

        @inline(__always)
        func x(at y: Float) -> Float { x + (y - top) * slope }

        /// Where it is at the top and the bottom of the row from `y` to `y + 1`, left first.
        @inline(__always)
        func range(inRowAt y: Float) -> (low: Float, high: Float) {
            let atTop = x(at: y)
            let atBottom = atTop + slope
            return atTop < atBottom ? (atTop, atBottom) : (atBottom, atTop)
        }
    }

    /// One edge's pass through a row that it crosses from top to bottom.
    struct Crossing {
        /// The crossing's x at the row's edges, in order.
        var low: Float
        var high: Float
        /// The pixels it passes through: `first...last` (empty when it runs along a pixel border).
        var first: Int
        var last: Int
        var direction: Float
        var isInner: Bool
        /// The crossing edge's index.
        var edge: Int

        /// The pixel columns a crossing from `low` to `high` (finite, ≥ 0) passes through: a
        /// column it only touches on its right border is not one of them.
        @inline(__always)
        static func columns(low: Float, high: Float) -> (first: Int, last: Int) {
            let truncated = Int(high)
            return (Int(low), Float(truncated) < high ? truncated : truncated &- 1)
        }

        /// Each of its pixels with the share of the pixel that lies right of the edge
        /// (``shareRight(ofColumn:low:high:first:last:)``).
        @inline(__always)
        func forEachShare(_ body: (_ column: Int, _ shareRight: Float) -> Void) {
            // The ends apart from the middle, so that the inlined formula's tests of which column
            // this is fold away in each loop.
            guard first <= last else { return }
            body(first, shareRight(ofColumn: first, low: low, high: high, first: first, last: last))
            guard first < last else { return }
            var column = first &+ 1
            while column < last {
                body(column, shareRight(ofColumn: column, low: low, high: high, first: first, last: last))
                column &+= 1
            }
            body(last, shareRight(ofColumn: last, low: low, high: high, first: first, last: last))
        }
    }

    private(set) var columns = 0
    private(set) var rows = 0
    private var edges: [Edge] = []
    private var cellCapacity = 0
    private var outerCells = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    private var innerCells = UnsafeMutablePointer<Float>.allocate(capacity: 1)

    init() {}

    deinit {
        outerCells.deallocate()
        innerCells.deallocate()
    }

    /// Prepares an empty region of `columns` × `rows` pixels.
    func reset(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        edges.removeAll(keepingCapacity: true)
        let cells = columns + 2
        if cells > cellCapacity {
            outerCells.deallocate()
            innerCells.deallocate()
            outerCells = .allocate(capacity: cells)
            innerCells = .allocate(capacity: cells)
            // NB: the row sweep clears every cell it reads, so the buffers stay zero between rows.
            outerCells.initialize(repeating: 0, count: cells)
            innerCells.initialize(repeating: 0, count: cells)
            cellCapacity = cells
        }
    }

    /// Adds a closed contour, already in region coordinates and inside [0, columns] × [0, rows].
    func add(_ contour: Contour, toInner: Bool) {
        let count = contour.count
        guard count >= 3 else { return }
        var previous = count - 1
        for index in 0..<count {
            let (x0, y0, x1, y1) = (contour.xs[previous], contour.ys[previous], contour.xs[index], contour.ys[index])
            previous = index
            guard y0 != y1 else { continue }
            let (topX, top, bottomX, bottom, direction): (Float, Float, Float, Float, Float) =
                y0 < y1 ? (x0, y0, x1, y1, 1) : (x1, y1, x0, y0, -1)
            edges.append(
                Edge(x: topX, top: top, bottom: bottom, slope: (bottomX - topX) / (bottom - top), direction: direction, isInner: toInner))
        }
    }

    /// Sweeps every row, handing coverage to `sink`.
    func sweep<Sink: CoverageSink>(into sink: inout Sink) {
        guard !edges.isEmpty else { return }
        edges.sort { $0.top < $1.top }
        let (columns, rows) = (self.columns, self.rows)
        let (outerCells, innerCells) = (self.outerCells, self.innerCells)
        let hasInner = edges.contains { $0.isInner }
        edges.withUnsafeBufferPointer { edges in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: edges.count) { active in
                withUnsafeTemporaryAllocation(of: Crossing.self, capacity: edges.count) { crossings in
                    withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * edges.count) { intervals in
                        // A vertical band's row, recorded once and replayed (at most a span
                        // before, a pixel in and a span after each crossing, and a last span).
                        withUnsafeTemporaryAllocation(of: RowOp.self, capacity: 3 * edges.count + 1) { recorded in
                            guard let active = active.baseAddress, let crossings = crossings.baseAddress,
                                let starts = intervals.baseAddress, let recorded = recorded.baseAddress
                            else { return }
                            var recordedCount = 0
                            let ends = starts + edges.count
                            var activeCount = 0
                            var nextEdge = 0
                            // While every active edge is vertical, each row's crossings are the last
                            // row's, down to `sameUntil` (where an edge ends or another starts).
                            var sameUntil: Float = -1
                            // Down to `bandUntil` no edge starts or ends: the active edges stay,
                            // in the last row's order unless two of them swap.
                            var bandUntil: Float = -1
                            let firstRow = max(Int(max(edges[0].top, 0)), 0)
                            for row in firstRow..<rows {
                                let top = Float(row)
                                let bottom = top + 1
                                if bottom <= sameUntil {
                                    Self.replay(row: row, ops: recorded, count: recordedCount, into: &sink)
                                    continue
                                }
                                if bottom <= bandUntil,
                                    Self.bandCrossings(of: edges, active: active, count: activeCount, top: top, columns: columns, into: crossings)
                                {
                                    sink.directRow(row: row, crossings: crossings, count: activeCount, columns: columns)
                                    continue
                                }
                                // Edges that ended above this row leave; edges that start in it join.
                                var kept = 0
                                for slot in 0..<activeCount where edges[active[slot]].bottom > top {
                                    active[kept] = active[slot]
                                    kept &+= 1
                                }
                                activeCount = kept
                                while nextEdge < edges.count, edges[nextEdge].top < bottom {
                                    active[activeCount] = nextEdge
                                    activeCount &+= 1
                                    nextEdge &+= 1
                                }
                                if activeCount == 0 {
                                    if nextEdge == edges.count { break }
                                    continue
                                }
                                let direct = Self.crossings(
                                    of: edges, active: active, count: activeCount, top: top, columns: columns, into: crossings)
                                if direct {
                                    let band = Self.band(
                                        edges: edges, active: active, count: activeCount,
                                        nextTop: nextEdge < edges.count ? edges[nextEdge].top : .infinity)
                                    bandUntil = band.until
                                    sameUntil = band.isVertical ? band.until : -1
                                    guard sameUntil >= bottom + 1 else {
                                        sink.directRow(row: row, crossings: crossings, count: activeCount, columns: columns)
                                        continue
                                    }
                                    var recording = RowRecording(ops: recorded, capacity: 3 * edges.count + 1)
                                    Self.emit(row: row, crossings: crossings, count: activeCount, columns: columns, into: &recording)
                                    recordedCount = recording.count
                                    Self.replay(row: row, ops: recorded, count: recordedCount, into: &sink)
                                    continue
                                }
                                // The exact cell sweep, for rows with edge ends or shared pixels.
                                let maxX = Float(columns)
                                var intervalCount = 0
                                for slot in 0..<activeCount {
                                    let edge = edges[active[slot]]
                                    let (from, to) = (max(edge.top, top), min(edge.bottom, bottom))
                                    guard from < to else { continue }
                                    let touched = CellDeposit.piece(
                                        startX: edge.x(at: from), endX: edge.x(at: to), signedHeight: (to - from) * edge.direction, maxX: maxX,
                                        cells: edge.isInner ? innerCells : outerCells)
                                    (starts[intervalCount], ends[intervalCount]) = (Int32(touched.first), Int32(touched.last))
                                    intervalCount &+= 1
                                }
                                CellDeposit.sortIntervals(starts: starts, ends: ends, count: intervalCount)
                                CellDeposit.sweepRow(
                                    row: row, columns: columns, starts: starts, ends: ends, count: intervalCount,
                                    outer: outerCells, inner: hasInner ? innerCells : nil, into: &sink)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Works out the row's crossings, sorted left to right; false when the row needs the cell
    /// sweep (an edge starts or ends in it, crossings share a pixel, or one leaves the region).
    @inline(__always)
    private static func crossings(
        of edges: UnsafeBufferPointer<Edge>, active: UnsafeMutablePointer<Int>, count: Int, top: Float, columns: Int,
        into crossings: UnsafeMutablePointer<Crossing>
    ) -> Bool {
        let bottom = top + 1
        for slot in 0..<count {
            let edge = edges[active[slot]]
            guard edge.top <= top, edge.bottom >= bottom else { return false }
            let (low, high) = edge.range(inRowAt: top)
            guard low >= 0, high <= Float(columns) else { return false }
            let (first, last) = Crossing.columns(low: low, high: high)
            // Insertion by `low`: rows change little from one to the next, so this is short.
            var hole = slot
            while hole > 0, crossings[hole &- 1].low > low {
                crossings[hole] = crossings[hole &- 1]
                hole &-= 1
            }
            crossings[hole] = Crossing(
                low: low, high: high, first: first, last: last, direction: edge.direction, isInner: edge.isInner, edge: active[slot])
        }
        // The active list takes the row's order, so the next row's sort has little to move.
        for slot in 0..<count {
            active[slot] = crossings[slot].edge
        }
        var previousLast = -1
        for slot in 0..<count {
            let crossing = crossings[slot]
            guard crossing.first > previousLast else { return false }
            previousLast = max(previousLast, crossing.last)
        }
        return true
    }

    /// Plays a recorded row onto `row`.
    @inline(__always)
    private static func replay<Sink: CoverageSink>(row: Int, ops: UnsafeMutablePointer<RowOp>, count: Int, into sink: inout Sink) {
        for index in 0..<count {
            let op = ops[index]
            if op.end < 0 {
                sink.pixel(row: row, x: Int(op.start), outer: op.outer, inner: op.inner)
            } else {
                sink.span(row: row, start: Int(op.start), end: Int(op.end), outer: op.outer, inner: op.inner)
            }
        }
    }

    /// How far down the active edges stay the same (the first edge end or the next edge's
    /// start), and whether they are all vertical (then so far every row is this one).
    @inline(__always)
    private static func band(
        edges: UnsafeBufferPointer<Edge>, active: UnsafeMutablePointer<Int>, count: Int, nextTop: Float
    ) -> (until: Float, isVertical: Bool) {
        var until = nextTop
        var isVertical = true
        for slot in 0..<count {
            let edge = edges[active[slot]]
            isVertical = isVertical && edge.slope == 0
            until = min(until, edge.bottom)
        }
        return (until, isVertical)
    }

    /// A row inside a band: every active edge crosses it from top to bottom, so only their
    /// positions change. False when the row needs `crossings` (two edges changed order) or the
    /// cell sweep (crossings share a pixel, or one leaves the region).
    @inline(__always)
    private static func bandCrossings(
        of edges: UnsafeBufferPointer<Edge>, active: UnsafeMutablePointer<Int>, count: Int, top: Float, columns: Int,
        into crossings: UnsafeMutablePointer<Crossing>
    ) -> Bool {
        let width = Float(columns)
        var previousLow: Float = 0
        var previousLast = -1
        for slot in 0..<count {
            let index = active[slot]
            let edge = edges[index]
            let (low, high) = edge.range(inRowAt: top)
            guard low >= previousLow, high <= width else { return false }
            let (first, last) = Crossing.columns(low: low, high: high)
            guard first > previousLast else { return false }
            crossings[slot] = Crossing(low: low, high: high, first: first, last: last, direction: edge.direction, isInner: edge.isInner, edge: index)
            previousLow = low
            previousLast = max(previousLast, last)
        }
        return true
    }

    /// Emits a row whose crossings are separate: spans of the winding so far between them, and
    /// each crossing's pixels with the share of the pixel right of the edge added.
    @inline(__always)
    static func emit<Sink: CoverageSink>(
        row: Int, crossings: UnsafeMutablePointer<Crossing>, count: Int, columns: Int, into sink: inout Sink
    ) {
        var outerWinding: Float = 0
        var innerWinding: Float = 0
        var position = 0
        for slot in 0..<count {
            let crossing = crossings[slot]
            if crossing.first > position {
                sink.span(
                    row: row, start: position, end: crossing.first, outer: CellDeposit.coverage(outerWinding),
                    inner: CellDeposit.coverage(innerWinding))
            }
            if crossing.first <= crossing.last {
                let constant = CellDeposit.coverage(crossing.isInner ? outerWinding : innerWinding)
                let partial = crossing.isInner ? innerWinding : outerWinding
                @inline(__always) func paint(_ column: Int, _ shareRight: Float) {
                    let coverage = CellDeposit.coverage(partial + crossing.direction * shareRight)
                    if crossing.isInner {
                        sink.pixel(row: row, x: column, outer: constant, inner: coverage)
                    } else {
                        sink.pixel(row: row, x: column, outer: coverage, inner: constant)
                    }
                }
                crossing.forEachShare { column, shareRight in paint(column, shareRight) }
            }
            if crossing.isInner {
                innerWinding += crossing.direction
            } else {
                outerWinding += crossing.direction
            }
            position = max(position, crossing.last &+ 1)
        }
        if position < columns {
            sink.span(
                row: row, start: position, end: columns, outer: CellDeposit.coverage(outerWinding), inner: CellDeposit.coverage(innerWinding))
        }
    }
}

/// One call a row's sweep made: a span `start..<end`, or (`end` −1) the pixel at `start`.
private struct RowOp {
    var start: Int32
    var end: Int32
    var outer: Float
    var inner: Float
}

/// Writes down a row's coverage calls instead of painting them, to replay on the rows below.
private struct RowRecording: CoverageSink {
    let ops: UnsafeMutablePointer<RowOp>
    let capacity: Int
    var count = 0

    init(ops: UnsafeMutablePointer<RowOp>, capacity: Int) {
        self.ops = ops
        self.capacity = capacity
    }

    @inline(__always)
    mutating func span(row: Int, start: Int, end: Int, outer: Float, inner: Float) {
        // NB: never fails: vertical crossings give at most two calls each, and the room is three.
        precondition(count < capacity, "RowRecording: row longer than its room")
        ops[count] = RowOp(start: Int32(start), end: Int32(end), outer: outer, inner: inner)
        count &+= 1
    }

    @inline(__always)
    mutating func pixel(row: Int, x: Int, outer: Float, inner: Float) {
        precondition(count < capacity, "RowRecording: row longer than its room")
        ops[count] = RowOp(start: Int32(x), end: -1, outer: outer, inner: inner)
        count &+= 1
    }
}
