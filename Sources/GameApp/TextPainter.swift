import Drawing
import Platform

/// Text as textures: one font per size, opened on first use, and a cache of rendered strings.
@MainActor
final class TextPainter {
    private let context: SDLContext
    private let renderer: Renderer
    private let fontPath: String
    private var fonts: [Int: Font] = [:]
    private let textures: TextureCache<Key>

    private struct Key: Hashable {
        let text: String
        let size: Int
        let color: RGBA
    }

    init(context: SDLContext, renderer: Renderer, fontPath: String, pool: TexturePool) throws(PlatformError) {
        self.context = context
        self.renderer = renderer
        textures = TextureCache(capacity: 32, pool: pool)
        self.fontPath = fontPath
        // Open one font now, so a broken font file fails at start, not mid-game.
        _ = try font(size: 16)
    }

    func text(_ string: String, size: Int, color: RGBA) throws(PlatformError) -> Texture {
        let key = Key(text: string, size: max(size, 6), color: color)
        return try textures.texture(for: key) { () throws(PlatformError) in try font(size: key.size).render(string, color: color) }
    }

    /// `message` broken at spaces into lines no wider than `width` pixels at `size`.
    func wrap(_ message: String, size: Int, width: Int) throws(PlatformError) -> [String] {
        let font = try font(size: max(size, 6))
        var lines: [String] = []
        var current = ""
        for word in message.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            let fits = try current.isEmpty ? true : font.measure(candidate).width <= width
            if fits {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    func endFrame() {
        textures.endFrame()
    }

    private func font(size: Int) throws(PlatformError) -> Font {
        if let font = fonts[size] { return font }
        let font = try Font(context: context, path: fontPath, pointSize: size)
        fonts[size] = font
        return font
    }
}
