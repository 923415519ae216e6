/// A regular five-pointed star (a pentagram's outline), its width a proportion of the available
/// size. Concave: the center of its frame is not a safe place to click, so its view names one.
public struct StarShape: Shape {
    public static let kind = ShapeKind(rawValue: "star")
    /// From the center to a tip.
    public let outerRadius: Double

    public init(outerRadius: Double) {
        self.outerRadius = outerRadius
    }

    /// From the center to an inner corner: (3 − √5)⁄2 of the outer radius, so that each tip's
    /// edges line up with another tip, as in a pentagram.
    public var innerRadius: Double { outerRadius * Self.innerRatio }

    /// From the left tip to the right: 2·R·sin 72°.
    public var width: Double { 2 * outerRadius * Self.sine72 }
    /// From the top tip to the bottom ones: R·(1 + cos 36°).
    public var height: Double { outerRadius * (1 + Self.cosine36) }

    /// Ten triangles from the center, each between a tip and an inner corner 36° apart.
    public var area: Double { 5 * outerRadius * innerRadius * Self.sine36 }

    public func scaled(by factor: Double) -> StarShape { StarShape(outerRadius: outerRadius * factor) }

    // NB: exact values from √5, not a trigonometry library: the area must be the one drawn.
    static let innerRatio = (3 - 5.0.squareRoot()) / 2
    static let cosine36 = (1 + 5.0.squareRoot()) / 4
    static let sine36 = (10 - 2 * 5.0.squareRoot()).squareRoot() / 4
    static let sine72 = (10 + 2 * 5.0.squareRoot()).squareRoot() / 4
}

extension ShapeKind {
    public static let star = StarShape.kind
}

extension ShapeKindEntry {
    public static let star = ShapeKindEntry(
        hotkey: "a", plural: "stars", shapeFactory: StarShapeFactory.init(proportions:), shapeViewFactory: StarShapeViewFactory())
}
