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
            let color = inner >= 1 ? plan.solidFill : plan.solidRing
            PixelView.fill(first, with: color, count: end &- start)
            return
        }
        // One blend for the whole run (a row along a horizontal edge): one color when it covers
        // whatever is beneath, else four pixels at a time, then the rest one by one.
        let blend = Blend(plan: plan, outer: outer, inner: inner)
        let count = end &- start
        if let replacement = blend.replacement {
            PixelView.fill(first, with: replacement, count: count)
            return
        }
        var offset = 0
        let raw = UnsafeMutableRawPointer(first)
        while offset &+ 4 <= count {
            let below = raw.loadUnaligned(fromByteOffset: offset &* 4, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: blend.painted(over: below, plan: plan), toByteOffset: offset &* 4, as: SIMD4<UInt32>.self)
            offset &+= 4
        }
        while offset < count {
            blend.apply(to: first + offset, plan: plan)
            offset &+= 1
        }
    }

    @inline(__always)
    mutating func pixel(row: Int, x: Int, outer: Float, inner: Float) {
        guard outer > 0 else { return }
        blend(at: pixels.row(originY &+ row) + (originX &+ x), outer: outer, inner: inner)
    }

    /// One blend worked out once and applied to a pixel and its three mirror images at once:
    /// all four are read before any is written, so an image that is the pixel itself (on an
    /// axis) gets the same value twice rather than being blended twice.
    @inline(__always)
    mutating func mirroredPixel(row: Int, mirrorRow: Int, x: Int, mirrorX: Int, outer: Float, inner: Float) {
        guard outer > 0 else { return }
        let blend = Blend(plan: plan, outer: outer, inner: inner)
        let top = pixels.row(originY &+ row) + originX
        let bottom = pixels.row(originY &+ mirrorRow) + originX
        let targets = (top + x, top + mirrorX, bottom + x, bottom + mirrorX)
        let painted: SIMD4<UInt32>
        if let replacement = blend.replacement {
            painted = SIMD4(repeating: replacement)
        } else {
            let below = SIMD4<UInt32>(targets.0.pointee, targets.1.pointee, targets.2.pointee, targets.3.pointee)
            painted = blend.painted(over: below, plan: plan)
        }
        targets.0.pointee = painted[0]
        targets.1.pointee = painted[1]
        targets.2.pointee = painted[2]
        targets.3.pointee = painted[3]
    }

    /// A polygon row painted in one pass when fill and outline are opaque and both contours are
    /// swept (the game's shapes): an outer edge's pixels mix the outline color into what is
    /// beneath, an inner edge's pixels are the outline-to-fill mix outright, and the runs between
    /// are filled. Any other arrangement goes the general way, span by span and pixel by pixel.
    @inline(__always)
    mutating func directRow(row: Int, crossings: UnsafeMutablePointer<PolygonSweep.Crossing>, count: Int, columns: Int) {
        guard plan.hasOpaquePaints, plan.hasInner else {
            PolygonSweep.emit(row: row, crossings: crossings, count: count, columns: columns, into: &self)
            return
        }
        let line = pixels.row(originY &+ row) + originX
        let (ring, fill) = (plan.solidRing, plan.solidFill)
        var outerWinding: Float = 0
        var innerWinding: Float = 0
        var position = 0
        for slot in 0..<count {
            let crossing = crossings[slot]
            // NB: between crossings the windings are whole numbers: a run is outside (0), in the
            // ring, or in the fill, one opaque color either way.
            if crossing.first > position, outerWinding != 0 {
                PixelView.fill(line + position, with: innerWinding != 0 ? fill : ring, count: crossing.first &- position)
            }
            let direction = crossing.direction
            if crossing.isInner {
                let outer = CellDeposit.coverage(outerWinding)
                let winding = innerWinding
                if outer >= 1 {
                    crossing.forEachShare { column, share in
                        let inner = CellDeposit.coverage(winding + direction * share)
                        line[column] = Pixel.lerp(ring, fill, weight: Pixel.weight(inner))
                    }
                } else {
                    crossing.forEachShare { column, share in
                        pixel(row: row, x: column, outer: outer, inner: CellDeposit.coverage(winding + direction * share))
                    }
                }
                innerWinding += direction
            } else {
                let inner = CellDeposit.coverage(innerWinding)
                let winding = outerWinding
                if inner <= 0 {
                    crossing.forEachShare { column, share in
                        let outer = CellDeposit.coverage(winding + direction * share)
                        let below = line[column]
                        if below >= 0xFF00_0000 {
                            line[column] = Pixel.lerp(below, ring, weight: Pixel.weight(outer))
                        } else if outer > 0 {
                            Blend(plan: plan, outer: outer, inner: 0).apply(to: line + column, plan: plan)
                        }
                    }
                } else {
                    crossing.forEachShare { column, share in
                        pixel(row: row, x: column, outer: CellDeposit.coverage(winding + direction * share), inner: inner)
                    }
                }
                outerWinding += direction
            }
            position = max(position, crossing.last &+ 1)
        }
        if position < columns, outerWinding != 0 {
            PixelView.fill(line + position, with: innerWinding != 0 ? fill : ring, count: columns &- position)
        }
    }

    @inline(__always)
    private func blend(at pointer: UnsafeMutablePointer<UInt32>, outer: Float, inner: Float) {
        Blend(plan: plan, outer: outer, inner: inner).apply(to: pointer, plan: plan)
    }
}

