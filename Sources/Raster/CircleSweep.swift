/// Coverage of a circle, and for an outline of a concentric inner circle, produced row by row
/// straight from the geometry: the fast path for the game's most common shape.
///
/// In each pixel row a circle's boundary is one short arc on each side. The arc's ends come
/// from one square root; the arc is replaced by its chord (split where the curve runs flat, so no
/// chord is more than a pixel wide), whose exact area goes into a one-row cell buffer. The row
/// sweep then gives exact coverage for the few boundary pixels and hands everything between them
/// to the sink as constant spans. A chord cuts off a sliver of area about L³/(12·r); the vertices
/// sit on a circle enlarged by the average of that loss, so the total area stays right.
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
            for row in top..<bottom {
                var count = 0
                outer.deposit(row: row, cells: outerCells, maxX: maxX, starts: starts, ends: ends, count: &count)
                if let inner, let innerCells {
                    inner.deposit(row: row, cells: innerCells, maxX: maxX, starts: starts, ends: ends, count: &count)
                }
                guard count > 0 else { continue }
                Self.sort(starts: starts, ends: ends, count: count)
                CellDeposit.sweepRow(
                    row: row, columns: width, starts: starts, ends: ends, count: count,
                    outer: outerCells, inner: innerCells, into: &sink
                )
            }
        }
    }

    private static func sort(starts: UnsafeMutablePointer<Int32>, ends: UnsafeMutablePointer<Int32>, count: Int) {
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
            arc(fromY: centerY, fromHalf: radius, toY: bandBottom, toHalf: bottomHalf, upper: false, cells: cells, maxX: maxX, left: &left, right: &right)
        } else {
            arc(fromY: bandTop, fromHalf: topHalf, toY: bandBottom, toHalf: bottomHalf, upper: bandBottom <= centerY, cells: cells, maxX: maxX, left: &left, right: &right)
        }
        starts[count] = Int32(left.first)
        ends[count] = Int32(left.last)
        starts[count &+ 1] = Int32(right.first)
        ends[count &+ 1] = Int32(right.last)
        count &+= 2
    }

    /// Half the circle's width at height `y`.
    @inline(__always)
    private func halfWidth(at y: Float) -> Float {
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
