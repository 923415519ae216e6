import Drawing
import Platform
import Preferences

/// Text as textures: one font per size and weight, opened on first use, and a cache of rendered
/// strings. The face in use is the bold one (headings); its family's regular member draws
/// running text (`FontFinder.regular(of:)`, or the bold face where the family has no other).
@MainActor
final class TextPainter {
    private let context: SDLContext
    private let renderer: Renderer
    private(set) var face: FontFace
    private(set) var regularFace: FontFace
    private var fonts: [FontKey: Font] = [:]
    private let textures: TextureCache<Key>
    /// Every text is drawn this much larger than the size asked for (the player's text size,
    /// `[accessibility] text_size`): one factor here, so every screen, the HUD included, grows
    /// and measures alike.
    var scale = 1.0 {
        didSet {
            if scale != oldValue {
                textures.removeAll()
                wraps.removeAll()
            }
        }
    }
    /// Messages already broken into lines (the panel's, most of which a new turn leaves as they
    /// were), by everything the breaks depend on; emptied where it grows past `wrapsKept`, and
    /// when the face, the size or the language changes.
    var wraps: [WrapKey: [String]] = [:]
    static let wrapsKept = 512

    struct WrapKey: Hashable {
        let message: String
        let size: Int
        let width: Int
        let weight: FontWeight
    }
    /// The smallest type drawn since `resetSmallest`, in pixels (what the readability test reads).
    private(set) var smallestDrawn: Int?

    fileprivate struct Key: Hashable {
        let text: String
        let size: Int
        let color: RGBA
        let weight: FontWeight
        /// What it is drawn onto, where it is opaque (nil: transparent around its glyphs).
        var background: RGBA?
    }

    private struct FontKey: Hashable {
        let pixels: Int
        let weight: FontWeight
    }

    init(context: SDLContext, renderer: Renderer, face: FontFace, pool: TexturePool) throws(PlatformError) {
        self.context = context
        self.renderer = renderer
        textures = TextureCache(capacity: 64, pool: pool)
        self.face = face
        regularFace = face
        // Open one font now, so a broken font file fails at start, not mid-game.
        _ = try font(size: 16)
        useRegular(of: face)
    }

    /// Takes `bold`'s family's regular member for running text where it opens, else draws
    /// running text with `bold` too.
    private func useRegular(of bold: FontFace) {
        let regular = FontFinder.regular(of: bold)
        guard regular != bold, let opened = try? Font(context: context, face: regular, pointSize: 16) else {
            regularFace = bold
            return
        }
        regularFace = regular
        fonts[FontKey(pixels: 16, weight: .regular)] = opened
    }

    func text(_ string: String, size: Int, color: RGBA, weight: FontWeight = .bold) throws(PlatformError) -> Texture {
        try texture(string, pixels: pixels(size), color: color, weight: weight, isText: true)
    }

    /// `string` drawn onto `background`: an opaque picture, to draw without blending
    /// (`Renderer.draw(_:x:y:opaque:)`) where that colour is what is under it.
    func text(_ string: String, size: Int, color: RGBA, weight: FontWeight = .bold, on background: RGBA) throws(PlatformError) -> Texture {
        try texture(string, pixels: pixels(size), color: color, weight: weight, isText: true, background: background)
    }

    /// `string` in `role`'s size and weight at `scale` output pixels to a point.
    func text(_ string: String, role: TypeRole, scale: Double, color: RGBA) throws(PlatformError) -> Texture {
        try text(string, size: role.size(scale: scale), color: color, weight: role.weight)
    }

    /// A glyph used as an icon (the bar's "?"), `pixels` tall as its button asks: not text, so
    /// the player's text size leaves it alone and the readability test does not count it.
    func icon(_ string: String, pixels: Int, color: RGBA) throws(PlatformError) -> Texture {
        try texture(string, pixels: max(pixels, 6), color: color, weight: .bold, isText: false)
    }

    private func texture(
        _ string: String, pixels: Int, color: RGBA, weight: FontWeight, isText: Bool, background: RGBA? = nil
    ) throws(PlatformError) -> Texture {
        let key = Key(text: string, size: pixels, color: color, weight: weight, background: background)
        if isText {
            smallestDrawn = min(smallestDrawn ?? key.size, key.size)
            drawnSizes?.insert(key.size)
        }
        let texture = try textures.texture(for: key, opaque: background != nil) { () throws(PlatformError) in
            try Self.image(of: string, font: try font(pixels: key.size, weight: weight), color: color, on: background)
        }
        shown?[ObjectIdentifier(texture)] = string
        return texture
    }

