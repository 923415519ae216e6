/// Where a line of text may break, in every language the game speaks: at spaces; in Japanese and
/// Chinese, which use none, between words as far as their scripts show them; never against the
/// kinsoku rules (no line begins with a closing mark, a small kana or a prolonged sound mark, none
/// ends with an opening mark). A line breaks inside a word only where that one word is wider than
/// a whole line, and then between the words of a type name, else at a hyphenation point (with a
/// hyphen, from `hyphenate`), else between its characters, still by those rules (`Piece`). One
/// closing mark may hang past the end of a line.
///
/// Words in Japanese and Chinese are not marked, and the game has no dictionary, so the scripts
/// mark them: in Japanese a word (a bunsetsu) ends where its particles, in hiragana, meet the next
/// kanji, katakana or Latin word, so 再開 or ゲーム stays whole; Chinese breaks at its punctuation
/// and where it meets Latin text. A translator may add a zero-width space (U+200B) where a break
/// is welcome; it is never drawn.
///
/// Not every break is as good as another (`Break`): a number stays with its unit and with the
/// label before it, a line does not end with a colon or "・", and a part between separators
/// " · " moves to the next line whole, and a quoted title stays on one line, unless the words kept
/// together are wider than a line.
enum LineBreaking {
    /// The zero-width space: a break a translation may offer; dropped from what is drawn.
    static let zeroWidthSpace: Character = "\u{200B}"

    /// Whether `text` holds a zero-width space: its UTF-8 bytes (E2 80 8B) looked for, not its
    /// characters (profiled with callgrind: comparing each character took a fifth of breaking
    /// the panel's new lines).
    static func hasZeroWidthSpace(_ text: String) -> Bool {
        var matched = 0
        for byte in text.utf8 {
            switch (matched, byte) {
            case (_, 0xE2): matched = 1
            case (1, 0x80): matched = 2
            case (2, 0x8B): return true
            default: matched = 0
            }
        }
        return false
    }

    /// `text` in lines no wider than `width` by `measure`, broken where the rules allow and, of
    /// those breaks, where the fewest words that belong together are torn (`Break`); a word wider
    /// than a line where `hyphenate` allows (`Piece`).
    static func wrap<Failure: Error>(
        _ text: String, width: Double, hyphenate: Hyphenate = { _ in [] }, measure: (String) throws(Failure) -> Double
    ) throws(Failure) -> [String] {
        // A text that fits on one line is that line, without looking for its breaks (as most
        // of the panel's lines are, each new turn).
        let whole = hasZeroWidthSpace(text) ? text.filter { $0 != zeroWidthSpace } : text
        if try fits(whole, width: width, measure: measure) {
            let line = trimmed(whole)
            return line.isEmpty ? [] : [line]
        }
        var words = words(of: text)
        // breaks[index]: between words[index] and words[index + 1].
        let breaks = zip(words, words.dropFirst()).map { Break(after: $0, before: $1) }
        let quotations = Break.quotations(in: words)
        func joined(_ range: Range<Int>) -> String { words[range].joined() }
        var lines: [String] = []
        var start = 0
        while start < words.count {
            // A word wider than a whole line, in pieces; its last piece begins the next line.
            if try !fits(words[start], width: width, measure: measure) {
                let word = Array(words[start].drop { $0 == " " })
                let places = places(in: word, hyphenate: hyphenate)
                var done = 0
                while try !fits(String(word[done...]), width: width, measure: measure) {
                    let (end, mark) = try nextPiece(of: word, from: done, places: places, width: width, measure: measure)
                    if end >= word.count { break }
                    lines.append(finished(String(word[done..<end])) + mark)
                    done = end
                }
                words[start] = String(word[done...].drop { $0 == " " })
            }
            // As many words as fit: all that are left where they do (as most lines of a short
            // text do), else found by halving (a longer run is never narrower), not by measuring
            // each longer run in turn (profiled with callgrind: the panel's new turn measured
            // each of its lines once a word).
            var end = words.count
            if try !fits(joined(start..<end), width: width, measure: measure) {
                var (low, high) = (start + 1, words.count - 1)
                while low < high {
                    let middle = (low + high + 1) / 2
                    if try fits(joined(start..<middle), width: width, measure: measure) { low = middle } else { high = middle - 1 }
                }
                end = low
            }
            guard end < words.count else {
                if !trimmed(joined(start..<end)).isEmpty { lines.append(trimmed(joined(start..<end))) }
                break
            }
            // The last break that fits, unless a better one before it keeps the words after it
            // together: the best kind first (a separated part), as long as they fit a line.
            var cut = end
            for level in [Break.separator, .normal, .weak] where breaks[cut - 1] < level {
                guard let better = (start + 1..<cut).last(where: { breaks[$0 - 1] >= level }) else { continue }
                let groupEnd = (cut + 1...words.count).first { $0 == words.count || breaks[$0 - 1] >= level } ?? words.count
                if try fits(joined(better..<groupEnd), width: width, measure: measure) { cut = better }
            }
            // A quotation the cut would split ends this line where it fits on it, else begins the
            // next, where it fits on one.
            if let quoted = quotations.first(where: { $0.lowerBound < cut && cut < $0.upperBound }) {
                if try fits(joined(start..<quoted.upperBound), width: width, measure: measure) {
                    cut = quoted.upperBound
                } else if quoted.lowerBound > start, try fits(joined(quoted), width: width, measure: measure) {
                    cut = quoted.lowerBound
                }
            }
            let line = finished(joined(start..<cut))
            if !line.isEmpty { lines.append(line) }
            start = cut
        }
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
        Kind(character) != .closing && !Kind.follows(character)
    }

