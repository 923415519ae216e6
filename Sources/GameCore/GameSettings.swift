import Drawing

/// The knobs of a game that the player's settings may turn.
public struct GameSettings: Hashable, Sendable {
    public var style: ShapeStyle
    public var proportions: ProportionRange
    /// 2 to 5.
    public var shapesPerTurn: Int
    /// How long the tapped shape shows right/wrong before the next turn; zero skips it.
    public var feedbackDuration: Duration
    /// Whether the adaptive difficulty sizes the shapes.
    public var adaptive: Bool
    /// Where the adaptive staircase starts and how low it may go.
    public var staircase: Staircase
    /// The player's text size as a factor, 1 to 2: the layout's HUD band grows with it.
    public var textScale: Double

    public static let shapeCounts = 2...5

    public init(
        style: ShapeStyle = .classic, proportions: ProportionRange = .standard, shapesPerTurn: Int = 2,
        feedbackDuration: Duration = .milliseconds(450), adaptive: Bool = false, staircase: Staircase = Staircase(),
        textScale: Double = 1
    ) {
        self.style = style
        self.proportions = proportions
        self.shapesPerTurn = min(max(shapesPerTurn, Self.shapeCounts.lowerBound), Self.shapeCounts.upperBound)
        self.feedbackDuration = feedbackDuration
        self.adaptive = adaptive
        self.staircase = staircase
        self.textScale = textScale.isFinite ? min(max(textScale, 1), 2) : 1
    }
}

extension GameSettings {
    /// A game setting the player can change in play (a key, the preferences screen) or the run
    /// can fix (`--adaptive`): while the settings file does not change it, the value in play holds.
    public enum Field: Hashable, Sendable {
        case shapesPerTurn
        case feedbackDuration
        case adaptive
    }

    /// Takes `field`'s value from `other`.
    public mutating func take(_ field: Field, from other: GameSettings) {
        switch field {
        case .shapesPerTurn: shapesPerTurn = other.shapesPerTurn
        case .feedbackDuration: feedbackDuration = other.feedbackDuration
        case .adaptive: adaptive = other.adaptive
        }
    }
}
