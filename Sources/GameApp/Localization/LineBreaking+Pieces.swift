extension LineBreaking {
    /// Where a word wider than a whole line breaks, best first: between the words of a type name
    /// (`AdaptiveTurn|Strategy`) or after a hyphen or a slash it has, with nothing added; then at
    /// a hyphenation point, with a hyphen ("Zuständigkeits-|kette"); and only where neither
    /// fits, between two characters, by the kinsoku rules (a word of Japanese or Chinese breaks
    /// only so).
    enum Piece: Int, Comparable {
        case character, hyphenation, joint

        static func < (lhs: Piece, rhs: Piece) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Asks where a word may break with a hyphen (`HyphenationDictionary.breaks`): the counts of
    /// its characters before each place.
    typealias Hyphenate = (String) -> [Int]

    /// The places inside `word` where it may break without a hyphen (its joints), and with one.
    static func places(in word: [Character], hyphenate: Hyphenate) -> [Int: Piece] {
        // NB: a word of Japanese or Chinese alone breaks between characters; one with a Latin
        // name in it ("AdaptiveTurnStrategyが") breaks at the name's joints and hyphenation
        // points too, and where the scripts meet.
        func wide(_ character: Character) -> Bool { [.han, .hiragana, .katakana].contains(Kind(character)) }
        guard word.contains(where: { $0.isLetter && !wide($0) }) else { return [:] }
        var places: [Int: Piece] = [:]
        for index in word.indices.dropFirst() {
            let (before, character) = (word[index - 1], word[index])
            let next = index + 1 < word.count ? word[index + 1] : nil
            if wide(before) != wide(character), before.isLetter || before.isNumber, character.isLetter || character.isNumber,
                mayBeginLine(character)
            {
                places[index] = .joint
                continue
            }
            // A lower-case letter or digit before a capital ("Turn|Strategy"), the last capital
            // of an acronym before a word ("XML|Parser"), or after a hyphen or a slash it has.
            let camel = (before.isLowercase || before.isNumber) && character.isUppercase
            let acronym = before.isUppercase && character.isUppercase && next?.isLowercase == true
            let joint = ["-", "/", "_", "\u{2010}"].contains(before) && character.isLetter
            if camel || acronym || joint { places[index] = .joint }
        }
        // Each run of letters between the joints (and apart from any punctuation), hyphenated
        // on its own.
        var start = 0
        while start < word.count {
            guard word[start].isLetter else {
                start += 1
                continue
            }
            var end = start + 1
            while end < word.count, word[end].isLetter, places[end] == nil { end += 1 }
            if end - start >= 4, !word[start..<end].contains(where: wide) {
                for count in hyphenate(String(word[start..<end])) where count > 0 && count < end - start {
                    places[start + count] = .hyphenation
                }
            }
            start = end
        }
        return places
    }

    /// The longest next piece of `word` from `start` (at least one character) that fits `width`,
    /// at the best kind of its `places` that leaves one fitting: where it ends, and what to draw
    /// after it (a hyphen, or nothing).
    static func nextPiece<Failure: Error>(
        of word: [Character], from start: Int, places: [Int: Piece], width: Double, measure: (String) throws(Failure) -> Double
    ) throws(Failure) -> (end: Int, mark: String) {
        for kind in [Piece.joint, .hyphenation] {
            let mark = kind == .hyphenation ? "-" : ""
            for end in places.filter({ $0.value == kind && $0.key > start }).keys.sorted(by: >) {
                if try measure(String(word[start..<end]) + mark) <= width { return (end, mark) }
            }
        }
        return (start + (try fittingCount(of: Array(word[start...]), width: width, measure: measure)), "")
    }
}
