import GameCore
import Platform

/// Plays the game's sounds: a struct of closures, so the game gets the live player, a silent one,
/// or a test's recorder without knowing which. `play` returns whether the sound was heard.
public struct SoundPlayer {
    /// Plays a sound at a volume from 0 to 1; returns whether it was heard.
    public var play: (SoundName, Double) -> Bool

    public init(play: @escaping (SoundName, Double) -> Bool) {
        self.play = play
    }

    /// What the player controls: the mute key, and the settings' `sound.enabled` and volume.
    public final class Controls {
        public var muted = false
        public var enabled = true
        public var volume = 0.8

        public init() {}
    }

    public enum SoundName: String, CaseIterable, Sendable {
        case happy
        case sad
    }

    /// Never plays (no audio device, or tests).
    public static var silent: SoundPlayer { SoundPlayer { _, _ in false } }

    /// Plays through SDL_mixer the clips loaded from `resources`.
    @MainActor
    public static func live(device: AudioDevice, resources: ResourceLocator) throws(PlatformError) -> SoundPlayer {
        var clips: [SoundName: SoundClip] = [:]
        for name in SoundName.allCases {
            clips[name] = try SoundClip(device: device, path: resources.sound(named: name.rawValue))
        }
        return SoundPlayer { name, volume in
            MainActor.assumeIsolated { (try? clips[name]?.play(volume: volume)) != nil }
        }
    }

    /// The **Observer** at work: a subscriber that plays happy on a match and sad on a miss,
    /// stays quiet while muted or disabled, and reports every sound it was asked for.
    public func subscribe(to events: GameEventBus, controls: Controls) {
        events.subscribe { [events] event in
            switch event {
            case .muted(let isMuted):
                controls.muted = isMuted
            case .turnEnded(let result, _):
                let name: SoundName = result.matched ? .happy : .sad
                let audible = !controls.muted && controls.enabled && controls.volume > 0
                let played = audible ? play(name, controls.volume) : false
                events.publish(.sound(name: name.rawValue, played: played))
            default:
                break
            }
        }
    }
}
