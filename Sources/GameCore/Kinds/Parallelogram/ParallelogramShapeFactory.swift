/// Parallelograms with random widths, all of one shape: a base of 70% of the width, leaning by
/// the other 30%, and a height of 60% of it. (The same width always gives the same area, so
/// equal proportions in the settings make ties, as for every kind.)
public struct ParallelogramShapeFactory: ShapeFactory {
    public let proportions: ProportionRange

    public init(proportions: ProportionRange = .standard) {
        self.proportions = proportions
    }

    public func makeShapes<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) -> [ParallelogramShape] {
        (0..<count).map { _ in
            let width = proportions.random(using: &generator)
            return ParallelogramShape(base: width * 0.7, height: width * 0.6, offset: width * 0.3)
        }
    }
}
