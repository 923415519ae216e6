import CSDL2

/// What a game runs on, for every bug report: the SDL, SDL_ttf and SDL_mixer it was built with
/// and the ones it runs on (they differ when the system's libraries are newer, or when
/// `LD_LIBRARY_PATH` brings others), and, once SDL's video has started, the video driver.
public struct PlatformInfo: Hashable, Sendable {
    /// One library's version when the game was built, and the one loaded now.
    public struct Library: Hashable, Sendable, CustomStringConvertible {
        public let name: String
        public let built: String
        public let running: String

        /// `SDL 2.32.10 (built with 2.26.5)`, or `SDL 2.26.5` when they are the same.
        public var description: String { built == running ? "\(name) \(running)" : "\(name) \(running) (built with \(built))" }
    }

    public let libraries: [Library]
    /// The video driver in use; nil before SDL's video starts (`--version`).
    public let videoDriver: String?
    /// The drivers the game asked SDL to try, in order; nil when SDL kept its own order.
    public let driverOrder: String?

    public init(libraries: [Library], videoDriver: String?, driverOrder: String?) {
        self.libraries = libraries
        self.videoDriver = videoDriver
        self.driverOrder = driverOrder
    }

    /// The three libraries' versions, which SDL gives without starting anything.
    public static func libraries() -> [Library] {
        var running = SDL_version()
        SDL_GetVersion(&running)
        let ttf = TTF_Linked_Version()?.pointee ?? SDL_version()
        let mixer = Mix_Linked_Version()?.pointee ?? SDL_version()
        return [
            Library(name: "SDL", built: text(SDL_MAJOR_VERSION, SDL_MINOR_VERSION, SDL_PATCHLEVEL), running: text(running)),
            Library(name: "SDL_ttf", built: text(SDL_TTF_MAJOR_VERSION, SDL_TTF_MINOR_VERSION, SDL_TTF_PATCHLEVEL), running: text(ttf)),
            Library(name: "SDL_mixer", built: text(SDL_MIXER_MAJOR_VERSION, SDL_MIXER_MINOR_VERSION, SDL_MIXER_PATCHLEVEL), running: text(mixer)),
        ]
    }

    /// The version of SDL the game runs on, as numbers (for choices that depend on it).
    public static func runningSDL() -> (major: Int, minor: Int, patch: Int) {
        var running = SDL_version()
        SDL_GetVersion(&running)
        return (Int(running.major), Int(running.minor), Int(running.patch))
    }

    private static func text(_ version: SDL_version) -> String { "\(version.major).\(version.minor).\(version.patch)" }
    private static func text(_ major: Int32, _ minor: Int32, _ patch: Int32) -> String { "\(major).\(minor).\(patch)" }
}
