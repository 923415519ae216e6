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
    /// A point well inside the shape, in the unit square: where a bot or a test clicks. A
    /// concave kind (a star) names one that its frame's center might miss.
    public let unitHitPoint: Point
    public var style: ShapeStyle
    /// How the view was resized after its factory made it (a turn's areas evened out, the
    /// adaptive difficulty's ratio), in order: at most one of each.
    public private(set) var adjustments: [Adjustment] = []

    /// A resize after the factory: why, and by how much in every length.
    public struct Adjustment: Hashable, Sendable {
        public enum Cause: String, Hashable, Sendable {
            /// `CrossTurnStrategy` evened the kinds' areas out.
            case evenedOut = "evened_out"
            /// `AdaptiveTurnStrategy` sized the turn to its ratio.
            case adaptive
        }

        public let cause: Cause
        public let factor: Double
    }

    public init(
        shape: any Shape, relativeSize: Size, availableSize: Size, unitOutline: ShapePath, unitHitPoint: Point = Point(x: 0.5, y: 0.5),
        style: ShapeStyle = .classic
    ) {
        self.shape = shape
        self.relativeSize = relativeSize
        self.unitOutline = unitOutline
        self.unitHitPoint = unitHitPoint
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

    /// A point well inside the shape, in parent coordinates: where a bot, or a test, clicks.
    public var hitPoint: Point {
        Point(x: frame.minX + unitHitPoint.x * frame.width, y: frame.minY + unitHitPoint.y * frame.height)
    }

    /// The same view with its shape, and so its area, scaled by `factor` in every length; the
    /// frame keeps its center. The model and the picture change together, so the verdict (by
    /// the model's area) stays what the player sees.
    /// `cause`, when given, is kept in `adjustments` (a second resize for the same cause
    /// multiplies into the first).
    public func scaled(by factor: Double, because cause: Adjustment.Cause? = nil) -> ShapeView {
        let center = frame.center
        let size = frame.size.scaled(by: factor)
        var view = ShapeView(
            shape: shape.scaled(by: factor), relativeSize: relativeSize.scaled(by: factor), availableSize: .zero, unitOutline: unitOutline,
            unitHitPoint: unitHitPoint, style: style)
        view.frame = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        view.adjustments = adjustments
        if let cause {
            if let index = view.adjustments.firstIndex(where: { $0.cause == cause }) {
                view.adjustments[index] = Adjustment(cause: cause, factor: view.adjustments[index].factor * factor)
            } else {
                view.adjustments.append(Adjustment(cause: cause, factor: factor))
            }
        }
        return view
    }

    /// The size its factory drew, as a proportion of the available size's smaller side (before
    /// any `adjustments`).
    public var factoryProportion: Double {
        proportion / adjustments.reduce(1) { $0 * $1.factor }
    }

    /// The largest side of the frame as a proportion: the size the kind's factory drew.
    public var proportion: Double { max(relativeSize.width, relativeSize.height) }

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
