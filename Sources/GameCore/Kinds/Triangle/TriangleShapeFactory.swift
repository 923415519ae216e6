/// Triangles with random sides.
public struct TriangleShapeFactory: ShapeFactory {
    public let proportions: ProportionRange

    public init(proportions: ProportionRange = .standard) {
        self.proportions = proportions
    }

    public func makeShapes<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) -> [TriangleShape] {
        (0..<count).map { _ in TriangleShape(side: proportions.random(using: &generator)) }
    }
}
