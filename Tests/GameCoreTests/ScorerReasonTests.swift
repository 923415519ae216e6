import Drawing
import GameCore
import TestSupport
import Testing

/// Each link of the scorer chain says why it gave its share (issue 56), in its own terms, and the
/// speed bonus, a scorer the tutorial does not have, is one more ordinary link.
@Suite struct ScorerReasonTests {
    /// A turn answered right or wrong after `milliseconds`.
    static func answered(matched: Bool, after milliseconds: Int) -> Turn {
        var turn = Turn(shapes: [FixedShape(area: 0.5), FixedShape(area: 0.25)], startedAt: .seconds(10))
        turn.complete(tappingShapeAt: matched ? 0 : 1, at: .seconds(10) + .milliseconds(milliseconds))
        return turn
    }

    @Test func theTutorialsLinksSayTheAnswerAndTheStreakSoFarAgainstTheOneTheBonusNeeds() {
        var past: [Turn] = []
        var reasons: [[ScorerReason]] = []
        for (index, matched) in [true, true, false, true, true, true, true, true, true].enumerated() {
            past.append(playedTurn(matched: matched, at: index))
            reasons.append(MatchScorer.standard.shares(pastTurnsNewestFirst: past.reversed()).map(\.reason))
        }
        #expect(reasons.map { $0.first } == [true, true, false, true, true, true, true, true, true].map { .matched($0) })
        // The streak counts up to the five the bonus needs, and stays there while it lasts.
        #expect(reasons.map { $0.last } == [1, 2, 0, 1, 2, 3, 4, 5, 5].map { .streak($0, needed: 5) })
        #expect(MatchScorer().reason(pastTurnsNewestFirst: [Turn]()) == .matched(nil))
    }

    @Test func theSpeedBonusGivesTwoForARightAnswerUnderHalfASecondOnly() {
        let scorer = SpeedBonusScorer()
        for (matched, milliseconds, bonus) in [(true, 120, 2), (true, 499, 2), (true, 500, 0), (true, 2_000, 0), (false, 120, 0)] {
            let turns = [Self.answered(matched: matched, after: milliseconds)]
            #expect(scorer.ownIncrement(pastTurnsNewestFirst: turns) == bonus, "\(matched) in \(milliseconds) ms")
            #expect(scorer.reason(pastTurnsNewestFirst: turns) == .speed(milliseconds: matched ? milliseconds : nil, limit: 500))
        }
        #expect(scorer.ownIncrement(pastTurnsNewestFirst: [Turn]()) == 0 && scorer.lookback == 1)
    }

    @Test func theSpeedBonusIsOneMoreLinkThatChangesNoOtherScorer() {
        let chain = MatchScorer(next: StreakScorer(next: SpeedBonusScorer()))
        let quick = [Self.answered(matched: true, after: 300)]
        let shares = chain.shares(pastTurnsNewestFirst: quick)
        #expect(shares.map(\.scorer) == ["MatchScorer", "StreakScorer", "SpeedBonusScorer"])
        #expect(shares.map(\.increment) == [1, 0, 2] && chain.scoreIncrement(pastTurnsNewestFirst: quick) == 3)
        #expect(chain.window == 5)
        // Without the streak's link, the others score as before.
        let short = MatchScorer(next: SpeedBonusScorer())
        #expect(short.shares(pastTurnsNewestFirst: quick).map(\.increment) == [1, 2] && short.window == 1)
    }
}

/// The bus keeps what each named listener did with the newest event (issue 56): the **Observer**
/// at work, replaced by each event, never growing.
@Suite struct EventBusHeardTests {
    @Test func theBusKeepsWhatEachNamedListenerDidWithTheNewestEventOnly() {
        let bus = EventBus<Int>()
        #expect(bus.newest == nil)
        bus.subscribe(as: "Evens", reacting: { $0.isMultiple(of: 2) ? "halved" : nil })
        bus.subscribe(as: "Quiet") { _ in }
        bus.subscribe { _ in }
        bus.publish(4)
        #expect(bus.newest?.event == 4)
        #expect(bus.newest?.heard == [Heard(listener: "Evens", did: "halved"), Heard(listener: "Quiet", did: nil)])
        bus.publish(3)
        #expect(bus.newest?.event == 3 && bus.newest?.heard.map(\.did) == [nil, nil])
    }

    @Test func anEventPublishedDuringDeliveryIsTheNewestOnceDelivered() {
        let bus = EventBus<Int>()
        bus.subscribe(
            as: "Relay",
            reacting: { event in
                if event == 1 { bus.publish(2) }
                return "saw \(event)"
            })
        bus.subscribe(as: "Late", reacting: { "late \($0)" })
        bus.publish(1)
        #expect(bus.newest?.event == 2 && bus.newest?.heard.map(\.did) == ["saw 2", "late 2"])
    }

    @Test func theGameKeepsWhatTheListenersDidWithItsNewestTap() {
        let (game, _, ticks) = GameTests.makeGame(mode: .square, feedback: .zero)
        game.events.subscribe(
            as: "Counter",
            reacting: { event in
                if case .turnEnded = event { return "counted" }
                return nil
            })
        #expect(game.tapHeard == nil)
        ticks.now += .milliseconds(400)
        game.handle(.pick(game.currentTurn?.largestIndex ?? 0))
        let heard = game.tapHeard
        #expect(heard?.turnID == game.lastTaps.last?.turn.id && heard?.event == "turnEnded")
        #expect(heard?.heard.contains(Heard(listener: "Counter", did: "counted")) == true)
        // The next turn's start is the bus's newest; the tap's stays the game's.
        #expect(game.events.newest?.event.name == "turnStarted" && game.tapHeard?.event == "turnEnded")
    }
}
