extension LineBreaking {
    /// How welcome a line break is between two words, from the last resort to the best. A line
    /// breaks at the best kind on it: a worse kind only where the words it would keep together
    /// cannot share a line.
    enum Break: Int, Comparable {
        /// Would tear a number from its unit ("913 / ミリ秒", "525 / ms") or from the "第" that
        /// makes it an ordinal ("第 / 42回"), leave "・" or a lone "/" at a line's end or start
        /// ("1 / 9").
        case unit
        /// Would tear a label from its figure ("最長連続 / 2", "Punkte / 3", "結果 / （128）"), a
        /// colon from what it introduces ("Maus: / ein Klick"), a word from the parenthesis that
        /// follows it, or a Japanese compound verb after its stem ("作り / 直したものです").
        case weak
        /// Between words.
        case normal
        /// After a separator " · ": taken before a later ordinary break, so that what lies
        /// between two separators stays on one line wherever it fits; the separator itself is
        /// not drawn at the end of the line.
        case separator

        static func < (lhs: Break, rhs: Break) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The marks that open a quotation or a title, and the mark that closes each: English
        /// “…”, German „…“, Chinese 《…》 and “…”, Japanese 「…」 and 『…』, French «…».
        static let quotes: [Character: Character] = ["“": "”", "„": "“", "《": "》", "「": "」", "『": "』", "«": "»", "〈": "〉"]

        /// The scalars of the marks that open a quotation (each mark is one).
        private static let openers = Set(quotes.keys.compactMap { $0.unicodeScalars.first?.value })

        /// The quotations among `words`, each as the words from the one that opens it to the one
        /// that closes it (outermost only; one left open is none).
        static func quotations(in words: [String]) -> [Range<Int>] {
            // (None where no word holds an opening mark's scalar, found without comparing each
            // character, which hashes it: the most a long line of the panel costs here.)
            guard words.contains(where: { $0.unicodeScalars.contains { $0.value >= 0xAB && openers.contains($0.value) } }) else { return [] }
            var spans: [Range<Int>] = []
            var open: [Character] = []
            var first = 0
            for (index, word) in words.enumerated() {
                for character in word {
                    if let last = open.last, character == last {
                        open.removeLast()
                        if open.isEmpty { spans.append(first..<(index + 1)) }
                    } else if let closing = quotes[character] {
                        if open.isEmpty { first = index }
                        open.append(closing)
                    }
                }
            }
            return spans
        }

        /// The break between `word` (with the spaces after it) and `next`, two of `words(of:)`.
        init(after word: String, before next: String) {
            let previous = Array(LineBreaking.trimmed(word))
            let following = LineBreaking.trimmed(next)
            guard let last = previous.last, let first = following.first else {
                self = .normal
                return
            }
            if last == "·", word.last == " " {
                self = .separator
            } else if last == "・" || previous == ["/"] || following == "/" || (last.isDigit && Self.isUnit(following))
                || (last == "第" && first.isDigit)
            {
                self = .unit
            } else if Self.startsWithFigure(following) || [":", "："].contains(last) || ["(", "（"].contains(first)
                || Self.isVerbStem(previous, before: first)
            {
                self = .weak
            } else {
                self = .normal
            }
        }

        /// Whether a word that follows a number is its unit: a Latin unit or counted noun, or any
        /// Japanese or Chinese word (a counter: 点, ミリ秒, 毫秒, 日連続, 個…).
        private static func isUnit(_ word: String) -> Bool {
            guard let first = word.first else { return false }
            if [.han, .hiragana, .katakana].contains(Kind(first)) { return true }
            return latinUnits.contains(String(word.prefix { !" ,.;:!?)]·".contains($0) }))
        }

        /// Units and the nouns the game counts, in English and German.
        private static let latinUnits: Set<String> = [
            "ms", "s", "px", "%", "point", "points", "day", "days", "turn", "turns", "bytes",
            "Punkt", "Punkte", "Tag", "Tage", "Runde", "Runden", "Bytes",
        ]

        /// Whether `word` is a figure: a number, or one after "#", a sign or an opening bracket.
        private static func startsWithFigure(_ word: String) -> Bool {
            word.drop { "#(（−-+×".contains($0) }.first?.isDigit == true
        }

        /// Whether a word ending in a kanji and one kana other than a particle, before a kanji,
        /// is a verb's stem that the next kanji continues (作り直す, 書き込む, 取り消す).
        private static func isVerbStem(_ word: [Character], before next: Character) -> Bool {
            guard word.count >= 2, let last = word.last, Kind(next) == .han, Kind(last) == .hiragana else { return false }
            return Kind(word[word.count - 2]) == .han && !particles.contains(last)
        }

        private static let particles: Set<Character> = ["の", "に", "を", "が", "は", "で", "と", "も", "へ", "や", "か"]
    }
}

extension Character {
    /// An ASCII digit (the game writes its numbers in them in every language).
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}
