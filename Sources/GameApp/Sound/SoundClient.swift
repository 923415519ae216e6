import Platform
import Preferences
import Sounds

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

    /// The quiet client: never plays. The Null Object the game runs with when there is no audio
    /// device, and the one tests use.
    public static var quiet: SoundClient { SoundClient { _, _ in false } }

    /// Plays through SDL_mixer the clips loaded from `resources`. The bells are loaded at once
    /// (without them there is no sound at all); another theme's family when the theme first asks
    /// for it, and a family whose files will not load plays the bells.
    @MainActor
    public static func live(device: AudioDevice, resources: ResourceLocator) throws(PlatformError) -> SoundClient {
        func load(_ family: SoundFamily) throws(PlatformError) -> [SoundName: SoundClip] {
            var set: [SoundName: SoundClip] = [:]
            for name in SoundName.allCases {
                let effect = SoundEffect(rawValue: name.rawValue) ?? .happy
                set[name] = try SoundClip(device: device, path: resources.sound(fileName: effect.fileName(in: family)))
            }
            return set
        }
        let bells = try load(.bells)
        device.restIfSilent()
        let current = Current(bells: bells)
        return SoundClient(
            // NB: every family's clips are shorter than `SoundEffect.longestDuration` (a test of the
            // generator keeps them so), not only the ones loaded yet.
            longest: .milliseconds(Int(SoundEffect.longestDuration * 1000)) + .milliseconds(100),
            rest: { MainActor.assumeIsolated { _ = device.restIfSilent() } },
            use: { family in
                MainActor.assumeIsolated {
                    if current.clips[family] == nil { current.clips[family] = (try? load(family)) ?? bells }
                    current.family = family
                }
            }
        ) { name, volume in
            MainActor.assumeIsolated { (try? (current.clips[current.family] ?? bells)[name]?.play(volume: volume)) != nil }
        }
    }

    /// The family in use and the clips loaded so far, shared by the live client's closures.
    private final class Current {
        var family = SoundFamily.bells
        var clips: [SoundFamily: [SoundName: SoundClip]]

        init(bells: [SoundName: SoundClip]) {
            clips = [.bells: bells]
        }
    }
}
