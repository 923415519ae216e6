import Drawing

/// Kinds differ within a turn: a star beside a circle beside a parallelogram, and only their
/// areas (the **Servant**) say which is larger. Each shape comes from one kind's own strategy,
/// so the kinds' factories and builders are used as they are.
///
/// Drawn as they come, a star at the same width as a square has under a third of its area, and
/// would never win. So the turn is evened out: every shape is scaled to the area an "average"
/// kind of the turn would have at the width its factory drew (as far as its cell allows). The
/// areas are then spread much as in a turn of one kind, and a shape's frame is no reliable guide
/// to its area: the player must judge.
public struct CrossTurnStrategy: TurnStrategy {
    /// One strategy per kind, each making one shape a turn.
    public private(set) var strategies: [any TurnStrategy]
    public let shapesPerTurn: Int

    /// Nil with fewer than two strategies: one kind cannot cross.
    public init?(singleShapeStrategies strategies: [any TurnStrategy], shapesPerTurn: Int) {
        guard strategies.count >= 2 else { return nil }
        self.strategies = strategies
        self.shapesPerTurn = max(shapesPerTurn, 2)
    }

    public init?(entries: [ShapeKindEntry], style: ShapeStyle, proportions: ProportionRange, shapesPerTurn: Int) {
        self.init(
            singleShapeStrategies: entries.map { $0.makeStrategy(style: style, proportions: proportions, shapesPerTurn: 1) },
            shapesPerTurn: shapesPerTurn)
    }

    public mutating func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
        givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
    ) -> [ShapeView] {
        // Distinct kinds while they last: a shuffled order, shuffled again if the turn has more
        // shapes than there are kinds.
        var order = strategies.indices.shuffled(using: &generator)
        while order.count < shapesPerTurn { order += strategies.indices.shuffled(using: &generator) }
        var views: [ShapeView] = []
        for index in order.prefix(shapesPerTurn) {
            views += strategies[index].makeShapeViewsForNextTurn(givenPastTurns: pastTurns, availableSize: availableSize, using: &generator)
        }
        return Self.evenedOut(views)
    }

    public var note: StrategyNote { .cross(count: shapesPerTurn) }

    public func restyle(_ views: [ShapeView]) -> [ShapeView] {
        strategies.reduce(views) { restyled, strategy in strategy.restyle(restyled) }
    }

    /// As much as any kind's strategy reads: each is handed the same past turns.
    public var lookback: Int {
        strategies.map(\.lookback).max() ?? 0
    }

    /// Each view scaled so that its area is what a kind of the turn's typical fill would have at
    /// the same drawn width (the frame's larger side). The fill of a kind is its area over its
    /// width squared: 1 for a square, π⁄4 for a circle, under a third for a star; the typical fill
    /// is the square of the mean of their square roots. No view grows past a width of 1, the
    /// whole available size, so each still fits its cell.
    static func evenedOut(_ views: [ShapeView]) -> [ShapeView] {
        let fills = views.map { $0.proportion > 0 ? $0.shape.area / ($0.proportion * $0.proportion) : 0 }
        guard !views.isEmpty, fills.allSatisfy({ $0 > 0 }) else { return views }
        let typical = fills.reduce(0) { $0 + $1.squareRoot() } / Double(fills.count)
        return zip(views, fills).map { view, fill in
            view.scaled(by: min(typical / fill.squareRoot(), 1 / view.proportion), because: .evenedOut)
        }
    }
}
