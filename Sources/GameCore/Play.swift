/// What is being played, and what waits beneath it, as one value: the free game; or the day's
/// challenge, or a race for two, with the free game's controller (its score and streak) set
/// aside until it comes back. Only `Game`'s transitions change it (`Game+Play.swift`); everyone
/// else reads it (`Game.play`, `daily`, `race`) and keeps no copy.
public enum Play {
    case free
    case daily(DailyRun, waiting: TurnController)
    case race(RaceReferee, waiting: TurnController)
    /// The learner's own parts, swapped from the "how it works" panel: practice, on a
    /// controller of its own (no record, no statistics).
    case practice(Parts, waiting: TurnController)

    /// What is played, without its state: what the app's reducer is told with each action.
    public enum Kind: Hashable, Sendable {
        case free
        case daily(practice: Bool)
        case race
        case practice
    }

    public var kind: Kind {
        switch self {
        case .free: .free
        case .daily(let run, _): .daily(practice: run.isPractice)
        case .race: .race
        case .practice: .practice
        }
    }

    /// Whether the free game is played (its turns are the records').
    public var isFree: Bool {
        if case .free = self { true } else { false }
    }

    /// The day's challenge while it is played (finished or not).
    public var daily: DailyRun? {
        if case .daily(let run, _) = self { run } else { nil }
    }

    /// The race while it is played (won or not).
    public var race: RaceReferee? {
        if case .race(let referee, _) = self { referee } else { nil }
    }

    /// The parts swapped from the panel, while they are played.
    public var parts: Parts? {
        if case .practice(let parts, _) = self { parts } else { nil }
    }

    /// The free game's controller, while something else is played.
    var waiting: TurnController? {
        switch self {
        case .free: nil
        case .daily(_, let waiting), .race(_, let waiting), .practice(_, let waiting): waiting
        }
    }

    /// Whether no turn follows: the day's twenty are done, or the race is won.
    var isOver: Bool { daily?.isFinished == true || race?.isOver == true }

    /// Counts a day's turn; the day's result once its last turn is counted.
    mutating func record(daily result: TurnResult) -> DailyResult? {
        guard case .daily(var run, let waiting) = self else { return nil }
        let finished = run.record(result)
        self = .daily(run, waiting: waiting)
        return finished
    }

    /// A new turn of the race begins (no player is locked out of it).
    mutating func beginRaceTurn() {
        guard case .race(var referee, let waiting) = self else { return }
        referee.beginTurn()
        self = .race(referee, waiting: waiting)
    }

    /// The referee's verdict on a race tap; nil outside a race.
    mutating func judge(_ turn: Turn, tapping index: Int, by seat: Int, at time: Duration) -> RaceReferee.Verdict? {
        guard case .race(var referee, let waiting) = self else { return nil }
        let verdict = referee.judge(turn, tapping: index, by: seat, at: time)
        self = .race(referee, waiting: waiting)
        return verdict
    }
}
