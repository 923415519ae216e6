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

    /// The regular (book) weight of `face`'s family, for body text beside a bold face's headings:
    /// the face fontconfig matches for the family at the regular weight, or `face` itself where
    /// the family has no other weight (WenQuanYi Micro Hei has one) or fontconfig cannot say.
    public static func regular(of face: FontFace) -> FontFace {
        guard let config = FcInitLoadConfigAndFonts() else { return face }
        defer { FcConfigDestroy(config) }
        // The face's family, as fontconfig lists the file.
        guard let wanted = FcPatternCreate() else { return face }
        defer { FcPatternDestroy(wanted) }
        guard add(face.path, as: FC_FILE, to: wanted), FcPatternAddInteger(wanted, FC_INDEX, Int32(face.index)) != 0,
            let objects = FcObjectSetCreate()
        else { return face }
        defer { FcObjectSetDestroy(objects) }
        guard FcObjectSetAdd(objects, FC_FAMILY) != 0, let listed = FcFontList(config, wanted, objects) else { return face }
        defer { FcFontSetDestroy(listed) }
        guard listed.pointee.nfont > 0, let first = listed.pointee.fonts[0] else { return face }
        var family: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(first, FC_FAMILY, 0, &family) == FcResultMatch, let family else { return face }
        let name = String(cString: family)
        // The family at the regular weight.
        guard let query = FcPatternCreate() else { return face }
        defer { FcPatternDestroy(query) }
        guard add(name, as: FC_FAMILY, to: query), FcPatternAddInteger(query, FC_WEIGHT, FC_WEIGHT_REGULAR) != 0,
            FcPatternAddInteger(query, FC_SLANT, FC_SLANT_ROMAN) != 0, FcConfigSubstitute(config, query, FcMatchPattern) != 0
        else { return face }
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, query, &result) else { return face }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        var matchedFamily: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file,
            FcPatternGetString(match, FC_FAMILY, 0, &matchedFamily) == FcResultMatch, let matchedFamily,
            String(cString: matchedFamily) == name
        else { return face }
        if FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        let path = String(cString: file)
        guard [".ttf", ".otf", ".ttc"].contains(where: { path.lowercased().hasSuffix($0) }) else { return face }
        return FontFace(path, index: Int(index))
    }

    /// Adds `value` to `pattern` as `object`'s string (fontconfig's strings are bytes).
    private static func add(_ value: String, as object: String, to pattern: OpaquePointer) -> Bool {
        var bytes = Array(value.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { FcPatternAddString(pattern, object, $0) != 0 } ?? false }
    }
}
