/// What the game itself publishes, for whoever listens: sounds, the HUD's animations, the event
/// log, persistence. The game knows none of its listeners (**Observer**). What the app around it
/// produces (sounds played, settings loaded, quitting) is the app's own event type.
public enum GameEvent: Sendable {
    /// A turn began; `views` are laid out in window coordinates. `ratio` is the adaptive
    /// difficulty's (largest area over runner-up's), nil when it is off. `strategy` says which
    /// strategy made the turn, and with what.
    case turnStarted(number: Int, mode: GameMode, views: [ShapeView], ratio: Double?, strategy: StrategyNote)
    /// The player (or the bot) tapped shape `tapped` and the turn was scored.
    case turnEnded(TurnResult, tapped: Int)
    case scoreChanged(from: Int, to: Int)
    /// The turn's views moved to new cells (the window changed size, or a side was kept for the
    /// app's panel or given back): where they are now, in window coordinates.
    case shapesMoved(views: [ShapeView])
    case modeChanged(GameMode)
    /// Shapes per turn changed (from the next turn on).
    case shapeCountChanged(Int)
    case adaptiveChanged(Bool)
    /// Score and history were cleared.
    case restarted
    /// The day's challenge began (again, after a restart), at its first turn.
    case dailyStarted(DailyChallenge)
    /// The twentieth turn of the day's challenge ended.
    case dailyFinished(DailyResult)
    /// The player left the daily challenge for the game that waited.
    case dailyLeft
    /// A race began (again, for a rematch), at its first turn.
    case raceStarted(players: [RacePlayer], target: Int)
    /// A wrong tap in a race: its player lost through their chain and is locked out of the turn
    /// (`result.player` says who), which goes on for the other.
    case raceLockedOut(TurnResult, tapped: Int)
    /// A player reached the target.
    case raceFinished(RaceSummary)
    /// The players left the race for the game that waited.
    case raceLeft
    /// The parts in play changed from the "how it works" panel: practice with `parts`, or the
    /// free game back with the game's own (`Parts.standard`).
    case partsChanged(Parts)
}

/// The game's bus.
public typealias GameEventBus = EventBus<GameEvent>

extension GameEvent {
    /// The case's name as the source spells it (`turnEnded`): what a reader looks for.
    public var name: String {
        switch self {
        case .turnStarted: "turnStarted"
        case .turnEnded: "turnEnded"
        case .scoreChanged: "scoreChanged"
        case .shapesMoved: "shapesMoved"
        case .modeChanged: "modeChanged"
        case .shapeCountChanged: "shapeCountChanged"
        case .adaptiveChanged: "adaptiveChanged"
        case .restarted: "restarted"
        case .dailyStarted: "dailyStarted"
        case .dailyFinished: "dailyFinished"
        case .dailyLeft: "dailyLeft"
        case .raceStarted: "raceStarted"
        case .raceLockedOut: "raceLockedOut"
        case .raceFinished: "raceFinished"
        case .raceLeft: "raceLeft"
        case .partsChanged: "partsChanged"
        }
    }
}

extension GameEvent {
    /// The turn the event tells of, where it tells of one: the turn begun, or the turn scored.
    public var turn: Int? {
        switch self {
        case .turnStarted(let number, _, _, _, _): number
        case .turnEnded(let result, _), .raceLockedOut(let result, _): result.number
        default: nil
        }
    }
}
