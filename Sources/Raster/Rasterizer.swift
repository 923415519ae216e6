import Drawing

/// Draws anti-aliased shapes with exact area coverage: filled, outlined, or both, convex or not.
///
/// Keep one per thread and reuse it: its scratch memory grows to the largest shape drawn and is
/// then reused without clearing, which is most of what makes drawing cheap.
public final class Rasterizer {
    private let polygons = PolygonSweep()

    public init() {}

    /// Composites `path`, painted with `style`, onto `pixels` (source-over, straight alpha).
    /// Coordinates are pixels; parts outside the view are clipped.
    public func draw(_ path: ShapePath, style: ShapeStyle, into pixels: PixelView) {
        let innerPath = style.showOutline ? path.inset(by: style.outlineWidth) : nil
        let plan = StylePlan(style: style, innerPath: innerPath)
        guard plan.drawsAnything else { return }
        if let circle = CircleSweep(path, inner: plan.hasInner ? innerPath : nil) {
            var sink = CompositingSink(plan: plan, pixels: pixels, originX: 0, originY: 0)
            circle.sweep(width: pixels.width, height: pixels.height, into: &sink)
            return
        }
        guard let region = prepare(path, inner: innerPath, width: pixels.width, height: pixels.height) else { return }
        var sink = CompositingSink(plan: plan, pixels: pixels, originX: region.x, originY: region.y)
        polygons.sweep(into: &sink)
    }

    /// `path` drawn with `style` onto a transparent image of the given size.
    public func image(of path: ShapePath, style: ShapeStyle, width: Int, height: Int) -> Image {
        var image = Image(width: width, height: height)
        image.withPixelView { draw(path, style: style, into: $0) }
        return image
    }

    /// The exact fill and outline coverage `draw` would use, pixel by pixel.
    public func coverage(of path: ShapePath, style: ShapeStyle, width: Int, height: Int) -> Coverage {
        let innerPath = style.showOutline ? path.inset(by: style.outlineWidth) : nil
        let plan = StylePlan(style: style, innerPath: innerPath)
        let empty = Coverage(width: width, height: height)
        if let circle = CircleSweep(path, inner: plan.hasInner ? innerPath : nil) {
            var sink = RecordingSink(plan: plan, originX: 0, originY: 0, coverage: empty)
            circle.sweep(width: width, height: height, into: &sink)
            return sink.coverage
        }
        guard let region = prepare(path, inner: innerPath, width: width, height: height) else { return empty }
        var sink = RecordingSink(plan: plan, originX: region.x, originY: region.y, coverage: empty)
        polygons.sweep(into: &sink)
        return sink.coverage
    }

    /// Flattens and clips the contours and hands their edges to the sweep; returns the region's origin in the view.
    private func prepare(_ path: ShapePath, inner: ShapePath?, width: Int, height: Int) -> (x: Int, y: Int)? {
        let bounds = path.bounds
        let left = max(Int(bounds.minX.rounded(.down)), 0)
        let top = max(Int(bounds.minY.rounded(.down)), 0)
        let right = min(Int(bounds.maxX.rounded(.up)) + 1, width)
        let bottom = min(Int(bounds.maxY.rounded(.up)) + 1, height)
        guard right > left, bottom > top else { return nil }
        let inView = bounds.minX >= 0 && bounds.minY >= 0 && bounds.maxX <= Double(width) && bounds.maxY <= Double(height)

        func regionContour(_ path: ShapePath) -> Contour {
            var contour = Flattening.contour(of: path)
            if !inView {
                contour = Flattening.clip(contour, width: Float(width), height: Float(height))
            }
            let (dx, dy) = (Float(left), Float(top))
            for index in 0..<contour.count {
                contour.xs[index] -= dx
                contour.ys[index] -= dy
            }
            return contour
        }

        polygons.reset(columns: right - left, rows: bottom - top)
        polygons.add(regionContour(path), toInner: false)
        if let inner {
            polygons.add(regionContour(inner), toInner: true)
        }
        return (left, top)
    }
}

extension CircleSweep {
    /// Circles smaller than this take the polygon path: a few pixels across, the per-row chords
    /// are too coarse, and the polygon costs nothing at that size.
    static let smallestRadius = 6.0

    /// The circle fast path for `path`, when it is a circle (an ellipse in a square frame).
    init?(_ path: ShapePath, inner: ShapePath?) {
        guard case .ellipse(let frame) = path, frame.width == frame.height, frame.width >= 2 * Self.smallestRadius else { return nil }
        var innerRadius: Float?
        if let inner {
            guard case .ellipse(let innerFrame) = inner, innerFrame.width == innerFrame.height,
                innerFrame.width >= Self.smallestRadius
            else { return nil }
            innerRadius = Float(innerFrame.width / 2)
        }
        self.init(centerX: Float(frame.midX), centerY: Float(frame.midY), radius: Float(frame.width / 2), innerRadius: innerRadius)
    }
}
