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
