import CSDL2
import Drawing

#if canImport(Glibc)
    import Glibc
#endif

/// A TrueType font at one size, through SDL_ttf.
@MainActor
public final class Font {
    let handle: OpaquePointer
    public let face: FontFace
    public let pointSize: Int
    /// Keeps SDL_ttf initialised until the font is closed.
    private let context: SDLContext

    /// Opens `face` at `pointSize`. Needs an `SDLContext` (which initialises SDL_ttf).
    public init(context: SDLContext, face: FontFace, pointSize: Int) throws(PlatformError) {
        handle = try require(TTF_OpenFontIndex(face.path, Int32(pointSize), face.index), "TTF_OpenFontIndex(\(face))")
        self.face = face
        self.pointSize = pointSize
        self.context = context
    }

    /// Opens the first face of the file at `path`.
    public convenience init(context: SDLContext, path: String, pointSize: Int) throws(PlatformError) {
        try self.init(context: context, face: FontFace(path), pointSize: pointSize)
    }

    public var path: String { face.path }

    /// The font's own vertical metrics, in pixels: what a line of it needs.
    public struct Metrics: Hashable, Sendable {
        /// From the baseline up to the top of the tallest glyph.
        public let ascent: Int
        /// From the baseline down to the bottom of the lowest glyph (positive).
        public let descent: Int
        /// The height of a rendered line: ascent and descent together.
        public let height: Int
        /// The distance from one line's baseline to the next that the font recommends.
        public let lineSkip: Int
    }

    /// The font's vertical metrics at this size (SDL_ttf's calls for them cannot fail).
    public var metrics: Metrics {
        Metrics(
            ascent: Int(TTF_FontAscent(handle)), descent: Int(-TTF_FontDescent(handle)), height: Int(TTF_FontHeight(handle)),
            lineSkip: Int(TTF_FontLineSkip(handle)))
    }

    isolated deinit {
        TTF_CloseFont(handle)
    }

