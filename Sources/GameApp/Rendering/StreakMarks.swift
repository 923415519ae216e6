import GameCore

/// What the HUD marks of the streak for a moment after a turn: the bonus the streak gave it
/// ("+10" beside the score), or the streak a wrong tap ended ("Streak lost" where the streak
/// is). Each shows for `duration`, then goes. They do not move, so reduced motion leaves them as
/// they are: they are news, not animation.
struct StreakMarks: Equatable {
    static let duration: Duration = .milliseconds(1500)
    /// The newest bonus while the streak that gave it lasts: the HUD keeps room for its mark
    /// through the whole streak, so the band does not shift each time the mark comes and goes.
    private(set) var room: Int?
    private var bonusUntil: Duration?
    private var lostUntil: Duration?

    /// Notes what a turn of the game of one (not a racer's) brought.
    mutating func note(_ result: TurnResult, at now: Duration) {
        guard result.player == nil else { return }
        if result.streakBonus > 0 {
            room = result.streakBonus
            bonusUntil = now + Self.duration
        } else {
            bonusUntil = nil
            if !result.matched { room = nil }
        }
        lostUntil = result.streakLost > 0 ? now + Self.duration : nil
    }

    /// The bonus marked at `now`, if one is.
    func bonus(at now: Duration) -> Int? {
        guard let bonusUntil, now < bonusUntil else { return nil }
        return room
    }

    /// Whether a lost streak is marked at `now`.
    func isLost(at now: Duration) -> Bool { lostUntil.map { now < $0 } ?? false }

    /// When the next mark goes: the loop draws the frame without it then.
    var nextChange: Duration? { [bonusUntil, lostUntil].compactMap { $0 }.min() }

    /// Forgets the marks that are over at `now`.
    mutating func expire(at now: Duration) {
        if let until = bonusUntil, now >= until { bonusUntil = nil }
        if let until = lostUntil, now >= until { lostUntil = nil }
    }
}
