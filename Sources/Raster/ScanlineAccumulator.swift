/// Exact-area scanline coverage for up to two closed contours over one rectangular region.
///
/// Each edge deposits, into the cells it crosses, the signed area it adds to the pixel itself and,
/// one cell further right, the rest of its vertical extent; a running sum along a row then gives
/// every pixel's exact covered area (non-zero winding, clamped to 1). Rows remember which cell
/// intervals edges touched, so the sweep visits only those cells and hands every untouched run
/// between them to the sink as one constant span: interior pixels cost a memory fill, not math.
final class ScanlineAccumulator {
    /// Interval slots a row keeps before it merges new intervals into its last one.
    private static let intervalsPerRow = 8

    private(set) var columns = 0
    private(set) var rows = 0
    private var stride = 0
    private var capacity = 0
    private var rowCapacity = 0
    private var outer: UnsafeMutablePointer<Float>
    private var inner: UnsafeMutablePointer<Float>
    private var intervalStarts: UnsafeMutablePointer<Int32>
    private var intervalEnds: UnsafeMutablePointer<Int32>
    private var intervalCounts: UnsafeMutablePointer<Int32>

    init() {
        outer = .allocate(capacity: 1)
        inner = .allocate(capacity: 1)
        intervalStarts = .allocate(capacity: 1)
        intervalEnds = .allocate(capacity: 1)
        intervalCounts = .allocate(capacity: 1)
    }

    deinit {
        outer.deallocate()
        inner.deallocate()
        intervalStarts.deallocate()
        intervalEnds.deallocate()
        intervalCounts.deallocate()
    }

    /// Prepares an empty region of `columns` × `rows` pixels. Cells are zero between uses: the
    /// sweep clears every cell it reads, so only growth pays for zeroing.
    func reset(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows

        stride = columns + 2
        let cells = stride * rows
        if cells > capacity {
            outer.deallocate()
            inner.deallocate()
            outer = .allocate(capacity: cells)
            inner = .allocate(capacity: cells)
            outer.initialize(repeating: 0, count: cells)
            inner.initialize(repeating: 0, count: cells)
            capacity = cells
        }
        if rows > rowCapacity {
            intervalStarts.deallocate()
            intervalEnds.deallocate()
            intervalCounts.deallocate()
            intervalStarts = .allocate(capacity: rows * Self.intervalsPerRow)
            intervalEnds = .allocate(capacity: rows * Self.intervalsPerRow)
            intervalCounts = .allocate(capacity: rows)
            intervalCounts.initialize(repeating: 0, count: rows)
            rowCapacity = rows
        }
    }

    /// Adds a closed contour, already in region coordinates and inside [0, columns] × [0, rows].
    func add(_ contour: Contour, toInner: Bool) {
        let count = contour.count
        guard count >= 3 else { return }
        let cells = toInner ? inner : outer
        contour.xs.withUnsafeBufferPointer { xs in
            contour.ys.withUnsafeBufferPointer { ys in
                var previous = count - 1
                for index in 0..<count {
                    addLine(x0: xs[previous], y0: ys[previous], x1: xs[index], y1: ys[index], cells: cells)
                    previous = index
                }
            }
        }
    }

    @inline(__always)
    private func addLine(x0 startX: Float, y0 startY: Float, x1 endX: Float, y1 endY: Float, cells: UnsafeMutablePointer<Float>) {
        guard startY != endY else { return }
        let (topX, topY, bottomX, bottomY, direction): (Float, Float, Float, Float, Float) =
            startY < endY ? (startX, startY, endX, endY, 1) : (endX, endY, startX, startY, -1)
        let clippedTop = max(topY, 0)
        let clippedBottom = min(bottomY, Float(rows))
        guard clippedTop < clippedBottom else { return }
        let slope = (bottomX - topX) / (bottomY - topY)
        let maxX = Float(columns)
        var x = topX + (clippedTop - topY) * slope
        let firstRow = Int(clippedTop)
        let endRow = min(Int(clippedBottom.rounded(.up)), rows)
        for row in firstRow..<endRow {
            let dy = min(Float(row &+ 1), clippedBottom) - max(Float(row), clippedTop)
            let nextX = x + slope * dy
            let touched = CellDeposit.piece(startX: x, endX: nextX, signedHeight: dy * direction, maxX: maxX, cells: cells + row &* stride)
            noteInterval(row: row, start: touched.first, end: touched.last)
            x = nextX
        }
    }

    @inline(__always)
    private func noteInterval(row: Int, start: Int, end: Int) {
        let base = row * Self.intervalsPerRow
        let count = Int(intervalCounts[row])
        let (start32, end32) = (Int32(start), Int32(end))
        var slot = 0
        while slot < count {
            let (existingStart, existingEnd) = (intervalStarts[base + slot], intervalEnds[base + slot])
            if start32 <= existingEnd + 1, end32 + 1 >= existingStart {
                intervalStarts[base + slot] = min(existingStart, start32)
                intervalEnds[base + slot] = max(existingEnd, end32)
                return
            }
            slot += 1
        }
        if count < Self.intervalsPerRow {
            intervalStarts[base + count] = start32
            intervalEnds[base + count] = end32
            intervalCounts[row] = Int32(count + 1)
        } else {
            // NB: out of slots; widening the last interval stays exact, the sweep just reads more cells.
            let last = base + count - 1
            intervalStarts[last] = min(intervalStarts[last], start32)
            intervalEnds[last] = max(intervalEnds[last], end32)
        }
    }

    /// Sweeps every row, handing coverage to `sink`, and leaves the region empty for the next use.
    func sweep<Sink: CoverageSink>(into sink: inout Sink, hasInner: Bool) {
        for row in 0..<rows {
            let count = Int(intervalCounts[row])
            guard count > 0 else { continue }
            intervalCounts[row] = 0
            let base = row &* Self.intervalsPerRow
            sortIntervals(base: base, count: count)
            CellDeposit.sweepRow(
                row: row, columns: columns,
                starts: intervalStarts + base, ends: intervalEnds + base, count: count,
                outer: outer + row &* stride, inner: hasInner ? inner + row &* stride : nil,
                into: &sink
            )
        }
    }

    private func sortIntervals(base: Int, count: Int) {
        guard count > 1 else { return }
        for slot in 1..<count {
            let (start, end) = (intervalStarts[base + slot], intervalEnds[base + slot])
            var hole = slot
            while hole > 0, intervalStarts[base + hole - 1] > start {
                intervalStarts[base + hole] = intervalStarts[base + hole - 1]
                intervalEnds[base + hole] = intervalEnds[base + hole - 1]
                hole -= 1
            }
            intervalStarts[base + hole] = start
            intervalEnds[base + hole] = end
        }
    }
}
