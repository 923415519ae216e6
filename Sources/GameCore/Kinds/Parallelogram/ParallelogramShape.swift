/// A parallelogram leaning right: a base, a height, and how far the top edge is shifted along.
public struct ParallelogramShape: Shape {
    public static let kind = ShapeKind(rawValue: "parallelogram")
    public let base: Double
    public let height: Double
    /// How far right the top edge starts from the bottom edge's start.
    public let offset: Double

    public init(base: Double, height: Double, offset: Double) {
        self.base = base
        self.height = height
        self.offset = offset
    }

    /// The frame's width: the base and the lean.
    public var width: Double { base + offset }

    /// Base times height, however far it leans.
    public var area: Double { base * height }

    public func scaled(by factor: Double) -> ParallelogramShape {
        ParallelogramShape(base: base * factor, height: height * factor, offset: offset * factor)
    }
}

extension ShapeKind {
    public static let parallelogram = ParallelogramShape.kind
}

extension ShapeKindEntry {
    public static let parallelogram = ShapeKindEntry(
        hotkey: "l", plural: "parallelograms", shapeFactory: ParallelogramShapeFactory.init(proportions:),
        shapeViewFactory: ParallelogramShapeViewFactory())
}
