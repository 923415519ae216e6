/// A paragraph's sentences, for screens that turn pages between them: one ends after a full stop,
/// a question or an exclamation mark and a space (a closing quote or bracket between them stays
/// with the stop), or after the Japanese and Chinese ones, which no space follows. The pieces keep
/// their spaces: joined, they are the paragraph again.
enum Sentences {
    static func split(_ paragraph: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        // A Latin stop seen, its sentence ending if a space comes (not in "3.5" or "PATTERNS.md").
        var stopped = false
        var ended = false
        for character in paragraph {
            if ended, character != " ", !closers.contains(character) {
                sentences.append(current)
                current = ""
                ended = false
            }
            current.append(character)
            if wideStops.contains(character) {
                ended = true
            } else if stops.contains(character) {
                stopped = true
            } else if character == " " {
                ended = ended || stopped
                stopped = false
            } else if !closers.contains(character) {
                stopped = false
            }
        }
        if !current.isEmpty { sentences.append(current) }
        return sentences
    }

    private static let stops: Set<Character> = [".", "!", "?"]
    private static let wideStops: Set<Character> = ["。", "！", "？"]
    /// Closing quotes and brackets, which stay with the stop before them.
    private static let closers: Set<Character> = ["\"", "”", "“", "’", ")", "」", "』", "）", "》"]
}
