import GameCore
import Preferences

/// Which sound answers which result, and whether it is heard: happy on a match, sad on a miss,
/// quiet while muted or at volume zero. A listener on the game's events (**Observer**). Whether
/// the game is muted is the app's model's (`AppSettings.isMuted`); this part is told.
@MainActor
final class SoundPolicy {
    /// Whether no sound is heard, as the model last said.
    private var isMuted: Bool
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
        gameEvents.subscribe(
            as: "SoundPolicy",
            reacting: { [weak self] event in
                guard let self else { return nil }
                switch event {
                case .turnEnded(let result, _): return answer(matched: result.matched).rawValue
                // A race's wrong tap sounds as wrong as any, though the turn goes on.
                case .raceLockedOut: return answer(matched: false).rawValue
                default: return nil
                }
            })
    }

    /// The theme's sounds at the player's `sound.volume`, heard unless `muted` (the run's
    /// `--mute`, or `sound.enabled = false`: `AppSettings.isMuted`).
    func apply(_ settings: Settings, muted: Bool) {
        let was = isMuted
        client.use(settings.theme.factory.makeSoundFamily())
        isMuted = muted
        volume = Double(settings.soundVolume) / 100
        if isMuted != was { appEvents.publish(.muted(isMuted)) }
    }

    /// Plays the answer's sound; says what became of it.
    private func answer(matched: Bool) -> Reaction {
        let name: SoundName = matched ? .happy : .sad
        let audible = !isMuted && volume > 0
        let played = audible ? client.play(name, volume) : false
        if played { restAt = clock.now() + client.longest }
        appEvents.publish(.sound(name: name.rawValue, played: played))
        return played ? (matched ? .playedHappy : .playedSad) : .quiet
    }

    /// The loop's timer: once the last sound has ended, the speakers rest.
    func tick(at now: Duration) {
        guard let restAt, now >= restAt else { return }
        self.restAt = nil
        client.rest()
    }
}
