import Drawing

/// Views for stars: one tip straight up, the frame fitted to the five tips. The hit point is the
/// star's own center, in the middle of its pentagon, not the frame's center (which sits higher,
/// because the top tip reaches farther than the bottom two), so a click there is never near an
/// edge.
public struct StarShapeViewFactory: ShapeViewFactory {
    public init() {}

    public func makeShapeViews(for shapes: [StarShape], availableSize: Size) -> [ShapeView] {
        shapes.map { star in
            ShapeView(
                shape: star,
                relativeSize: Size(width: star.width, height: star.height),
                availableSize: availableSize,
                unitOutline: Self.unitOutline,
                unitHitPoint: Point(x: 0.5, y: 1 / (1 + StarShape.cosine36))
            )
        }
    }

    /// Every star is the same outline stretched onto its frame: made once.
    static let unitOutline: ShapePath = {
        let star = StarShape(outerRadius: 1)
        let path = ShapePath.star(center: Point(x: star.width / 2, y: 1), outerRadius: 1, innerRadius: star.innerRadius)
        guard case .polygon(let points) = path else { return path }
        return .polygon(points.map { Point(x: $0.x / star.width, y: $0.y / star.height) })
    }()
}
