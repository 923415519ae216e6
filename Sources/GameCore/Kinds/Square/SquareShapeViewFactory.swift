import Drawing

/// Views for squares. A square's frame is square, sized by the smaller of the available width and
/// height (the tutorial multiplies each side separately, which draws rectangles in a window that
/// is not square); visible areas then stay proportional to the model areas across kinds.
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
