import GameCore
import Preferences

/// Which sound answers which result, and whether it is heard: happy on a match, sad on a miss,
/// quiet while muted, disabled or at volume zero. A listener on the game's events (**Observer**),
/// and the one owner of the mute switch: the HUD asks it, nobody keeps a copy.
@MainActor
final class SoundPolicy {
    private(set) var isMuted: Bool
    private var isEnabled = true
    private var volume = 0.8
    private let client: SoundClient
    private let appEvents: EventBus<AppEvent>
    private let clock: GameClock
    /// When the speakers may rest: the last sound has ended.
    private(set) var restAt: Duration?

    init(client: SoundClient, muted: Bool, clock: GameClock, gameEvents: GameEventBus, appEvents: EventBus<AppEvent>) {
        self.client = client
        self.clock = clock
        self.appEvents = appEvents
        isMuted = muted
        gameEvents.subscribe { [weak self] event in
            guard let self, case .turnEnded(let result, _) = event else { return }
            answer(matched: result.matched)
        }
    }

    func toggleMute() {
        isMuted.toggle()
        appEvents.publish(.muted(isMuted))
    }

    /// The player's `sound.enabled` and `sound.volume`.
    func apply(_ settings: Settings) {
        isEnabled = settings.soundEnabled
        volume = Double(settings.soundVolume) / 100
    }

    private func answer(matched: Bool) {
        let name: SoundName = matched ? .happy : .sad
        let audible = !isMuted && isEnabled && volume > 0
        let played = audible ? client.play(name, volume) : false
        if played { restAt = clock.now() + client.longest }
        appEvents.publish(.sound(name: name.rawValue, played: played))
    }

    /// The loop's timer: once the last sound has ended, the speakers rest.
    func tick(at now: Duration) {
        guard let restAt, now >= restAt else { return }
        self.restAt = nil
        client.rest()
    }
}
