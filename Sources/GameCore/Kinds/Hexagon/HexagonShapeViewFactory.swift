import Drawing

/// Views for hexagons: corners at the middle of the frame's left and right edges, and at the
/// quarter points of its top and bottom.
public struct HexagonShapeViewFactory: ShapeViewFactory {
    public init() {}

    public func makeShapeViews(for shapes: [HexagonShape], availableSize: Size) -> [ShapeView] {
        shapes.map { hexagon in
            ShapeView(
                shape: hexagon,
                relativeSize: Size(width: hexagon.width, height: hexagon.height),
                availableSize: availableSize,
                unitOutline: .polygon([
                    Point(x: 0.25, y: 0), Point(x: 0.75, y: 0), Point(x: 1, y: 0.5),
                    Point(x: 0.75, y: 1), Point(x: 0.25, y: 1), Point(x: 0, y: 0.5),
                ])
            )
        }
    }
}
