import CSDL2
import XkbGuard

#if canImport(Glibc)
    import Glibc
#endif

/// SDL's video, event and game-controller subsystems and SDL_ttf, kept initialised while this
/// object lives. Controllers are a bonus: without them (SDL could not start its joystick
/// support) the game plays on with mouse, touch and keyboard, and `controllerProblem` says why.
///
/// SDL counts initialisations, so several contexts may coexist; each one releases its own.
/// SDL is not thread-safe: everything in this module runs on the main actor.
@MainActor
public final class SDLContext {
    private static let subsystems = UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
    // NB: assigned last. A class whose stored properties are all set runs `deinit` even when its
    // initializer then throws, so every fallible call comes before this, undoing its own work.
    private let ready: Bool
    /// Why game controllers are unavailable, when they are.
    public let controllerProblem: String?
    /// Screen pixels per point where SDL does not scale by itself (X11: `GDK_SCALE`, else
    /// `Xft.dpi` / 96); 1 elsewhere. Windows, events and displays are measured in points above the
    /// shim; the renderer draws `pixelScale` pixels per point.
    public let pointScale: Double
    /// The video drivers the game asked SDL to try, in order; nil when SDL kept its own.
    public let driverOrder: String?
    /// Whether SDL's Wayland keyboard calls reach the game's guards (see `KeyboardGuard`).
    public let keyboardGuard: KeyboardGuard
    /// What the game runs on: the libraries' versions and the video driver (asked once: About
    /// and the log read it, About on every frame it shows).
    public let info: PlatformInfo

    /// Whether the game's X error handler is in place for this context (`X11ErrorHandler`).
    private let handlesXErrors: Bool

    /// Drivers that draw nowhere; SDL falls back to them when no display answers.
    private static let headlessDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    /// Initialises SDL. Throws `.noDisplay` when SDL found no display and fell back to a headless
    /// driver that was not explicitly requested with `SDL_VIDEODRIVER`. On X11, `xErrors` hears
    /// of each X error the game lets pass (see `X11ErrorHandler`), on whichever thread it comes.
    public init(xErrors: @escaping @Sendable (X11ErrorHandler.Forgiven) -> Void = { _ in }) throws(PlatformError) {
        // NB: with nothing to connect to, fail before SDL probes: the probes print their own noise.
        if Self.environment("SDL_VIDEODRIVER").isEmpty, Self.environment("DISPLAY").isEmpty,
            Self.environment("WAYLAND_DISPLAY").isEmpty, access("/dev/dri", F_OK) != 0
        {
            throw PlatformError.noDisplay(driver: "none")
        }
        // NB: touch is read as touch: SDL would otherwise also report every tap as a mouse click.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        keyboardGuard = KeyboardGuard.probe()
        driverOrder = Self.preferredDrivers(environment: Self.environment, keyboardGuard: keyboardGuard, sdl: PlatformInfo.runningSDL())
        if let driverOrder { SDL_SetHint(SDL_HINT_VIDEODRIVER, driverOrder) }
        // NB: before SDL's video starts, whichever driver it picks: SDL's X11 video chains its own
        // handler to the one it finds, and puts that one back when it quits (X11ErrorHandler).
        X11ErrorHandler.install(report: xErrors)
        guard SDL_InitSubSystem(Self.subsystems) == 0 else {
            let error = PlatformError.sdl("SDL_InitSubSystem(video)")
            X11ErrorHandler.remove()
            throw error
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        handlesXErrors = driver == "x11"
        if !handlesXErrors { X11ErrorHandler.remove() }
        if Self.headlessDrivers.contains(driver), Self.environment("SDL_VIDEODRIVER").isEmpty {
            SDL_QuitSubSystem(Self.subsystems)
            throw PlatformError.noDisplay(driver: driver)
        }
        guard TTF_Init() == 0 else {
            let error = PlatformError.sdl("TTF_Init")
            SDL_QuitSubSystem(Self.subsystems)
            if handlesXErrors { X11ErrorHandler.remove() }
            throw error
        }
        pointScale = driver == "x11" ? PointScale.x11(environment: Self.environment, resources: PointScale.x11Resources()) : 1
        // NB: SDL drops controller input while none of the app's windows has the keyboard's focus
        // (the player is in another app); a headless driver never gives any window focus.
        if Self.headlessDrivers.contains(driver) { SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1") }
        // SDL reads its controller database and `SDL_GAMECONTROLLERCONFIG` here; every device
        // already plugged in arrives as an event, as later ones do.
        controllerProblem = SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER)) == 0 ? nil : String(cString: SDL_GetError())
        info = PlatformInfo(libraries: PlatformInfo.libraries(), videoDriver: driver, driverOrder: driverOrder)
        ready = true
    }

