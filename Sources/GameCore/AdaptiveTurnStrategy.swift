import Drawing

/// Adaptive difficulty, as a **Decorator**: wraps any strategy, lets it make the turn, then sizes
/// the shapes so that the largest is `staircase.ratio` times the runner-up's area. The strategy
/// inside does not know; the controller does not know either; any mode can be adaptive.
///
/// The staircase steps on each turn's result, read from the past turns the controller hands every
/// strategy; each ended turn counts once, however often the strategy is asked.
public struct AdaptiveTurnStrategy: TurnStrategy {
    public var base: any TurnStrategy
    public private(set) var staircase: Staircase
    /// The last ended turn the staircase counted.
    private var countedTurn: Int?

    public init(decorating base: any TurnStrategy, staircase: Staircase = Staircase()) {
        self.base = base
        self.staircase = staircase
    }

    /// This decorator, coming into use (turned on, or back on after resting), with the turns up to
    /// `newest` counted already: the turns played while the difficulty was off never move its
    /// staircase.
    public func resuming(after newest: Int?) -> AdaptiveTurnStrategy {
        var copy = self
        if let newest { copy.countedTurn = newest }
        return copy
    }

    /// `base` with this decorator's staircase and count: the difficulty survives a mode change.
    public func redecorating(_ base: any TurnStrategy) -> AdaptiveTurnStrategy {
        var copy = self
        copy.base = base
        return copy
    }

    public mutating func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
        givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
    ) -> [ShapeView] {
        if let newest = pastTurns.first, newest.id != countedTurn, let matched = newest.matched {
            countedTurn = newest.id
            staircase.record(matched: matched)
        }
        let views = base.makeShapeViewsForNextTurn(givenPastTurns: pastTurns, availableSize: availableSize, using: &generator)
        return Self.sized(views, ratio: staircase.ratio)
    }

    public func restyle(_ views: [ShapeView]) -> [ShapeView] {
        base.restyle(views)
    }

    public var note: StrategyNote { .adaptive(ratio: staircase.ratio, step: staircase.lastStep, base: base.note) }

    /// The newest turn, to step the staircase on its result (and whatever the strategy inside reads).
    public var lookback: Int { max(1, base.lookback) }

    /// `views` with the largest `ratio` times the runner-up's area. Shapes only ever shrink, so
    /// they still fit: when the largest leads by more, it shrinks to `ratio` × the runner-up;
    /// when by less, the runner-up shrinks to the largest ÷ `ratio`, and any other shape larger
    /// than that with it.
    public static func sized(_ views: [ShapeView], ratio: Double) -> [ShapeView] {
        guard views.count >= 2, ratio >= 1 else { return views }
        let order = views.indices.sorted { views[$0].shape.area > views[$1].shape.area || (views[$0].shape.area == views[$1].shape.area && $0 < $1) }
        let largest = views[order[0]].shape.area
        let runnerUp = views[order[1]].shape.area
        guard runnerUp > 0 else { return views }
        var sized = views
        if largest / runnerUp > ratio {
            sized[order[0]] = views[order[0]].scaled(by: (runnerUp * ratio / largest).squareRoot(), because: .adaptive)
        } else {
            let target = largest / ratio
            for index in order.dropFirst() where views[index].shape.area > target {
                sized[index] = views[index].scaled(by: (target / views[index].shape.area).squareRoot(), because: .adaptive)
            }
        }
        return sized
    }
}
