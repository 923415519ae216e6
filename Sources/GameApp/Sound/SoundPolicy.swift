import GameCore
import Preferences

/// Which sound answers which result, and whether it is heard: happy on a match, sad on a miss,
/// quiet while muted, disabled or at volume zero. A listener on the game's events (**Observer**),
/// and the one owner of the mute switch: the HUD asks it, nobody keeps a copy.
@MainActor
final class SoundPolicy {
    /// Muted for this run only (`--mute`), whatever the settings say.
    private var sessionMuted: Bool
    private var isEnabled = true
    /// Whether no sound is heard: muted for the run, or `sound.enabled = false`.
    var isMuted: Bool { sessionMuted || !isEnabled }
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
        sessionMuted = muted
        gameEvents.subscribe { [weak self] event in
            guard let self else { return }
            switch event {
            case .turnEnded(let result, _): answer(matched: result.matched)
            // A race's wrong tap sounds as wrong as any, though the turn goes on.
            case .raceLockedOut: answer(matched: false)
            default: break
            }
        }
    }

    /// The run's own mute goes: from now on the settings' `sound.enabled` decides.
    func endSessionMute() {
        let was = isMuted
        sessionMuted = false
        if isMuted != was { appEvents.publish(.muted(isMuted)) }
    }

    /// The player's `sound.enabled` and `sound.volume`.
    func apply(_ settings: Settings) {
        let was = isMuted
        client.use(settings.theme.factory.makeSoundFamily())
        isEnabled = settings.soundEnabled
        volume = Double(settings.soundVolume) / 100
        if isMuted != was { appEvents.publish(.muted(isMuted)) }
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
