import Drawing

/// Views for parallelograms: the top edge from `offset` to the right edge of the frame, the
/// bottom edge from the left edge to `base`.
public struct ParallelogramShapeViewFactory: ShapeViewFactory {
    public init() {}

    public func makeShapeViews(for shapes: [ParallelogramShape], availableSize: Size) -> [ShapeView] {
        shapes.map { shape in
            let lean = shape.offset / shape.width
            return ShapeView(
                shape: shape,
                relativeSize: Size(width: shape.width, height: shape.height),
                availableSize: availableSize,
                unitOutline: .polygon([Point(x: lean, y: 0), Point(x: 1, y: 0), Point(x: 1 - lean, y: 1), Point(x: 0, y: 1)])
            )
        }
    }
}
