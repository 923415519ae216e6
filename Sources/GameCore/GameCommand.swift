import Drawing

/// What a player can ask of the game, whatever the input device.
public enum GameCommand: Hashable, Sendable {
    /// A click or tap at a point in window coordinates.
    case tap(Point, by: InputDevice = .mouse)
    /// Picks shape `index` directly (keyboard play, or the controller's focus ring).
    case pick(Int, by: InputDevice = .keyboard)
    /// Picks the first (left or top) shape.
    case pickFirst
    /// Picks the last (right or bottom) shape.
    case pickLast
    case setMode(GameMode)
    /// More or fewer shapes per turn (by `delta`, kept within 2 to 5), from the next turn.
    case changeShapeCount(by: Int)
    case toggleAdaptive
    /// Pauses, or resumes when paused.
    case togglePause(PauseCause)
    /// Pauses (nothing changes when already paused).
    case pause(PauseCause)
    /// Leaves the pause (nothing changes when not paused).
    case resume
    case restart
    case toggleHelp
    case toggleStats
    /// Opens or closes the preferences screen.
    case togglePreferences
    /// Closes the help, the stats or the preferences, whichever shows.
    case closeOverlays
}
