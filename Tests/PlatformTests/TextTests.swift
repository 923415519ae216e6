import CSDL2
import Drawing
import Testing

@testable import Platform

extension SDLTests {
    @Suite @MainActor struct TextTests {
        init() { SDLTests.prepareDrivers() }

        @Test func rendersAntiAliasedText() throws {
            let context = try SDLContext()
            let path = try Font.locate(candidates: Font.systemCandidates)
            let font = try Font(context: context, path: path, pointSize: 32)
            let image = try font.render("Score 15", color: .white)
            let size = try font.measure("Score 15")
            #expect(image.width == size.width && image.height == size.height)
            #expect(image.width > 80 && image.height > 20)
            let alphas = image.pixels.map { $0 >> 24 }
            #expect(alphas.contains(255))
            #expect(alphas.contains { $0 > 0 && $0 < 255 })  // anti-aliased edges
            #expect(alphas.contains(0))
            #expect(try font.render("", color: .white).width == 0)
        }

        /// Text is read from SDL_ttf's surfaces in one pass (shaded text through its palette,
        /// blended text copied): the very pixels SDL's own conversion to ARGB8888 gives.
        @Test func textReadInOnePassIsWhatSDLConvertsItTo() throws {
            let context = try SDLContext()
            let font = try Font(context: context, path: try Font.locate(candidates: Font.systemCandidates), pointSize: 27)
            let ink = SDL_Color(r: 250, g: 240, b: 90, a: 255)
            let shaded = try #require(TTF_RenderUTF8_Shaded(font.handle, "Turn 12 · ×0.83 — gj", ink, SDL_Color(r: 30, g: 40, b: 60, a: 255)))
            let blended = try #require(TTF_RenderUTF8_Blended(font.handle, "Turn 12 · ×0.83 — gj", SDL_Color(r: 250, g: 240, b: 90, a: 200)))
            defer {
                SDL_FreeSurface(shaded)
                SDL_FreeSurface(blended)
            }
            #expect(shaded.pointee.format.pointee.BitsPerPixel == 8)
            for surface in [shaded, blended] {
                let converted = try #require(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
                defer { SDL_FreeSurface(converted) }
                let (width, height, pitch) = (Int(converted.pointee.w), Int(converted.pointee.h), Int(converted.pointee.pitch) / 4)
                let base = try #require(converted.pointee.pixels?.assumingMemoryBound(to: UInt32.self))
                var expected: [UInt32] = []
                for row in 0..<height { expected += UnsafeBufferPointer(start: base + row * pitch, count: width) }
                let image = try Font.image(of: surface)
                #expect(image.width == width && image.height == height)
                #expect(image.pixels == expected)
            }
        }

        /// A face's own metrics: Noto Sans CJK's lines are far taller than its size, which is why
        /// layouts space lines by them; a collection's faces open by index.
        @Test func metricsAndFacesOfACollection() throws {
            let context = try SDLContext()
            let latin = try Font(context: context, path: try Font.locate(candidates: Font.systemCandidates), pointSize: 20)
            #expect(abs(latin.metrics.height - (latin.metrics.ascent + latin.metrics.descent)) <= 1)
            #expect(latin.metrics.lineSkip >= latin.metrics.height - 1 && latin.metrics.lineSkip < 30)
            let noto = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
            let japanese = try Font(context: context, face: FontFace(noto, index: 0), pointSize: 20)
            let chinese = try Font(context: context, face: FontFace(noto, index: 2), pointSize: 20)
            #expect(japanese.metrics.height >= 28 && chinese.metrics.height >= 28)
            #expect(throws: PlatformError.self) { try Font(context: context, face: FontFace(noto, index: 99), pointSize: 20) }
            // The same character, drawn in each face's own forms: 直 differs between them.
            #expect(try japanese.render("直", color: .white).pixels != chinese.render("直", color: .white).pixels)
        }

        /// Japanese text gets Japanese glyph forms and Chinese Simplified ones: regional faces
        /// come first among those that cover the text, in fontconfig's order otherwise.
        @Test func eachLanguageGetsItsRegionsFace() {
            let ja = FontFinder.sansSerif(covering: "日本語の文字", language: "ja")
            #expect(ja.first == FontFace("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", index: 0), "\(ja.prefix(3))")
            let zh = FontFinder.sansSerif(covering: "简体中文", language: "zh-cn")
            #expect(zh.first == FontFace("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", index: 2), "\(zh.prefix(3))")
            #expect(zh.contains(FontFace("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")))
        }

        @Test func missingFontIsAClearError() throws {
            #expect(throws: PlatformError.fontNotFound(searched: ["/nonexistent/font.ttf", "/"])) {
                try Font.locate(candidates: ["/nonexistent/font.ttf", "/"])
            }
            let message = PlatformError.fontNotFound(searched: ["/nonexistent/font.ttf"]).description
            #expect(message.contains("/nonexistent/font.ttf") && message.contains("TAP_FONT"))
            #expect(!message.contains("\n"))
        }

        @Test func unreadableFontFileIsAnSDLError() throws {
            let context = try SDLContext()
            do {
                _ = try Font(context: context, path: "/nonexistent/font.ttf", pointSize: 12)
                Issue.record("opening a missing font should fail")
            } catch {
                guard case .sdl(let call, let message) = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(call.contains("TTF_OpenFont"))
                #expect(!message.isEmpty)
            }
        }
    }
}
