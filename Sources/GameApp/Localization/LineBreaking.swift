/// Where a line of text may break, in every language the game speaks: at spaces; in Japanese and
/// Chinese, which use none, between words as far as their scripts show them; never against the
/// kinsoku rules (no line begins with a closing mark, a small kana or a prolonged sound mark, none
/// ends with an opening mark). A word longer than a whole line breaks between its characters,
/// still by those rules. One closing mark may hang past the end of a line.
///
/// Words in Japanese and Chinese are not marked, and the game has no dictionary, so the scripts
/// mark them: in Japanese a word (a bunsetsu) ends where its particles, in hiragana, meet the next
/// kanji, katakana or Latin word, so 再開 or ゲーム stays whole; Chinese breaks at its punctuation
/// and where it meets Latin text. A translator may add a zero-width space (U+200B) where a break
/// is welcome; it is never drawn.
enum LineBreaking {
    /// The zero-width space: a break a translation may offer; dropped from what is drawn.
    static let zeroWidthSpace: Character = "\u{200B}"

    /// `text` in lines no wider than `width` by `measure`, broken where the rules allow.
    static func wrap<Failure: Error>(_ text: String, width: Double, measure: (String) throws(Failure) -> Double) throws(Failure) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words(of: text) {
            let candidate = current + word
            if try fits(candidate, width: width, measure: measure) {
                current = candidate
                continue
            }
            if !trimmed(current).isEmpty { lines.append(trimmed(current)) }
            current = ""
            // The word alone, in pieces when it is wider than a line.
            var rest = Array(word.drop { $0 == " " })
            while !rest.isEmpty {
                let count = try fittingCount(of: rest, width: width, measure: measure)
                current = String(rest.prefix(count))
                rest.removeFirst(count)
                if !rest.isEmpty { lines.append(trimmed(current)) }
            }
        }
        if !trimmed(current).isEmpty { lines.append(trimmed(current)) }
        return lines
    }

    /// The text cut where a line may break: each word keeps the spaces after it.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            if let previous, mayBreak(between: previous, and: character), !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character != zeroWidthSpace { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether a line may end after `before` and the next begin with `after`.
    static func mayBreak(between before: Character, and after: Character) -> Bool {
        if after == " " || after == zeroWidthSpace { return false }
        // Kinsoku: nothing begins a line that must follow its character (a separator " · "
        // neither: it ends the line it follows), or ends one that must lead into the next.
        if !mayBeginLine(after) { return false }
        if before == " " || before == zeroWidthSpace { return true }
        let (first, next) = (Kind(before), Kind(after))
        if first == .opening { return false }
        // Before a Japanese or Chinese opening bracket; after its stop, comma or closing bracket.
        // (Not around Latin punctuation: "f(x)", "3.5" and "docs/PATTERNS.md" stay whole.)
        if next == .opening { return isWide(after) }
        switch (first, next) {
        case (.closing, _): return isWide(before)
        // A Japanese word ends with its hiragana (okurigana, particles) where the next begins.
        case (.hiragana, .han), (.hiragana, .katakana), (.hiragana, .other): return true
        // Between Latin text or digits and kanji or katakana; a particle after Latin text stays
        // with it.
        case (.han, .other), (.katakana, .other), (.other, .han), (.other, .katakana): return true
        default: return false
        }
    }

    /// Kinsoku: whether a line may begin with `character` (not with a closing mark, a small kana,
    /// the prolonged sound mark or an iteration mark, which belong to what they follow).
    static func mayBeginLine(_ character: Character) -> Bool {
        Kind(character) != .closing && !Kind.followers.contains(character)
    }

    /// Whether a mark is one of the wide ones Japanese and Chinese write.
    private static func isWide(_ character: Character) -> Bool {
        (character.unicodeScalars.first?.value ?? 0) >= 0x2E80
    }

    /// How many of `characters` (at least one) to put on a line `width` wide: as many as fit,
    /// back to where the script changes (a katakana word and its particle) if there is such a
    /// place, and never against the kinsoku rules: a closing mark goes back with the character
    /// it follows or, on a line of one character, hangs past the width with it.
    private static func fittingCount<Failure: Error>(
        of characters: [Character], width: Double, measure: (String) throws(Failure) -> Double
    ) throws(Failure) -> Int {
        var low = 1
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if try measure(String(characters.prefix(middle))) <= width { low = middle } else { high = middle - 1 }
        }
        guard low < characters.count else { return low }
        // One closing mark may hang past the width, with the word it closes (as Japanese sets a
        // stop or a comma at the end of a full line).
        if Kind(characters[low]) == .closing, low + 1 == characters.count || mayBeginLine(characters[low + 1]) { return low + 1 }
        func allowed(_ count: Int) -> Bool { mayBeginLine(characters[count]) && Kind(characters[count - 1]) != .opening }
        if let change = (1...low).reversed().first(where: { allowed($0) && Kind(characters[$0]) != Kind(characters[$0 - 1]) }) {
            return change
        }
        if let anywhere = (1...low).reversed().first(where: allowed) { return anywhere }
        var count = low
        while count < characters.count, !mayBeginLine(characters[count]) { count += 1 }
        return count
    }

    /// Whether `text`, its trailing spaces dropped, fits in `width`, a closing mark at its end
    /// hanging past it.
    private static func fits<Failure: Error>(_ text: String, width: Double, measure: (String) throws(Failure) -> Double) throws(Failure) -> Bool {
        let line = trimmed(text)
        guard let last = line.last, Kind(last) == .closing else { return try measure(line) <= width }
        return try measure(String(line.dropLast())) <= width
    }

    private static func trimmed(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }

    /// What a character is to the rules.
    enum Kind: Equatable {
        case han, hiragana, katakana
        /// Marks no line may begin with, and after which one may: closing brackets, stops and
        /// commas.
        case closing
        /// Marks no line may end with: opening brackets and quotes.
        case opening
        /// Latin letters, digits and everything else.
        case other

        init(_ character: Character) {
            if Self.closingMarks.contains(character) {
                self = .closing
                return
            }
            if Self.openingMarks.contains(character) {
                self = .opening
                return
            }
            guard let scalar = character.unicodeScalars.first else {
                self = .other
                return
            }
            switch scalar.value {
            case 0x3041...0x309F: self = .hiragana
            case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F, 0x3005, 0x303B: self = .han
            default: self = .other
            }
        }

        private static let closingMarks: Set<Character> = [
            "、", "。", "，", "．", "・", "：", "；", "？", "！", "）", "」", "』", "】", "〕", "〉", "》", "〙", "〗", "…", "‥",
            ",", ".", ":", ";", "!", "?", ")", "]", "}", "%", "％", "·",
        ]
        /// Small kana, the prolonged sound mark and the iteration marks: part of the word they
        /// follow (their script's kind), so no line begins with one.
        static let followers: Set<Character> = [
            "ー", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ",
            "ヵ", "ヶ", "々", "〻", "ゝ", "ゞ", "ヽ", "ヾ",
        ]
        // NB: not the curly quotes: German closes with the mark Chinese opens with.
        private static let openingMarks: Set<Character> = ["（", "「", "『", "【", "〔", "〈", "《", "〘", "〖", "(", "[", "{"]
    }
}
