/// A square, its side a proportion of the available size.
public struct SquareShape: Shape {
    public static let kind = ShapeKind.square
    public let sideLength: Double

    public init(sideLength: Double) {
        self.sideLength = sideLength
    }

    public var area: Double { sideLength * sideLength }
}
