import Drawing

/// Views for circles. A circle's frame is square, sized by the smaller of the available width and
/// height: the circle stays round however the window is shaped.
public struct CircleShapeViewFactory: ShapeViewFactory {
    public init() {}

    public func makeShapeViews(for shapes: [CircleShape], availableSize: Size) -> [ShapeView] {
        shapes.map { circle in
            ShapeView(
                shape: circle,
                relativeSize: Size(width: circle.diameter, height: circle.diameter),
                availableSize: availableSize,
                unitOutline: .ellipse(Rect(x: 0, y: 0, width: 1, height: 1))
            )
        }
    }
}
