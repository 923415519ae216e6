/// Coverage of a circle, and for an outline of a concentric inner circle, produced row by row
/// straight from the geometry: the fast path for the game's most common shape.
///
/// In each pixel row a circle's boundary is one short arc on each side. The arc's ends come
/// from one square root; the arc is replaced by its chord (split where the curve runs flat, so no
/// chord is more than a pixel wide), whose exact area goes into a one-row cell buffer. The row
/// sweep then gives exact coverage for the few boundary pixels and hands everything between them
/// to the sink as constant spans. Nearly every row is simpler still (see `emitDirectly`): its
/// boundary pixels' exact areas are computed directly, without cells. A chord cuts off a sliver
/// of area about L³/(12·r); the vertices sit on a circle enlarged by the average of that loss, so
/// the total area stays right.
struct CircleSweep {
    let centerX: Float
    let centerY: Float
    let radius: Float
    /// The inner circle's radius, when an outline is drawn; its coverage feeds `inner`.
    let innerRadius: Float?

    func sweep<Sink: CoverageSink>(width: Int, height: Int, into sink: inout Sink) {
        guard width > 0, height > 0, radius > 0 else { return }
        let outer = Circle(centerX: centerX, centerY: centerY, radius: radius)
        let inner = innerRadius.flatMap { $0 > 0 ? Circle(centerX: centerX, centerY: centerY, radius: $0) : nil }
        let top = min(max(Int(max(centerY - outer.vertexRadius, 0)), 0), height)
        let bottom = min(Int(max(centerY + outer.vertexRadius + 1, 0)), height)
        guard top < bottom else { return }
        let cellCount = width + 2
        let maxX = Float(width)
        let outerCells = UnsafeMutablePointer<Float>.allocate(capacity: cellCount)
        outerCells.initialize(repeating: 0, count: cellCount)
        defer { outerCells.deallocate() }
        let innerCells = inner == nil ? nil : UnsafeMutablePointer<Float>.allocate(capacity: cellCount)
        innerCells?.initialize(repeating: 0, count: cellCount)
        defer { innerCells?.deallocate() }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 8) { intervals in
            guard let starts = intervals.baseAddress else { return }
            let ends = starts + 4
            /// The exact cell sweep, for the rows the direct paths cannot take.
            func sweepCells(_ row: Int) {
                var count = 0
                outer.deposit(row: row, cells: outerCells, maxX: maxX, starts: starts, ends: ends, count: &count)
                if let inner, let innerCells {
                    inner.deposit(row: row, cells: innerCells, maxX: maxX, starts: starts, ends: ends, count: &count)
                }
                guard count > 0 else { return }
                CellDeposit.sortIntervals(starts: starts, ends: ends, count: count)
                CellDeposit.sweepRow(
                    row: row, columns: width, starts: starts, ends: ends, count: count, outer: outerCells, inner: innerCells, into: &sink)
            }
            // A circle centred on the half-pixel grid and wholly in view mirrors onto itself: its
            // top-left quadrant's coverage serves all four (see `emitMirrored`).
            let doubledX = 2 * centerX
            let doubledY = 2 * centerY
            let symmetric =
                doubledX == doubledX.rounded() && doubledY == doubledY.rounded()
                && centerX - outer.vertexRadius >= 1 && centerX + outer.vertexRadius + 1 <= maxX
                && centerY - outer.vertexRadius >= 1 && centerY + outer.vertexRadius + 1 <= Float(height)
            var rows = top..<bottom
            if symmetric {
                let mirrorSum = Int(doubledY) &- 1
                let columnMirrorSum = Int(doubledX) &- 1
                for row in top..<bottom where 2 &* row < mirrorSum {
                    let mirrorRow = mirrorSum &- row
                    if let inner,
                        Self.emitSteepMirrored(row: row, mirrorRow: mirrorRow, outer: outer, inner: inner, mirrorSum: columnMirrorSum, into: &sink)
                    {
                        continue
                    }
                    if Self.emitMirrored(row: row, mirrorRow: mirrorRow, outer: outer, inner: inner, mirrorSum: columnMirrorSum, into: &sink) {
                        continue
                    }
                    // Rows the direct paths cannot take are swept on their own, both of them.
                    sweepCells(row)
                    sweepCells(mirrorRow)
                }
                // When the center sits mid-row, that row is its own mirror image: it remains.
                guard mirrorSum % 2 == 0 else { return }
                rows = (mirrorSum / 2)..<(mirrorSum / 2 &+ 1)
            }
            for row in rows {
                if Self.emitDirectly(row: row, outer: outer, inner: inner, width: width, into: &sink) {
                    continue
                }
                sweepCells(row)
            }
        }
    }

    /// Emits a row whose boundaries are each one short, separate run of directly computed pixels
    /// (see `Run`), with constant spans between the runs; false, emitting nothing, for any other row.
    @inline(__always)
    private static func emitDirectly<Sink: CoverageSink>(row: Int, outer: Circle, inner: Circle?, width: Int, into sink: inout Sink) -> Bool {
        var (outerLeft, outerRight) = (Run.empty, Run.empty)
        let outerCount = outer.runs(row: row, into: &outerLeft, &outerRight)
        guard outerCount > 0 else { return outerCount == 0 }
        let last = outerCount == 2 ? outerRight.last : outerLeft.last
        guard outerLeft.first >= 0, last < width else { return false }
        guard let inner else {
            outerLeft.emit(row: row, circle: outer, into: &sink)
            if outerCount == 2 {
                guard outerRight.first > outerLeft.last &+ 1 else { return true }
                sink.span(row: row, start: outerLeft.last &+ 1, end: outerRight.first, outer: 1, inner: 0)
                outerRight.emit(row: row, circle: outer, into: &sink)
            }
            return true
        }
        var (innerLeft, innerRight) = (Run.empty, Run.empty)
        let innerCount = inner.runs(row: row, into: &innerLeft, &innerRight)
        guard outerCount == 2, innerCount >= 0 else { return false }
        innerLeft.isInner = true
        innerRight.isInner = true
        switch innerCount {
        case 0:
            guard outerRight.first > outerLeft.last &+ 1 else { return false }
            outerLeft.emit(row: row, circle: outer, into: &sink)
            sink.span(row: row, start: outerLeft.last &+ 1, end: outerRight.first, outer: 1, inner: 0)
        case 1:
            guard innerLeft.first > outerLeft.last &+ 1, outerRight.first > innerLeft.last &+ 1 else { return false }
            outerLeft.emit(row: row, circle: outer, into: &sink)
            sink.span(row: row, start: outerLeft.last &+ 1, end: innerLeft.first, outer: 1, inner: 0)
            innerLeft.emit(row: row, circle: inner, into: &sink)
            sink.span(row: row, start: innerLeft.last &+ 1, end: outerRight.first, outer: 1, inner: 0)
        default:
            guard innerLeft.first > outerLeft.last &+ 1, innerRight.first > innerLeft.last &+ 1,
                outerRight.first > innerRight.last &+ 1
            else { return false }
            outerLeft.emit(row: row, circle: outer, into: &sink)
            sink.span(row: row, start: outerLeft.last &+ 1, end: innerLeft.first, outer: 1, inner: 0)
            innerLeft.emit(row: row, circle: inner, into: &sink)
            sink.span(row: row, start: innerLeft.last &+ 1, end: innerRight.first, outer: 1, inner: 1)
            innerRight.emit(row: row, circle: inner, into: &sink)
            sink.span(row: row, start: innerRight.last &+ 1, end: outerRight.first, outer: 1, inner: 0)
        }
        outerRight.emit(row: row, circle: outer, into: &sink)
        return true
    }

    /// Emits a row of the top half and its mirror row together, computing only the left half's
    /// boundary pixels: each coverage paints the pixel and its three mirror images. `mirrorSum`
    /// is x + mirror(x), `2·cx − 1`. False, emitting nothing, when the row needs the cell sweep.
    @inline(__always)
    private static func emitMirrored<Sink: CoverageSink>(
        row: Int, mirrorRow: Int, outer: Circle, inner: Circle?, mirrorSum: Int, into sink: inout Sink
    ) -> Bool {
        var (outerLeft, outerRight) = (Run.empty, Run.empty)
        let outerCount = outer.runs(row: row, into: &outerLeft, &outerRight)
        guard outerCount > 0 else { return outerCount == 0 }
        var (innerLeft, innerRight) = (Run.empty, Run.empty)
        let innerCount = inner?.runs(row: row, into: &innerLeft, &innerRight) ?? 0
        guard innerCount >= 0 else { return false }
        innerLeft.isInner = true
        /// Left runs must stay left of the axis, or their mirror images would overlap them.
        func leftOfAxis(_ run: Run) -> Bool { 2 &* run.last < mirrorSum }
        func span(_ start: Int, _ end: Int, outer: Float, inner: Float, mirrored: Bool) {
            guard end > start else { return }
            sink.span(row: row, start: start, end: end, outer: outer, inner: inner)
            sink.span(row: mirrorRow, start: start, end: end, outer: outer, inner: inner)
            guard mirrored else { return }
            sink.span(row: row, start: mirrorSum &+ 1 &- end, end: mirrorSum &+ 1 &- start, outer: outer, inner: inner)
            sink.span(row: mirrorRow, start: mirrorSum &+ 1 &- end, end: mirrorSum &+ 1 &- start, outer: outer, inner: inner)
        }
        switch (outerCount, innerCount) {
        case (1, 0):
            // The cap: one run across the axis.
            outerLeft.emitMirrored(row: row, mirrorRow: mirrorRow, mirrorSum: mirrorSum, circle: outer, into: &sink)
        case (2, 0):
            guard leftOfAxis(outerLeft) else { return false }
            outerLeft.emitMirrored(row: row, mirrorRow: mirrorRow, mirrorSum: mirrorSum, circle: outer, into: &sink)
            span(outerLeft.last &+ 1, mirrorSum &- outerLeft.last, outer: 1, inner: 0, mirrored: false)
        case (2, 1):
            guard let inner, innerLeft.first > outerLeft.last &+ 1 else { return false }
            outerLeft.emitMirrored(row: row, mirrorRow: mirrorRow, mirrorSum: mirrorSum, circle: outer, into: &sink)
            span(outerLeft.last &+ 1, innerLeft.first, outer: 1, inner: 0, mirrored: true)
            innerLeft.emitMirrored(row: row, mirrorRow: mirrorRow, mirrorSum: mirrorSum, circle: inner, into: &sink)
        case (2, 2):
            guard let inner, innerLeft.first > outerLeft.last &+ 1, leftOfAxis(innerLeft) else { return false }
            outerLeft.emitMirrored(row: row, mirrorRow: mirrorRow, mirrorSum: mirrorSum, circle: outer, into: &sink)
            span(outerLeft.last &+ 1, innerLeft.first, outer: 1, inner: 0, mirrored: true)
            innerLeft.emitMirrored(row: row, mirrorRow: mirrorRow, mirrorSum: mirrorSum, circle: inner, into: &sink)
            span(innerLeft.last &+ 1, mirrorSum &- innerLeft.last, outer: 1, inner: 1, mirrored: false)
        default:
            return false
        }
        return true
    }

    /// The commonest row of an outlined circle drawn mirrored: both boundaries steep, each
    /// crossing at most two pixels, worked out straight-line. False, emitting nothing, otherwise.
    @inline(__always)
    private static func emitSteepMirrored<Sink: CoverageSink>(
        row: Int, mirrorRow: Int, outer: Circle, inner: Circle, mirrorSum: Int, into sink: inout Sink
    ) -> Bool {
        let rowTop = Float(row)
        let rise = outer.centerY - rowTop
        // Both circles must cross the row's top edge (not a pole row), and the row lie in the top half.
        guard rise < inner.vertexRadius, rise >= 1 else { return false }
        let rises = SIMD4<Float>(rise, rise - 1, rise, rise - 1)
        let radii = SIMD4<Float>(outer.vertexRadius, outer.vertexRadius, inner.vertexRadius, inner.vertexRadius)
        let halves = (radii * radii - rises * rises).squareRoot()
        // Left crossings at the row's bottom (further out) and top edges.
        let outerLow = outer.centerX - halves[1]
        let outerHigh = outer.centerX - halves[0]
        let innerLow = outer.centerX - halves[3]
        let innerHigh = outer.centerX - halves[2]
        guard outerHigh - outerLow <= 1, innerHigh - innerLow <= 1, outerLow >= 0 else { return false }
        let outerFirst = Int(outerLow)
        let outerLast = Self.lastColumn(before: outerHigh)
        let innerFirst = Int(innerLow)
        let innerLast = Self.lastColumn(before: innerHigh)
        guard innerFirst > outerLast, 2 &* innerLast < mirrorSum else { return false }
        Self.emitSteepCrossing(
            row: row, mirrorRow: mirrorRow, mirrorSum: mirrorSum, low: outerLow, high: outerHigh, first: outerFirst, last: outerLast,
            isInner: false, into: &sink)
        if innerFirst > outerLast &+ 1 {
            let (start, end) = (outerLast &+ 1, innerFirst)
            sink.span(row: row, start: start, end: end, outer: 1, inner: 0)
            sink.span(row: row, start: mirrorSum &+ 1 &- end, end: mirrorSum &+ 1 &- start, outer: 1, inner: 0)
            sink.span(row: mirrorRow, start: start, end: end, outer: 1, inner: 0)
            sink.span(row: mirrorRow, start: mirrorSum &+ 1 &- end, end: mirrorSum &+ 1 &- start, outer: 1, inner: 0)
        }
        Self.emitSteepCrossing(
            row: row, mirrorRow: mirrorRow, mirrorSum: mirrorSum, low: innerLow, high: innerHigh, first: innerFirst, last: innerLast,
            isInner: true, into: &sink)
        sink.span(row: row, start: innerLast &+ 1, end: mirrorSum &- innerLast, outer: 1, inner: 1)
        sink.span(row: mirrorRow, start: innerLast &+ 1, end: mirrorSum &- innerLast, outer: 1, inner: 1)
        return true
    }

    /// The last column a left crossing at `x` touches: the one before `x`'s column when `x` is whole.
    @inline(__always)
    private static func lastColumn(before x: Float) -> Int {
        let truncated = Int(x)
        return Float(truncated) < x ? truncated : truncated &- 1
    }

    /// A steep left crossing's one or two pixels (`low` and `high` its x at the row's bottom and
    /// top edges), each painted with its mirror images; inside is to the right.
    @inline(__always)
    private static func emitSteepCrossing<Sink: CoverageSink>(
        row: Int, mirrorRow: Int, mirrorSum: Int, low: Float, high: Float, first: Int, last: Int, isInner: Bool, into sink: inout Sink
    ) {
        @inline(__always) func paint(_ x: Int, _ coverage: Float) {
            sink.mirroredPixel(
                row: row, mirrorRow: mirrorRow, x: x, mirrorX: mirrorSum &- x, outer: isInner ? 1 : coverage, inner: isInner ? coverage : 0)
        }
        // Steep: one column, or two.
        if first <= last {
            paint(first, shareRight(ofColumn: first, low: low, high: high, first: first, last: last))
        }
        if first < last {
            paint(last, shareRight(ofColumn: last, low: low, high: high, first: first, last: last))
        }
    }
}

