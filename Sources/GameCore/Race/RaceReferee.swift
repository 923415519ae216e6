/// The race's rules (two players, the same shapes): the first right tap wins the turn and scores
/// through that player's own chain; a wrong tap costs its player through their chain and locks
/// them out of the turn; when every player is locked out the turn ends unwon. The first to the
/// target wins the race.
public struct RaceReferee: Sendable {
    /// What a tap did.
    public enum Verdict: Sendable {
        /// The tap came too late (locked out, the turn over, the race won): nothing changed.
        case ignored
        /// Wrong: its player lost through their chain and waits for the next turn.
        case lockedOut(TurnResult)
        /// The turn is over: won (the result matched) or, every player wrong, unwon.
        case ended(TurnResult)
    }

    public private(set) var scores: [RaceScore]
    public let target: Int
    /// The seats locked out of the turn in play.
    public private(set) var lockedOut: Set<Int> = []
    /// Turns ended so far (won or not).
    public private(set) var turnsPlayed = 0
    /// The seat that reached the target, once one has.
    public private(set) var winner: Int?

    public init(players: [RacePlayer], scorer: any Scorer, target: Int) {
        scores = players.map { RaceScore(player: $0, scorer: scorer) }
        self.target = max(target, 1)
    }

    public var isOver: Bool { winner != nil }

    /// A new turn: nobody is locked out.
    mutating func beginTurn() {
        lockedOut = []
    }

    /// Judges `seat`'s tap on shape `index` of `turn` at `time`.
    mutating func judge(_ turn: Turn, tapping index: Int, by seat: Int, at time: Duration) -> Verdict {
        guard !isOver, scores.indices.contains(seat), !lockedOut.contains(seat) else { return .ignored }
        var own = turn
        guard own.complete(tappingShapeAt: index, at: time, by: scores[seat].player.input) else { return .ignored }
        let result = scores[seat].record(own, number: turnsPlayed + 1)
        if result.matched || lockedOut.count + 1 >= scores.count {
            turnsPlayed += 1
            if result.matched, result.score >= target { winner = seat }
            return .ended(result)
        }
        lockedOut.insert(seat)
        return .lockedOut(result)
    }
}

/// How a race went, for its results screen and the log: each player's figures, and who won.
public struct RaceSummary: Sendable {
    public let scores: [RaceScore]
    public let winner: Int?
    public let target: Int

    public init(scores: [RaceScore], winner: Int?, target: Int) {
        self.scores = scores
        self.winner = winner
        self.target = target
    }
}
