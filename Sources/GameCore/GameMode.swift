import Drawing

/// Which shapes the game shows: one kind, a random kind each turn, or kinds mixed within a turn.
/// Every mode comes from `ShapeKindRegistry`; its name is what `--mode`, the settings, the
/// event log and the state file say.
public enum GameMode: Hashable, Sendable {
    /// Every shape of every turn is this kind.
    case single(ShapeKind)
    /// Each turn picks a kind at random; all shapes of a turn share it.
    case mixed
    /// The kinds differ within a turn: only area decides.
    case cross

    public static let square = GameMode.single(.square)
    public static let circle = GameMode.single(.circle)

    /// Every mode: one per registered kind, then mixed and cross.
    public static var allCases: [GameMode] { ShapeKindRegistry.entries.map { .single($0.kind) } + [.mixed, .cross] }

    /// The key that switches to this mode.
    public var hotkey: Character? {
        switch self {
        case .single(let kind): ShapeKindRegistry.entry(for: kind)?.hotkey
        case .mixed: "m"
        case .cross: "x"
        }
    }

    /// What a turn of this mode shows, in a word or two, for the help and the mode bar.
    public var summary: String {
        switch self {
        case .single(let kind): ShapeKindRegistry.entry(for: kind)?.plural ?? kind.rawValue
        case .mixed: "mixed: a random kind each turn"
        case .cross: "cross: kinds differ within a turn"
        }
    }

    /// The strategy for this mode, from each kind's basic strategy. A kind the registry does not
    /// have (a mode made by hand) plays squares.
    public func makeStrategy(style: ShapeStyle = .classic, proportions: ProportionRange = .standard, shapesPerTurn: Int = 2) -> any TurnStrategy {
        let entries = ShapeKindRegistry.entries
        let fallback = ShapeKindEntry.square.makeStrategy(style: style, proportions: proportions, shapesPerTurn: shapesPerTurn)
        switch self {
        case .single(let kind):
            return ShapeKindRegistry.entry(for: kind)?.makeStrategy(style: style, proportions: proportions, shapesPerTurn: shapesPerTurn) ?? fallback
        case .mixed:
            let strategies = entries.map { $0.makeStrategy(style: style, proportions: proportions, shapesPerTurn: shapesPerTurn) }
            return RandomTurnStrategy(strategies: strategies) ?? fallback
        case .cross:
            return CrossTurnStrategy(entries: entries, style: style, proportions: proportions, shapesPerTurn: shapesPerTurn) ?? fallback
        }
    }
}

extension GameMode: RawRepresentable {
    /// The kind's name (`"star"`), `"mixed"` or `"cross"`; nil for a name no mode has.
    public init?(rawValue: String) {
        guard let mode = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = mode
    }

    public var rawValue: String {
        switch self {
        case .single(let kind): kind.rawValue
        case .mixed: "mixed"
        case .cross: "cross"
        }
    }
}

extension GameMode: CaseIterable {
    /// The mode `steps` places after this one in `allCases`, round the end (the controller's
    /// shoulder buttons).
    public func stepped(by steps: Int) -> GameMode {
        let modes = Self.allCases
        guard let index = modes.firstIndex(of: self) else { return modes.first ?? self }
        let count = modes.count
        return modes[((index + steps) % count + count) % count]
    }
}

extension GameMode: CustomStringConvertible {
    public var description: String { rawValue }
}

extension GameMode: Codable {
    /// By name, as the settings and the state file write it; a name no mode has is an error.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let mode = GameMode(rawValue: name) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no mode '\(name)'"))
        }
        self = mode
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
