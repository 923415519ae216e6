import GameCore

/// The HUD's score animation: when a turn changes the score, it swells and settles over 300 ms,
/// tinted by the direction of the change (red reads as a point lost). A score that goes to 0 or
/// back because the game restarted, or a challenge began or ended, is no one's loss: it does not
/// pop. With motion reduced (`reduce_motion`), nothing pops: the score just changes. Beside it,
/// the streak's marks (`StreakMarks`): its bonus, and its loss. A subscriber: the game does not
/// know it exists.
final class ScorePop {
    static let duration: Duration = .milliseconds(300)
    private(set) var startedAt: Duration?
    private(set) var rising = true
    private(set) var streak = StreakMarks()
    /// The player or the desktop asked for less motion.
    var isReduced = false
    private let now: () -> Duration

    init(events: GameEventBus, now: @escaping () -> Duration) {
        self.now = now
        events.subscribe(
            as: "ScorePop",
            reacting: { [weak self] event in
                guard let self else { return nil }
                switch event {
                case .turnEnded(let result, _):
                    streak.note(result, at: self.now())
                    guard result.scoreIncrement != 0 else { return nil }
                    startedAt = self.now()
                    rising = result.scoreIncrement > 0
                    return Reaction.showed.rawValue
                // A new game, or another kind of play: the last turn's news is no one's now.
                case .restarted, .dailyStarted, .dailyLeft, .raceStarted, .raceLeft:
                    streak = StreakMarks()
                    return Reaction.cleared.rawValue
                default: return nil
                }
            })
    }

    /// Forgets the streak's marks that are over (the loop's timer, at `streak.nextChange`).
    func expireMarks(at time: Duration) {
        streak.expire(at: time)
    }

    /// Scale factor for the score now: 1 at rest, up to 1.35 mid-animation.
    func scale(at time: Duration) -> Double {
        guard let progress = progress(at: time) else { return 1 }
        return 1 + 0.35 * sineOfHalfTurn(progress)
    }

    /// 0...1 through the animation, nil when not animating.
    func progress(at time: Duration) -> Double? {
        guard let startedAt, !isReduced else { return nil }
        let elapsed = time - startedAt
        guard elapsed < Self.duration, elapsed >= .zero else { return nil }
        return elapsed / Self.duration
    }

    func isAnimating(at time: Duration) -> Bool { progress(at: time) != nil }

    /// sin(π·t) by a parabola: close enough for a bounce, and no C maths library.
    private func sineOfHalfTurn(_ t: Double) -> Double { 4 * t * (1 - t) }
}
