import CSDL2
import Raster

/// Pixels uploaded to the renderer, drawn with alpha blending.
@MainActor
public final class Texture {
    let handle: OpaquePointer
    public let width: Int
    public let height: Int
    /// A texture must go before its renderer: it keeps the renderer alive.
    private let renderer: Renderer

    init(renderer: Renderer, image: Image) throws(PlatformError) {
        let texture = try require(
            SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(max(image.width, 1)),
                Int32(max(image.height, 1))),
            "SDL_CreateTexture"
        )
        do {
            try check(SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
            try Self.upload(image, to: texture)
        } catch {
            SDL_DestroyTexture(texture)
            throw error
        }
        // NB: stored last: once every stored property is set, a throw would still run deinit.
        handle = texture
        width = image.width
        height = image.height
        self.renderer = renderer
    }

    isolated deinit {
        SDL_DestroyTexture(handle)
    }

    /// Replaces the pixels; `image` must have the texture's size.
    public func update(from image: Image) throws(PlatformError) {
        guard image.width == width, image.height == height else {
            throw PlatformError.sdl(call: "Texture.update", message: "image is \(image.width)x\(image.height), texture is \(width)x\(height)")
        }
        try Self.upload(image, to: handle)
    }

    private static func upload(_ image: Image, to texture: OpaquePointer) throws(PlatformError) {
        guard image.width > 0, image.height > 0 else { return }
        let result = image.pixels.withUnsafeBytes { bytes in
            SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(image.width * 4))
        }
        try check(result, "SDL_UpdateTexture")
    }

}