/// One circle's boundary, deposited a row at a time.
private struct Circle {
    let centerX: Float
    let centerY: Float
    /// The radius the chord vertices lie on: enlarged so the chords enclose the true area.
    let vertexRadius: Float

    init(centerX: Float, centerY: Float, radius: Float) {
        self.centerX = centerX
        self.centerY = centerY
        // NB: chords are 1 to √2 pixels long (mean square ≈ 1.4), each losing L³/(12r) of area.
        vertexRadius = radius + (radius >= 1 ? 0.117 / radius : 0)
    }

    /// Deposits this row's left and right arcs and appends their cell intervals.
    @inline(__always)
    func deposit(
        row: Int, cells: UnsafeMutablePointer<Float>, maxX: Float,
        starts: UnsafeMutablePointer<Int32>, ends: UnsafeMutablePointer<Int32>, count: inout Int
    ) {
        let radius = vertexRadius
        let bandTop = max(Float(row), centerY - radius)
        let bandBottom = min(Float(row &+ 1), centerY + radius)
        guard bandTop < bandBottom else { return }
        var left = (first: Int.max, last: Int.min)
        var right = (first: Int.max, last: Int.min)
        let topHalf = halfWidth(at: bandTop)
        let bottomHalf = halfWidth(at: bandBottom)
        if bandTop < centerY, bandBottom > centerY {
            // The row holds the widest point: the arc turns there, so it is two pieces.
            arc(fromY: bandTop, fromHalf: topHalf, toY: centerY, toHalf: radius, upper: true, cells: cells, maxX: maxX, left: &left, right: &right)
            arc(
                fromY: centerY, fromHalf: radius, toY: bandBottom, toHalf: bottomHalf, upper: false, cells: cells, maxX: maxX, left: &left,
                right: &right)
        } else {
            arc(
                fromY: bandTop, fromHalf: topHalf, toY: bandBottom, toHalf: bottomHalf, upper: bandBottom <= centerY, cells: cells, maxX: maxX,
                left: &left, right: &right)
        }
        starts[count] = Int32(left.first)
        ends[count] = Int32(left.last)
        starts[count &+ 1] = Int32(right.first)
        ends[count &+ 1] = Int32(right.last)
        count &+= 2
    }

