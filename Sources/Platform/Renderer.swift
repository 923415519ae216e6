import CSDL2
import Drawing
import SystemIO

#if canImport(Glibc)
    import Glibc
#endif

/// Draws into a window in output pixels: clears, blends textures, fills rectangles, presents,
/// and reads the result back.
@MainActor
public final class Renderer {
    let handle: OpaquePointer
    public let window: Window

    /// The renderer that draws fastest here. With a graphics processor, SDL's choice (OpenGL).
    /// Without one, SDL's OpenGL renderer would run on Mesa's CPU rasterizer (llvmpipe), which
    /// spends about 3 ms of every 960×600 frame sampling textures and copying the result to the
    /// display; SDL's own software renderer, drawing straight into the window's shared-memory
    /// image, presents the same frame in about 1 ms, and starts without Mesa's 100 ms of setting
    /// up. So: no graphics device at all (no `/dev/dri` render node, no NVIDIA device) means the
    /// software renderer from the start; otherwise SDL's choice, swapped for the software
    /// renderer if it turns out to be OpenGL on a CPU rasterizer. A renderer the player names in
    /// `SDL_RENDER_DRIVER` is left alone.
    public init(window: Window) throws(PlatformError) {
        let named = SDL_GetHint(SDL_HINT_RENDER_DRIVER).map { String(cString: $0) } ?? ""
        var renderer: OpaquePointer?
        if named.isEmpty, !Self.hasGraphicsDevice() {
            renderer = Self.softwareRenderer(for: window)
        }
        // NB: no flags: asking for SDL_RENDERER_ACCELERATED would skip a driver the hint names
        // that lacks the flag, such as "software".
        if renderer == nil { renderer = SDL_CreateRenderer(window.handle, -1, 0) }
        if named.isEmpty, let chosen = renderer, Self.rasterizesOnTheCPU(chosen) {
            SDL_DestroyRenderer(chosen)
            renderer = Self.softwareRenderer(for: window) ?? SDL_CreateRenderer(window.handle, -1, 0)
        }
        let created = try require(renderer ?? SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue), "SDL_CreateRenderer")
        guard SDL_SetRenderDrawBlendMode(created, SDL_BLENDMODE_BLEND) == 0 else {
            let error = PlatformError.sdl("SDL_SetRenderDrawBlendMode")
            SDL_DestroyRenderer(created)
            throw error
        }
        // NB: stored last: once every stored property is set, a throw would still run deinit.
        handle = created
        self.window = window
    }

    /// SDL's software renderer drawing into the window's own image (shared memory on X11), not
    /// through an OpenGL texture: the hint is SDL's, and a value the player set wins.
    private static func softwareRenderer(for window: Window) -> OpaquePointer? {
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        return SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }

    /// Whether the system has a device a graphics driver could draw with.
    private static func hasGraphicsDevice() -> Bool {
        let nodes = (try? FileSystem.contents(ofFolder: "/dev/dri")) ?? []
        return nodes.contains { $0.hasPrefix("renderD") || $0.hasPrefix("card") } || access("/dev/nvidiactl", F_OK) == 0
    }

    /// Whether `renderer` is OpenGL running on a CPU rasterizer (Mesa's llvmpipe, softpipe or
    /// swrast).
    private static func rasterizesOnTheCPU(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name.map({ String(cString: $0) }), name.hasPrefix("opengl"),
            let address = SDL_GL_GetProcAddress("glGetString")
        else { return false }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        // NB: GL_RENDERER; the renderer's context is current on this thread.
        guard let text = unsafeBitCast(address, to: GetString.self)(0x1F01) else { return false }
        let description = String(cString: text).lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software rasterizer"].contains { description.contains($0) }
    }

    isolated deinit {
        SDL_DestroyRenderer(handle)
    }

    /// The drawable size in output pixels.
    public func outputSize() throws(PlatformError) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try check(SDL_GetRendererOutputSize(handle, &width, &height), "SDL_GetRendererOutputSize")
        return (Int(width), Int(height))
    }

    /// Output pixels per window coordinate (2 on a typical HiDPI screen, else 1).
    public func pixelScale() throws(PlatformError) -> Double {
        let pixels = try outputSize()
        let points = window.size
        guard points.width > 0 else { return 1 }
        return Double(pixels.width) / points.width
    }

    public func clear(_ color: RGBA) throws(PlatformError) {
        try setColor(color)
        try check(SDL_RenderClear(handle), "SDL_RenderClear")
    }

    /// Fills a rectangle given in output pixels, blending by the color's alpha.
    public func fill(_ rect: Rect, color: RGBA) throws(PlatformError) {
        try setColor(color)
        var area = SDL_FRect(x: Float(rect.minX - offset.x), y: Float(rect.minY - offset.y), w: Float(rect.width), h: Float(rect.height))
        guard color.alpha == 255 else { return try check(SDL_RenderFillRectF(handle, &area), "SDL_RenderFillRectF") }
        // NB: an opaque colour needs no blending, and the same pixels come out without it: SDL's
        // software renderer blends pixel by pixel, but fills unblended rows at once (a panel
        // beside the shapes took most of a frame's time; profiled with callgrind).
        try check(SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE), "SDL_SetRenderDrawBlendMode")
        let filled = SDL_RenderFillRectF(handle, &area)
        try check(SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
        try check(filled, "SDL_RenderFillRectF")
    }

    /// A texture showing `image`, allocated at least `capacity` large so that larger pictures
    /// can later be shown in it (`Texture.update(from:)`). An `opaque` picture (every pixel's
    /// alpha 255, such as text drawn onto its background) is kept in the window's own pixel
    /// format where that holds ARGB8888's pixels as they are: drawn, it is copied row by row,
    /// neither blended nor converted (profiled with callgrind: converting the panel's lines
    /// into its canvas was a quarter of a new turn's frame with the panel open).
    public func makeTexture(_ image: Image, capacity: (width: Int, height: Int)? = nil, opaque: Bool = false) throws(PlatformError) -> Texture {
        try Texture(
            renderer: self, image: image, capacity: capacity, opaque: opaque, format: opaque ? opaqueFormat() : SDL_PIXELFORMAT_ARGB8888.rawValue)
    }

    /// The format an opaque picture's texture is made in: the canvas's where its pixels are
    /// ARGB8888's with the alpha byte ignored (RGB888) or ARGB8888 itself, else ARGB8888.
    private func opaqueFormat() -> UInt32 {
        let format = canvasFormat()
        return format == SDL_PIXELFORMAT_RGB888.rawValue ? format : SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    /// A texture drawn, where, and in which layer of the frame (`layer` when it was drawn).
    public struct Drawn: Sendable {
        public let texture: ObjectIdentifier
        public let frame: Rect
        public let layer: Int
    }

    /// Every texture drawn since it was set to `[]`, when it is not nil: for tests that check
    /// what a screen shows fits. Nil (the default) records nothing.
    public var drawn: [Drawn]?
    /// What the frame is drawing now (the painters count up: the scene, then each overlay), for
    /// `drawn`: things in different layers may cover each other.
    public var layer = 0

    /// Where the canvas drawn into lies in the window (zero while drawing into the window).
    private var offset = (x: 0.0, y: 0.0)

    /// Draws a texture with its top-left corner at (x, y) in output pixels, at its own size:
    /// blended by its alpha, or where it is `opaque` (a picture with no transparent pixel, such
    /// as text drawn onto its background), copied, which is faster.
    public func draw(_ texture: Texture, x: Int, y: Int, opaque: Bool = false) throws(PlatformError) {
        try texture.blend(!opaque && !texture.opaque)
        drawn?.append(
            Drawn(
                texture: ObjectIdentifier(texture),
                frame: Rect(x: Double(x), y: Double(y), width: Double(texture.width), height: Double(texture.height)),
                layer: layer))
        var source = texture.shownArea
        var destination = SDL_Rect(
            x: Int32(x - Int(offset.x)), y: Int32(y - Int(offset.y)), w: Int32(texture.width), h: Int32(texture.height))
        try check(SDL_RenderCopy(handle, texture.handle, &source, &destination), "SDL_RenderCopy")
    }

    /// Draws a texture stretched onto `destination` (output pixels).
    public func draw(_ texture: Texture, in destination: Rect) throws(PlatformError) {
        try texture.blend(!texture.opaque)
        drawn?.append(Drawn(texture: ObjectIdentifier(texture), frame: destination, layer: layer))
        var area = SDL_FRect(
            x: Float(destination.minX - offset.x), y: Float(destination.minY - offset.y), w: Float(destination.width),
            h: Float(destination.height))
        var source = texture.shownArea
        try check(SDL_RenderCopyF(handle, texture.handle, &source, &area), "SDL_RenderCopyF")
    }

    /// Whether this renderer can draw into a texture (`makeCanvas`); SDL's software renderer and
    /// OpenGL can.
    public var drawsIntoTextures: Bool { SDL_RenderTargetSupported(handle) == SDL_TRUE }

    /// A `width` × `height` texture to draw into once and show in many frames (`drawing(into:`
    /// `origin:_:)`); opaque: drawn, it covers what is under it.
    public func makeCanvas(width: Int, height: Int) throws(PlatformError) -> Texture {
        try Texture(renderer: self, canvasWidth: width, height: height, format: canvasFormat())
    }

    /// The window's own pixel format where the renderer makes textures in it, else ARGB8888:
    /// copied into a window of its format, a canvas is copied row by row, not converted pixel
    /// by pixel (profiled with callgrind: SDL's software renderer spent 4 million instructions
    /// converting a 1920×1080 frame's panel).
    private func canvasFormat() -> UInt32 {
        let window = SDL_GetWindowPixelFormat(self.window.handle)
        var info = SDL_RendererInfo()
        guard window != SDL_PIXELFORMAT_UNKNOWN.rawValue, SDL_GetRendererInfo(handle, &info) == 0 else { return SDL_PIXELFORMAT_ARGB8888.rawValue }
        let formats = withUnsafeBytes(of: info.texture_formats) { Array($0.bindMemory(to: UInt32.self).prefix(Int(info.num_texture_formats))) }
        return formats.contains(window) ? window : SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    /// Runs `body` drawing into `canvas` instead of the window, as if the canvas lay in the
    /// window with its top-left corner at `origin` (output pixels): what `body` draws at a place
    /// in the window lands where that place is in the canvas, and `drawn` records it where the
    /// canvas will show it. The window is drawn into again after it, whether or not `body`
    /// throws.
    public func drawing(into canvas: Texture, origin: (x: Int, y: Int), _ body: () throws(PlatformError) -> Void) throws(PlatformError) {
        try check(SDL_SetRenderTarget(handle, canvas.handle), "SDL_SetRenderTarget")
        offset = (Double(origin.x), Double(origin.y))
        defer { offset = (0, 0) }
        do {
            try body()
        } catch {
            // NB: the error `body` threw is the one to report; the window is drawn into again
            // as well as it can be.
            _ = SDL_SetRenderTarget(handle, nil)
            throw error
        }
        try check(SDL_SetRenderTarget(handle, nil), "SDL_SetRenderTarget")
    }

    /// Runs `body` drawing only inside `rect` (output pixels, where the window's are while a
    /// canvas is drawn into): what falls outside it is left as it was.
    public func clipping(to rect: Rect, _ body: () throws(PlatformError) -> Void) throws(PlatformError) {
        var area = SDL_Rect(
            x: Int32((rect.minX - offset.x).rounded(.down)), y: Int32((rect.minY - offset.y).rounded(.down)),
            w: Int32(rect.width.rounded(.up)), h: Int32(rect.height.rounded(.up)))
        try check(SDL_RenderSetClipRect(handle, &area), "SDL_RenderSetClipRect")
        do {
            try body()
        } catch {
            _ = SDL_RenderSetClipRect(handle, nil)
            throw error
        }
        try check(SDL_RenderSetClipRect(handle, nil), "SDL_RenderSetClipRect")
    }

    public func present() {
        SDL_RenderPresent(handle)
    }

    /// What has been drawn since the last present, as ARGB8888 pixels (for screenshots and tests).
    public func readPixels() throws(PlatformError) -> Image {
        let (width, height) = try outputSize()
        var pixels = [UInt32](repeating: 0, count: width * height)
        let result = pixels.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(width * 4))
        }
        try check(result, "SDL_RenderReadPixels")
        guard let image = Image(width: width, height: height, pixels: pixels) else {
            throw PlatformError.sdl(call: "SDL_RenderReadPixels", message: "unexpected pixel count")
        }
        return image
    }

    private func setColor(_ color: RGBA) throws(PlatformError) {
        try check(SDL_SetRenderDrawColor(handle, color.red, color.green, color.blue, color.alpha), "SDL_SetRenderDrawColor")
    }
}
