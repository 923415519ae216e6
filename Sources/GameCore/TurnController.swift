import Drawing

/// Runs the sequence of turns: asks the strategy for each turn's views, records turns, and scores
/// them through the scorer chain. Everything it depends on comes in through its initializer
/// (**Dependency Injection**): the strategy, the scorer, the clock and the random numbers, so
/// tests hand it doubles and the game hands it the real thing. Nothing inside is hard-coded.
///
/// Work and memory per turn are constant: it keeps the few newest turns its consumers read
/// (`recentTurns`, as deep as the scorer chain's `window` or the strategy's `lookback`, whichever is
/// deeper) and running totals, never the whole history.
public struct TurnController {
    /// The strategy for the next turns; replacing it (a mode change) takes effect at the next turn.
    /// A strategy that reads more history than the controller keeps makes it keep more.
    public var turnStrategy: any TurnStrategy {
        didSet { keepHistory(for: turnStrategy.lookback) }
    }
    /// The scorer chain; replacing it (practice's parts) scores the next tap through the new one.
    /// A chain that reads more history than the controller keeps makes it keep more.
    public var scorer: any Scorer {
        didSet { keepHistory(for: scorer.window) }
    }
    private let clock: GameClock
    private var generator: any RandomNumberGenerator

    public private(set) var currentTurn: Turn?
    /// The newest ended turns, newest first, as many as the scorer chain or the strategy reads.
    public private(set) var recentTurns: RecentTurns
    /// Turns ended since the start or the last reset.
    public private(set) var turnsPlayed = 0
    /// How many of them matched.
    public private(set) var matches = 0
    public private(set) var score = 0
    /// The current run of consecutive matches.
    public private(set) var streak = 0
    /// Never reset, so turn identities stay unique across restarts.
    public private(set) var lastTurnID = 0
    /// Since when the turns' clock stands still (the game is paused or covered); nil while it runs.
    public private(set) var heldSince: Duration?

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
        recentTurns = RecentTurns(capacity: max(scorer.window, turnStrategy.lookback))
    }

    /// Keeps at least `depth` of the newest turns from now on (those kept so far stay).
    private mutating func keepHistory(for depth: Int) {
        guard depth > recentTurns.capacity else { return }
        var deeper = RecentTurns(capacity: depth)
        for turn in recentTurns.reversed() { deeper.append(turn) }
        recentTurns = deeper
    }

    /// Starts a turn and returns its views, at the origin, sized for `availableSize`. A turn
    /// still in progress is abandoned unscored.
    public mutating func beginNewTurn(availableSize: Size) -> [ShapeView] {
        // NB: a copy, changed and put back: the strategy's own state (a staircase) moves on, and
        // the observer that keeps enough history sees the whole strategy, not half of a change.
        var strategy = turnStrategy
        let views = strategy.makeShapeViewsForNextTurn(givenPastTurns: recentTurns, availableSize: availableSize, using: &generator)
        turnStrategy = strategy
        lastTurnID += 1
        currentTurn = Turn(id: lastTurnID, shapes: views.map(\.shape), startedAt: clock.now())
        return views
    }

    /// Stops the turns' clock: from now until `releaseClock()`, no time counts towards a turn's
    /// reaction time (the current one's, or one begun meanwhile). Holding twice changes nothing.
    public mutating func holdClock() {
        guard heldSince == nil else { return }
        heldSince = clock.now()
    }

    /// Starts the turns' clock again after `holdClock()`.
    public mutating func releaseClock() {
        guard let since = heldSince else { return }
        heldSince = nil
        creditHeldTime(since: since, until: clock.now())
    }

    /// Adds the time the clock stood still to the current turn, counting only from its start.
    private mutating func creditHeldTime(since: Duration, until now: Duration) {
        guard var turn = currentTurn else { return }
        turn.hold(for: now - max(since, turn.startedAt))
        currentTurn = turn
    }

    /// Ends the current turn with the player's tap on shape `index` and scores it. Nil when there
    /// is no turn to end: none begun, already ended, or no such shape. A turn is scored once.
    public mutating func endTurn(tappingShapeAt index: Int, by input: InputDevice = .mouse) -> TurnResult? {
        let now = clock.now()
        if let since = heldSince, currentTurn != nil {
            // NB: ended while the clock stands still: what stood still so far is not reaction.
            creditHeldTime(since: since, until: now)
            heldSince = now
        }
        guard var turn = currentTurn, turn.complete(tappingShapeAt: index, at: now, by: input) else { return nil }
        currentTurn = nil
        recentTurns.append(turn)
        turnsPlayed += 1
        let matched = turn.matched == true
        if matched { matches += 1 }
        let lost = matched ? 0 : streak
        streak = matched ? streak + 1 : 0
        // One walk down the chain: its shares add up to the increment and the bonus.
        let shares = scorer.shares(pastTurnsNewestFirst: recentTurns)
        let increment = shares.reduce(0) { $0 + $1.increment }
        score += increment
        return TurnResult(
            turn: turn, number: turnsPlayed, scoreIncrement: increment, score: score, streak: streak,
            streakBonus: shares.filter(\.isStreakBonus).reduce(0) { $0 + $1.increment }, streakLost: lost, shares: shares)
    }

    /// Drops the current turn without scoring it (the player changed mode mid-turn).
    public mutating func abandonCurrentTurn() {
        currentTurn = nil
    }

    /// Numbers the next turns after `id` (another controller numbered turns meanwhile: the daily
    /// challenge's), so turn identities stay unique in the game.
    public mutating func numberTurns(after id: Int) {
        lastTurnID = max(lastTurnID, id)
    }

    /// Forgets every turn, the totals and the score (restart), keeping strategy, scorer, clock
    /// and generator. Turn identities keep counting up.
    public mutating func reset() {
        currentTurn = nil
        recentTurns.removeAll()
        turnsPlayed = 0
        matches = 0
        score = 0
        streak = 0
    }
}
