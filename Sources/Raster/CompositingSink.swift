/// Paints swept coverage onto pixels: constant spans as a memory fill when opaque, edges blended.
struct CompositingSink: CoverageSink {
    let plan: StylePlan
    let pixels: PixelView
    let originX: Int
    let originY: Int

    @inline(__always)
    mutating func span(row: Int, start: Int, end: Int, outer: Float, inner: Float) {
        guard outer > 0 else { return }
        let paint = plan.paint(outer: outer, inner: inner)
        guard paint.alpha > 0 else { return }
        let first = pixels.row(originY &+ row) + (originX &+ start)
        if paint.alpha >= 1 {
            first.update(repeating: paint.opaquePixel, count: end &- start)
            return
        }
        for offset in 0..<(end &- start) {
            first[offset] = paint.over(first[offset])
        }
    }

    @inline(__always)
    mutating func pixel(row: Int, x: Int, outer: Float, inner: Float) {
        blend(at: pixels.row(originY &+ row) + (originX &+ x), outer: outer, inner: inner)
    }

    /// Coverage comes four lanes at a time but is blended lane by lane: the lanes are independent,
    /// short chains the processor overlaps, and a band is often only one to three pixels wide.
    @inline(__always)
    mutating func pixels(row: Int, start: Int, count: Int, outer: SIMD4<Float>, inner: SIMD4<Float>) {
        let pointer = pixels.row(originY &+ row) + (originX &+ start)
        for lane in 0..<count {
            blend(at: pointer + lane, outer: outer[lane], inner: inner[lane])
        }
    }

    @inline(__always)
    private func blend(at pointer: UnsafeMutablePointer<UInt32>, outer: Float, inner: Float) {
        guard outer > 0 else { return }
        if outer >= 1, plan.isSolid(inner: inner) {
            pointer.pointee = inner >= 1 ? plan.solidFill : plan.solidRing
            return
        }
        let paint = plan.paint(outer: outer, inner: inner)
        pointer.pointee = paint.alpha >= 1 ? paint.opaquePixel : paint.over(pointer.pointee)
    }
}