    /// Half the circle's width at height `y`.
    @inline(__always)
    fileprivate func halfWidth(at y: Float) -> Float {
        let offset = y - centerY
        return squareRoot(max(vertexRadius * vertexRadius - offset * offset, 0))
    }

    /// Height of the boundary where the circle is `half` wide, on the upper or lower half.
    @inline(__always)
    private func height(atHalf half: Float, upper: Bool) -> Float {
        let rise = squareRoot(max(vertexRadius * vertexRadius - half * half, 0))
        return upper ? centerY - rise : centerY + rise
    }

    /// Both sides of the boundary between two heights, as chords at most a pixel wide.
    @inline(__always)
    private func arc(
        fromY: Float, fromHalf: Float, toY: Float, toHalf: Float, upper: Bool,
        cells: UnsafeMutablePointer<Float>, maxX: Float,
        left: inout (first: Int, last: Int), right: inout (first: Int, last: Int)
    ) {
        let spread = abs(toHalf - fromHalf)
        let pieces = spread <= 1 ? 1 : Int(spread) &+ 1
        var (startY, startHalf) = (fromY, fromHalf)
        for piece in 1...pieces {
            var (endY, endHalf) = (toY, toHalf)
            if piece < pieces {
                endHalf = fromHalf + (toHalf - fromHalf) * Float(piece) / Float(pieces)
                endY = min(max(height(atHalf: endHalf, upper: upper), min(fromY, toY)), max(fromY, toY))
            }
            let dy = endY - startY
            let leftCells = CellDeposit.piece(startX: centerX - startHalf, endX: centerX - endHalf, signedHeight: dy, maxX: maxX, cells: cells)
            let rightCells = CellDeposit.piece(startX: centerX + startHalf, endX: centerX + endHalf, signedHeight: -dy, maxX: maxX, cells: cells)
            left = (min(left.first, leftCells.first), max(left.last, leftCells.last))
            right = (min(right.first, rightCells.first), max(right.last, rightCells.last))
            (startY, startHalf) = (endY, endHalf)
        }
    }
}

