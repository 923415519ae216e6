import CSDL2
import Drawing
import Raster

/// Draws into a window in output pixels: clears, blends textures, fills rectangles, presents,
/// and reads the result back.
@MainActor
public final class Renderer {
    let handle: OpaquePointer
    public let window: Window

    /// SDL's choice of renderer (a hardware one when there is one, or the one the
    /// `SDL_RENDER_DRIVER` hint names), else SDL's software renderer.
    public init(window: Window) throws(PlatformError) {
        // NB: no flags: asking for SDL_RENDERER_ACCELERATED would skip a driver the hint names
        // that lacks the flag, such as "software".
        let renderer = try require(
            SDL_CreateRenderer(window.handle, -1, 0) ?? SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue),
            "SDL_CreateRenderer"
        )
        guard SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) == 0 else {
            let error = PlatformError.sdl("SDL_SetRenderDrawBlendMode")
            SDL_DestroyRenderer(renderer)
            throw error
        }
        // NB: stored last: once every stored property is set, a throw would still run deinit.
        handle = renderer
        self.window = window
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
        var area = SDL_FRect(x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
        try check(SDL_RenderFillRectF(handle, &area), "SDL_RenderFillRectF")
    }

    /// A texture showing `image`, allocated at least `capacity` large so that larger pictures
    /// can later be shown in it (`Texture.update(from:)`).
    public func makeTexture(_ image: Image, capacity: (width: Int, height: Int)? = nil) throws(PlatformError) -> Texture {
        try Texture(renderer: self, image: image, capacity: capacity)
    }

    /// Draws a texture with its top-left corner at (x, y) in output pixels, at its own size.
    public func draw(_ texture: Texture, x: Int, y: Int) throws(PlatformError) {
        var source = texture.shownArea
        var destination = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(texture.width), h: Int32(texture.height))
        try check(SDL_RenderCopy(handle, texture.handle, &source, &destination), "SDL_RenderCopy")
    }

    /// Draws a texture stretched onto `destination` (output pixels).
    public func draw(_ texture: Texture, in destination: Rect) throws(PlatformError) {
        var area = SDL_FRect(x: Float(destination.minX), y: Float(destination.minY), w: Float(destination.width), h: Float(destination.height))
        var source = texture.shownArea
        try check(SDL_RenderCopyF(handle, texture.handle, &source, &area), "SDL_RenderCopyF")
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
