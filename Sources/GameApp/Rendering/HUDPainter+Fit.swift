/// What the HUD leaves out where its items do not fit (its type never shrinks).
extension HUDPainter {
    /// What the HUD tries, in order, all at its one type size (`size`, the heading's): the hint
    /// goes first, then the best, the streak and the mode: the type never shrinks, and the
    /// score always shows.
    nonisolated static func candidates(from size: Int, scale: Double) -> [(HUDPriority, Int)] {
        HUDPriority.allCases.map { ($0, size) }
    }
}

/// What the HUD shows, from everything down to the score alone: each level leaves out one more
/// of what matters least to a player in play.
enum HUDPriority: CaseIterable {
    /// Score, streak and best, the mode, and the help's hint.
    case all
    case withoutHint
    /// The streak without the best.
    case withoutBest
    /// The score and the mode.
    case withoutStreak
    /// The score and, in the daily, its turns done ("6/20": the game's point there; a free
    /// game's mode has no shorter form, and goes).
    case turnsAlone
    case scoreAlone
}
