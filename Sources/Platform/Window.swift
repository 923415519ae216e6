import CSDL2
import Drawing
import SystemIO

/// A resizable, HiDPI-aware window. Sizes are in window coordinates (what mouse events report);
/// the renderer draws in output pixels, `pixelScale` times as many.
@MainActor
public final class Window {
    let handle: OpaquePointer
    private let context: SDLContext

    /// - Parameters:
    ///   - context: the started SDL context the window belongs to.
    ///   - title: the title the desktop shows.
    ///   - size: the size in points.
    ///   - position: the top-left corner on the desktop; nil centers the window.
    ///   - resizable: whether the player may resize it.
    ///   - fullscreen: opens fullscreen on the desktop's resolution.
    ///   - maximized: opens maximized (`size` is then the size it restores to).
    ///   - hidden: opens the window without showing it.
    public init(
        context: SDLContext, title: String, size: Size, position: Point? = nil, resizable: Bool = true, fullscreen: Bool = false,
        maximized: Bool = false, hidden: Bool = false
    )
        throws(PlatformError)
    {
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if fullscreen { flags |= SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        if maximized { flags |= SDL_WINDOW_MAXIMIZED.rawValue }
        if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let scale = context.pointScale
        let x = position.map { Int32(clamping: Int(($0.x * scale).rounded())) } ?? centered
        let y = position.map { Int32(clamping: Int(($0.y * scale).rounded())) } ?? centered
        handle = try require(
            SDL_CreateWindow(title, x, y, Int32((size.width * scale).rounded()), Int32((size.height * scale).rounded()), flags),
            "SDL_CreateWindow"
        )
        self.context = context
        SDL_SetWindowMinimumSize(handle, Int32(WindowLimits.minimum.width * scale), Int32(WindowLimits.minimum.height * scale))
    }

    isolated deinit {
        // NB: no wake-up is pushed meanwhile (see `EventQueue.wakeUps`).
        EventQueue.wakeUps.withLock { SDL_DestroyWindow(handle) }
    }

    /// SDL's id for this window, as events carry it.
    public var id: UInt32 { SDL_GetWindowID(handle) }

    public var title: String {
        get { String(cString: SDL_GetWindowTitle(handle)) }
        set { SDL_SetWindowTitle(handle, newValue) }
    }

    /// The size in points (window coordinates, where SDL scales by itself).
    public var size: Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(handle, &width, &height)
        return Size(width: Double(width) / context.pointScale, height: Double(height) / context.pointScale)
    }

    public var isFullscreen: Bool {
        SDL_GetWindowFlags(handle) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    }

    public func setFullscreen(_ fullscreen: Bool) throws(PlatformError) {
        try check(SDL_SetWindowFullscreen(handle, fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0), "SDL_SetWindowFullscreen")
    }

    /// The icon the window manager shows for this window (`_NET_WM_ICON` on X11).
    public func setIcon(_ image: Image) throws(PlatformError) {
        var pixels = image.pixels
        // NB: the surface borrows the pixels; SDL copies them into the window's property before
        // SDL_SetWindowIcon returns, and the surface is freed inside the same borrow.
        let made = pixels.withUnsafeMutableBytes { bytes -> Bool in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return false }
            SDL_SetWindowIcon(handle, surface)
            SDL_FreeSurface(surface)
            return true
        }
        guard made else { throw PlatformError.sdl("SDL_CreateRGBSurfaceWithFormatFrom") }
    }

    public func setSize(_ size: Size) {
        SDL_SetWindowSize(handle, Int32(size.width.rounded()), Int32(size.height.rounded()))
    }

    /// The top-left corner on the desktop, in points; nil where the system does not
    /// say (Wayland tells no app where its windows are).
    public var position: Point? {
        guard context.videoDriver != "wayland" else { return nil }
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(handle, &x, &y)
        return Point(x: Double(x) / context.pointScale, y: Double(y) / context.pointScale)
    }

    public func setPosition(_ point: Point) {
        SDL_SetWindowPosition(handle, Int32((point.x * context.pointScale).rounded()), Int32((point.y * context.pointScale).rounded()))
    }

    public var isMaximized: Bool { SDL_GetWindowFlags(handle) & SDL_WINDOW_MAXIMIZED.rawValue != 0 }
    public var isMinimized: Bool { SDL_GetWindowFlags(handle) & SDL_WINDOW_MINIMIZED.rawValue != 0 }

    public func maximize() {
        SDL_MaximizeWindow(handle)
    }

    /// Where windows may go on each display: its bounds less panels and docks, in the desktop's
    /// coordinates. Displays SDL cannot measure are left out.
    public static func usableDisplayAreas(context: SDLContext) -> [Rect] {
        let count = SDL_GetNumVideoDisplays()
        guard count > 0 else { return [] }
        var areas: [Rect] = []
        for index in 0..<count {
            var bounds = SDL_Rect()
            guard SDL_GetDisplayUsableBounds(index, &bounds) == 0 || SDL_GetDisplayBounds(index, &bounds) == 0 else { continue }
            guard bounds.w > 0, bounds.h > 0 else { continue }
            let scale = context.pointScale
            areas.append(
                Rect(x: Double(bounds.x) / scale, y: Double(bounds.y) / scale, width: Double(bounds.w) / scale, height: Double(bounds.h) / scale))
        }
        return areas
    }
}
