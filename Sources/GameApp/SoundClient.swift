import Platform
import Preferences
import SoundSynthesis

/// The game's two sounds.
public enum SoundName: String, CaseIterable, Sendable {
    case happy
    case sad
}

/// Plays a sound, and nothing more: a struct of closures, so the app gets the live player, a
/// silent one, or a test's recorder without knowing which. Which sound answers which result, and
/// whether it is heard at all, is `SoundPolicy`'s business.
public struct SoundClient {
    /// Plays a sound at a volume from 0 to 1; returns whether it was heard.
    public var play: (SoundName, Double) -> Bool
    /// How long the longest sound lasts: after that, the speakers may rest.
    public var longest: Duration
    /// Lets the output rest while nothing plays (no work on the audio thread when idle).
    public var rest: () -> Void
    /// Plays this family's sounds from now on (each theme has its own).
    public var use: (SoundFamily) -> Void

    public init(
        longest: Duration = .zero, rest: @escaping () -> Void = {}, use: @escaping (SoundFamily) -> Void = { _ in },
        play: @escaping (SoundName, Double) -> Bool
    ) {
        self.play = play
        self.longest = longest
        self.rest = rest
        self.use = use
    }

    /// Never plays (no audio device).
    public static var silent: SoundClient { SoundClient { _, _ in false } }

    /// Plays through SDL_mixer the clips loaded from `resources`: every family's, so a change of
    /// theme never waits for a file. A family whose files are missing plays the bells.
    @MainActor
    public static func live(device: AudioDevice, resources: ResourceLocator) throws(PlatformError) -> SoundClient {
        var clips: [SoundFamily: [SoundName: SoundClip]] = [:]
        for family in SoundFamily.allCases {
            var set: [SoundName: SoundClip] = [:]
            for name in SoundName.allCases {
                let effect = SoundEffect(rawValue: name.rawValue) ?? .happy
                let path = resources.sound(fileName: effect.fileName(in: family))
                do {
                    set[name] = try SoundClip(device: device, path: path)
                } catch {
                    // NB: the bells are the game's own sounds; without them, no sound at all.
                    if family == .bells { throw error }
                }
            }
            if set.count == SoundName.allCases.count { clips[family] = set }
        }
        device.restIfSilent()
        let longest = clips.values.flatMap(\.values).map(\.duration).max() ?? .zero
        let current = Current()
        return SoundClient(
            longest: longest + .milliseconds(100), rest: { MainActor.assumeIsolated { _ = device.restIfSilent() } },
            use: { current.family = $0 }
        ) { name, volume in
            MainActor.assumeIsolated { (try? (clips[current.family] ?? clips[.bells])?[name]?.play(volume: volume)) != nil }
        }
    }

    /// The family in use, shared by the live client's closures.
    private final class Current {
        var family = SoundFamily.bells
    }
}
