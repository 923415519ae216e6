import Platform
import Preferences
import Testing

@testable import GameApp

/// A line breaks inside a word only where that one word is wider than a whole line, and then
/// between the words of a type name, else at a hyphenation point of the language (Hunspell's
/// libhyphen, with Debian's hyphen-de and hyphen-en-us), with a hyphen drawn.
@Suite struct HyphenationTests {
    static func wrap(_ text: String, _ width: Double, _ language: Language) -> [String] {
        LineBreaking.wrap(text, width: width, hyphenate: Hyphenation.hyphenate(language), measure: LineBreakingTests.width)
    }

    @Test func theDictionariesAreThere() throws {
        let german = try #require(HyphenationDictionary(locale: "de_DE"), "hyphen-de is missing (scripts/setup.sh installs it)")
        let english = try #require(HyphenationDictionary(locale: "en_US"), "hyphen-en-us is missing (scripts/setup.sh installs it)")
        #expect(german.breaks(in: "Zuständigkeitskette") == [2, 6, 9, 14])
        // (Never two letters alone on the next line: "Tagesaufga-be" once broke so.)
        #expect(german.breaks(in: "Tagesaufgabe") == [2, 5, 8])
        #expect(english.breaks(in: "responsibility") == [2, 6, 8, 11])
        // A word the German patterns cannot spell (outside ISO 8859-1) is not hyphenated.
        #expect(german.breaks(in: "Zuständigkeits€kette").isEmpty)
        #expect(german.breaks(in: "").isEmpty && german.breaks(in: String(repeating: "a", count: 500)).isEmpty)
        #expect(HyphenationDictionary(locale: "xx_XX") == nil && HyphenationDictionary(path: "/nonexistent.dic") == nil)
    }

