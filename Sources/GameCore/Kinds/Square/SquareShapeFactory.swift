/// Squares with random side lengths.
public struct SquareShapeFactory: ShapeFactory {
    public let proportions: ProportionRange

    public init(proportions: ProportionRange = .standard) {
        self.proportions = proportions
    }

    public func makeShapes<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) -> [SquareShape] {
        (0..<count).map { _ in SquareShape(sideLength: proportions.random(using: &generator)) }
    }
}
