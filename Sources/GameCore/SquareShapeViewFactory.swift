import Drawing

/// Views for squares: side length × the available width and height.
public struct SquareShapeViewFactory: ShapeViewFactory {
    public init() {}

    public func makeShapeViews(for shapes: [SquareShape], availableSize: Size) -> [ShapeView] {
        shapes.map { square in
            ShapeView(
                shape: square,
                relativeSize: Size(width: square.sideLength, height: square.sideLength),
                availableSize: availableSize,
                unitOutline: .rectangle(Rect(x: 0, y: 0, width: 1, height: 1))
            )
        }
    }
}
