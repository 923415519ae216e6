import Drawing

/// What a player can ask of the game, whatever the input device.
public enum GameCommand: Hashable, Sendable {
    /// A click or tap at a point in window coordinates.
    case tap(Point)
    /// Picks shape `index` directly (keyboard play).
    case pick(Int)
    /// Picks the first (left or top) shape.
    case pickFirst
    /// Picks the last (right or bottom) shape.
    case pickLast
    case setMode(GameMode)
    /// More or fewer shapes per turn (by `delta`, kept within 2 to 5), from the next turn.
    case changeShapeCount(by: Int)
    case toggleAdaptive
    case togglePause
    case restart
    case toggleHelp
    case toggleStats
}
