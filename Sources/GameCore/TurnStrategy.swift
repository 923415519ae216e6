import Drawing

/// Chooses the next turn's shape views, given the turns so far: the **Strategy**. Which kind of
/// shape, how many, how hard: each algorithm is one conforming type, and the controller that
/// uses it does not know which.
public protocol TurnStrategy: Sendable {
    /// The views for the next turn. `pastTurns` is the newest few, newest first (a strategy that
    /// needs more keeps its own running figures, hence `mutating`); all randomness comes from
    /// `generator`.
    mutating func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
        givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
    ) -> [ShapeView]

    /// `views` restyled by this strategy's view builder(s): a settings change repaints the shapes
    /// already on screen through the same builder that styles new ones.
    func restyle(_ views: [ShapeView]) -> [ShapeView]

    /// How many of the newest past turns this strategy reads at most. The controller keeps as
    /// many as its strategy and its scorer chain read, whichever needs more: each consumer of the
    /// history declares what it reads, and none is starved by another's needs.
    var lookback: Int { get }

    /// What this strategy did to make the turn it made last: which algorithm, and with what (the
    /// game's "how it works" panel and the event log say it).
    var note: StrategyNote { get }
}

// MARK: - Default implementations

extension TurnStrategy {
    /// `views` restyled by the builders this strategy uses (new settings). Strategies without
    /// a builder leave views as they are.
    public func restyle(_ views: [ShapeView]) -> [ShapeView] { views }

    /// Strategies that make each turn afresh read no history.
    public var lookback: Int { 0 }

    /// A strategy that does not say what it did is named by its type.
    public var note: StrategyNote { .other("\(Self.self)") }
}