/// How one coverage paints a pixel, decided before looking at the pixel.
private struct Blend {
    private enum Kind {
        /// Wholly inside: the fill/outline mix, whatever lies beneath.
        case replace
        /// Opaque paints over an opaque pixel: a packed-integer mix with the pixel.
        case mix
        /// Anything else: the general floating-point source-over.
        case general
    }

    private let kind: Kind
    private let color: UInt32
    private let weight: UInt32
    private let outer: Float
    private let inner: Float

    @inline(__always)
    init(plan: StylePlan, outer: Float, inner: Float) {
        (self.outer, self.inner) = (outer, inner)
        guard plan.hasOpaquePaints else {
            (kind, color, weight) = (.general, 0, 0)
            return
        }
        if outer >= 1 {
            let color =
                inner <= 0 ? plan.solidRing : inner >= 1 ? plan.solidFill : Pixel.lerp(plan.solidRing, plan.solidFill, weight: Pixel.weight(inner))
            (kind, self.color, weight) = (.replace, color, 256)
        } else {
            let shape = inner > 0 ? Pixel.lerp(plan.solidRing, plan.solidFill, weight: Pixel.weight(inner / outer)) : plan.solidRing
            (kind, color, weight) = (.mix, shape, Pixel.weight(outer))
        }
    }

    /// The color every pixel gets, whatever lies beneath, when the pixel is wholly inside.
    var replacement: UInt32? { kind == .replace ? color : nil }

    /// Four pixels blended together: packed-integer lanes when all are opaque beneath.
    @inline(__always)
    func painted(over below: SIMD4<UInt32>, plan: StylePlan) -> SIMD4<UInt32> {
        if kind == .mix, below[0] & below[1] & below[2] & below[3] >= 0xFF00_0000 {
            return Pixel.lerp(below, color, weight: weight)
        }
        return SIMD4(
            painted(over: below[0], plan: plan), painted(over: below[1], plan: plan), painted(over: below[2], plan: plan),
            painted(over: below[3], plan: plan))
    }

    @inline(__always)
    func apply(to pointer: UnsafeMutablePointer<UInt32>, plan: StylePlan) {
        pointer.pointee = painted(over: pointer.pointee, plan: plan)
    }

    /// The pixel `below` with this blend painted over it.
    @inline(__always)
    func painted(over below: UInt32, plan: StylePlan) -> UInt32 {
        switch kind {
        case .replace:
            return color
        case .mix where below >= 0xFF00_0000:
            return Pixel.lerp(below, color, weight: weight)
        case .mix, .general:
            // NB: the float paint is needed only when the pixel beneath is not opaque.
            let paint = plan.paint(outer: outer, inner: inner)
            guard paint.alpha > 0 else { return below }
            return paint.alpha >= 1 ? paint.opaquePixel : paint.over(below)
        }
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

    /// `lerp` of four pixels toward one color, in vector lanes.
    @inline(__always)
    static func lerp(_ first: SIMD4<UInt32>, _ second: UInt32, weight: UInt32) -> SIMD4<UInt32> {
        let keep = 256 &- weight
        let redBlue = SIMD4(repeating: (second & 0x00FF_00FF) &* weight)
        let alphaGreen = SIMD4(repeating: ((second >> 8) & 0x00FF_00FF) &* weight)
        return ((first & 0x00FF_00FF) &* keep &+ redBlue) &>> 8 & 0x00FF_00FF
            | (((first &>> 8) & 0x00FF_00FF) &* keep &+ alphaGreen) & 0xFF00_FF00
    }

    /// A coverage in 0...1 as a weight in 0...256, rounded, without conversion checks.
    @inline(__always)
    static func weight(_ coverage: Float) -> UInt32 {
        (min(max(coverage, 0), 1) * 256 + 12_582_912).bitPattern & 0x1FF
    }
}
