/// Hexagons with random widths.
public struct HexagonShapeFactory: ShapeFactory {
    public let proportions: ProportionRange

    public init(proportions: ProportionRange = .standard) {
        self.proportions = proportions
    }

    public func makeShapes<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) -> [HexagonShape] {
        (0..<count).map { _ in HexagonShape(side: proportions.random(using: &generator) / 2) }
    }
}
