import Desktop
import Testing

/// What waits to be said: one of each kind, newest kept, urgent before passing.
@Suite struct SpeechOutboxTests {
    @Test func aNewerOneOfAKindReplacesTheOlderAndOtherKindsAreSaidTogether() {
        var outbox = SpeechOutbox()
        #expect(outbox.isEmpty)
        outbox.add("Right. Score 1", kind: "verdict", urgency: .urgent, language: "en")
        outbox.add("Right. Score 2", kind: "verdict", urgency: .urgent, language: "en")
        #expect(outbox.text == "Right. Score 2" && outbox.urgency == .urgent)
        // A player joined, then the countdown began, before either was sent: both are said.
        outbox = SpeechOutbox()
        outbox.add("Player 2 joined", kind: "notice", urgency: .urgent, language: "en")
        outbox.add("3", kind: "countdown", urgency: .urgent, language: "en")
        #expect(outbox.text == "Player 2 joined. 3")
        outbox.add("2", kind: "countdown", urgency: .urgent, language: "en")
        #expect(outbox.text == "Player 2 joined. 2")
        // Never longer than there are kinds.
        for score in 0..<1000 { outbox.add("Right. Score \(score)", kind: "verdict", urgency: .urgent, language: "en") }
        #expect(outbox.parts.count == 3)
    }

    @Test func urgentNewsDropsAPassingFocusAndAFocusWaitsBehindIt() {
        var outbox = SpeechOutbox()
        outbox.add("Shape 1", kind: "focus", urgency: .passing, language: "en")
        #expect(outbox.urgency == .passing)
        outbox.add("Wrong. Score 0", kind: "verdict", urgency: .urgent, language: "de")
        #expect(outbox.text == "Wrong. Score 0" && outbox.urgency == .urgent && outbox.language == "de")
        outbox.add("Shape 2", kind: "focus", urgency: .passing, language: "de")
        #expect(outbox.text == "Wrong. Score 0. Shape 2" && outbox.urgency == .urgent)
    }

    @Test func aFollowingOneCutsNothingOffAndGoesWithTheNewsWaiting() {
        // The countdown's first number alone: it waits for what is being said (no cancel).
        var outbox = SpeechOutbox()
        outbox.add("Shape 1", kind: "focus", urgency: .passing, language: "en")
        outbox.add("3", kind: "countdown", urgency: .following, language: "en")
        #expect(outbox.text == "3" && outbox.urgency == .following)
        outbox.add("Shape 2", kind: "focus", urgency: .passing, language: "en")
        #expect(outbox.text == "3. Shape 2" && outbox.urgency == .following)
        // With the join still waiting: one utterance, as urgent as the join.
        outbox = SpeechOutbox()
        outbox.add("Player 2 joined", kind: "notice", urgency: .urgent, language: "en")
        outbox.add("3", kind: "countdown", urgency: .following, language: "en")
        #expect(outbox.text == "Player 2 joined. 3" && outbox.urgency == .urgent)
    }

    @Test func aVoiceThatCannotReachSpeechDispatcherTriesAgainNowAndThenNeverInALoop() {
        var retry = SpeechRetry()
        let start = ContinuousClock.now
        #expect(retry.mayTry(at: start))
        // Each failure waits longer: half a second, one, two… up to a minute.
        var now = start
        for wait in [500, 1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000] as [Int64] {
            retry.failed(at: now)
            #expect(!retry.mayTry(at: now + .milliseconds(wait - 1)), "\(wait)")
            #expect(retry.mayTry(at: now + .milliseconds(wait)), "\(wait)")
            now = now + .milliseconds(wait)
        }
        // Connected again: the next loss is tried again at once.
        retry.connected()
        #expect(retry.mayTry(at: now) && retry.failures == 0)
    }

    @Test func sentencesGetOneFullStopBetweenThem() {
        #expect(SpeechOutbox.sentences(["Player 1 wins!", "Player 1: 5", "Player 2: 3"]) == "Player 1 wins! Player 1: 5. Player 2: 3")
        #expect(SpeechOutbox.sentences(["玩家 1 获胜！", "玩家 1：5"]) == "玩家 1 获胜！玩家 1：5")
        #expect(SpeechOutbox.sentences([]) == "")
    }
}
