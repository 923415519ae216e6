import GameCore

// core-bench: scores long games through the standard scorer chain and prints the cost per turn.
// Linear scoring shows as a flat cost per turn whatever the game's length.

struct AlternatingShape: Shape {
    static let kind = ShapeKind(rawValue: "bench")
    let area: Double
}

let clock = ContinuousClock()
print("core-bench: MatchScorer → StreakScorer over games of all matches (the longest streaks)")
for turns in [10_000, 100_000, 1_000_000] {
    let scorer = MatchScorer.standard
    var past: [Turn] = []
    past.reserveCapacity(turns)
    var total = 0
    let elapsed = clock.measure {
        for index in 0..<turns {
            var turn = Turn(shapes: [AlternatingShape(area: 1), AlternatingShape(area: 0.5)], startedAt: .seconds(index))
            turn.complete(tappingShapeAt: 0, at: .seconds(index))
            past.append(turn)
            total += scorer.scoreIncrement(pastTurnsNewestFirst: past.reversed())
        }
    }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    let expected = turns + 10 * (turns - 4)
    print("  \(turns) turns: score \(total) (expected \(expected)), \(Int(nanoseconds / Double(turns))) ns/turn")
}
