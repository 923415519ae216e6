extension LineBreaking {
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
            // NB: by the scalar, never by hashing the `Character` (which normalizes it first):
            // the line breaker asks this of every character it measures, and a set of
            // characters made the panel's new turn spend more time here than in drawing it
            // (profiled with callgrind). Every mark below is one scalar; a character of more
            // (a letter and its accent) is none of them.
            let scalars = character.unicodeScalars
            guard let scalar = scalars.first else {
                self = .other
                return
            }
            let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
            // (Latin text without a look in the sets: its closing marks are , . : ; ! ? ) ] } and
            // %, its opening ones ( [ {.)
            if scalar.isASCII {
                switch single ? scalar.value : 0 {
                case 0x2C, 0x2E, 0x3A, 0x3B, 0x21, 0x3F, 0x29, 0x5D, 0x7D, 0x25: self = .closing  // , . : ; ! ? ) ] } %
                case 0x28, 0x5B, 0x7B: self = .opening  // ( [ {
                default: self = .other
                }
                return
            }
            if single, Self.closingMarks.contains(scalar.value) {
                self = .closing
                return
            }
            if single, Self.openingMarks.contains(scalar.value) {
                self = .opening
                return
            }
            switch scalar.value {
            case 0x3041...0x309F: self = .hiragana
            case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F, 0x3005, 0x303B: self = .han
            default: self = .other
            }
        }

        /// Whether `character` is one of the `followers`.
        static func follows(_ character: Character) -> Bool {
            let scalars = character.unicodeScalars
            guard let scalar = scalars.first, !scalar.isASCII, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return false }
            return followerScalars.contains(scalar.value)
        }

        /// The marks beyond ASCII (`init` knows those in it).
        private static let closingMarks = scalars(of: [
            "、", "。", "，", "．", "・", "：", "；", "？", "！", "）", "」", "』", "】", "〕", "〉", "》", "〙", "〗", "…", "‥",
            "％", "·",
        ])
        /// Small kana, the prolonged sound mark and the iteration marks: part of the word they
        /// follow (their script's kind), so no line begins with one.
        private static let followers: [Character] = [
            "ー", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ",
            "ヵ", "ヶ", "々", "〻", "ゝ", "ゞ", "ヽ", "ヾ",
        ]
        private static let followerScalars = scalars(of: followers)
        // NB: not the curly quotes: German closes with the mark Chinese opens with.
        private static let openingMarks = scalars(of: ["（", "「", "『", "【", "〔", "〈", "《", "〘", "〖"])

        /// The marks' scalars (each mark is one).
        private static func scalars(of marks: [Character]) -> Set<UInt32> {
            Set(marks.compactMap { $0.unicodeScalars.first?.value })
        }
    }
}
