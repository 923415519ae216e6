import Drawing

/// The parts a learner swaps from the "how it works" panel to see what each pattern's part does:
/// the scorer chain's links (take `StreakScorer` out, plug `SpeedBonusScorer` in), the turn
/// strategy, and the builder's style. The game's own parts are `standard`; any other set is
/// played as practice (`Play.practice`), with the free game waiting: it sets no record and leaves
/// the statistics alone.
public struct Parts: Hashable, Sendable {
    /// Whether `StreakScorer` is a link of the chain (the tutorial's chain has it).
    public var streakScorer = true
    /// Whether `SpeedBonusScorer` is a link of the chain (the tutorial's has not).
    public var speedBonus = false
    /// The strategy plugged in instead of the mode's; nil: the mode's.
    public var strategy: StrategyPart?
    /// The builder's style instead of the theme's; nil: the theme's.
    public var style: StylePart?

    public init(streakScorer: Bool = true, speedBonus: Bool = false, strategy: StrategyPart? = nil, style: StylePart? = nil) {
        self.streakScorer = streakScorer
        self.speedBonus = speedBonus
        self.strategy = strategy
        self.style = style
    }

    /// The game's own parts: the tutorial's chain, the mode's strategy, the theme's style.
    public static let standard = Parts()

    public var isStandard: Bool { self == .standard }

    /// A strategy the panel can plug in, whatever the mode.
    public enum StrategyPart: String, CaseIterable, Hashable, Sendable {
        case basic, random, cross

        /// The mode whose strategy it is: one kind (the mode's own, where it has one), mixed, or
        /// cross.
        func mode(playing mode: GameMode) -> GameMode {
            switch self {
            case .basic: if case .single = mode { mode } else { .square }
            case .random: .mixed
            case .cross: .cross
            }
        }

        /// The strategy's type: `CrossTurnStrategy`.
        public var typeName: String {
            switch self {
            case .basic: "BasicTurnStrategy"
            case .random: "RandomTurnStrategy"
            case .cross: "CrossTurnStrategy"
            }
        }
    }

    /// A style the builder can be set to instead of the theme's.
    public enum StylePart: String, CaseIterable, Hashable, Sendable {
        /// The outline alone: `showFill = false`.
        case outlineOnly = "outline_only"
        /// The fill alone: `showOutline = false`.
        case fillOnly = "fill_only"

        /// `style` with this part's change.
        public func applied(to style: ShapeStyle) -> ShapeStyle {
            var style = style
            switch self {
            case .outlineOnly:
                style.showFill = false
                style.showOutline = true
            case .fillOnly:
                style.showFill = true
                style.showOutline = false
            }
            return style
        }
    }

    /// One change the panel makes.
    public enum Swap: String, CaseIterable, Hashable, Sendable {
        /// Takes `StreakScorer` out of the chain, or puts it back.
        case streakScorer = "streak_scorer"
        /// Plugs `SpeedBonusScorer` in, or takes it out.
        case speedBonus = "speed_bonus"
        /// The next strategy: the mode's, then each other one in turn.
        case strategy
        /// The next style: the theme's, outline only, fill only.
        case style
        /// Every part back to the game's own.
        case reset
    }

    /// These parts with `swap` made, `current` being the strategy the mode plugs in now (the
    /// strategy swap skips it: it is no change).
    public func swapped(_ swap: Swap, current: StrategyPart?) -> Parts {
        var parts = self
        switch swap {
        case .streakScorer: parts.streakScorer.toggle()
        case .speedBonus: parts.speedBonus.toggle()
        case .strategy:
            let choices: [StrategyPart?] = [nil] + StrategyPart.allCases.filter { $0 != current }
            let index = choices.firstIndex(of: strategy) ?? 0
            parts.strategy = choices[(index + 1) % choices.count]
        case .style:
            let choices: [StylePart?] = [nil] + StylePart.allCases
            let index = choices.firstIndex(of: style) ?? 0
            parts.style = choices[(index + 1) % choices.count]
        case .reset: parts = .standard
        }
        return parts
    }

    /// The scorer chain these parts make: `MatchScorer`, then `StreakScorer` and
    /// `SpeedBonusScorer` where they are plugged in.
    public func makeScorer() -> any Scorer {
        let speed: (any Scorer)? = speedBonus ? SpeedBonusScorer() : nil
        return MatchScorer(next: streakScorer ? StreakScorer(next: speed) : speed)
    }

    /// The line of code the chain is, as the source would write it.
    public var chainCode: String {
        let speed = speedBonus ? "SpeedBonusScorer()" : nil
        let tail = streakScorer ? "StreakScorer(\(speed.map { "next: \($0)" } ?? ""))" : speed
        return "MatchScorer(\(tail.map { "next: \($0)" } ?? ""))"
    }
}
