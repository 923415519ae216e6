import Drawing
import GameCore
import TestSupport
import Testing

/// Constant work and memory per turn: the controller keeps a window of recent turns and running
/// totals, and scores exactly as if it kept everything.
@Suite struct HistoryTests {
    /// Two squares, the first larger; the test taps the one it wants.
    struct TwoSquares: TurnStrategy {
        func makeShapeViewsForNextTurn<Generator: RandomNumberGenerator>(
            givenPastTurns pastTurns: RecentTurns, availableSize: Size, using generator: inout Generator
        ) -> [ShapeView] {
            SquareShapeViewFactory().makeShapeViews(for: [SquareShape(sideLength: 0.6), SquareShape(sideLength: 0.3)], availableSize: availableSize)
        }
    }

    @Test func recentTurnsKeepTheNewestFirstUpToTheirCapacity() {
        var recent = RecentTurns(capacity: 3)
        #expect(recent.isEmpty)
        for second in 1...7 {
            recent.append(playedTurn(matched: true, at: second))
            #expect(recent.count == min(second, 3))
            #expect(recent.map(\.startedAt) == (max(second - 2, 1)...second).reversed().map { .seconds($0) })
        }
        recent.removeAll()
        #expect(recent.isEmpty)
        var none = RecentTurns.empty
        none.append(playedTurn(matched: true))
        #expect(none.isEmpty)
    }

    @Test func theWindowIsWhatTheChainReads() {
        #expect(MatchScorer().window == 1)
        #expect(MatchScorer.standard.window == 5)
        #expect(MatchScorer(next: StreakScorer(minimumStreak: 8)).window == 8)
    }

    /// Scoring from the window gives, turn by turn, what scoring from the whole history gives.
    @Test(arguments: [1, 2, 3, 4])
    func theWindowScoresLikeTheWholeHistory(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let matches = (0..<2_000).map { _ in Double.random(in: 0..<1, using: &generator) < 0.85 }
        var controller = TurnController(turnStrategy: TwoSquares(), scorer: MatchScorer.standard)
        var history: [Turn] = []
        var expected = 0
        var streak = 0
        for (index, matched) in matches.enumerated() {
            _ = controller.beginNewTurn(availableSize: availableSize)
            let result = controller.endTurn(tappingShapeAt: matched ? 0 : 1)
            history.append(playedTurn(matched: matched, at: index))
            expected += MatchScorer.standard.scoreIncrement(pastTurnsNewestFirst: history.reversed())
            streak = matched ? streak + 1 : 0
            #expect(result?.score == expected && result?.streak == streak)
        }
        #expect(controller.turnsPlayed == 2_000 && controller.matches == matches.filter { $0 }.count)
        #expect(controller.recentTurns.count == MatchScorer.standard.window)
    }

    @Test func aLongPerfectGameKeepsOnlyItsWindow() {
        var controller = TurnController(turnStrategy: TwoSquares(), scorer: MatchScorer.standard)
        for _ in 0..<100_000 {
            _ = controller.beginNewTurn(availableSize: availableSize)
            _ = controller.endTurn(tappingShapeAt: 0)
        }
        #expect(controller.streak == 100_000 && controller.recentTurns.count == 5)
        #expect(controller.score == 100_000 + 10 * (100_000 - 4))
    }
}

/// The Observer with removal.
@Suite struct EventBusTests {
    @Test func aCancelledSubscriberHearsNothingMore() {
        let bus = EventBus<Int>()
        var heard: [String] = []
        let first = bus.subscribe { heard.append("a\($0)") }
        bus.subscribe { heard.append("b\($0)") }
        bus.publish(1)
        first.cancel()
        bus.publish(2)
        first.cancel()
        #expect(heard == ["a1", "b1", "b2"] && bus.subscriberCount == 1)
    }

    @Test func eventsPublishedDuringDeliveryWaitTheirTurn() {
        let bus = EventBus<Int>()
        var heard: [String] = []
        bus.subscribe { [unowned bus] event in
            heard.append("a\(event)")
            if event == 1 { bus.publish(2) }
        }
        bus.subscribe { heard.append("b\($0)") }
        bus.publish(1)
        #expect(heard == ["a1", "b1", "a2", "b2"])
    }

    @Test func cancellingMidDeliveryStopsThatSubscriberAtOnce() {
        let bus = EventBus<Int>()
        var heard: [String] = []
        var second: Subscription?
        bus.subscribe { event in
            heard.append("a\(event)")
            second?.cancel()
        }
        second = bus.subscribe { heard.append("b\($0)") }
        bus.publish(1)
        #expect(heard == ["a1"])
    }
}
