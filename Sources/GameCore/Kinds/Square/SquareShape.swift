/// A square, its side a proportion of the available size.
public struct SquareShape: Shape {
    public static let kind = ShapeKind(rawValue: "square")
    public let sideLength: Double

    public init(sideLength: Double) {
        self.sideLength = sideLength
    }

    public var area: Double { sideLength * sideLength }

    public func scaled(by factor: Double) -> SquareShape { SquareShape(sideLength: sideLength * factor) }
}

extension ShapeKind {
    public static let square = SquareShape.kind
}

extension ShapeKindEntry {
    public static let square = ShapeKindEntry(
        hotkey: "s", plural: "squares", shapeFactory: SquareShapeFactory.init(proportions:), shapeViewFactory: SquareShapeViewFactory())
}
