import Drawing

/// What the player sees of one shape: a plain value the platform layer rasterizes. It knows its
/// model shape, where it is (`frame`), its exact geometry, and how it is painted (`style`).
public struct ShapeView: Sendable {
    /// The model shape this view shows; the turn is judged on its area.
    public let shape: any Shape
    /// The view's rectangle in its parent's coordinates. View factories make it at the origin,
    /// the tutorial's `CGRect(x: 0, y: 0, …)`; layout moves it.
    public var frame: Rect
    /// The outline drawn in the unit square, stretched onto the frame.
    public let unitOutline: ShapePath
    /// The frame's size as fractions of the available size's smaller side: the view keeps its
    /// proportions, and its shape, whatever shape the window takes.
    public let relativeSize: Size
    public var style: ShapeStyle

    public init(shape: any Shape, relativeSize: Size, availableSize: Size, unitOutline: ShapePath, style: ShapeStyle = .classic) {
        self.shape = shape
        self.relativeSize = relativeSize
        self.unitOutline = unitOutline
        self.style = style
        frame = Rect(origin: .zero, size: Self.size(relativeSize, in: availableSize))
    }

    public var kind: ShapeKind { shape.kind }

    /// The exact outline in the view's own coordinates (origin at the frame's corner).
    public var geometry: ShapePath {
        unitOutline.mapped(into: Rect(origin: .zero, size: frame.size))
    }

    /// The exact outline in the parent's coordinates.
    public var path: ShapePath {
        unitOutline.mapped(into: frame)
    }

    /// Whether `point` (parent coordinates) lies on the shape itself, not merely in its frame.
    public func contains(_ point: Point) -> Bool {
        frame.contains(point) && path.contains(point)
    }

    /// A point well inside the shape (its centroid for these shapes), in parent coordinates:
    /// where a bot, or a test, clicks.
    public var hitPoint: Point {
        let center = frame.center
        return contains(center) ? center : Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    }

    /// The view resized for a new available size, keeping its proportions and its center.
    public func resized(toAvailable availableSize: Size) -> ShapeView {
        var view = self
        let center = frame.center
        let size = Self.size(relativeSize, in: availableSize)
        view.frame = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        return view
    }

    private static func size(_ relative: Size, in availableSize: Size) -> Size {
        let side = min(availableSize.width, availableSize.height)
        return Size(width: relative.width * side, height: relative.height * side)
    }
}
