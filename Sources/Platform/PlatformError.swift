import CSDL2

/// A failure at the platform boundary, with SDL's own explanation where SDL gave one.
public enum PlatformError: Error, Equatable, CustomStringConvertible {
    /// An SDL (or SDL_ttf / SDL_mixer) call failed; `message` is `SDL_GetError()`.
    case sdl(call: String, message: String)
    /// No font file could be opened; `searched` lists where the game looked.
    case fontNotFound(searched: [String])
    /// No display to open a window on (SDL fell back to a headless driver nobody asked for).
    case noDisplay(driver: String)

    public var description: String {
        switch self {
        case .sdl(let call, let message):
            "\(call) failed: \(message.isEmpty ? "no reason given" : message)"
        case .noDisplay(let driver):
            driver == "none"
                ? "no display found (neither DISPLAY nor WAYLAND_DISPLAY is set); run under X11 or Wayland, or set SDL_VIDEODRIVER=offscreen to run headless"
                : "no display found (SDL fell back to its '\(driver)' driver); run under X11 or Wayland, or set SDL_VIDEODRIVER=offscreen to run headless"
        case .fontNotFound(let searched):
            "no font found (looked for \(searched.joined(separator: ", "))); install fonts-dejavu-core or set TAP_FONT to a .ttf file"
        }
    }

    /// The error SDL reports for `call` right now.
    static func sdl(_ call: String) -> PlatformError {
        .sdl(call: call, message: String(cString: SDL_GetError()))
    }
}

/// Throws SDL's error unless `result` is 0, SDL's success code.
@inline(__always)
func check(_ result: Int32, _ call: String) throws(PlatformError) {
    if result != 0 { throw PlatformError.sdl(call) }
}

/// The pointer SDL returned, or SDL's error when it returned NULL.
@inline(__always)
func require<Pointer>(_ pointer: Pointer?, _ call: String) throws(PlatformError) -> Pointer {
    guard let pointer else { throw PlatformError.sdl(call) }
    return pointer
}