    /// Whether a mark is one of the wide ones Japanese and Chinese write.
    private static func isWide(_ character: Character) -> Bool {
        (character.unicodeScalars.first?.value ?? 0) >= 0x2E80
    }

    /// How many of `characters` (at least one) to put on a line `width` wide: as many as fit,
    /// back to where the script changes (a katakana word and its particle) if there is such a
    /// place, and never against the kinsoku rules: a closing mark goes back with the character
    /// it follows or, on a line of one character, hangs past the width with it.
    static func fittingCount<Failure: Error>(
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
        if Kind(characters[low]) == .closing, characters[low] != "・", low + 1 == characters.count || mayBeginLine(characters[low + 1]) {
            return low + 1
        }
        // (Nor does a line end with "・", which joins two words.)
        func allowed(_ count: Int) -> Bool {
            let next = characters[count...].first { $0 != " " } ?? " "
            return mayBeginLine(next) && Kind(characters[count - 1]) != .opening && characters[count - 1] != "・"
        }
        if let change = (1...low).reversed().first(where: { allowed($0) && Kind(characters[$0]) != Kind(characters[$0 - 1]) }) {
            return change
        }
        if let anywhere = (1...low).reversed().first(where: allowed) { return anywhere }
        var count = low
        while count < characters.count, !mayBeginLine(characters[count]) { count += 1 }
        return count
    }

    /// Whether `text`, its trailing spaces dropped, fits in `width`, a closing mark at its end
    /// hanging past it (a separator " · " there is not drawn at all).
    static func fits<Failure: Error>(_ text: String, width: Double, measure: (String) throws(Failure) -> Double) throws(Failure) -> Bool {
        let line = trimmed(text)
        guard let last = line.last, Kind(last) == .closing else { return try measure(line) <= width }
        let rest = String(line.dropLast())
        return try measure(last == "·" ? trimmed(rest) : rest) <= width
    }

    /// A line as it is drawn: without the spaces after it, or a separator "·" at its end.
    private static func finished(_ line: String) -> String {
        let line = trimmed(line)
        return line.last == "·" ? trimmed(String(line.dropLast())) : line
    }

    /// `text` without its trailing spaces (itself, uncopied, where it has none: the line
    /// breaker asks this of every piece it measures).
    static func trimmed(_ text: String) -> String {
        guard text.last == " " else { return text }
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return String(text[..<end])
    }
}
