import Drawing
import Platform
import Testing

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