    /// The words seen split on screen, at the widths where they were.
    @Test func theWordsSeenSplitBreakAtTheirJoints() {
        // Before: "Zuständ|igkeitsk|ette".
        #expect(Self.wrap("Zuständigkeitskette", 9, .german) == ["Zustän-", "digkeits-", "kette"])
        #expect(
            Self.wrap("Zuständigkeitskette (Chain of Responsibility)", 15, .german)
                == ["Zuständigkeits-", "kette (Chain of", "Responsibility)"])
        // Before: "AdaptiveTurnStrate|gy", "AbstractF|actory".
        #expect(Self.wrap("AdaptiveTurnStrategy", 18, .german) == ["AdaptiveTurn", "Strategy"])
        #expect(Self.wrap("AbstractFactory", 10, .english) == ["Abstract", "Factory"])
        #expect(Self.wrap("SquareShapeViewFactory", 16, .japanese) == ["SquareShapeView", "Factory"])
        // Before, a type name glued to Japanese broke anywhere: "AdaptiveTurnStr|ategyが" (the
        // fit check's rule for broken words found it in the panel at 320x240).
        #expect(Self.wrap("AdaptiveTurnStrategyが2ターン目を作成", 16, .japanese) == ["AdaptiveTurn", "Strategyが", "2ターン目を作成"])
        #expect(Self.wrap("CrossTurnStrategyを包むDecorator", 17, .japanese) == ["CrossTurnStrategy", "を包むDecorator"])
        // Before: "Tagesaufgab|e #1".
        #expect(Self.wrap("Tagesaufgabe Nr.\u{00A0}1", 10, .german) == ["Tagesauf-", "gabe Nr.\u{00A0}1"])
        // A word that fits a line is never broken, whatever the language's patterns allow.
        #expect(Self.wrap("Eine Einstellungsdatei", 17, .german) == ["Eine", "Einstellungsdatei"])
        // Without patterns (no dictionary), a long word still breaks between its words.
        #expect(LineBreaking.wrap("AdaptiveTurnStrategy", width: 13, measure: LineBreakingTests.width) == ["AdaptiveTurn", "Strategy"])
    }

    /// A quoted title moves to the next line whole where it fits on one.
    @Test func aQuotedTitleStaysOnOneLine() {
        for language in [Language.english, .german, .japanese, .simplifiedChinese] {
            let text = LocalizationTests.catalog(language)(UIText.inspiredBy)
            let title = "Intermediate Design Patterns in Swift"
            for width in stride(from: LineBreakingTests.width(title) + 2, through: LineBreakingTests.width(text), by: 1) {
                let lines = Self.wrap(text, width, language)
                #expect(lines.contains { $0.contains(title) }, "\(language): \(lines) at \(width)")
            }
        }
    }

    /// Every message of every language at every width from twelve characters (the narrowest line
    /// the screens draw holds about twenty): a word is split only where it is wider than the
    /// line, and only at a joint of its own or a hyphenation point, with the hyphen drawn.
    @Test(arguments: [Language.english, .german, .japanese, .simplifiedChinese])
    func noMessageSplitsAWordElsewhere(language: Language) {
        let catalog = LocalizationTests.catalog(language)
        let hyphenate = Hyphenation.hyphenate(language)
        var splits = 0
        for message in UIText.all {
            // Each placeholder filled as the game fills most: with a figure.
            let names = LocalizationTests.placeholders(message.english)
            let text = catalog(message, Dictionary(uniqueKeysWithValues: names.map { ($0, "12") }))
            for width in stride(from: 12.0, through: min(LineBreakingTests.width(text), 40), by: 1) {
                let lines = Self.wrap(text, width, language)
                for split in Self.splitWords(text, lines) {
                    splits += 1
                    let word = Array(split.word)
                    #expect(LineBreakingTests.width(split.word) > width, "\(language): “\(split.word)” split though it fits \(width): \(lines)")
                    let place = LineBreaking.places(in: word, hyphenate: hyphenate)[split.at]
                    #expect(place != nil, "\(language): “\(split.word)” split at \(split.at), no joint or hyphenation point: \(lines)")
                    #expect(split.hyphenDrawn == (place == .hyphenation), "\(language): “\(split.word)” at \(split.at): \(lines)")
                }
            }
        }
        // German and English messages do split long words at narrow widths: the check saw some.
        if language == .german || language == .english { #expect(splits > 0) }
    }

    struct Split {
        let word: String
        /// How many of the word's characters are on the first line.
        let at: Int
        let hyphenDrawn: Bool
    }

    /// Each place where `lines` split a word of `text` (as `LineBreaking.words` cuts it) that is
    /// not Japanese or Chinese, whose words break between characters by other rules.
    static func splitWords(_ text: String, _ lines: [String]) -> [Split] {
        let characters = Array(text)
        // Where each word begins and ends, without the spaces it keeps after it.
        var spans: [Range<Int>] = []
        var offset = 0
        for word in LineBreaking.words(of: text) {
            let count = word.count
            spans.append(offset..<(offset + LineBreaking.trimmed(word).count))
            offset += count
        }
        var position = 0
        var splits: [Split] = []
        for (index, line) in lines.enumerated() {
            var drawn = Array(line)
            // Skip what the line does not draw: spaces and a separator before it.
            while position < characters.count, characters[position] == " " || (characters[position] == "·" && drawn.first != "·") {
                position += 1
            }
            var hyphen = false
            let end = position + drawn.count
            if index < lines.count - 1, drawn.last == "-", end > characters.count || characters[end - 1] != "-" {
                hyphen = true
                drawn.removeLast()
            }
            position += drawn.count
            guard index < lines.count - 1, let span = spans.first(where: { $0.lowerBound < position && position < $0.upperBound }) else { continue }
            let word = String(characters[span])
            // (A separator " · " a line ends with is not drawn: no split.)
            guard !word.contains(where: \.isCJK), !characters[position..<span.upperBound].allSatisfy({ $0 == " " || $0 == "·" }) else { continue }
            splits.append(Split(word: word, at: position - span.lowerBound, hyphenDrawn: hyphen))
        }
        return splits
    }
}

extension Character {
    fileprivate var isCJK: Bool { (unicodeScalars.first?.value ?? 0) >= 0x2E80 }
}
