import GameCore
import RunOptions

/// A race for two as the app runs it, with what the game does not know: who joined with which
/// device, each player's focus ring, whose controller went missing, and the screen the players
/// face when there is no turn to play. Whether the race is played, its scores and its target are
/// the game's (`Game.play`). A value in the app's model.
public struct RaceSession: Hashable, Sendable {
    public enum Screen: Hashable, Sendable {
        /// Waiting for each player to press their device's confirm (the game plays no race yet).
        case joining
        /// 3, 2, 1 before the first turn, a rematch's, or the turn a pause interrupted: the
        /// shapes show at `until` (the app's clock).
        case countdown(until: Duration)
        /// A player reached the target: the results show.
        case results(RaceResult)
    }

    public static let seats = 2
    /// How long the 3-2-1 before play lasts.
    public static let countdown = GameOptions.raceCountdown

    /// Nil while the race's turns are played.
    public var screen: Screen? = .joining
    public private(set) var players: [RaceEntrant] = []
    /// Each seat's focus ring (a keyboard's or a controller's player).
    public var rings = Array(repeating: FocusRing(), count: seats)
    /// Seats whose controller was unplugged mid-race.
    public var missing: Set<Int> = []

    public init() {}

    public var isJoining: Bool { screen == .joining }
    /// When the countdown ends, while it runs.
    public var countdownEnds: Duration? {
        if case .countdown(let until)? = screen { until } else { nil }
    }

    /// The number the countdown shows at `now` (3, 2, 1), while it runs.
    public func countdownNumber(at now: Duration) -> Int? {
        guard let until = countdownEnds, now < until else { return nil }
        let milliseconds = (until - now) / .milliseconds(1)
        return Int((milliseconds / 1000).rounded(.up))
    }

    /// When the countdown next changes after showing `shown` (3, 2, 1): the next number, or the
    /// end (nil `shown`: nothing shown yet). From the number shown, not from the time: a deadline
    /// worked out from the time, a moment after the change, is already the next one, and the
    /// numbers between were never drawn.
    public func countdownChange(after shown: Int?) -> Duration? {
        guard let until = countdownEnds else { return nil }
        guard let shown, shown > 1 else { return until }
        return until - .seconds(shown - 1)
    }
    public var isPlaying: Bool { screen == nil }
    public var result: RaceResult? {
        if case .results(let result)? = screen { result } else { nil }
    }

    /// The seat of the player who plays with `device`, if one does.
    public func seat(of device: RaceDevice) -> Int? {
        players.first { $0.device == device }?.seat
    }

    /// Seats `device` (named `name`, or by its seat when nil): a seat whose controller went
    /// missing first (a controller only: the keyboard and the mouse never go), else the next free
    /// seat while players join. Nil when it cannot: it plays already, or no seat is free.
    mutating func join(_ device: RaceDevice, name: String?) -> RaceEntrant? {
        guard seat(of: device) == nil else { return nil }
        if case .controller = device, let seat = missing.min() {
            let player = RaceEntrant(seat: seat, name: name ?? players[seat].name, device: device)
            players[seat] = player
            missing.remove(seat)
            return player
        }
        guard isJoining, players.count < Self.seats else { return nil }
        let player = RaceEntrant(seat: players.count, name: name, device: device)
        players.append(player)
        return player
    }

    /// Whether every seat is taken and every player's device is there: the countdown may begin.
    public var isFull: Bool { players.count == Self.seats && missing.isEmpty }
}

/// How a race ended, as its results screen shows it: each player's figures, and who won.
public struct RaceResult: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        /// The player's name; nil: called by their seat (`RacePlayer.name`).
        public let name: String?
        public let score: Int
        public let accuracy: Double
        public let medianReactionMilliseconds: Int?
        public let bestStreak: Int
    }

    public let lines: [Line]
    public let winner: Int?

    public init(_ summary: RaceSummary) {
        lines = summary.scores.map {
            Line(
                name: $0.player.name, score: $0.score, accuracy: $0.accuracy, medianReactionMilliseconds: $0.reactions.median,
                bestStreak: $0.bestStreak)
        }
        winner = summary.winner
    }
}
