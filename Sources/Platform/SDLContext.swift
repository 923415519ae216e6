import CSDL2

/// SDL's video and event subsystems and SDL_ttf, kept initialised while this object lives.
///
/// SDL counts initialisations, so several contexts may coexist; each one releases its own.
/// SDL is not thread-safe: everything in this module runs on the main actor.
@MainActor
public final class SDLContext {
    private static let subsystems = UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    // NB: assigned last. A class whose stored properties are all set runs `deinit` even when its
    // initializer then throws, so every fallible call comes before this, undoing its own work.
    private let ready: Bool

    public init() throws(PlatformError) {
        try check(SDL_InitSubSystem(Self.subsystems), "SDL_InitSubSystem(video)")
        guard TTF_Init() == 0 else {
            let error = PlatformError.sdl("TTF_Init")
            SDL_QuitSubSystem(Self.subsystems)
            throw error
        }
        ready = true
    }

    isolated deinit {
        TTF_Quit()
        SDL_QuitSubSystem(Self.subsystems)
    }

    /// The name of the video driver in use (`x11`, `wayland`, `offscreen`, …).
    public var videoDriver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }

    /// Milliseconds since SDL started, for timing animations.
    public var ticks: UInt64 { SDL_GetTicks64() }
}
