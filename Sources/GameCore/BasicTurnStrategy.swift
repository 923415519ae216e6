import Drawing

/// One shape factory and one view builder: every turn is `shapesPerTurn` shapes of their kind
/// (one, when another strategy composes single shapes into a turn).
/// The generic constraint is the **Abstract Factory**'s promise kept by the compiler: the views
/// are built for exactly the kind of shape the factory makes.
public struct BasicTurnStrategy<Factory: ShapeFactory, ViewFactory: ShapeViewFactory>: TurnStrategy
where Factory.Product == ViewFactory.ShapeType {
    public let shapeFactory: Factory
    public let shapeViewBuilder: ShapeViewBuilder<ViewFactory>
    public let shapesPerTurn: Int

    public init(shapeFactory: Factory, shapeViewBuilder: ShapeViewBuilder<ViewFactory>, shapesPerTurn: Int = 2) {
        self.shapeFactory = shapeFactory
        self.shapeViewBuilder = shapeViewBuilder
        self.shapesPerTurn = max(shapesPerTurn, 1)
    }

    public func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
        givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
    ) -> [ShapeView] {
        let shapes = shapeFactory.makeShapes(count: shapesPerTurn, using: &generator)
        return shapeViewBuilder.buildShapeViews(for: shapes, availableSize: availableSize)
    }

    public var note: StrategyNote { .basic(kind: ViewFactory.ShapeType.kind, count: shapesPerTurn) }

    /// Views of this strategy's kind get the builder's style; others are left alone.
    public func restyle(_ views: [ShapeView]) -> [ShapeView] {
        views.map { $0.kind == ViewFactory.ShapeType.kind ? shapeViewBuilder.configure($0) : $0 }
    }
}
