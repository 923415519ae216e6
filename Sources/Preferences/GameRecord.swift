import GameCore

/// What the game remembers between runs (state, not settings: the game writes it).
public struct GameRecord: Codable, Hashable, Sendable {
    /// The mode last played. A name this version does not know reads as nil, not as damage.
    public var lastMode: GameMode?
    public var highScore = 0
    public var lifetimeTurns = 0
    public var lifetimeMatches = 0
    public var bestStreak = 0
    /// The highest score reached while playing each mode, by the mode's name.
    public var highScores: [String: Int] = [:]
    /// Every reaction time ever, counted into buckets: the lifetime median in constant memory.
    public var reactions = ReactionHistogram()
    /// Where and how the window was left; nil before the first run (the settings' size then).
    public var window: WindowPlacement?

    public init() {}

    enum CodingKeys: String, CodingKey {
        case lastMode = "last_mode"
        case highScore = "high_score"
        case lifetimeTurns = "lifetime_turns"
        case lifetimeMatches = "lifetime_matches"
        case bestStreak = "best_streak"
        case highScores = "high_scores"
        case reactions = "reaction_histogram_ms"
        case window
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lastMode = try container.decodeIfPresent(String.self, forKey: .lastMode).flatMap(GameMode.init(rawValue:))
        // A hand-edited file may say anything a JSON number can: counts below zero read as zero,
        // and no more turns matched than were played.
        highScore = try container.decodeIfPresent(Int.self, forKey: .highScore) ?? 0
        lifetimeTurns = max(try container.decodeIfPresent(Int.self, forKey: .lifetimeTurns) ?? 0, 0)
        lifetimeMatches = min(max(try container.decodeIfPresent(Int.self, forKey: .lifetimeMatches) ?? 0, 0), lifetimeTurns)
        bestStreak = max(try container.decodeIfPresent(Int.self, forKey: .bestStreak) ?? 0, 0)
        // Modes this version does not know are dropped, so the table stays as small as the registry.
        let scores = (try? container.decodeIfPresent([String: Int].self, forKey: .highScores)) ?? [:]
        highScores = scores.filter { GameMode(rawValue: $0.key) != nil }
        // A histogram of the wrong shape, or with counts no run could make, starts again.
        reactions =
            (try? container.decodeIfPresent([Int].self, forKey: .reactions)).flatMap { $0.flatMap(ReactionHistogram.init(counts:)) }
            ?? ReactionHistogram()
        window = try? container.decodeIfPresent(WindowPlacement.self, forKey: .window)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(lastMode?.rawValue, forKey: .lastMode)
        try container.encode(highScore, forKey: .highScore)
        try container.encode(lifetimeTurns, forKey: .lifetimeTurns)
        try container.encode(lifetimeMatches, forKey: .lifetimeMatches)
        try container.encode(bestStreak, forKey: .bestStreak)
        try container.encode(highScores, forKey: .highScores)
        if reactions.total > 0 { try container.encode(reactions.counts, forKey: .reactions) }
        try container.encodeIfPresent(window, forKey: .window)
    }

    /// Counts a finished turn into the lifetime figures.
    /// At Int.max turns the counts stop rather than overflow.
    public mutating func noteTurn(matched: Bool, score: Int, streak: Int, mode: GameMode? = nil, reactionMilliseconds: Int? = nil) {
        if lifetimeTurns < .max {
            lifetimeTurns += 1
            if matched { lifetimeMatches += 1 }
        }
        highScore = max(highScore, score)
        bestStreak = max(bestStreak, streak)
        if let mode { highScores[mode.rawValue] = max(highScores[mode.rawValue] ?? score, score) }
        if let reactionMilliseconds { reactions.record(milliseconds: reactionMilliseconds) }
    }

    /// The highest score reached in `mode`, 0 before any turn in it.
    public func highScore(in mode: GameMode) -> Int { highScores[mode.rawValue] ?? 0 }

    /// Share of all turns ever played that matched, 0 before any.
    public var lifetimeAccuracy: Double {
        lifetimeTurns == 0 ? 0 : Double(lifetimeMatches) / Double(lifetimeTurns)
    }
}
