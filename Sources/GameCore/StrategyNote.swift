/// What the strategy in use did to make the turn on screen: which algorithm, and with what. The
/// **Strategy** made visible: the controller cannot tell strategies apart, but each can say what
/// it is, so the game's "how it works" panel and the event log show which one made the turn.
public indirect enum StrategyNote: Hashable, Sendable {
    /// `BasicTurnStrategy`: `count` shapes of `kind`, from that kind's factory and builder.
    case basic(kind: ShapeKind, count: Int)
    /// `RandomTurnStrategy`: it picked strategy `picked` (from 0) of its `among`, which made the
    /// turn as `made` says.
    case random(picked: Int, among: Int, made: StrategyNote)
    /// `CrossTurnStrategy`: one shape from each of `count` kinds' own strategies, their areas
    /// evened out.
    case cross(count: Int)
    /// `AdaptiveTurnStrategy` (a **Decorator**) around `base`: the turn's largest shape is
    /// `ratio` times the runner-up's area, for the reason `step` gives.
    case adaptive(ratio: Double, step: Staircase.Step, base: StrategyNote)
    /// `DailyTurnStrategy`: turn `turn` of the day's twenty, the challenge numbered `number`,
    /// played on `date`.
    case daily(date: CivilDate, number: Int, turn: Int)
    /// A strategy that does not say what it did (a test's double): its type's name.
    case other(String)

    /// The type that made the turn: `CrossTurnStrategy`.
    public var typeName: String {
        switch self {
        case .basic: "BasicTurnStrategy"
        case .random: "RandomTurnStrategy"
        case .cross: "CrossTurnStrategy"
        case .adaptive: "AdaptiveTurnStrategy"
        case .daily: "DailyTurnStrategy"
        case .other(let name): name
        }
    }

    /// The event log's word for it: `basic`, `random`, `cross`, `adaptive`, `daily`, `other`.
    public var name: String {
        switch self {
        case .basic: "basic"
        case .random: "random"
        case .cross: "cross"
        case .adaptive: "adaptive"
        case .daily: "daily"
        case .other: "other"
        }
    }

    /// The strategy this one handed the turn to (the random one's pick, the decorator's base).
    public var inner: StrategyNote? {
        switch self {
        case .random(_, _, let made): made
        case .adaptive(_, _, let base): base
        default: nil
        }
    }

    /// This strategy, then the ones it handed the turn to, outermost first.
    public var chain: [StrategyNote] {
        var notes = [self]
        while let inner = notes.last?.inner { notes.append(inner) }
        return notes
    }
}
