import Foundation
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// Each catalogue says each idea with its glossary's one word (`po/glossary-<code>.md`), and
/// Japanese and Chinese write their punctuation full-width.
@Suite struct GlossaryTests {
    static let languages = Language.allCases.filter { $0 != .english }

    /// The help's key and button names (`Cross`, `Square`, `P / Space`): names, not terms, and
    /// ASCII in every language.
    static let keyNames = Set(
        (Hotkeys.help + Hotkeys.everyControllerHelp).map(\.keys)
            + [UIText.keySpace, UIText.keyBackspace, UIText.keyPageUp, UIText.keyPageDown].map(\.english))

    static func entries(_ language: Language) throws -> [Translations.Entry] {
        try Translations.entries(of: Translations.po.appendingPathComponent("\(language.gettextCode).po")).filter { !keyNames.contains($0.msgid) }
    }

    static func glossary(_ language: Language) throws -> Glossary {
        try Glossary(markdown: String(contentsOf: Translations.po.appendingPathComponent("glossary-\(language.gettextCode).md"), encoding: .utf8))
    }

    @Test(arguments: languages)
    func everyCatalogueFollowsItsGlossary(language: Language) throws {
        let glossary = try Self.glossary(language)
        #expect(glossary.terms.count > 30, "po/glossary-\(language.gettextCode).md has no table of terms")
        let entries = try Self.entries(language)
        for problem in glossary.violations(in: entries) {
            Issue.record("\(language.gettextCode): \(problem)")
        }
        // A term no English message says is a misspelt row.
        let said = Set(entries.flatMap { glossary.terms(in: $0.english).map(\.name) })
        for term in glossary.terms where !said.contains(term.name) {
            Issue.record("\(language.gettextCode): no message says “\(term.name)”")
        }
    }

    /// The check catches a translation that drifts to another word, or away from the one.
    @Test func aDriftedTranslationFails() throws {
        for (language, msgid, drifted) in [
            (Language.simplifiedChinese, "Right. Score {score}, streak {streak}", "正确。得分 {score}，连续 {streak}"),
            (.simplifiedChinese, "Streak {streak} · Best {best}", "连击 {streak} · 最佳 {best}"),
            (.japanese, "cross", "クロス"), (.japanese, "{now} now · {best} best", "現在 {now} · 最高 {best}"),
            (.german, "{now} now · {best} best", "{now} jetzt · {best} Rekord"), (.german, "high scores:", "Bestenliste:"),
            (.german, "adaptive difficulty", "Anpassende Schwierigkeit"),
        ] {
            var entries = try Self.entries(language)
            let index = try #require(entries.firstIndex { $0.msgid == msgid })
            entries[index].msgstr = drifted
            let problems = try Self.glossary(language).violations(in: entries)
            #expect(problems.contains { $0.contains(msgid) || $0.contains(drifted) }, "\(language): \(drifted) passes")
        }
    }

    /// A message left out of a term is named in the glossary, and only such a message.
    @Test func aTermLeftOutOnPurposeIsListed() throws {
        var entries = try Self.entries(.japanese)
        let index = try #require(entries.firstIndex { $0.msgid == "Race for two" })
        entries[index].msgstr = "2人対戦"
        #expect(try Self.glossary(.japanese).violations(in: entries).contains { $0.contains("Race for two") })
        // A listed message that does say the term is a stale listing.
        var chinese = try Self.entries(.simplifiedChinese)
        let raceTo = try #require(chinese.firstIndex { $0.msgid == "race to {target}" })
        chinese[raceTo].msgstr = "竞赛：先得 {target} 分"
        #expect(try Self.glossary(.simplifiedChinese).violations(in: chinese).contains { $0.contains("race to {target}") })
    }

    /// Japanese and Chinese use full-width ：（）！？，。 in prose where the English has ASCII
    /// ones; key names, file positions (`{file}:{line}`) and settings syntax stay ASCII.
    @Test(arguments: [Language.japanese, .simplifiedChinese])
    func japaneseAndChinesePunctuationIsFullWidth(language: Language) throws {
        for entry in try Self.entries(language) {
            let translation = entry.translations.joined(separator: "\n")
            let marks = Self.halfWidthMarks(in: translation)
            #expect(marks.isEmpty, "\(language.gettextCode): half-width \(marks) in “\(translation)”")
            let english = entry.msgid
            if Self.hasProseParenthesis(english) {
                #expect(translation.contains("（"), "\(language.gettextCode): “\(translation)” lacks （）for “\(english)”")
            }
            if Self.hasProseColon(english) {
                #expect(translation.contains("：") || translation.contains("。"), "\(language.gettextCode): “\(translation)” lacks ：for “\(english)”")
            }
        }
    }

    @Test func halfWidthPunctuationIsFound() {
        #expect(Self.halfWidthMarks(in: "ハイスコア: 12") == [":"])
        #expect(Self.halfWidthMarks(in: "1 · プレイヤー1 (キーボード)") == ["(", ")"])
        #expect(Self.halfWidthMarks(in: "やり直しますか?") == ["?"])
        #expect(Self.halfWidthMarks(in: "正确, 得分 3.") == [",", "."])
        #expect(Self.halfWidthMarks(in: "{file}:{line}:{column}：{message}").isEmpty)
        #expect(Self.halfWidthMarks(in: "`,` か `]` が必要です。[[{key}]] と PLAYING.md、docs/。").isEmpty)
        #expect(Self.hasProseColon("video: {driver}") && Self.hasProseColon("join:") && !Self.hasProseColon("{file}:{line}"))
        #expect(Self.hasProseParenthesis("(kept the previous settings)") && !Self.hasProseParenthesis("[[{key}]]"))
    }

