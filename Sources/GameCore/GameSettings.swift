import Drawing

/// The knobs of a game that the player's settings may turn.
public struct GameSettings: Hashable, Sendable {
    public var style: ShapeStyle
    public var proportions: ProportionRange
    public var shapesPerTurn: Int
    /// How long the tapped shape shows right/wrong before the next turn; zero skips it.
    public var feedbackDuration: Duration

    public init(
        style: ShapeStyle = .classic, proportions: ProportionRange = .standard, shapesPerTurn: Int = 2,
        feedbackDuration: Duration = .milliseconds(450)
    ) {
        self.style = style
        self.proportions = proportions
        self.shapesPerTurn = min(max(shapesPerTurn, 2), 5)
        self.feedbackDuration = feedbackDuration
    }
}
