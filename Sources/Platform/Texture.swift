import CSDL2
import Drawing

/// Pixels uploaded to the renderer, drawn with alpha blending. A texture may be allocated larger
/// than the picture it shows (so a `TexturePool` can reuse it for pictures of similar sizes):
/// `width` × `height` at its top-left corner is what gets drawn.
@MainActor
public final class Texture {
    let handle: OpaquePointer
    /// The size of the picture shown.
    public private(set) var width: Int
    public private(set) var height: Int
    /// The size allocated; pictures up to this size can be shown.
    public let capacityWidth: Int
    public let capacityHeight: Int
    /// A texture must go before its renderer: it keeps the renderer alive.
    private let renderer: Renderer
    /// Whether it is drawn blended by its alpha (else copied: opaque pictures, canvases).
    private(set) var blends = true
    /// Whether it holds an opaque picture in the window's own pixel format (`Renderer.makeTexture(_:`
    /// `capacity:opaque:)`), to be copied, never blended.
    public let opaque: Bool

    /// Draws it blended by its alpha (`true`), or copied, covering what is under it.
    func blend(_ blends: Bool) throws(PlatformError) {
        guard blends != self.blends else { return }
        try check(SDL_SetTextureBlendMode(handle, blends ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
        self.blends = blends
    }

    /// A texture showing `image`, allocated at least as large as `capacity`; where `opaque`,
    /// in `format` (the window's), copied without blending.
    init(renderer: Renderer, image: Image, capacity: (width: Int, height: Int)? = nil, opaque: Bool = false, format: UInt32) throws(PlatformError) {
        let capacityWidth = max(image.width, capacity?.width ?? 0, 1)
        let capacityHeight = max(image.height, capacity?.height ?? 0, 1)
        let texture = try require(
            SDL_CreateTexture(renderer.handle, format, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(capacityWidth), Int32(capacityHeight)),
            "SDL_CreateTexture"
        )
        do {
            try check(SDL_SetTextureBlendMode(texture, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
            try Self.upload(image, to: texture, width: capacityWidth, height: capacityHeight)
        } catch {
            SDL_DestroyTexture(texture)
            throw error
        }
        // NB: stored last: once every stored property is set, a throw would still run deinit.
        handle = texture
        width = image.width
        height = image.height
        self.capacityWidth = capacityWidth
        self.capacityHeight = capacityHeight
        self.renderer = renderer
        self.opaque = opaque
        blends = !opaque
    }

    /// A canvas: a `width` × `height` texture the renderer draws into (`Renderer.drawing(into:`
    /// `origin:_:)`), copied without blending: what it shows covers what is under it.
    init(renderer: Renderer, canvasWidth width: Int, height: Int, format: UInt32) throws(PlatformError) {
        let (width, height) = (max(width, 1), max(height, 1))
        let texture = try require(
            SDL_CreateTexture(renderer.handle, format, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height)),
            "SDL_CreateTexture"
        )
        do {
            try check(SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
        } catch {
            SDL_DestroyTexture(texture)
            throw error
        }
        handle = texture
        self.width = width
        self.height = height
        capacityWidth = width
        capacityHeight = height
        self.renderer = renderer
        opaque = true
        blends = false
    }

    isolated deinit {
        SDL_DestroyTexture(handle)
    }

    /// Shows `image` instead; it must fit in the texture's capacity.
    public func update(from image: Image) throws(PlatformError) {
        guard image.width <= capacityWidth, image.height <= capacityHeight else {
            throw PlatformError.sdl(
                call: "Texture.update", message: "image is \(image.width)x\(image.height), texture holds \(capacityWidth)x\(capacityHeight)")
        }
        try Self.upload(image, to: handle, width: capacityWidth, height: capacityHeight)
        width = image.width
        height = image.height
    }

    /// Uploads `image` at the top-left of a `width` × `height` texture, and a transparent pixel
    /// right of it and below it, so no earlier picture shows at its edges when the texture is
    /// drawn with filtering (which reads no further than the next pixel). (Not the whole texture
    /// padded and uploaded: a new text or shape paid for every pixel of its size step twice; timed.)
    private static func upload(_ image: Image, to texture: OpaquePointer, width: Int, height: Int) throws(PlatformError) {
        guard image.width > 0, image.height > 0 else {
            let clear = [UInt32](repeating: 0, count: width * height)
            return try check(clear.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }, "SDL_UpdateTexture")
        }
        var area = SDL_Rect(x: 0, y: 0, w: Int32(image.width), h: Int32(image.height))
        try check(image.pixels.withUnsafeBytes { SDL_UpdateTexture(texture, &area, $0.baseAddress, Int32(image.width * 4)) }, "SDL_UpdateTexture")
        let clear = [UInt32](repeating: 0, count: max(image.width, image.height) + 1)
        if image.width < width {
            var column = SDL_Rect(x: Int32(image.width), y: 0, w: 1, h: Int32(min(image.height + 1, height)))
            try check(clear.withUnsafeBytes { SDL_UpdateTexture(texture, &column, $0.baseAddress, 4) }, "SDL_UpdateTexture")
        }
        if image.height < height {
            var row = SDL_Rect(x: 0, y: Int32(image.height), w: Int32(min(image.width + 1, width)), h: 1)
            try check(clear.withUnsafeBytes { SDL_UpdateTexture(texture, &row, $0.baseAddress, Int32(width * 4)) }, "SDL_UpdateTexture")
        }
    }

    /// The part of the texture that shows the picture.
    var shownArea: SDL_Rect { SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)) }
}
