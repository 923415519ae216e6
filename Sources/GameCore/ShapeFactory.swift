/// Makes a turn's model shapes of one kind. With `ShapeViewFactory`, the **Abstract Factory**:
/// the game asks for shapes and views without naming a kind, so adding a kind adds factories and
/// touches no game code.
public protocol ShapeFactory: Sendable {
    associatedtype Product: Shape

    /// `count` shapes with random proportions, all randomness drawn from `generator`.
    func makeShapes<Generator: RandomNumberGenerator>(count: Int, using generator: inout Generator) -> [Product]
}

/// The range shape proportions are drawn from: the tutorial's [0.3, 0.8] unless the settings say
/// otherwise.
public struct ProportionRange: Hashable, Sendable {
    public let lowerBound: Double
    public let upperBound: Double

    /// Nil unless 0 < lower ≤ upper ≤ 1.
    public init?(_ lowerBound: Double, _ upperBound: Double) {
        guard lowerBound > 0, lowerBound <= upperBound, upperBound <= 1 else { return nil }
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    private init(checkedLower lowerBound: Double, upper upperBound: Double) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    public static let standard = ProportionRange(checkedLower: 0.3, upper: 0.8)

    public func random<Generator: RandomNumberGenerator>(using generator: inout Generator) -> Double {
        lowerBound == upperBound ? lowerBound : Double.random(in: lowerBound...upperBound, using: &generator)
    }
}