    /// Fonts found on common Linux systems, bold first: the HUD reads better bold.
    public nonisolated static let systemCandidates = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
        "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
        "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
    ]

    /// The first of `candidates` that exists and can be read.
    public nonisolated static func locate(candidates: [String]) throws(PlatformError) -> String {
        for path in candidates where isReadableFile(path) { return path }
        throw PlatformError.fontNotFound(searched: candidates)
    }

    /// The first of `candidates` that opens as a font, draws a digit and has a glyph for every
    /// character of `covering`, and why each readable one before it was passed over (a damaged
    /// or truncated file, say). When none covers the text, the first that opens and draws, with
    /// the characters it lacks in `missing`.
    public static func firstUsable(context: SDLContext, candidates: [FontFace], covering text: String = "") throws(PlatformError) -> (
        face: FontFace, passedOver: [(face: FontFace, reason: PlatformError)], missing: [Character]
    ) {
        var passedOver: [(face: FontFace, reason: PlatformError)] = []
        var partial: (face: FontFace, missing: [Character])?
        var seen: Set<FontFace> = []
        for face in candidates where isReadableFile(face.path) && seen.insert(face).inserted {
            do {
                let font = try Font(context: context, face: face, pointSize: 16)
                _ = try font.render("0", color: .white)
                let missing = font.missingCharacters(in: text)
                if missing.isEmpty { return (face, passedOver, []) }
                if partial == nil { partial = (face, missing) }
            } catch {
                passedOver.append((face, error))
            }
        }
        if let partial { return (partial.face, passedOver, partial.missing) }
        throw PlatformError.fontNotFound(searched: candidates.map(\.description))
    }

    private nonisolated static func isReadableFile(_ path: String) -> Bool {
        var status = stat()
        return access(path, R_OK) == 0 && stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// `text` rendered anti-aliased in `color` onto a transparent image just large enough, or
    /// onto `background`, every pixel opaque.
    public func render(_ text: String, color: RGBA, on background: RGBA? = nil) throws(PlatformError) -> Image {
        guard !text.isEmpty else { return Image(width: 0, height: 0) }
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        // (Onto a background: SDL_ttf's shaded text, each pixel the colour mixed into the
        // background by its glyph's coverage, opaque.)
        let rendered = try require(
            background.map { TTF_RenderUTF8_Shaded(handle, text, sdlColor, SDL_Color(r: $0.red, g: $0.green, b: $0.blue, a: 255)) }
                ?? TTF_RenderUTF8_Blended(handle, text, sdlColor), background == nil ? "TTF_RenderUTF8_Blended" : "TTF_RenderUTF8_Shaded")
        defer { SDL_FreeSurface(rendered) }
        return try Self.image(of: rendered)
    }

    /// A surface SDL_ttf rendered, as ARGB8888 pixels, read in one pass: its shaded text (8 bits
    /// a pixel, each an index into a palette of 256 colours) looked up in its palette, its
    /// blended text (already ARGB8888) copied; any other format converted by SDL first. (Not
    /// converted by SDL and then copied: for each new line of the panel, every pass over its
    /// pixels counted; timed.)
    static func image(of surface: UnsafeMutablePointer<SDL_Surface>) throws(PlatformError) -> Image {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let format = surface.pointee.format?.pointee
        let palette = format?.palette?.pointee
        if format?.format == SDL_PIXELFORMAT_ARGB8888.rawValue || (format?.BitsPerPixel == 8 && palette != nil) {
            try check(SDL_LockSurface(surface), "SDL_LockSurface")
            defer { SDL_UnlockSurface(surface) }
            guard let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else {
                throw PlatformError.sdl(call: "TTF_RenderUTF8", message: "surface has no pixels")
            }
            let pitch = Int(surface.pointee.pitch)
            var colors = [UInt32](repeating: 0xFF00_0000, count: 256)
            if let palette, let entries = palette.colors {
                for index in 0..<min(Int(palette.ncolors), 256) {
                    let color = entries[index]
                    colors[index] = UInt32(color.a) << 24 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
                }
            }
            let indexed = format?.BitsPerPixel == 8
            let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                guard let target = buffer.baseAddress else { return count = 0 }
                for row in 0..<height {
                    let source = base + row * pitch
                    let start = row * width
                    if indexed {
                        colors.withUnsafeBufferPointer { colors in
                            for column in 0..<width { target[start + column] = colors[Int(source[column])] }
                        }
                    } else {
                        UnsafeMutableRawPointer(target + start).copyMemory(from: source, byteCount: width * 4)
                    }
                }
                count = width * height
            }
            guard let image = Image(width: width, height: height, pixels: pixels) else {
                throw PlatformError.sdl(call: "TTF_RenderUTF8", message: "unexpected pixel count")
            }
            return image
        }
        let converted = try require(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0), "SDL_ConvertSurfaceFormat")
        defer { SDL_FreeSurface(converted) }
        return try image(of: converted)
    }

    /// The characters of `text` (spaces and control characters aside) this font has no glyph
    /// for, each once, in order: what would show as an empty box.
    public func missingCharacters(in text: String) -> [Character] {
        var missing: [Character] = []
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace && scalar.value >= 0x20 {
            if TTF_GlyphIsProvided32(handle, scalar.value) == 0, !missing.contains(Character(scalar)) { missing.append(Character(scalar)) }
        }
        return missing
    }

    /// Each character's advance, as SDL_ttf's metrics give it, kept (`widthBound`): those below
    /// U+2100 (Latin, Greek, Cyrillic and the punctuation the panel uses) by their number, -1
    /// until asked (made on the first call: a font only measured or drawn never needs it);
    /// others by character.
    private var nearAdvances: [Int32] = []
    private var farAdvances: [UInt32: Int32] = [:]

    /// A width `text` is never wider than, found without shaping it: its characters' advances,
    /// a quarter pixel more for each (rounding), and an em for its first and last glyphs'
    /// overhang; nil where SDL_ttf has no metrics for one of them. (Over every message in every
    /// language, at sizes 6 to 64, in the faces players have, `measure` came out at most a third
    /// of an em wider than the advances alone; a test holds it there.)
    public func widthBound(_ text: String) -> Int? {
        if nearAdvances.isEmpty { nearAdvances = [Int32](repeating: -1, count: 0x2100) }
        var (total, count) = (0, 0)
        for scalar in text.unicodeScalars {
            let code = scalar.value
            var advance = code < 0x2100 ? nearAdvances[Int(code)] : farAdvances[code] ?? -1
            if advance < 0 {
                var (minX, maxX, minY, maxY): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                guard TTF_GlyphMetrics32(handle, code, &minX, &maxX, &minY, &maxY, &advance) == 0, advance >= 0 else { return nil }
                if code < 0x2100 { nearAdvances[Int(code)] = advance } else { farAdvances[code] = advance }
            }
            total += Int(advance)
            count += 1
        }
        return total + (count + 3) / 4 + pointSize
    }

    /// The size `text` would take, in pixels.
    public func measure(_ text: String) throws(PlatformError) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try check(TTF_SizeUTF8(handle, text, &width, &height), "TTF_SizeUTF8")
        return (Int(width), Int(height))
    }
}
