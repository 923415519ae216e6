import Drawing

/// Which shapes the game shows: the player toggles these with S, C and M.
public enum GameMode: String, CaseIterable, Sendable {
    case square
    case circle
    /// Each turn picks a kind at random; all shapes of a turn share it.
    case mixed

    /// The strategy for this mode, from basic strategies (and a random one for `mixed`).
    public func makeStrategy(style: ShapeStyle = .classic, proportions: ProportionRange = .standard, shapesPerTurn: Int = 2) -> any TurnStrategy {
        let squares = BasicTurnStrategy(
            shapeFactory: SquareShapeFactory(proportions: proportions),
            shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: SquareShapeViewFactory(), style: style),
            shapesPerTurn: shapesPerTurn
        )
        let circles = BasicTurnStrategy(
            shapeFactory: CircleShapeFactory(proportions: proportions),
            shapeViewBuilder: ShapeViewBuilder(shapeViewFactory: CircleShapeViewFactory(), style: style),
            shapesPerTurn: shapesPerTurn
        )
        switch self {
        case .square: return squares
        case .circle: return circles
        case .mixed: return RandomTurnStrategy(firstStrategy: squares, secondStrategy: circles)
        }
    }
}
