/// Circles with random diameters.
public struct CircleShapeFactory: ShapeFactory {
    public let proportions: ProportionRange

    public init(proportions: ProportionRange = .standard) {
        self.proportions = proportions
    }

    public func makeShapes<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) -> [CircleShape] {
        (0..<count).map { _ in CircleShape(diameter: proportions.random(using: &generator)) }
    }
}
