/// The name of a kind of shape: `square`, `circle`, and whatever kinds are added later (a test
/// adds `triangle`). A struct rather than an enum, so a new kind needs no edit here.
public struct ShapeKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let square = ShapeKind(rawValue: "square")
    public static let circle = ShapeKind(rawValue: "circle")

    public var description: String { rawValue }
}
