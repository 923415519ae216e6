import CSDL2

/// An open audio output through SDL_mixer. Opening fails cleanly when there is no device; the
/// game then runs silently.
@MainActor
public final class AudioDevice {
    /// Samples per second of the opened output.
    public let frequency: Int

    public init() throws(PlatformError) {
        try check(SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)), "SDL_InitSubSystem(audio)")
        guard Mix_OpenAudio(44_100, UInt16(AUDIO_S16LSB), 2, 1024) == 0 else {
            let error = PlatformError.sdl("Mix_OpenAudio")
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            throw error
        }
        // NB: set only now: once every stored property is set, a throw would still run deinit.
        frequency = 44_100
    }

    isolated deinit {
        Mix_HaltChannel(-1)
        Mix_CloseAudio()
        SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    }

    /// The audio driver in use (`pulseaudio`, `alsa`, `dummy`, …).
    public var driver: String {
        SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "none"
    }
}

/// A decoded sound effect, ready to play on any free channel.
@MainActor
public final class SoundClip {
    let handle: UnsafeMutablePointer<Mix_Chunk>
    private let device: AudioDevice
    public let path: String

    /// Loads a WAV (or any format SDL_mixer decodes) from `path`.
    public init(device: AudioDevice, path: String) throws(PlatformError) {
        let stream = try require(SDL_RWFromFile(path, "rb"), "SDL_RWFromFile(\(path))")
        handle = try require(Mix_LoadWAV_RW(stream, 1), "Mix_LoadWAV(\(path))")
        self.device = device
        self.path = path
    }

    isolated deinit {
        Mix_FreeChunk(handle)
    }

    /// Plays the clip once at `volume` (0...1). Returns the channel it plays on.
    @discardableResult
    public func play(volume: Double = 1) throws(PlatformError) -> Int {
        Mix_VolumeChunk(handle, Int32((min(max(volume, 0), 1) * Double(MIX_MAX_VOLUME)).rounded()))
        let channel = Mix_PlayChannelTimed(-1, handle, 0, -1)
        guard channel >= 0 else { throw PlatformError.sdl("Mix_PlayChannel") }
        return Int(channel)
    }
}
