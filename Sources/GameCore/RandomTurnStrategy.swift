import Drawing

/// Picks one of its strategies at random for each turn. Composition stays hidden: to the
/// controller this is just another strategy. The tutorial's version takes exactly two; this one
/// takes any number.
public struct RandomTurnStrategy: TurnStrategy {
    public private(set) var strategies: [any TurnStrategy]
    /// The strategy picked for the last turn.
    public private(set) var picked = 0

    /// Nil for an empty list.
    public init?(strategies: [any TurnStrategy]) {
        guard !strategies.isEmpty else { return nil }
        self.strategies = strategies
    }

    public init(firstStrategy: any TurnStrategy, secondStrategy: any TurnStrategy) {
        strategies = [firstStrategy, secondStrategy]
    }

    public mutating func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
        givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
    ) -> [ShapeView] {
        let chosen = Int.random(in: strategies.indices, using: &generator)
        picked = chosen
        return strategies[chosen].makeShapeViewsForNextTurn(givenPastTurns: pastTurns, availableSize: availableSize, using: &generator)
    }

    public var note: StrategyNote { .random(picked: picked, among: strategies.count, made: strategies[picked].note) }

    /// Each strategy restyles the views of its own kind.
    public func restyle(_ views: [ShapeView]) -> [ShapeView] {
        strategies.reduce(views) { restyled, strategy in strategy.restyle(restyled) }
    }

    /// As much as any strategy it picks from reads.
    public var lookback: Int {
        strategies.map(\.lookback).max() ?? 0
    }
}
