/// What the HUD leaves out, and how far its type shrinks, where its items do not fit.
extension HUDPainter {
    /// The sizes to try, from the band's own (`size`) down to the player's readable size (12 px
    /// at `scale` output pixels to a point, before their text size).
    static func sizes(from size: Int, scale: Double) -> StrideThrough<Int>.Iterator {
        let readable = Int((OverlayPainter.readableSize * scale).rounded(.up))
        return stride(from: size, through: min(readable, size), by: -1).makeIterator()
    }

    /// What the HUD tries, in order, from the band's own type size (`size`): the hint goes
    /// first; the type shrinks to three quarters before the best goes, then to the player's
    /// readable size (12 px at `scale`, before their text size) before the streak goes, and the
    /// mode last: no item is drawn below the player's size, and the score always shows.
    static func candidates(from size: Int, scale: Double) -> [(HUDPriority, Int)] {
        let readable = min(Int((OverlayPainter.readableSize * scale).rounded(.up)), size)
        let shrunk = max(readable, size * 3 / 4)
        return [(.all, size)] + stride(from: size, through: shrunk, by: -1).map { (.withoutHint, $0) }
            + stride(from: shrunk, through: readable, by: -1).map { (.withoutBest, $0) } + [(.withoutStreak, readable), (.scoreAlone, readable)]
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
    case scoreAlone
}