    /// The text each texture handed out shows, when not nil (tests that check what a screen
    /// shows fits set it to `[:]`).
    var shown: [ObjectIdentifier: String]?
    /// Every pixel size text was drawn at, when not nil (the type scale's test sets it to `[]`).
    var drawnSizes: Set<Int>?

    /// The distance from one line's top to the next that the font in use needs at `size`, in
    /// pixels: its own line skip, or its line height where that is taller (a face with tall
    /// ascent and descent, as the CJK ones have). A layout spaces lines by at least this, so no
    /// two lines' boxes overlap with any face.
    func lineSkip(size: Int, weight: FontWeight = .bold) throws(PlatformError) -> Double {
        let metrics = try font(size: max(size, 6), weight: weight).metrics
        return Double(max(metrics.lineSkip, metrics.height))
    }

    /// How far a layout moves down after a line at `size`: `factor` times the size, as the
    /// layout was designed with a Latin face, or the face's own `lineSkip` where that is more.
    func advance(size: Int, atLeast factor: Double, weight: FontWeight = .bold) throws(PlatformError) -> Double {
        max(Double(pixels(size)) * factor, try lineSkip(size: size, weight: weight))
    }

    /// Forgets the smallest type drawn, for the next frame's.
    func resetSmallest() { smallestDrawn = nil }

    /// The pixel size a text asked for at `size` is drawn at: the player's scale applied, and
    /// never below 6.
    func pixels(_ size: Int) -> Int { max(Int((Double(size) * scale).rounded()), 6) }

    /// The size `string` takes at `size`, in pixels.
    func measure(_ string: String, size: Int, weight: FontWeight = .bold) throws(PlatformError) -> (width: Int, height: Int) {
        try font(size: max(size, 6), weight: weight).measure(string)
    }

    /// The language whose hyphenation breaks a word wider than a line (`Hyphenation`).
    var language: Language = .english {
        didSet {
            hyphenate = Hyphenation.hyphenate(language)
            wraps.removeAll()
        }
    }
    /// How `language` hyphenates a word wider than a line (`wrap`).
    private(set) var hyphenate = Hyphenation.hyphenate(.english)

    /// Every message broken into lines since it was set (the fit check holds each break to the
    /// rules); nil, as in play: none kept.
    var wrapped: [Wrapped]?

    func endFrame() {
        textures.endFrame()
    }

    /// The texts a drawing used: kept (`keep`) while a picture made of them shows.
    struct Used {
        fileprivate let keys: [Key]
    }

    /// Runs `body`, and says which texts it drew.
    func using(_ body: () throws(PlatformError) -> Void) throws(PlatformError) -> Used {
        textures.asked = []
        defer { textures.asked = nil }
        try body()
        return Used(keys: textures.asked ?? [])
    }

    /// Keeps the texts `used` drew for this frame, though they are not drawn in it: the picture
    /// made of them shows instead, and is drawn again from them when it changes.
    func keep(_ used: Used) {
        textures.keep(used.keys)
    }

    /// The characters of `text` the font in use has no glyph for.
    /// NB: a regular face that lacks a glyph the bold face has is given up here, for the bold
    /// face: running text never shows a box where a heading would show the character.
    func missingCharacters(in text: String) throws(PlatformError) -> [Character] {
        let missing = try font(size: 16).missingCharacters(in: text)
        if regularFace != face, try font(size: 16, weight: .regular).missingCharacters(in: text).contains(where: { !missing.contains($0) }) {
            regularFace = face
            fonts = fonts.filter { $0.key.weight == .bold }
            textures.removeAll()
            wraps.removeAll()
        }
        return missing
    }

    /// Draws with `face` from now on (another language needs other glyphs). The new font is
    /// opened at once, so a broken one is refused here and the old one stays.
    func use(face newFace: FontFace) throws(PlatformError) {
        guard newFace != face else { return }
        let opened = try Font(context: context, face: newFace, pointSize: 16)
        wraps.removeAll()
        fonts = [FontKey(pixels: 16, weight: .bold): opened]
        face = newFace
        useRegular(of: newFace)
        textures.removeAll()
    }

    func font(size: Int, weight: FontWeight = .bold) throws(PlatformError) -> Font {
        try font(pixels: pixels(size), weight: weight)
    }

    private func font(pixels size: Int, weight: FontWeight = .bold) throws(PlatformError) -> Font {
        let key = FontKey(pixels: size, weight: weight)
        if let font = fonts[key] { return font }
        let font = try Font(context: context, face: weight == .bold ? face : regularFace, pointSize: size)
        fonts[key] = font
        return font
    }
}
