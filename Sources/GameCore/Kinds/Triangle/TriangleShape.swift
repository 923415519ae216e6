/// An equilateral triangle standing on its base, its side a proportion of the available size.
public struct TriangleShape: Shape {
    public static let kind = ShapeKind(rawValue: "triangle")
    public let side: Double

    public init(side: Double) {
        self.side = side
    }

    /// Its height: √3⁄2 of the side.
    public var height: Double { side * 3.0.squareRoot() / 2 }

    public var area: Double { side * height / 2 }

    public func scaled(by factor: Double) -> TriangleShape { TriangleShape(side: side * factor) }
}

extension ShapeKind {
    public static let triangle = TriangleShape.kind
}

extension ShapeKindEntry {
    public static let triangle = ShapeKindEntry(
        hotkey: "t", plural: "triangles", shapeFactory: TriangleShapeFactory.init(proportions:), shapeViewFactory: TriangleShapeViewFactory())
}
