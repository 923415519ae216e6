import CFontconfig

/// The desktop's font lookup, through fontconfig: the sans-serif faces the user's configuration
/// prefers for a language, keeping only those that have a glyph for every character of the text
/// the game must draw. A failure anywhere (no configuration, no fonts) is an empty list: the
/// caller falls back to known paths.
public enum FontFinder {
    /// Faces of font files (TrueType, OpenType, collections) best first, each covering every
    /// character of `text` but spaces. `language` is an RFC 3066 tag such as `en` or `zh-cn`.
    /// Among them, faces made for the language's own region come first (`regionMarks`): a Japanese
    /// text gets Japanese glyph forms, a Chinese one Simplified forms, where a face has them.
    public static func sansSerif(covering text: String, language: String, bold: Bool = true, limit: Int = 64) -> [FontFace] {
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
        var faces: [(face: FontFace, family: String)] = []
        let count = Int(fonts.pointee.nfont)
        for position in 0..<min(count, limit) {
            guard let font = fonts.pointee.fonts[position] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: file)
            var index: Int32 = 0
            if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
            let face = FontFace(path, index: Int(index))
            guard [".ttf", ".otf", ".ttc"].contains(where: { path.lowercased().hasSuffix($0) }), !faces.contains(where: { $0.face == face }) else {
                continue
            }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            let name = FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch ? family.map { String(cString: $0) } ?? "" : ""
            if needed.allSatisfy({ FcCharSetHasChar(charset, $0) != 0 }) { faces.append((face, name)) }
        }
        return preferringRegion(faces, language: language).map(\.face)
    }

    /// The words in a family's name that say its glyphs are drawn for a language's region, as
    /// font makers name their regional faces (Noto Sans CJK JP, Source Han Sans SC).
    static func regionMarks(language: String) -> [String] {
        switch language.lowercased() {
        case "ja": ["JP", "Japanese"]
        case "zh-cn", "zh-sg", "zh-hans": ["SC", "CN", "GB"]
        case "zh-tw", "zh-hant": ["TC", "TW"]
        case "zh-hk": ["HK"]
        case "ko": ["KR"]
        default: []
        }
    }

    /// `faces` in the same order, except that those whose family names the language's region
    /// come first.
    static func preferringRegion(_ faces: [(face: FontFace, family: String)], language: String) -> [(face: FontFace, family: String)] {
        let marks = Set(regionMarks(language: language))
        guard !marks.isEmpty else { return faces }
        let regional = faces.filter { entry in entry.family.split(separator: " ").contains { marks.contains(String($0)) } }
        return regional + faces.filter { entry in !regional.contains { $0.face == entry.face } }
    }
}
