import Drawing
import Foundation
import GameCore
import Platform
import TestSupport
import Testing

@testable import GameApp

/// The scorer chain is injected at the root: the app built with a chain of three links scores
/// with all three, through the real loop and the event log. In the `GameAppTests` suite: SDL is
/// one at a time.
extension GameAppTests {
    /// A third link: +100 for every turn answered within two seconds.
    struct QuickAnswer: Scorer {
        var next: (any Scorer)? { nil }
        var lookback: Int { 1 }
        func ownIncrement<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> Int {
            guard let newest = turns.first(where: { _ in true }), let reaction = newest.reactionTime else { return 0 }
            return reaction < .seconds(2) ? 100 : 0
        }
    }

    @Test func aChainOfThreeLinksInjectedAtTheRootScoresEndToEnd() throws {
        try TemporaryFolder.with("chain") { folder in
            let log = folder.appendingPathComponent("events.jsonl")
            let chain = MatchScorer(next: StreakScorer(next: QuickAnswer()))
            let harness = try Harness(mode: .square, feedback: .zero, eventLog: try EventSink.file(path: log.path), scorer: chain)
            try harness.click(harness.larger)
            try harness.pump()
            try harness.click(harness.smaller)
            try harness.pump()
            // Right: +1 and +100; wrong: −1 and +100.
            #expect(harness.turnEnds.map(\.result.scoreIncrement) == [101, 99])
            #expect(harness.game.score == 200)
            harness.app.finish()
            let ended = try Self.logLines(log).filter { $0["event"] as? String == "turn_ended" }
            #expect(ended.compactMap { $0["score_increment"] as? Int } == [101, 99])
            #expect(ended.last?["score"] as? Int == 200)
        }
    }
}
