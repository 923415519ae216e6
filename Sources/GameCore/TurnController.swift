import Drawing

/// Runs the sequence of turns: asks the strategy for each turn's views, records turns, and scores
/// them through the scorer chain. Everything it depends on comes in through its initializer
/// (**Dependency Injection**): the strategy, the scorer, the clock and the random numbers, so
/// tests hand it doubles and the game hands it the real thing. Nothing inside is hard-coded.
public struct TurnController {
    /// The strategy for the next turns; replacing it (a mode change) takes effect at the next turn.
    public var turnStrategy: any TurnStrategy
    public let scorer: any Scorer
    private let clock: GameClock
    private var generator: any RandomNumberGenerator

    public private(set) var currentTurn: Turn?
    /// Ended turns, oldest first.
    public private(set) var pastTurns: [Turn] = []
    public private(set) var score = 0

    public init(
        turnStrategy: any TurnStrategy,
        scorer: any Scorer,
        clock: GameClock = .frozen,
        randomNumberGenerator: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        self.turnStrategy = turnStrategy
        self.scorer = scorer
        self.clock = clock
        generator = randomNumberGenerator
    }

    /// The current run of consecutive matches.
    public var streak: Int { pastTurns.reversed().currentStreak() }

    /// Starts a turn and returns its views, at the origin, sized for `availableSize`. A turn
    /// still in progress is abandoned unscored.
    public mutating func beginNewTurn(availableSize: Size) -> [ShapeView] {
        let views = turnStrategy.makeShapeViewsForNextTurn(givenPastTurns: pastTurns, availableSize: availableSize, using: &generator)
        currentTurn = Turn(shapes: views.map(\.shape), startedAt: clock.now())
        return views
    }

    /// Ends the current turn with the player's tap on shape `index` and scores it. Nil when there
    /// is no turn to end: none begun, already ended, or no such shape. A turn is scored once.
    public mutating func endTurn(tappingShapeAt index: Int) -> TurnResult? {
        guard var turn = currentTurn, turn.complete(tappingShapeAt: index, at: clock.now()) else { return nil }
        currentTurn = nil
        pastTurns.append(turn)
        let increment = scorer.scoreIncrement(pastTurnsNewestFirst: pastTurns.reversed())
        score += increment
        return TurnResult(turn: turn, number: pastTurns.count, scoreIncrement: increment, score: score, streak: streak)
    }

    /// Drops the current turn without scoring it (the player changed mode mid-turn).
    public mutating func abandonCurrentTurn() {
        currentTurn = nil
    }

    /// Forgets every turn and the score (restart), keeping strategy, scorer, clock and generator.
    public mutating func reset() {
        currentTurn = nil
        pastTurns = []
        score = 0
    }
}
