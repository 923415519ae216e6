/// A model shape: proportions in unit terms, no drawing. The **Servant** pattern's serviced type:
/// `area` is the common interface through which the game judges "larger" for every kind, so a
/// star and a circle compare as easily as two squares.
public protocol Shape: Sendable {
    /// Which kind of shape this is; the event log and the modes speak of kinds.
    static var kind: ShapeKind { get }
    /// The area in unit terms (proportions of the available size, squared).
    var area: Double { get }
    /// The same shape with every length multiplied by `factor` (its area by `factor`²): how a
    /// strategy sets the sizes of a turn without knowing the kind.
    func scaled(by factor: Double) -> Self
}

// MARK: - Default implementations

extension Shape {
    public var kind: ShapeKind { Self.kind }
}
