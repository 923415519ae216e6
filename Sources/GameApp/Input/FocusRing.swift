import Drawing

/// What the focus ring can rest on.
public enum FocusTarget: Hashable, Sendable {
    /// The shape at this position in the turn.
    case shape(Int)
    case control(AppCommand)

    /// Whether it is a shape (a race player's ring rests on nothing else).
    public var isShape: Bool {
        if case .shape = self { true } else { false }
    }
}

/// A place the ring can rest on now, and where it is in window coordinates.
public struct FocusPlace: Hashable, Sendable {
    public let target: FocusTarget
    public let frame: Rect

    /// Whether it is a shape (a race player's ring rests on nothing else).
    public var isShape: Bool { target.isShape }
}

/// The focus ring of a controller (and of the keyboard on the preferences screen): what it rests
/// on, and whether it shows. It appears when a controller is used and goes at the next mouse or
/// touch input. A value in the app's model, changed by `FocusHandler`.
public struct FocusRing: Hashable, Sendable {
    public var target: FocusTarget?
    public var isShown = false

    public init() {}

    /// Shows the ring on a valid place; true when it was already showing there (so the press
    /// may act), false when this press only made it appear.
    mutating func show(among places: [FocusPlace]) -> Bool {
        let wasShown = isShown && places.contains { $0.target == target }
        if !places.contains(where: { $0.target == target }) { target = places.first?.target }
        isShown = target != nil
        return wasShown
    }

    /// Moves to the nearest place in `direction`; false when nothing lies that way.
    mutating func move(_ direction: Direction, among places: [FocusPlace]) -> Bool {
        guard let current = places.first(where: { $0.target == target }),
            let next = SpatialNavigation.nearest(from: current.frame, toward: direction, among: places.map(\.frame))
        else { return false }
        target = places[next].target
        return true
    }

    /// Where the ring is drawn among `places`, when it shows.
    func frame(among places: [FocusPlace]) -> Rect? {
        guard isShown else { return nil }
        return places.first { $0.target == target }?.frame
    }
}
