import Drawing
import GameCore
import TestSupport
import Testing

/// The race for two in the core: the same shapes for both, the first right tap wins the turn,
/// a wrong one locks its player out, each scores through a chain of their own.
@Suite struct RaceTests {
    static let players = [
        RacePlayer(seat: 0, name: nil, input: .keyboard), RacePlayer(seat: 1, name: "Pad", input: .gamepad),
    ]

    static func makeRace(target: Int = 15, feedback: Duration = .zero, adaptive: Bool = false) -> (Game, Recorder<GameEvent>, ManualClock) {
        let recorder = Recorder<GameEvent>()
        let ticks = ManualClock()
        let events = GameEventBus()
        events.subscribe { recorder.append($0) }
        let game = Game(
            mode: .square, settings: GameSettings(feedbackDuration: feedback, adaptive: adaptive), scorer: MatchScorer.standard,
            clock: ticks.client, randomNumberGenerator: SeededGenerator(seed: 5), windowSize: Size(width: 960, height: 640), events: events)
        game.start()
        game.handle(.pick(game.currentTurn?.largestIndex ?? 0))
        game.handle(.startRace(players: players, target: target))
        return (game, recorder, ticks)
    }

    static func right(_ game: Game) -> Int { game.currentTurn?.largestIndex ?? 0 }
    static func wrong(_ game: Game) -> Int { (right(game) + 1) % game.views.count }

    static func tap(_ game: Game, _ seat: Int, _ index: Int) {
        game.handle(.raceTaps([RaceTap(seat: seat, target: .shape(index))]))
    }

    static func ends(_ recorder: Recorder<GameEvent>) -> [TurnResult] {
        recorder.all.compactMap { if case .turnEnded(let result, _) = $0 { result } else { nil } }
    }

    @Test func theFirstRightTapWinsAndAWrongOneLocksItsPlayerOut() {
        let (game, recorder, _) = Self.makeRace()
        #expect(game.race?.scores.map(\.score) == [0, 0] && game.score == 0 && game.turnNumber == 1)
        let turn = game.currentTurn?.id
        Self.tap(game, 0, Self.wrong(game))
        #expect(game.race?.scores[0].score == -1 && game.race?.lockedOut == [0] && game.currentTurn?.id == turn)
        // Locked out: a right tap now counts for nothing.
        Self.tap(game, 0, Self.right(game))
        #expect(game.race?.scores[0].score == -1 && game.currentTurn?.id == turn)
        Self.tap(game, 1, Self.right(game))
        #expect(game.race?.scores.map(\.score) == [-1, 1] && game.currentTurn?.id != turn && game.race?.lockedOut == [])
        let locked = recorder.all.compactMap { if case .raceLockedOut(let result, _) = $0 { result.player } else { nil } }
        #expect(locked == [0] && Self.ends(recorder).last?.player == 1 && Self.ends(recorder).last?.matched == true)
        // The waiting game's turn is not among the race's.
        #expect(Self.ends(recorder).filter { $0.player != nil }.count == 1)
    }

    /// Each player's results say what their own streak gave and what their wrong tap ended.
    @Test func aPlayersResultsSayTheirStreaksBonusAndItsLoss() {
        let (game, recorder, _) = Self.makeRace(target: 100)
        for _ in 0..<5 { Self.tap(game, 1, Self.right(game)) }
        Self.tap(game, 1, Self.wrong(game))
        let player2 = (Self.ends(recorder) + recorder.all.compactMap { if case .raceLockedOut(let result, _) = $0 { result } else { nil } })
            .filter { $0.player == 1 }.sorted { $0.number < $1.number }
        #expect(player2.map(\.streakBonus) == [0, 0, 0, 0, 10, 0] && player2.map(\.streakLost) == [0, 0, 0, 0, 0, 5])
    }

    @Test func bothWrongEndTheTurnUnwon() {
        let (game, recorder, _) = Self.makeRace()
        Self.tap(game, 1, Self.wrong(game))
        Self.tap(game, 0, Self.wrong(game))
        let last = Self.ends(recorder).last
        #expect(last?.matched == false && last?.player == 0 && game.race?.scores.map(\.score) == [-1, -1] && game.race?.turnsPlayed == 1)
        #expect(game.turnNumber == 2 && game.acceptsTaps)
    }

    /// Taps handed over together are judged in the order given (the app orders them by their
    /// events' timestamps): the first right one wins, the rest were aimed at a turn now over.
    @Test func tapsOfOnePassAreJudgedInTheOrderGiven() {
        let (game, _, _) = Self.makeRace()
        let right = Self.right(game)
        game.handle(.raceTaps([RaceTap(seat: 0, target: .shape(right)), RaceTap(seat: 1, target: .shape(right))]))
        #expect(game.race?.scores.map(\.score) == [1, 0])
        let next = Self.right(game)
        game.handle(.raceTaps([RaceTap(seat: 1, target: .shape(next)), RaceTap(seat: 0, target: .shape(next))]))
        #expect(game.race?.scores.map(\.score) == [1, 1])
    }

    @Test func eachPlayerHasTheirOwnStreakBonusAndTheFirstToTheTargetWins() {
        let (game, recorder, ticks) = Self.makeRace(target: 30, feedback: .milliseconds(300))
        for turn in 0..<5 {
            Self.tap(game, turn == 2 ? 1 : 0, Self.right(game))
            ticks.advance(by: .seconds(1))
            game.advance(to: ticks.now)
        }
        // Player 1: four right in a row (no bonus yet), player 2 one; the other's win breaks no streak.
        #expect(game.race?.scores.map(\.score) == [4, 1] && game.race?.scores.map(\.streak) == [4, 1])
        Self.tap(game, 0, Self.right(game))
        #expect(game.race?.scores[0].score == 15)
        while game.race?.isOver == false {
            Self.tap(game, 0, Self.right(game))
            ticks.advance(by: .seconds(1))
            game.advance(to: ticks.now)
        }
        #expect(game.race?.winner == 0 && (game.race?.scores[0].score ?? 0) >= 30)
        let finished = recorder.all.compactMap { if case .raceFinished(let summary) = $0 { summary } else { nil } }
        #expect(finished.count == 1 && finished.first?.winner == 0 && finished.first?.scores[0].bestStreak == 7)
        #expect(game.views.isEmpty && !game.acceptsTaps)
        game.handle(.leaveRace)
        #expect(game.race == nil && game.score == 1 && game.views.count == 2)
    }

    @Test func aRaceHasNoAdaptiveDifficultyAndARestartIsARematch() {
        let (game, recorder, _) = Self.makeRace(adaptive: true)
        #expect(game.difficultyRatio == nil && !game.rules.adaptive)
        // New settings mid-race (a colour changed in the file) keep it off.
        game.apply(GameSettings(feedbackDuration: .zero, adaptive: true))
        Self.tap(game, 0, Self.right(game))
        #expect(game.difficultyRatio == nil && !game.rules.adaptive)
        game.handle(.restart)
        #expect(game.race?.scores.map(\.score) == [0, 0] && game.race?.turnsPlayed == 0)
        #expect(recorder.all.filter { if case .raceStarted = $0 { true } else { false } }.count == 2)
        // Single-player taps do nothing in a race.
        game.handle(.pick(Self.right(game)))
        #expect(game.race?.turnsPlayed == 0)
        game.handle(.setMode(.circle))
        #expect(game.race == nil && game.mode == .circle && game.difficultyRatio != nil)
    }
}
