/// Stars with random widths.
public struct StarShapeFactory: ShapeFactory {
    public let proportions: ProportionRange

    public init(proportions: ProportionRange = .standard) {
        self.proportions = proportions
    }

    public func makeShapes<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) -> [StarShape] {
        (0..<count).map { _ in StarShape(outerRadius: proportions.random(using: &generator) / (2 * StarShape.sine72)) }
    }
}
