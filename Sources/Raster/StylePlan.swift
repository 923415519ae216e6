import Drawing

/// A style resolved against a shape: which coverage feeds the fill and which the outline ring.
struct StylePlan {
    let fill: Paint
    let ring: Paint
    /// Whether an inner (inset) contour is swept too; then the ring is `outer − inner`.
    let hasInner: Bool
    /// Whether the outline is so wide that it covers the whole shape (no inner contour is left).
    let outlineOnly: Bool
    let drawsAnything: Bool
    /// The opaque pixels of a fully covered fill and ring, when those paints are opaque.
    let solidFill: UInt32
    let solidRing: UInt32
    private let fillIsOpaque: Bool
    private let ringIsOpaque: Bool
    /// Whether every paint a pixel can show is opaque, so blending can work on packed integers.
    let hasOpaquePaints: Bool

    init(style: ShapeStyle, innerPath: ShapePath?) {
        let fill = style.showFill ? Paint(style.fillColor) : .none
        let outlined = style.showOutline && style.outlineWidth > 0
        self.fill = fill
        self.ring = outlined ? Paint(style.outlineColor) : .none
        self.hasInner = outlined && innerPath != nil
        self.outlineOnly = outlined && innerPath == nil
        self.drawsAnything = fill.alpha > 0 || ring.alpha > 0
        // What a pixel fully inside the inner contour (or the whole shape) and fully in the ring shows.
        let insidePaint = outlineOnly ? ring : fill
        let ringPaint = hasInner ? ring : insidePaint
        fillIsOpaque = insidePaint.alpha >= 1
        ringIsOpaque = ringPaint.alpha >= 1
        solidFill = insidePaint.opaquePixel
        solidRing = ringPaint.opaquePixel
        hasOpaquePaints = fillIsOpaque && ringIsOpaque
    }

    /// Whether a pixel fully inside the outer contour, with this inner coverage, is one opaque color.
    @inline(__always)
    func isSolid(inner: Float) -> Bool {
        if inner >= 1 { return fillIsOpaque }
        return inner <= 0 && ringIsOpaque
    }

    /// The fill's and the ring's coverage of a pixel, from the outer and inner contours' coverage.
    @inline(__always)
    func split(outer: Float, inner: Float) -> (fill: Float, ring: Float) {
        if hasInner { return (inner, max(outer - inner, 0)) }
        return outlineOnly ? (0, outer) : (outer, 0)
    }

    @inline(__always)
    func paint(outer: Float, inner: Float) -> Paint {
        let (fillCoverage, ringCoverage) = split(outer: outer, inner: inner)
        return Paint.mix(fill, fillCoverage, ring, ringCoverage)
    }
}
