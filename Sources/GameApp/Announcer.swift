import GameCore
import Preferences

/// What the game says aloud, through an `AnnouncerClient`: the one place that decides whether
/// an utterance goes out. It speaks only while speech is on (`speech = "on"`, or `auto` with the
/// desktop's screen reader on), never says the same words twice running within a moment (a ring
/// resting where it rested), and tells the event log what it said (`spoken`).
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
    /// everything else cuts in (`urgent`).
    func say(_ text: String, _ kind: Utterance.Kind) {
        guard isOn, !text.isEmpty else { return }
        let time = now()
        if let last, last.text == text, time - last.at < Self.repeatWindow { return }
        last = (text, time)
        let urgency: AnnouncerClient.Urgency = kind == .focus ? .passing : .urgent
        client.say(Utterance(text: text, kind: kind, urgency: urgency, language: language))
        appEvents.publish(.spoken(text, urgent: urgency == .urgent))
    }

    /// The race's 3, 2, 1 as it is drawn: each number once, as it comes.
    func count(_ number: Int?) {
        guard number != lastCount else { return }
        lastCount = number
        if let number { say("\(number)", .countdown) }
    }

    func stop() {
        client.stop()
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
