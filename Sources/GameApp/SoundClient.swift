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

    public init(play: @escaping (SoundName, Double) -> Bool) {
        self.play = play
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
        return SoundClient { name, volume in
            MainActor.assumeIsolated { (try? clips[name]?.play(volume: volume)) != nil }
        }
    }
}
