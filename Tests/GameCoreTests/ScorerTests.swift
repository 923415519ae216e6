import GameCore
import TestSupport
import Testing

/// The tutorial's figures, through the chain MatchScorer → StreakScorer.
@Suite struct ScorerTests {
    @Test func noTurnsScoreNothing() {
        #expect(MatchScorer.standard.scoreIncrement(pastTurnsNewestFirst: [Turn]()) == 0)
        #expect(totalScore([]) == 0)
    }

    @Test func fiveMatchesFromTheStartScoreFifteen() {
        #expect(totalScore(Array(repeating: true, count: 5)) == 15)
    }

    @Test func sixMatchesScoreTwentySix() {
        #expect(totalScore(Array(repeating: true, count: 6)) == 26)
    }

    @Test func aMissScoresMinusOneAndEndsTheStreak() {
        let game = Array(repeating: true, count: 6) + [false]
        #expect(totalScore(game) == 25)
        // After the miss, four matches earn no bonus; the fifth starts it again.
        #expect(totalScore(game + Array(repeating: true, count: 4)) == 29)
        #expect(totalScore(game + Array(repeating: true, count: 5)) == 40)
    }

    @Test func missesFromTheStartLoseAPointEach() {
        #expect(totalScore(Array(repeating: false, count: 3)) == -3)
    }

    @Test func theChainAddsEachLink() {
        // The match scorer alone: no bonus.
        #expect(totalScore(Array(repeating: true, count: 6), scorer: MatchScorer()) == 6)
        // A third link added to the chain without touching the others: +100 per match.
        struct JackpotScorer: Scorer {
            let next: (any Scorer)? = nil
            var lookback: Int { 1 }
            func ownIncrement<Turns: Sequence<Turn>>(pastTurnsNewestFirst turns: Turns) -> Int {
                turns.first { _ in true }?.matched == true ? 100 : 0
            }
        }
        let chain = MatchScorer(next: StreakScorer(next: JackpotScorer()))
        #expect(totalScore(Array(repeating: true, count: 6), scorer: chain) == 626)
    }

    /// Scoring reads only the newest few turns: the history is a sequence walked newest first,
    /// never copied, and a long streak costs no more than a short one.
    @Test func scoringReadsAtMostTheStreakWindow() {
        final class Counter { var reads = 0 }
        let counter = Counter()
        let history = (0..<10_000).map { playedTurn(matched: true, at: $0) }
        let counted = history.reversed().lazy.map { turn -> Turn in
            counter.reads += 1
            return turn
        }
        #expect(MatchScorer.standard.scoreIncrement(pastTurnsNewestFirst: counted) == 11)
        #expect(counter.reads <= 1 + 5)
    }

    @Test func streakCountsTheNewestMatches() {
        let turns = [true, false, true, true].map { playedTurn(matched: $0) }
        #expect(turns.reversed().currentStreak() == 2)
        #expect(turns.reversed().currentStreak(upTo: 1) == 1)
        #expect([Turn]().currentStreak() == 0)
    }
}
