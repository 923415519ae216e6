import Drawing

/// The daily challenge's turns (a **Strategy** like any other: the controller cannot tell it from
/// the cross mode's). It ignores the game's random numbers: every number comes from the day's
/// own stream, so the turns depend on the date alone. After the twentieth turn it starts the
/// day's sequence again (the game stops asking by then).
public struct DailyTurnStrategy: TurnStrategy {
    public let challenge: DailyChallenge
    public private(set) var style: ShapeStyle
    private var numbers: DailyChallenge.Numbers
    /// Turns made so far.
    public private(set) var turnsMade = 0

    public init(challenge: DailyChallenge, style: ShapeStyle) {
        self.challenge = challenge
        self.style = style
        numbers = DailyChallenge.Numbers(seed: challenge.seed)
    }

    public mutating func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
        givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
    ) -> [ShapeView] {
        if turnsMade == DailyChallenge.turnCount {
            numbers = DailyChallenge.Numbers(seed: challenge.seed)
            turnsMade = 0
        }
        turnsMade += 1
        let plan = numbers.nextPlan()
        let views = zip(plan.kinds, plan.proportions).flatMap { kind, proportion in
            Self.views(of: kind, at: proportion, style: style, availableSize: availableSize)
        }
        return CrossTurnStrategy.evenedOut(views)
    }

    public var note: StrategyNote { .daily(date: challenge.date, number: challenge.number, turn: turnsMade) }

    /// The same turns from here on, in another style (the player changed colours mid-challenge).
    public func restyled(_ newStyle: ShapeStyle) -> DailyTurnStrategy {
        var copy = self
        copy.style = newStyle
        return copy
    }

    public func restyle(_ views: [ShapeView]) -> [ShapeView] {
        DailyChallenge.kinds.reduce(views) { restyled, kind in
            ShapeKindRegistry.entry(for: kind)?.makeStrategy(style: style).restyle(restyled) ?? restyled
        }
    }

    /// One shape of `kind`, its width `proportion` of its cell, drawn by the kind's own factory
    /// and builder. A range of one value makes the factory draw no number (see
    /// `ProportionRange.random`), so the generator handed in is never read; it is a fixed one all
    /// the same, so that nothing here could ever depend on the game's.
    static func views(of kind: ShapeKind, at proportion: Double, style: ShapeStyle, availableSize: Size) -> [ShapeView] {
        guard let entry = ShapeKindRegistry.entry(for: kind), let exactly = ProportionRange(proportion, proportion) else { return [] }
        var strategy = entry.makeStrategy(style: style, proportions: exactly, shapesPerTurn: 1)
        var unused = SeededGenerator(seed: 0)
        return strategy.makeShapeViewsForNextTurn(givenPastTurns: .empty, availableSize: availableSize, using: &unused)
    }
}
