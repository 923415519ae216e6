import Desktop

/// Speaks, and nothing more: a struct of closures like `SoundClient`, so the app gets the live
/// voice (speech-dispatcher), a silent one, or a test's recorder without knowing which. What is
/// said, and when, is `Announcer`'s business.
public struct AnnouncerClient {
    /// How soon an utterance must be heard: `urgent` cuts in, `passing` waits behind it.
    public typealias Urgency = SpeechDispatcher.Urgency

    /// Says the text in the language (a tag such as `de`).
    public var say: (String, Urgency, String) -> Void
    /// Why the voice cannot speak, if it found out it cannot.
    public var problem: () -> String?
    /// Stops speaking.
    public var stop: () -> Void

    public init(
        problem: @escaping () -> String? = { nil }, stop: @escaping () -> Void = {}, say: @escaping (String, Urgency, String) -> Void
    ) {
        self.say = say
        self.problem = problem
        self.stop = stop
    }

    /// The silent client: never speaks (the Null Object where there is no speech-dispatcher).
    public static var quiet: AnnouncerClient { AnnouncerClient { _, _, _ in } }

    /// Speaks through speech-dispatcher, connecting when it first has something to say; quiet
    /// where libspeechd is not installed.
    public static func live() -> AnnouncerClient {
        guard let voice = SpeechDispatcher(clientName: "tap-the-larger-shape") else {
            return AnnouncerClient(problem: { "speech-dispatcher's client library (libspeechd2) is not installed" }) { _, _, _ in }
        }
        return AnnouncerClient(problem: { voice.problem.withLock { $0 } }, stop: { voice.stop() }) { text, urgency, language in
            voice.say(text, urgency: urgency, language: language)
        }
    }
}
