import Drawing
import GameCore
import TestSupport
import Testing

/// The stats overlay's figures against a scripted game.
@Suite struct StatsTests {

    @Test func figuresOfAScriptedGame() {
        let ticks = ManualClock()
        let game = Game(
            mode: .square, settings: GameSettings(feedbackDuration: .zero), scorer: MatchScorer.standard, clock: ticks.client,
            randomNumberGenerator: SeededGenerator(seed: 5),
            windowSize: Size(width: 960, height: 640))
        var stats = GameStats()
        game.events.subscribe { if case .turnEnded(let result, _) = $0 { stats.record(result, adaptive: false) } }
        game.start()
        // 60 turns: reaction 200 + 10·i ms; every fourth a miss.
        for index in 0..<60 {
            ticks.now += .milliseconds(200 + 10 * index)
            let largest = game.currentTurn?.largestIndex ?? 0
            game.handle(.pick(index % 4 == 3 ? 1 - largest : largest))
        }
        #expect(stats.turns == 60 && stats.matches == 45)
        #expect(abs(stats.accuracy - 0.75) < 1e-12)
        // Runs of three matches between misses; the last turn (59) is a miss.
        #expect(stats.bestStreak == 3 && stats.streak == 0)
        // The true median of 200…790 ms is 495; the histogram says 495 ± 5.
        #expect(abs((stats.medianReactionMilliseconds ?? 0) - 495) <= 5)
        #expect(stats.recent.count == 50)
        #expect(stats.recent.first?.reactionMilliseconds == 300 && stats.recent.last?.reactionMilliseconds == 790)
        #expect(stats.recent.filter { !$0.matched }.count == 13)
    }

    @Test func eachInputHasItsOwnMedian() {
        let ticks = ManualClock()
        let game = Game(
            mode: .square, settings: GameSettings(feedbackDuration: .zero), scorer: MatchScorer.standard, clock: ticks.client,
            randomNumberGenerator: SeededGenerator(seed: 5), windowSize: Size(width: 960, height: 640))
        var stats = GameStats()
        game.events.subscribe { if case .turnEnded(let result, _) = $0 { stats.record(result, adaptive: false) } }
        game.start()
        // Keyboard turns take 300 ms, controller turns 700 ms; no mouse or touch.
        for index in 0..<20 {
            let input: InputDevice = index.isMultiple(of: 2) ? .keyboard : .gamepad
            ticks.now += .milliseconds(input == .keyboard ? 300 : 700)
            game.handle(.pick(0, by: input))
        }
        let medians = stats.medianReactionByInput
        #expect(medians.map(\.input) == [.keyboard, .gamepad])
        #expect(abs(medians[0].milliseconds - 300) <= 5 && abs(medians[1].milliseconds - 700) <= 5)
    }

    @Test func theHistogramsMedianIsWithinHalfABucket() {
        var histogram = ReactionHistogram()
        #expect(histogram.median == nil)
        for value in [120, 4_500, 4_500, 30_000, 333] { histogram.record(milliseconds: value) }
        #expect(histogram.median == 4_550)
        for _ in 0..<10 { histogram.record(milliseconds: -5) }
        #expect(histogram.median == 5)
        #expect(ReactionHistogram(counts: [1, 2]) == nil)
        #expect(ReactionHistogram(counts: Array(repeating: -1, count: ReactionHistogram.bucketCount)) == nil)
        #expect(ReactionHistogram(counts: histogram.counts) == histogram)
    }

    /// A stored histogram whose total is Int.max (a hand-edited state file): the median once
    /// computed (total + 1) / 2 and trapped the stats screen.
    @Test func aTotalOfIntMaxHasAMedian() throws {
        var counts = Array(repeating: 0, count: ReactionHistogram.bucketCount)
        counts[3] = Int.max
        let full = try #require(ReactionHistogram(counts: counts))
        #expect(full.total == .max && full.median == 35)
        counts[3] = Int.max - 1
        counts[250] = 1
        var almost = try #require(ReactionHistogram(counts: counts))
        #expect(almost.median == 35)
        almost.record(milliseconds: 90)
        #expect(almost.total == .max)
    }

    @Test func theRingKeepsTheNewestOldestFirst() {
        var ring = Ring<Int>(capacity: 3)
        for value in 1...7 { ring.append(value) }
        #expect(Array(ring) == [5, 6, 7])
    }
}