    /// Names the app to the desktop: `applicationID` (its `.desktop` file's name) becomes the
    /// windows' class on X11 (`WM_CLASS`) and their app ID on Wayland, so docks and window
    /// switchers show its icon and group its windows with its launcher. A value the player set
    /// in the environment wins.
    ///
    /// SDL 2 reads both from the environment when its video starts. NB: call this before any
    /// thread starts: setting the environment while another thread reads it is a data race.
    public static func identify(as applicationID: String) {
        for name in ["SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"] {
            // NB: setenv fails only without memory; the window then keeps SDL's own class.
            _ = setenv(name, applicationID, 0)
        }
    }

    /// The video drivers to try, in order, when the player named none: in a Wayland session
    /// (GNOME's, KDE's, sway's), Wayland first, so the window is native and drawn at the output's
    /// density rather than magnified by Xwayland, then X11 should Wayland not open. Elsewhere,
    /// SDL's own order. `SDL_VIDEODRIVER` always wins.
    ///
    /// NB: SDL 2's Wayland keyboard would crash inside libxkbcommon on a virtual keyboard's first
    /// key; the XkbGuard target contains that (see XkbGuard.c). The guard fails closed: Wayland
    /// comes first only where the game has proved SDL's calls reach the guards, or where SDL is
    /// 2.30.1 or newer; otherwise SDL keeps its own order, X11 (through Xwayland) first.
    public nonisolated static func preferredDrivers(
        environment: (String) -> String, keyboardGuard: KeyboardGuard, sdl: (major: Int, minor: Int, patch: Int)
    ) -> String? {
        guard environment("SDL_VIDEODRIVER").isEmpty, !environment("WAYLAND_DISPLAY").isEmpty else { return nil }
        let mended = (sdl.major, sdl.minor, sdl.patch) >= (2, 30, 1)
        guard keyboardGuard == .inCallPath || mended else { return nil }
        return "wayland,x11"
    }

    private static func environment(_ name: String) -> String {
        getenv(name).map { String(cString: $0) } ?? ""
    }

    isolated deinit {
        if controllerProblem == nil { SDL_QuitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER)) }
        TTF_Quit()
        SDL_QuitSubSystem(Self.subsystems)
        // NB: after SDL's video quit: the errors SDL reads as it closes its connections come here.
        if handlesXErrors { X11ErrorHandler.remove() }
    }

    /// The name of the video driver in use (`x11`, `wayland`, `offscreen`, …).
    public var videoDriver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }

    /// Milliseconds since SDL started, for timing animations.
    public var ticks: UInt64 { SDL_GetTicks64() }

    /// Whether the desktop's screensaver may start (SDL keeps it off from the start). SDL's calls
    /// for it cannot fail; where the video driver has no say, they do nothing.
    public var allowsScreenSaver: Bool {
        get { SDL_IsScreenSaverEnabled() == SDL_TRUE }
        set {
            if newValue { SDL_EnableScreenSaver() } else { SDL_DisableScreenSaver() }
        }
    }
}
