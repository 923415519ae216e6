import Drawing
import GameCore

// core-bench: plays whole games through `Game` (strategy, layout, controller, scorer chain, event
// bus), a bot picking each turn, at accuracy 1.0 (the longest streaks) and 0.8, from a thousand
// to a million turns, and prints the cost per turn. Constant work per turn shows as a flat cost
// whatever the game's length; the last column is the cost against the shortest game's.

let clock = ContinuousClock()

func play(turns: Int, accuracy: Double) -> (nanosecondsPerTurn: Double, score: Int) {
    let game = Game(
        mode: .mixed, settings: GameSettings(feedbackDuration: .zero), scorer: MatchScorer.standard, clock: .frozen,
        randomNumberGenerator: SeededGenerator(seed: 77), windowSize: Size(width: 960, height: 640))
    var listened = 0
    game.events.subscribe { _ in listened &+= 1 }
    let bot = Bot(accuracy: accuracy)
    var botGenerator = SeededGenerator(seed: 78)
    game.start()
    let elapsed = clock.measure {
        for _ in 0..<turns {
            guard let turn = game.currentTurn else { break }
            game.handle(.pick(bot.choose(in: turn, using: &botGenerator)))
        }
    }
    precondition(game.turnsPlayed == turns && listened > turns, "the game did not play every turn")
    let (seconds, attoseconds) = elapsed.components
    return ((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(turns), game.score)
}

print("core-bench: whole games through Game (mixed mode, 2 shapes, feedback off), best of 3")
for accuracy in [1.0, 0.8] {
    var first: Double?
    for turns in [1_000, 10_000, 100_000, 1_000_000] {
        let runs = (0..<3).map { _ in play(turns: turns, accuracy: accuracy) }
        let best = runs.map(\.nanosecondsPerTurn).min() ?? 0
        let baseline = first ?? best
        first = baseline
        let label = "accuracy \(accuracy), \(turns) turns:"
        let padding = String(repeating: " ", count: max(34 - label.count, 1))
        let ratio = (best / baseline * 100).rounded() / 100
        print("  \(label)\(padding)\(Int(best.rounded())) ns/turn, score \(runs[0].score), \(ratio)× the 1,000-turn cost")
    }
}
