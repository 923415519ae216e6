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
