import Drawing
import Platform
import Raster
import Testing

extension SDLTests {
    /// Textures are reused, not made anew, and a reused one shows only its new picture.
    @Suite @MainActor struct TexturePoolTests {
        init() { SDLTests.prepareDrivers() }

        /// A renderer in a small window (its context kept alive with it).
        private func makeRenderer() throws -> (context: SDLContext, renderer: Renderer) {
            let context = try SDLContext()
            let window = try Window(context: context, title: "test", size: Size(width: 200, height: 120))
            return (context, try Renderer(window: window))
        }

        @Test func aRecycledTextureShowsTheNextPictureOfItsSizeStep() throws {
            let (context, renderer) = try makeRenderer()
            defer { withExtendedLifetime(context) {} }
            let pool = TexturePool(renderer: renderer)
            let first = try pool.texture(showing: Image(width: 60, height: 40, color: .white))
            #expect(first.width == 60 && first.capacityWidth == 64 && first.capacityHeight == 64)
            pool.recycle(first)
            #expect(pool.freeCount == 1)
            let red = RGBA(red: 200, green: 0, blue: 0)
            let second = try pool.texture(showing: Image(width: 50, height: 40, color: red))
            #expect(second === first && pool.freeCount == 0)
            #expect(second.width == 50 && second.height == 40)
            // Another size step gets a texture of its own.
            let large = try pool.texture(showing: Image(width: 100, height: 100))
            #expect(large !== first)

            // Only the 50×40 picture is drawn: none of the earlier white shows around it.
            let background = RGBA(rgb: 0x10_20_30)
            try renderer.clear(background)
            try renderer.draw(second, x: 10, y: 10)
            let pixels = try renderer.readPixels()
            #expect(pixels[30, 20] == red)
            #expect(pixels[65, 20] == background && pixels[30, 55] == background)
        }

        /// A picture whose size step has no free texture takes the smallest free one a little
        /// larger (a line of text a little shorter than the last), not a new one; one far larger
        /// is left for its own size.
        @Test func aPictureTakesAFreeTextureALittleLarger() throws {
            let (context, renderer) = try makeRenderer()
            defer { withExtendedLifetime(context) {} }
            let pool = TexturePool(renderer: renderer)
            let wide = try pool.texture(showing: Image(width: 90, height: 20, color: .white))
            let wider = try pool.texture(showing: Image(width: 150, height: 20, color: .white))
            let huge = try pool.texture(showing: Image(width: 190, height: 20, color: .white))
            for texture in [huge, wider, wide] { pool.recycle(texture) }
            let line = try pool.texture(showing: Image(width: 60, height: 18, color: .white))
            #expect(line === wide && line.width == 60 && line.capacityWidth == 96)
            let short = try pool.texture(showing: Image(width: 20, height: 18, color: .white))
            #expect(short !== wider && short !== huge && short.capacityWidth == 32)
            // Opaque pictures keep to their own textures.
            let opaque = try pool.texture(showing: Image(width: 100, height: 18, color: .white), opaque: true)
            #expect(opaque !== wider && opaque.opaque)
        }

        @Test func theFreeTexturesStayWithinTheirBudget() throws {
            let (context, renderer) = try makeRenderer()
            defer { withExtendedLifetime(context) {} }
            let pool = TexturePool(renderer: renderer, byteLimit: 3 * 64 * 64 * 4)
            let textures = try (0..<6).map { _ throws(PlatformError) in try pool.texture(showing: Image(width: 64, height: 64)) }
            for texture in textures { pool.recycle(texture) }
            #expect(pool.freeCount == 3)
        }
    }
}
