import Desktop

/// Speaks, and nothing more: a struct of closures like `SoundClient`, so the app gets the live
/// voice (speech-dispatcher), a silent one, or a test's recorder without knowing which. What is
/// said, and when, is `Announcer`'s business.
public struct AnnouncerClient {
    /// How soon an utterance must be heard: `urgent` cuts in, `passing` waits behind it.
    public typealias Urgency = SpeechDispatcher.Urgency

    /// Says an utterance.
    public var say: (Utterance) -> Void
    /// Stops speaking.
    public var stop: () -> Void

    public init(
        stop: @escaping () -> Void = {}, say: @escaping (Utterance) -> Void
    ) {
        self.say = say
        self.stop = stop
    }

    /// The silent client: never speaks (the Null Object where there is no speech-dispatcher).
    public static var quiet: AnnouncerClient { AnnouncerClient { _ in } }

    /// Speaks through speech-dispatcher, opening its library and starting the voice's thread
    /// when it first has something to say (a game that never speaks starts neither); quiet
    /// where libspeechd is not installed.
    public static func live() -> AnnouncerClient {
        let voice = Voice()
        return AnnouncerClient(stop: { voice.started?.stop() }) { utterance in
            voice.open()?.say(utterance.text, kind: utterance.kind.rawValue, urgency: utterance.urgency, language: utterance.language)
        }
    }

    /// The live client's voice, made on first use.
    private final class Voice {
        private var opened = false
        private(set) var started: SpeechDispatcher?

        func open() -> SpeechDispatcher? {
            if !opened {
                opened = true
                started = SpeechDispatcher(clientName: "tap-the-larger-shape")
            }
            return started
        }
    }
}

/// One thing to say: its words, what kind of news it is (a newer one of the same kind replaces it
/// while it waits to be said), how soon it must be heard, and the language.
public struct Utterance: Equatable, Sendable {
    /// What an utterance tells.
    public enum Kind: String, Sendable {
        case verdict, countdown, focus, screen, notice, result, mode
    }

    public var text: String
    public var kind: Kind
    public var urgency: AnnouncerClient.Urgency
    public var language: String
}