    /// ASCII marks where Japanese and Chinese prose has full-width ones: a colon before a space,
    /// the end or a non-ASCII character; a parenthesis, `!` or `?`; a comma or full stop before a
    /// space or the end.
    static func halfWidthMarks(in text: String) -> [String] {
        var marks: [String] = []
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let beforeSpaceOrEnd = next.map(\.isWhitespace) ?? true
            switch character {
            case ":" where beforeSpaceOrEnd || next.map { !$0.isASCII } == true: marks.append(":")
            case "(", ")", "!", "?": marks.append(String(character))
            case "," where beforeSpaceOrEnd, "." where beforeSpaceOrEnd: marks.append(String(character))
            default: break
            }
        }
        return marks
    }

    static func hasProseColon(_ english: String) -> Bool { english.hasSuffix(":") || english.contains(": ") }
    static func hasProseParenthesis(_ english: String) -> Bool { english.contains("(") }
}

/// One language's glossary as `po/glossary-<code>.md` writes it: the table of terms (English,
/// the word, the words never used for it) and the messages that may leave a term out.
struct Glossary {
    struct Term {
        /// The English spellings; the first names the term.
        let english: [String]
        /// The word, then its forms: a translation contains one of them.
        let words: [String]
        let never: [String]
        var name: String { english.first ?? "" }
    }

    struct LeftOut: Hashable {
        let message: String
        let term: String
    }

    var terms: [Term] = []
    var leftOut: Set<LeftOut> = []

    /// Reads the tables whose header starts `| English |` (the terms) and `| Message |` (left out).
    init(markdown: String) {
        var header: String?
        for line in markdown.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard line.hasPrefix("|") else {
                header = nil
                continue
            }
            let cells = line.trimmingCharacters(in: CharacterSet(charactersIn: "|")).components(separatedBy: "|").map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
            }
            guard let kind = header else {
                header = cells.first
                continue
            }
            if line.allSatisfy({ "|-: ".contains($0) }) { continue }
            func list(_ cell: String) -> [String] { cell == "–" || cell.isEmpty ? [] : cell.components(separatedBy: ", ") }
            switch kind {
            case "English" where cells.count >= 3: terms.append(Term(english: list(cells[0]), words: list(cells[1]), never: list(cells[2])))
            case "Message" where cells.count >= 2 && cells[0] != "–": leftOut.insert(LeftOut(message: cells[0], term: cells[1]))
            default: break
            }
        }
    }

    /// The terms `english` says: each spelling as whole words in any case, outside `{placeholders}`,
    /// the longest first (a term's words are then taken: "high score" is not also "score").
    func terms(in english: String) -> [Term] {
        var text = english
        var said: [Term] = []
        let spellings = terms.flatMap { term in term.english.map { (spelling: $0, term: term) } }.sorted { $0.spelling.count > $1.spelling.count }
        for (spelling, term) in spellings {
            var found = false
            var searchStart = text.startIndex
            while let range = text.range(of: spelling, options: .caseInsensitive, range: searchStart..<text.endIndex) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                if !Self.joins(before, "{") && !Self.joins(after, "}") {
                    text.replaceSubrange(range, with: "\u{1}")
                    found = true
                    searchStart = text.startIndex
                } else {
                    searchStart = range.upperBound
                }
            }
            if found && !said.contains(where: { $0.name == term.name }) { said.append(term) }
        }
        return said
    }

    /// Whether `character` continues a word (or opens or closes a placeholder) next to a match.
    private static func joins(_ character: Character?, _ brace: Character) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_" || character == brace
    }

    /// What the catalogue does against the glossary: each message that says a term without its
    /// word or with a word never used for it, and each listing of a message left out that is
    /// not (or no longer) one.
    func violations(in entries: [Translations.Entry]) -> [String] {
        var problems: [String] = []
        var listed = leftOut
        for entry in entries {
            let translation = entry.translations.joined(separator: "\n")
            for term in terms(in: entry.english) {
                let has = term.words.contains { translation.range(of: $0, options: .caseInsensitive) != nil }
                if listed.remove(LeftOut(message: entry.msgid, term: term.name)) != nil {
                    if has { problems.append("“\(entry.msgid)” is listed as leaving out \(term.name), but “\(translation)” says it") }
                    continue
                }
                if !has { problems.append("“\(entry.msgid)” says \(term.name), but “\(translation)” lacks \(term.words.first ?? "")") }
                for word in term.never where translation.range(of: word, options: .caseInsensitive) != nil {
                    problems.append("“\(translation)” says \(word) for \(term.name) (“\(entry.msgid)”)")
                }
            }
        }
        problems += listed.map { "“\($0.message)” is listed as leaving out \($0.term), but no such message says it" }
        return problems
    }
}

extension Translations.Entry {
    /// The English, both forms of a count.
    var english: String { msgidPlural.isEmpty ? msgid : msgid + "\n" + msgidPlural }
    /// The translation, every form of a count.
    var translations: [String] { msgidPlural.isEmpty ? [msgstr] : forms }
}
