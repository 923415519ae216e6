import Drawing

/// One kind of shape as the game offers it: its name, its key, the word the help uses, and how
/// to make turns of it. Built from the kind's two factories, whose pairing the compiler checks
/// (`Factory.Product == ViewFactory.ShapeType`); after that, nothing outside needs the types.
public struct ShapeKindEntry: Sendable {
    public let kind: ShapeKind
    /// The key that switches to this kind's mode.
    public let hotkey: Character
    /// What the help and the mode bar call a turn of them: "squares".
    public let plural: String
    /// The kind's two factories, by their types' names (`StarShapeFactory`,
    /// `StarShapeViewFactory`): what the "how it works" panel and the event log name.
    public let factoryName: String
    public let viewFactoryName: String
    private let strategy: @Sendable (ShapeStyle, ProportionRange, Int) -> any TurnStrategy

    public init<Factory: ShapeFactory, ViewFactory: ShapeViewFactory>(
        hotkey: Character, plural: String, shapeFactory: @escaping @Sendable (ProportionRange) -> Factory, shapeViewFactory: ViewFactory
    ) where Factory.Product == ViewFactory.ShapeType {
        kind = Factory.Product.kind
        self.hotkey = hotkey
        self.plural = plural
        factoryName = "\(Factory.self)"
        viewFactoryName = "\(ViewFactory.self)"
        strategy = { style, proportions, count in
            BasicTurnStrategy(
                shapeFactory: shapeFactory(proportions), shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: shapeViewFactory, style: style),
                shapesPerTurn: count)
        }
    }

    /// Turns of `shapesPerTurn` shapes of this kind, styled by `style`.
    public func makeStrategy(style: ShapeStyle = .classic, proportions: ProportionRange = .standard, shapesPerTurn: Int = 2) -> any TurnStrategy {
        strategy(style, proportions, shapesPerTurn)
    }
}
