/// Paints swept coverage onto pixels: constant spans as a memory fill when opaque, boundary
/// pixels blended one by one.
struct CompositingSink: CoverageSink {
    let plan: StylePlan
    let pixels: PixelView
    let originX: Int
    let originY: Int

    @inline(__always)
    mutating func span(row: Int, start: Int, end: Int, outer: Float, inner: Float) {
        guard outer > 0 else { return }
        let first = pixels.row(originY &+ row) + (originX &+ start)
        if outer >= 1, plan.isSolid(inner: inner) {
            first.update(repeating: inner >= 1 ? plan.solidFill : plan.solidRing, count: end &- start)
            return
        }
        for offset in 0..<(end &- start) {
            blend(at: first + offset, outer: outer, inner: inner)
        }
    }

    @inline(__always)
    mutating func pixel(row: Int, x: Int, outer: Float, inner: Float) {
        guard outer > 0 else { return }
        blend(at: pixels.row(originY &+ row) + (originX &+ x), outer: outer, inner: inner)
    }

    @inline(__always)
    private func blend(at pointer: UnsafeMutablePointer<UInt32>, outer: Float, inner: Float) {
        if plan.hasOpaquePaints {
            if outer >= 1 {
                // Wholly inside the shape: only the fill/outline mix matters, not what lies beneath.
                pointer.pointee = Pixel.lerp(plan.solidRing, plan.solidFill, weight: Pixel.weight(inner))
                return
            }
            let destination = pointer.pointee
            if destination >= 0xFF00_0000 {
                let shape = inner > 0 ? Pixel.lerp(plan.solidRing, plan.solidFill, weight: Pixel.weight(inner / outer)) : plan.solidRing
                pointer.pointee = Pixel.lerp(destination, shape, weight: Pixel.weight(outer))
                return
            }
        }
        let paint = plan.paint(outer: outer, inner: inner)
        guard paint.alpha > 0 else { return }
        pointer.pointee = paint.alpha >= 1 ? paint.opaquePixel : paint.over(pointer.pointee)
    }
}

/// Integer blending of packed ARGB8888 pixels.
enum Pixel {
    /// `first` moved toward `second` by `weight`/256, every channel (alpha too), two channels
    /// per multiply.
    @inline(__always)
    static func lerp(_ first: UInt32, _ second: UInt32, weight: UInt32) -> UInt32 {
        let keep = 256 &- weight
        let redBlue = ((first & 0x00FF_00FF) &* keep &+ (second & 0x00FF_00FF) &* weight) >> 8 & 0x00FF_00FF
        let alphaGreen = (((first >> 8) & 0x00FF_00FF) &* keep &+ ((second >> 8) & 0x00FF_00FF) &* weight) & 0xFF00_FF00
        return redBlue | alphaGreen
    }

    /// A coverage in 0...1 as a weight in 0...256, rounded, without conversion checks.
    @inline(__always)
    static func weight(_ coverage: Float) -> UInt32 {
        (min(max(coverage, 0), 1) * 256 + 12_582_912).bitPattern & 0x1FF
    }
}
