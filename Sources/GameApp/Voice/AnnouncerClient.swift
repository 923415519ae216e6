import Desktop

/// Speaks, and nothing more: a struct of closures like `SoundClient`, so the app gets the live
/// voice (speech-dispatcher), a silent one, or a test's recorder without knowing which. What is
/// said, and when, is `Announcer`'s business.
public struct AnnouncerClient {
    /// How soon an utterance must be heard: `urgent` cuts in, `following` waits for what is
    /// being said, `passing` waits behind both.
    public typealias Urgency = SpeechDispatcher.Urgency
    /// What was handed to the voice.
    public typealias Sent = SpeechDispatcher.Sent

    /// Says an utterance.
    public var say: (Utterance) -> Void
    /// What was handed to the voice since the last call: some utterances are never sent (a
    /// newer one of their kind replaced them while they waited, or there is no voice).
    public var sent: () -> [Sent]
    /// Stops speaking.
    public var stop: () -> Void

    public init(stop: @escaping () -> Void = {}, sent: @escaping () -> [Sent], say: @escaping (Utterance) -> Void) {
        self.say = say
        self.sent = sent
        self.stop = stop
    }

    /// A client that speaks each utterance as it is told (a test's recorder): each is sent at once.
    public init(stop: @escaping () -> Void = {}, say: @escaping (Utterance) -> Void) {
        let told = Told()
        self.init(stop: stop, sent: { told.take() }) { utterance in
            told.sent.append(Sent(text: utterance.text, urgency: utterance.urgency))
            say(utterance)
        }
    }

    /// The silent client: never speaks, so sends nothing (the Null Object where there is no
    /// speech-dispatcher).
    public static var quiet: AnnouncerClient { AnnouncerClient(sent: { [] }, say: { _ in }) }

    /// Speaks through speech-dispatcher, opening its library and starting the voice's thread
    /// when it first has something to say (a game that never speaks starts neither); quiet
    /// where libspeechd is not installed. The thread calls `wake` when it has sent something.
    public static func live(wake: @escaping @Sendable () -> Void) -> AnnouncerClient {
        let voice = Voice(wake: wake)
        return AnnouncerClient(stop: { voice.started?.stop() }, sent: { voice.started?.takeSent() ?? [] }) { utterance in
            voice.open()?.say(utterance.text, kind: utterance.kind.rawValue, urgency: utterance.urgency, language: utterance.language)
        }
    }

    /// The live client's voice, made on first use.
    private final class Voice {
        private let wake: @Sendable () -> Void
        private var opened = false
        private(set) var started: SpeechDispatcher?

        init(wake: @escaping @Sendable () -> Void) {
            self.wake = wake
        }

        func open() -> SpeechDispatcher? {
            if !opened {
                opened = true
                started = SpeechDispatcher(clientName: "tap-the-larger-shape", wake: wake)
            }
            return started
        }
    }

    /// What a client that speaks at once has sent and not yet reported.
    private final class Told {
        var sent: [Sent] = []

        func take() -> [Sent] {
            defer { sent = [] }
            return sent
        }
    }
}

/// One thing to say: its words, what kind of news it is (a newer one of the same kind replaces it
/// while it waits to be said), how soon it must be heard, and the language.
public struct Utterance: Equatable, Sendable {
    /// What an utterance tells.
    public enum Kind: String, Sendable {
        case verdict, countdown, focus, screen, notice, result, mode, inside
    }

    public var text: String
    public var kind: Kind
    public var urgency: AnnouncerClient.Urgency
    public var language: String
}
