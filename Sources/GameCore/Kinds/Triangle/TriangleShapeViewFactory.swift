import Drawing

/// Views for triangles: the frame is the side wide and the height tall; the apex is at the top.
public struct TriangleShapeViewFactory: ShapeViewFactory {
    public init() {}

    public func makeShapeViews(for shapes: [TriangleShape], availableSize: Size) -> [ShapeView] {
        shapes.map { triangle in
            ShapeView(
                shape: triangle,
                relativeSize: Size(width: triangle.side, height: triangle.height),
                availableSize: availableSize,
                unitOutline: .polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]),
                // The centroid, two thirds of the way down from the apex.
                unitHitPoint: Point(x: 0.5, y: 2.0 / 3)
            )
        }
    }
}
