import Drawing
import Glibc
import Platform
import Testing

@testable import GameApp

/// A cache of pictures keeps, besides what a frame used, the few used most recently: a text that
/// comes back a turn later is not drawn again (issue 56: the panel's new turn), and what it holds
/// stays bounded however many pictures come and go.
extension GameAppTests {
    /// A cache over a small offscreen renderer, and how many pictures it has drawn.
    @MainActor
    private final class Cached {
        let context: SDLContext
        let cache: TextureCache<String>
        var drawn: [String] = []

        init(capacity: Int) throws {
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            context = try SDLContext()
            let window = try Window(context: context, title: "test", size: Size(width: 120, height: 80))
            cache = TextureCache(capacity: capacity, pool: TexturePool(renderer: try Renderer(window: window)))
        }

        /// One frame that uses the pictures `keys`.
        func frame(_ keys: String...) throws {
            for key in keys {
                _ = try cache.texture(for: key) { () throws(PlatformError) in
                    drawn.append(key)
                    return Image(width: 8, height: 8, color: .white)
                }
            }
            cache.endFrame()
        }
    }

    @Test func aCacheKeepsThePicturesUsedMostRecentlyBesidesTheFrames() throws {
        let cached = try Cached(capacity: 2)
        try cached.frame("a")
        try cached.frame("b")
        try cached.frame("c")
        // Three pictures left unused: the oldest goes back to the pool, the two newest stay.
        try cached.frame("d")
        #expect(cached.cache.count == 3)
        // One used again is as new: "c", unused longest, goes when "a" comes back.
        try cached.frame("b")
        try cached.frame("a")
        try cached.frame("c", "b", "d")
        #expect(cached.drawn == ["a", "b", "c", "d", "a", "c"])
    }

    @Test func aCacheHoldsAtMostAFramesPicturesAndItsCapacityHoweverManyComeAndGo() throws {
        let cached = try Cached(capacity: 8)
        var most = 0
        for index in 0..<200 {
            try cached.frame("turn \(index)", "turn \(index) again", "always")
            most = max(most, cached.cache.count)
        }
        // A frame's 3, its capacity and a quarter more (given back in a batch).
        #expect(most == 3 + 8 + 2)
        #expect(cached.drawn.filter { $0 == "always" }.count == 1)
        // With no capacity it holds exactly what the last frame used.
        let exact = try Cached(capacity: 0)
        try exact.frame("a", "b")
        try exact.frame("b", "c")
        #expect(exact.cache.count == 2)
        try exact.frame("a")
        #expect(exact.drawn == ["a", "b", "c", "a"])
    }
}
