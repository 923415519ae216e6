/// The name of a kind of shape: `square`, `circle`, `star`… A struct rather than an enum, so a
/// new kind needs no edit here: each kind names itself in its own folder under `Kinds/`.
public struct ShapeKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