/// A single-precision square root that compiles to one instruction (the scalar form calls libm).
@inline(__always)
private func squareRoot(_ value: Float) -> Float {
    SIMD4<Float>(repeating: value).squareRoot()[0]
}

/// One boundary's pass through a row as a run of pixels whose exact coverage comes straight
/// from the geometry: in steep rows a boundary crosses at most two columns (its chord across the
/// row gives the areas), in flat rows near the poles it is a function of x, gentle enough for a
/// chord across each column. Plain scalars, so a row is assembled without copying payloads.
fileprivate struct Run {
    enum Kind: UInt8 {
        /// Entering the circle (inside to the right), crossing at most two columns; `low`/`high`
        /// are the boundary's x at the row's top and bottom edges, in order.
        case steepLeft
        /// Leaving the circle, likewise.
        case steepRight
        /// Along the top or bottom, where the boundary is a function of x: `low` is the base
        /// of the depth u(t) = base + √(r² − (t − cx)²) by which it lies beyond the row's edge.
        case flat
    }

    var first: Int
    var last: Int
    var kind: Kind
    var low: Float
    var high: Float
    /// Whether crossing the run, left to right, enters the circle.
    var enters: Bool
    var isInner = false

    static let empty = Run(first: 0, last: -1, kind: .flat, low: 0, high: 0, enters: false)

    @inline(__always)
    static func steep(low: Float, high: Float, enters: Bool) -> Run {
        let first = Int(max(low, -1) + 1) &- 1
        let truncated = Int(max(high, -1) + 1) &- 1
        let last = Float(truncated) < high ? truncated : truncated &- 1
        return Run(first: first, last: last, kind: enters ? .steepLeft : .steepRight, low: low, high: high, enters: enters)
    }

    /// Fraction of pixel `column`'s area right of a steep crossing: exact for its chord.
    @inline(__always)
    func areaRight(ofColumn column: Int) -> Float {
        shareRight(ofColumn: column, low: low, high: high, first: first, last: last)
    }

    /// ∫₀¹ clamp(u₀ + (u₁ − u₀)s, 0, 1) ds, from the antiderivative of the clamped ramp.
    @inline(__always)
    static func flatCoverage(_ start: Float, _ end: Float) -> Float {
        @inline(__always) func antiderivative(_ u: Float) -> Float {
            u <= 0 ? 0 : (u >= 1 ? u - 0.5 : 0.5 * u * u)
        }
        let change = end - start
        if abs(change) < 1e-4 { return min(max(0.5 * (start + end), 0), 1) }
        return min(max((antiderivative(end) - antiderivative(start)) / change, 0), 1)
    }

    @inline(__always)
    func emit<Sink: CoverageSink>(row: Int, circle: Circle, into sink: inout Sink) {
        var column = first
        switch kind {
        case .steepLeft:
            while column <= last {
                report(row: row, x: column, coverage: areaRight(ofColumn: column), into: &sink)
                column &+= 1
            }
        case .steepRight:
            while column <= last {
                report(row: row, x: column, coverage: 1 - areaRight(ofColumn: column), into: &sink)
                column &+= 1
            }
        case .flat:
            var previous = circle.depth(at: Float(column), base: low)
            while column <= last {
                let next = circle.depth(at: Float(column &+ 1), base: low)
                report(row: row, x: column, coverage: Self.flatCoverage(previous, next), into: &sink)
                previous = next
                column &+= 1
            }
        }
    }

    /// Emits the run's pixels up to the vertical axis, each with its mirror images.
    @inline(__always)
    func emitMirrored<Sink: CoverageSink>(row: Int, mirrorRow: Int, mirrorSum: Int, circle: Circle, into sink: inout Sink) {
        var column = first
        let stop = min(last, mirrorSum / 2)
        switch kind {
        case .steepLeft:
            while column <= stop {
                reportMirrored(row: row, mirrorRow: mirrorRow, x: column, mirrorSum: mirrorSum, coverage: areaRight(ofColumn: column), into: &sink)
                column &+= 1
            }
        case .steepRight:
            while column <= stop {
                reportMirrored(
                    row: row, mirrorRow: mirrorRow, x: column, mirrorSum: mirrorSum, coverage: 1 - areaRight(ofColumn: column), into: &sink)
                column &+= 1
            }
        case .flat:
            var previous = circle.depth(at: Float(column), base: low)
            while column <= stop {
                let next = circle.depth(at: Float(column &+ 1), base: low)
                reportMirrored(
                    row: row, mirrorRow: mirrorRow, x: column, mirrorSum: mirrorSum, coverage: Self.flatCoverage(previous, next), into: &sink)
                previous = next
                column &+= 1
            }
        }
    }

    @inline(__always)
    private func reportMirrored<Sink: CoverageSink>(row: Int, mirrorRow: Int, x: Int, mirrorSum: Int, coverage: Float, into sink: inout Sink) {
        if isInner {
            sink.mirroredPixel(row: row, mirrorRow: mirrorRow, x: x, mirrorX: mirrorSum &- x, outer: 1, inner: coverage)
        } else {
            sink.mirroredPixel(row: row, mirrorRow: mirrorRow, x: x, mirrorX: mirrorSum &- x, outer: coverage, inner: 0)
        }
    }

    @inline(__always)
    private func report<Sink: CoverageSink>(row: Int, x: Int, coverage: Float, into sink: inout Sink) {
        if isInner {
            sink.pixel(row: row, x: x, outer: 1, inner: coverage)
        } else {
            sink.pixel(row: row, x: x, outer: coverage, inner: 0)
        }
    }
}

