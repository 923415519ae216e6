import Desktop
import GameCore
import Testing

@testable import GameApp

/// What the announcer hands the voice, and what it tells the event log, with a voice like the
/// live one whose thread the test plays (`SlowVoice`).
@MainActor
@Suite struct AnnouncerTests {
    /// A voice like speech-dispatcher's: what it is told waits in a `SpeechOutbox` until its
    /// thread sends it (`send()`, here the test's).
    final class SlowVoice {
        var outbox = SpeechOutbox()
        /// What speech-dispatcher got, in order.
        var heard: [AnnouncerClient.Sent] = []
        private var unreported: [AnnouncerClient.Sent] = []

        func send() {
            guard !outbox.isEmpty else { return }
            let sent = AnnouncerClient.Sent(text: outbox.text, urgency: outbox.urgency)
            heard.append(sent)
            unreported.append(sent)
            outbox = SpeechOutbox()
        }

        var client: AnnouncerClient {
            AnnouncerClient(
                sent: { [self] in
                    defer { unreported = [] }
                    return unreported
                },
                say: { [self] in outbox.add($0.text, kind: $0.kind.rawValue, urgency: $0.urgency, language: $0.language) })
        }
    }

    /// An announcer, on, over `voice`; the `spoken` events it publishes.
    private func makeAnnouncer(_ voice: SlowVoice) -> (Announcer, () -> [String]) {
        let events = EventBus<AppEvent>()
        var spoken: [String] = []
        events.subscribe { if case .spoken(let text, _) = $0 { spoken.append(text) } }
        let announcer = Announcer(client: voice.client, appEvents: events) { .zero }
        announcer.isOn = true
        return (announcer, { spoken })
    }

    @Test func onlyWhatTheVoiceSentIsSpoken() {
        let voice = SlowVoice()
        let (announcer, spoken) = makeAnnouncer(voice)
        announcer.say("Right. Score 1", .verdict)
        announcer.say("Right. Score 2", .verdict)
        // Nothing is sent yet, so nothing was said.
        #expect(spoken().isEmpty)
        voice.send()
        announcer.receive()
        // The first verdict was replaced before it went: it was never said.
        #expect(spoken() == ["Right. Score 2"] && voice.heard.map(\.text) == ["Right. Score 2"])
        announcer.receive()
        #expect(spoken() == ["Right. Score 2"])
    }

    @Test func theCountdownsFirstNumberWaitsForTheJoinThatBeganIt() {
        let voice = SlowVoice()
        let (announcer, _) = makeAnnouncer(voice)
        // The join went out before the countdown began: the 3 waits for it, cutting nothing off.
        announcer.say("Player 2 joined", .notice)
        voice.send()
        announcer.count(3)
        voice.send()
        announcer.count(2)
        voice.send()
        announcer.count(1)
        announcer.count(nil)
        voice.send()
        #expect(
            voice.heard == [
                .init(text: "Player 2 joined", urgency: .urgent), .init(text: "3", urgency: .following), .init(text: "2", urgency: .urgent),
                .init(text: "1", urgency: .urgent),
            ])
        // A rematch's countdown; the join and its 3 both waiting: one utterance.
        voice.heard = []
        announcer.say("Player 1 joined", .notice)
        announcer.count(3)
        voice.send()
        #expect(voice.heard == [.init(text: "Player 1 joined. 3", urgency: .urgent)])
    }
}
