import Drawing

/// What a player can ask of the game, whatever the input device.
public enum GameCommand: Hashable, Sendable {
    /// Begins the first turn, as the game opens.
    case begin
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
    /// The shapes go out of sight (true: a pause, a screen over them) or come back: while hidden,
    /// taps are ignored and the turn's clock stands still.
    case hideShapes(Bool)
    /// Keeps a side of the play area for the app's panel beside the shapes (true), or gives it
    /// back: the shapes move to their new cells, and the turn goes on.
    case keepAside(Bool)
    case restart
    /// Plays the day's challenge: its twenty turns under its fixed rules; the game in play waits,
    /// score and all, until the challenge is left. A `practice` run is one the day's counted
    /// result is already made by.
    case startDaily(DailyChallenge, practice: Bool = false)
    /// Leaves the daily challenge (finished or not) for the game that waited.
    case leaveDaily
    /// A race for two to `target` points: both see the same shapes (the mode's, adaptive
    /// difficulty off); each scores through a scorer chain of their own. The game in play waits.
    case startRace(players: [RacePlayer], target: Int)
    /// The race's taps that arrived together (in one pass of the loop): judged in the order of
    /// their timestamps, so the first right tap wins the turn.
    case raceTaps([RaceTap])
    /// Leaves the race for the game that waited.
    case leaveRace
    /// Swaps a part from the "how it works" panel (the scorer chain's links, the strategy, the
    /// builder's style): practice begins, or goes on with the new parts, or, with every part
    /// back, the free game comes back. Not in a daily challenge or a race.
    case swapPart(Parts.Swap)
}
