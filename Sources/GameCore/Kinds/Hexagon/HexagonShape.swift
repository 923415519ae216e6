/// A regular hexagon lying on a side, its width (twice its side) a proportion of the available
/// size.
public struct HexagonShape: Shape {
    public static let kind = ShapeKind(rawValue: "hexagon")
    public let side: Double

    public init(side: Double) {
        self.side = side
    }

    /// From corner to opposite corner: twice the side.
    public var width: Double { 2 * side }
    /// From side to opposite side: √3 times the side.
    public var height: Double { side * 3.0.squareRoot() }

    /// Six equilateral triangles of the same side.
    public var area: Double { 3 * 3.0.squareRoot() / 2 * side * side }

    public func scaled(by factor: Double) -> HexagonShape { HexagonShape(side: side * factor) }
}

extension ShapeKind {
    public static let hexagon = HexagonShape.kind
}

extension ShapeKindEntry {
    public static let hexagon = ShapeKindEntry(
        hotkey: "e", plural: "hexagons", shapeFactory: HexagonShapeFactory.init(proportions:), shapeViewFactory: HexagonShapeViewFactory())
}