extension Circle {
    /// u(t) = base + √(r² − (t − cx)²): how far the boundary lies beyond a row edge at x = t.
    @inline(__always)
    fileprivate func depth(at x: Float, base: Float) -> Float {
        let offset = x - centerX
        return base + squareRoot(max(vertexRadius * vertexRadius - offset * offset, 0))
    }

    /// Writes how the boundary passes through `row` as up to two runs, left to right, and returns
    /// how many; −1 for rows that need the cell sweep (the widest row, rows between steep and flat).
    @inline(__always)
    fileprivate func runs(row: Int, into first: inout Run, _ second: inout Run) -> Int {
        let top = Float(row)
        let bottom = top + 1
        if bottom <= centerY - vertexRadius || top >= centerY + vertexRadius { return 0 }
        if top < centerY, bottom > centerY { return -1 }
        let topHalf = halfWidth(at: top)
        let bottomHalf = halfWidth(at: bottom)
        let near = min(topHalf, bottomHalf)
        let far = max(topHalf, bottomHalf)
        if far - near <= 1, top >= centerY - vertexRadius, bottom <= centerY + vertexRadius {
            first = .steep(low: centerX - far, high: centerX - near, enters: true)
            second = .steep(low: centerX + near, high: centerX + far, enters: false)
            if first.last &- first.first <= 1, second.last &- second.first <= 1 { return 2 }
        }
        // Flat: the boundary's slope stays gentle (≤ 1.5) and clear of the circle's sides.
        let rise = bottom <= centerY ? centerY - bottom : top - centerY
        guard far <= 1.5 * rise, far <= vertexRadius - 1 else { return -1 }
        let base = bottom <= centerY ? bottom - centerY : centerY - top
        let firstColumn = Int(centerX - far + 1) &- 1
        let lastColumn = Int(centerX + far + 1) &- 1
        guard near > 0.5 else {
            first = Run(first: firstColumn, last: lastColumn, kind: .flat, low: base, high: 0, enters: false)
            return 1
        }
        first = Run(first: firstColumn, last: Int(centerX - near + 1) &- 1, kind: .flat, low: base, high: 0, enters: true)
        second = Run(first: Int(centerX + near + 1) &- 1, last: lastColumn, kind: .flat, low: base, high: 0, enters: false)
        return 2
    }
}
