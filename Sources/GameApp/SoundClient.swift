import Platform

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

    public init(longest: Duration = .zero, rest: @escaping () -> Void = {}, play: @escaping (SoundName, Double) -> Bool) {
        self.play = play
        self.longest = longest
        self.rest = rest
    }

    /// Never plays (no audio device).
    public static var silent: SoundClient { SoundClient { _, _ in false } }

    /// Plays through SDL_mixer the clips loaded from `resources`.
    @MainActor
    public static func live(device: AudioDevice, resources: ResourceLocator) throws(PlatformError) -> SoundClient {
        var clips: [SoundName: SoundClip] = [:]
        for name in SoundName.allCases {
            clips[name] = try SoundClip(device: device, path: resources.sound(named: name.rawValue))
        }
        device.restIfSilent()
        let longest = clips.values.map(\.duration).max() ?? .zero
        return SoundClient(longest: longest + .milliseconds(100), rest: { MainActor.assumeIsolated { _ = device.restIfSilent() } }) { name, volume in
            MainActor.assumeIsolated { (try? clips[name]?.play(volume: volume)) != nil }
        }
    }
}
