import XkbGuard

/// Where SDL's calls to the three libxkbcommon functions the game guards go (see XkbGuard.c):
/// read from SDL's own dynamic relocations, so the game knows rather than assumes.
public enum KeyboardGuard: String, Hashable, Sendable {
    /// SDL imports the three by name, and the game's guards are the process's first definitions:
    /// every call SDL makes goes through them.
    case inCallPath = "in_call_path"
    /// SDL opens libxkbcommon itself (`dlopen`, upstream's default): its calls go past the guards.
    case bypassed
    /// The guards are not the process's first definitions, or libxkbcommon's own were not found.
    case unbound
    /// No SDL library is loaded under its usual name (a static SDL, say): nothing is proved.
    case unknown

    /// Asks the loaded SDL library.
    public static func probe() -> KeyboardGuard {
        switch xkb_guard_reach("libSDL2-2.0.so") {
        case XKB_GUARD_IN_CALL_PATH: .inCallPath
        case XKB_GUARD_BYPASSED: .bypassed
        case XKB_GUARD_UNBOUND: .unbound
        default: .unknown
        }
    }
}
