/// A circle, its diameter a proportion of the available size.
public struct CircleShape: Shape {
    public static let kind = ShapeKind.circle
    public let diameter: Double

    public init(diameter: Double) {
        self.diameter = diameter
    }

    public var area: Double { Double.pi * diameter * diameter / 4 }
}
