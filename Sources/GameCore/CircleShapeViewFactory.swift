import Drawing

/// Views for circles. A circle's frame is square, so it is sized by the smaller of the available
/// width and height: the circle stays round however the window is shaped.
public struct CircleShapeViewFactory: ShapeViewFactory {
    public init() {}

    public func makeShapeViews(for shapes: [CircleShape], availableSize: Size) -> [ShapeView] {
        let side = min(availableSize.width, availableSize.height)
        return shapes.map { circle in
            let relative = Size(
                width: availableSize.width > 0 ? circle.diameter * side / availableSize.width : 0,
                height: availableSize.height > 0 ? circle.diameter * side / availableSize.height : 0
            )
            return ShapeView(
                shape: circle,
                relativeSize: relative,
                availableSize: availableSize,
                unitOutline: .ellipse(Rect(x: 0, y: 0, width: 1, height: 1))
            )
        }
    }
}
