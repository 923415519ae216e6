import Desktop
import Foundation
import TestSupport
import Testing

/// The voice's thread against a stand-in for speech-dispatcher (`StandInSpeechd`), through the
/// real libspeechd: what it sends, what it reports as sent, and a service that restarts.
/// Serialized: libspeechd finds the service by the process's `SPEECHD_ADDRESS`.
@Suite(.serialized) struct SpeechDispatcherTests {
    /// Waits up to `seconds` until `done` holds.
    private func wait(seconds: Double, _ done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if done() { return true }
            usleep(10_000)
        }
        return done()
    }

    /// A voice speaking to `service`; nil without libspeechd.
    private func dispatcher(for service: StandInSpeechd) -> SpeechDispatcher? {
        setenv("SPEECHD_ADDRESS", service.address, 1)
        return SpeechDispatcher(clientName: "speech-dispatcher-tests")
    }

    @Test func aJoinIsNotCutOffByTheCountdownAndWhatWasSentComesBack() throws {
        let service = try StandInSpeechd()
        defer { service.stop() }
        let voice = try #require(dispatcher(for: service), "libspeechd2 is needed (scripts/setup.sh installs it)")
        defer { voice.stop() }
        voice.say("Player 2 joined", kind: "notice", urgency: .urgent, language: "en")
        voice.say("3", kind: "countdown", urgency: .following, language: "en")
        #expect(wait(seconds: 5) { service.spoken.last?.hasSuffix("3") == true }, "\(service.spoken)")
        // The join is sent with a cancel before it (it cuts in); nothing cancels it after: the 3
        // went with it, or after it at `message` priority, which waits for it to be said.
        let requests = service.requests.withLock { $0 }
        let join = try #require(requests.firstIndex { if case .speak(let text, _) = $0 { text.hasPrefix("Player 2 joined") } else { false } })
        #expect(requests[..<join].contains(.cancel) && !requests[join...].contains(.cancel), "\(requests)")
        #expect(requests.allSatisfy { if case .speak(_, let priority) = $0 { priority == "message" } else { true } }, "\(requests)")
        // What was sent, as sent.
        #expect(voice.takeSent().map(\.text) == service.spoken)
        #expect(voice.takeSent().isEmpty)
    }

    @Test func aConnectionSpeechDispatcherDroppedIsOpenedAgain() throws {
        let first = try StandInSpeechd()
        let voice = try #require(dispatcher(for: first), "libspeechd2 is needed (scripts/setup.sh installs it)")
        defer { voice.stop() }
        voice.say("one", kind: "verdict", urgency: .urgent, language: "en")
        #expect(wait(seconds: 5) { first.spoken == ["one"] })
        // speech-dispatcher restarts: the next utterance finds the connection gone and opens a new one.
        first.stop()
        let second = try StandInSpeechd(socketPath: first.socketPath)
        voice.say("two", kind: "verdict", urgency: .urgent, language: "en")
        #expect(wait(seconds: 5) { second.spoken == ["two"] }, "\(second.spoken)")
        #expect(second.connections.withLock { $0 } == 1)
        // Gone for a while: what is said meanwhile cannot be sent (and is reported as nothing sent).
        second.stop()
        voice.say("meanwhile", kind: "verdict", urgency: .urgent, language: "en")
        usleep(100_000)
        let third = try StandInSpeechd(socketPath: first.socketPath)
        defer { third.stop() }
        // Back: a later utterance reaches it (after the retry's wait), over one connection.
        var count = 0
        #expect(
            wait(seconds: 10) {
                count += 1
                voice.say("back \(count)", kind: "verdict", urgency: .urgent, language: "en")
                usleep(50_000)
                return !third.spoken.isEmpty
            }, "\(third.spoken)")
        #expect(third.connections.withLock { $0 } == 1)
        let sent = voice.takeSent().map(\.text)
        #expect(sent == ["one", "two"] + third.spoken, "\(sent)")
    }
}
