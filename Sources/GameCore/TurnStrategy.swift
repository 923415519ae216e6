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
}

// MARK: - Default implementations

extension TurnStrategy {
    /// `views` restyled by the builders this strategy uses (new settings). Strategies without
    /// a builder leave views as they are.
    public func restyle(_ views: [ShapeView]) -> [ShapeView] { views }
}
