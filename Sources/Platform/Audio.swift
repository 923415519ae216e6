import CSDL2

/// An open audio output through SDL_mixer. Opening fails cleanly when there is no device; the
/// game then runs silently.
@MainActor
public final class AudioDevice {
    /// Samples per second of the opened output.
    public let frequency: Int
    /// Bytes per sample frame of the opened output (all channels).
    let frameBytes: Int
    /// The SDL device SDL_mixer opened (it does not say which): the one open and playing.
    private let deviceID: SDL_AudioDeviceID?
    private var isResting = false

    public init() throws(PlatformError) {
        try check(SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)), "SDL_InitSubSystem(audio)")
        guard Mix_OpenAudio(44_100, UInt16(AUDIO_S16LSB), 2, 1024) == 0 else {
            let error = PlatformError.sdl("Mix_OpenAudio")
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            throw error
        }
        deviceID = (1...32).map(SDL_AudioDeviceID.init).first { SDL_GetAudioDeviceStatus($0) == SDL_AUDIO_PLAYING }
        // What was opened may differ from what was asked for; chunks are converted to it.
        var (rate, format, channels): (Int32, UInt16, Int32) = (0, 0, 0)
        let known = Mix_QuerySpec(&rate, &format, &channels) != 0 && rate > 0 && channels > 0
        // NB: set only now: once every stored property is set, a throw would still run deinit.
        frequency = known ? Int(rate) : 44_100
        frameBytes = known ? Int(channels) * max(Int(format & 0xFF) / 8, 1) : 4
    }

    /// Lets the output rest while nothing plays. An open device otherwise wakes its own thread
    /// every buffer (about 23 ms) to mix silence, which is most of what an idle game costs. The
    /// device is paused and its lock held: SDL's audio thread then sleeps on that lock until a
    /// sound wakes it. True when it rests.
    @discardableResult
    public func restIfSilent() -> Bool {
        guard let deviceID, !isResting, Mix_Playing(-1) == 0 else { return isResting }
        SDL_PauseAudioDevice(deviceID, 1)
        SDL_LockAudioDevice(deviceID)
        isResting = true
        return true
    }

    /// Wakes the output before a sound plays.
    func wake() {
        guard let deviceID, isResting else { return }
        SDL_UnlockAudioDevice(deviceID)
        SDL_PauseAudioDevice(deviceID, 0)
        isResting = false
    }

    isolated deinit {
        // NB: closing joins the audio thread, which must not be waiting on our lock.
        wake()
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

    /// How long the clip plays (its samples are in the opened output's format).
    public var duration: Duration {
        .milliseconds(Int(handle.pointee.alen) * 1000 / (device.frequency * device.frameBytes))
    }

    /// Plays the clip once at `volume` (0...1). Returns the channel it plays on.
    @discardableResult
    public func play(volume: Double = 1) throws(PlatformError) -> Int {
        device.wake()
        Mix_VolumeChunk(handle, Int32((min(max(volume, 0), 1) * Double(MIX_MAX_VOLUME)).rounded()))
        let channel = Mix_PlayChannelTimed(-1, handle, 0, -1)
        guard channel >= 0 else { throw PlatformError.sdl("Mix_PlayChannel") }
        return Int(channel)
    }
}
