import CFontconfig

/// The desktop's font lookup, through fontconfig: the sans-serif faces the user's configuration
/// prefers for a language, keeping only those that have a glyph for every character of the text
/// the game must draw. A failure anywhere (no configuration, no fonts) is an empty list: the
/// caller falls back to known paths.
public enum FontFinder {
    /// Font files (TrueType, OpenType, collections) best first, each covering every character of
    /// `text` but spaces. `language` is an RFC 3066 tag such as `en` or `zh-cn`.
    public static func sansSerif(covering text: String, language: String, bold: Bool = true, limit: Int = 64) -> [String] {
        guard let config = FcInitLoadConfigAndFonts() else { return [] }
        defer { FcConfigDestroy(config) }
        let query = "sans-serif:lang=\(language)" + (bold ? ":weight=bold" : "")
        guard let pattern = FcNameParse(query) else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard FcConfigSubstitute(config, pattern, FcMatchPattern) != 0 else { return [] }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let fonts = FcFontSort(config, pattern, 0, nil, &result) else { return [] }
        defer { FcFontSetDestroy(fonts) }
        let needed = Set(text.unicodeScalars.filter { !$0.properties.isWhitespace && $0.value >= 0x20 }.map(\.value))
        var paths: [String] = []
        let count = Int(fonts.pointee.nfont)
        for index in 0..<min(count, limit) {
            guard let font = fonts.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: file)
            guard [".ttf", ".otf", ".ttc"].contains(where: { path.lowercased().hasSuffix($0) }), !paths.contains(path) else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            if needed.allSatisfy({ FcCharSetHasChar(charset, $0) != 0 }) { paths.append(path) }
        }
        return paths
    }
}
