/// A circle, its diameter a proportion of the available size.
public struct CircleShape: Shape {
    public static let kind = ShapeKind(rawValue: "circle")
    public let diameter: Double

    public init(diameter: Double) {
        self.diameter = diameter
    }

    public var area: Double { Double.pi * diameter * diameter / 4 }

    public func scaled(by factor: Double) -> CircleShape { CircleShape(diameter: diameter * factor) }
}

extension ShapeKind {
    public static let circle = CircleShape.kind
}

extension ShapeKindEntry {
    public static let circle = ShapeKindEntry(
        hotkey: "c", plural: "circles", shapeFactory: CircleShapeFactory.init(proportions:), shapeViewFactory: CircleShapeViewFactory())
}
