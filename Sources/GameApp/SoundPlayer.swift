import GameCore
import Platform

/// Plays the game's sounds: a struct of closures, so the game gets the live player, a silent one,
/// or a test's recorder without knowing which. `play` returns whether the sound was heard.
public struct SoundPlayer {
    public var play: (SoundName) -> Bool

    public init(play: @escaping (SoundName) -> Bool) {
        self.play = play
    }

    public enum SoundName: String, CaseIterable, Sendable {
        case happy
        case sad
    }

    /// Never plays (no audio device, or tests).
    public static var silent: SoundPlayer { SoundPlayer { _ in false } }

    /// Plays through SDL_mixer the clips loaded from `resources`.
    @MainActor
    public static func live(device: AudioDevice, resources: ResourceLocator) throws(PlatformError) -> SoundPlayer {
        var clips: [SoundName: SoundClip] = [:]
        for name in SoundName.allCases {
            clips[name] = try SoundClip(device: device, path: resources.sound(named: name.rawValue))
        }
        return SoundPlayer { name in
            MainActor.assumeIsolated { (try? clips[name]?.play()) != nil }
        }
    }

    /// The **Observer** at work: a subscriber that plays happy on a match and sad on a miss,
    /// stays quiet while muted, and reports every sound it was asked for.
    public func subscribe(to events: GameEventBus, startMuted: Bool) {
        var muted = startMuted
        events.subscribe { [events] event in
            switch event {
            case .muted(let isMuted):
                muted = isMuted
            case .turnEnded(let result, _):
                let name: SoundName = result.matched ? .happy : .sad
                let played = muted ? false : play(name)
                events.publish(.sound(name: name.rawValue, played: played))
            default:
                break
            }
        }
    }
}
