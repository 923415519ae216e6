import GameCore
import Preferences

/// What the game says aloud, through an `AnnouncerClient`: the one place that decides whether
/// an utterance goes out. It speaks only while speech is on (`speech = "on"`, or `auto` with the
/// desktop's screen reader on), never says the same words twice running within a moment (a ring
/// resting where it rested), and tells the event log what the voice sent (`spoken`): not what
/// it was told, some of which a newer utterance replaced before it could be sent.
@MainActor
final class Announcer {
    /// Whether speech is on now (`SettingsApplier` sets it).
    var isOn = false
    /// The language on screen, as a tag speech-dispatcher knows (`de`, `zh`).
    var language = "en"
    private let client: AnnouncerClient
    private let appEvents: EventBus<AppEvent>
    private let now: () -> Duration
    private var last: (text: String, at: Duration)?
    private var lastCount: Int?
    /// The same words within this long of the last are not said again.
    static let repeatWindow: Duration = .seconds(2)

    init(client: AnnouncerClient, appEvents: EventBus<AppEvent>, now: @escaping () -> Duration) {
        self.client = client
        self.appEvents = appEvents
        self.now = now
    }

    /// Says `text`, news of `kind`: where the focus rests waits behind the rest (`passing`);
    /// everything else cuts in (`urgent`) unless `urgency` says otherwise.
    func say(_ text: String, _ kind: Utterance.Kind, urgency: AnnouncerClient.Urgency? = nil) {
        guard isOn, !text.isEmpty else { return }
        let time = now()
        if let last, last.text == text, time - last.at < Self.repeatWindow { return }
        last = (text, time)
        client.say(Utterance(text: text, kind: kind, urgency: urgency ?? (kind == .focus ? .passing : .urgent), language: language))
        // A client that speaks at once has sent it now.
        receive()
    }

    /// The race's 3, 2, 1 as it is shown: each number once, as it comes. The first waits for
    /// what is being said rather than cut it off: the player whose join began the countdown is
    /// heard.
    func count(_ number: Int?) {
        guard number != lastCount else { return }
        defer { lastCount = number }
        if let number { say("\(number)", .countdown, urgency: lastCount == nil ? .following : .urgent) }
    }

    /// Tells the listeners (the event log) what the voice sent since the last call.
    func receive() {
        for sent in client.sent() { appEvents.publish(.spoken(sent.text, urgent: sent.urgency == .urgent)) }
    }

    /// Stops the voice, which sends what still waits, and tells what that was.
    func stop() {
        client.stop()
        receive()
    }
}

extension Language {
    /// The language as speech-dispatcher names it (`zh` for Simplified Chinese).
    var speechTag: String {
        switch self {
        case .simplifiedChinese: "zh"
        default: rawValue
        }
    }
}
