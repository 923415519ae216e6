import Preferences
import Testing

@testable import GameApp

/// Lines break where each language allows: at spaces, between Japanese words and never inside
/// one, at Chinese punctuation, and never against the kinsoku rules.
@Suite struct LineBreakingTests {
    /// A width per character: wide (2) for Japanese and Chinese, 1 for the rest.
    static func width(_ text: String) -> Double {
        text.reduce(0) { $0 + (($1.unicodeScalars.first?.value ?? 0) >= 0x2E80 ? 2 : 1) }
    }

    static func wrap(_ text: String, _ width: Double) -> [String] {
        LineBreaking.wrap(text, width: width, measure: Self.width)
    }

    @Test func aJapaneseWordStaysWhole() {
        let text = "キー、クリック、タップ、ボタンのどれかで再開"
        for width in stride(from: 8.0, through: 44, by: 1) {
            let lines = Self.wrap(text, width)
            #expect(lines.joined() == text, "\(width)")
            // (A closing mark may hang past the end.)
            #expect(lines.allSatisfy { Self.width(LineBreaking.Kind($0.last ?? " ") == .closing ? String($0.dropLast()) : $0) <= width }, "\(lines)")
            // 再開 (resume) and the katakana words are never cut; the last line may be 再開 alone.
            for (line, next) in zip(lines, lines.dropFirst()) {
                #expect(!(line.hasSuffix("再") && next.hasPrefix("開")), "\(lines) at \(width)")
                #expect(
                    !(line.last.map { LineBreaking.Kind($0) == .katakana } == true && next.first.map { LineBreaking.Kind($0) == .katakana } == true),
                    "\(lines)")
            }
        }
        // The old wrapper, which cut between any two characters, gave ["キー、クリック、タップ、ボタンのどれかで再", "開"] here.
        #expect(Self.wrap(text, 42) == ["キー、クリック、タップ、ボタンのどれかで", "再開"])
    }

    @Test func kinsokuKeepsMarksWithTheirWords() {
        // No line begins with a stop, a small kana or the prolonged mark; none ends with an opening bracket.
        let text = "「再開」を押すと、ゲームが続きます。ちょっと待ってください。"
        for width in stride(from: 4.0, through: 60, by: 1) {
            let lines = Self.wrap(text, width)
            #expect(lines.joined() == text)
            for line in lines.dropFirst() { #expect(LineBreaking.mayBeginLine(line.first ?? " "), "\(lines) at \(width)") }
            for line in lines.dropLast() { #expect(LineBreaking.Kind(line.last ?? " ") != .opening, "\(lines) at \(width)") }
        }
    }

    @Test func chineseBreaksAtItsPunctuationAndLatinAtSpaces() {
        #expect(Self.wrap("每位玩家用自己的设备确认：键盘按回车", 26) == ["每位玩家用自己的设备确认：", "键盘按回车"])
        #expect(Self.wrap("The pattern guide: docs/PATTERNS.md, or make docs.", 20) == ["The pattern guide:", "docs/PATTERNS.md, or", "make docs."])
        #expect(Self.wrap("3.5 ms", 3) == ["3.5", "ms"])
        // A translation may offer a break with a zero-width space, which is never drawn.
        #expect(Self.wrap("连续\u{200B}天数很多", 8) == ["连续", "天数很多"])
        #expect(!Self.wrap("连续\u{200B}天", 80).joined().contains("\u{200B}"))
    }

    /// A line breaks after the separator " · ", which is then not drawn: no line begins or ends
    /// with it, in any language.
    @Test func noLineBeginsOrEndsWithTheSeparator() {
        let text = "キーボード: Enter かスペース · マウス: クリック · コントローラー: A"
        for width in stride(from: 12.0, through: 70, by: 1) {
            let lines = Self.wrap(text, width)
            #expect(lines.allSatisfy { !$0.hasPrefix("·") && !$0.hasSuffix("·") }, "\(lines) at \(width)")
            #expect(lines.joined().filter { $0 != " " && $0 != "·" } == text.filter { $0 != " " && $0 != "·" }, "\(lines) at \(width)")
        }
        // (It once ended the line: ["Score 3 ·", "streak 2"].)
        #expect(Self.wrap("Score 3 · streak 2", 9) == ["Score 3", "streak 2"])
    }

    /// Every Japanese and Chinese message, at widths from a few characters to a line: no line
    /// breaks the kinsoku rules, and no run of kanji or katakana that fits a line is cut.
    @Test(arguments: [Language.japanese, .simplifiedChinese])
    func everyMessageBreaksByTheRules(language: Language) {
        let catalog = LocalizationTests.catalog(language)
        for message in UIText.all {
            let text = catalog(message)
            for width in [10.0, 16, 24, 40] {
                let lines = Self.wrap(text, width)
                for line in lines.dropFirst() { #expect(LineBreaking.mayBeginLine(line.first ?? " "), "\(lines)") }
                for (line, next) in zip(lines, lines.dropFirst()) {
                    guard let last = line.last, let first = next.first, LineBreaking.Kind(last) == LineBreaking.Kind(first),
                        [.han, .katakana].contains(LineBreaking.Kind(last))
                    else { continue }
                    // Cut inside a run: only when the whole run, with a bracket that opens it, is
                    // wider than the line.
                    var before = String(line.reversed().prefix { LineBreaking.Kind($0) == LineBreaking.Kind(last) }.reversed())
                    if line.dropLast(before.count).last.map({ LineBreaking.Kind($0) == .opening }) == true { before = "（" + before }
                    let run = before + next.prefix { LineBreaking.Kind($0) == LineBreaking.Kind(first) }
                    // (Two runs on either side of a separator, which a break leaves out, are two.)
                    guard text.contains(run) else { continue }
                    #expect(Self.width(run) > width || language == .simplifiedChinese, "\(language): \(lines) at \(width)")
                }
            }
        }
    }
}

/// Numbers stay with their units and labels, in every language (issue 49): the breaks seen on
/// screen ("中央値 913 / ミリ秒", "525 / ms", "最長連続 / 2", "Maus: ein / Klick") cannot happen
/// where a better break is on the line.
extension LineBreakingTests {
    /// The catalogue's lines with figures in them, in `language`, with figures as wide as real ones.
    static func linesWithFigures(_ language: Language) -> [String] {
        let catalog = LocalizationTests.catalog(language)
        let milliseconds = catalog(UIText.milliseconds, ["count": "739"])
        return [
            catalog(UIText.milliseconds, ["count": "525"]),
            catalog(UIText.dailyFigures, ["right": "15", "total": "20", "percent": "75", "milliseconds": "913"]),
            catalog(UIText.cardFigures, ["score": "12", "right": "15", "total": "20", "percent": "75", "milliseconds": "913"]),
            catalog(UIText.raceFigures, ["percent": "95", "milliseconds": milliseconds, "streak": "2"]),
            catalog(UIText.streakAndBest, ["streak": "3", "best": "12"]),
            catalog(UIText.streakNowAndBest, ["now": "3", "best": "12"]),
            catalog(UIText.dailyStatsSummary, ["days": catalog(UIText.dailyDaysPlayed, count: 12), "streak": "4"]),
            catalog(UIText.dailyStatsDay, count: 128, ["number": "42"]),
            catalog(UIText.dailyPracticeLine, ["score": "128"]),
            catalog(UIText.raceTarget, count: 10),
            catalog(UIText.dailyTitle, ["number": "128", "date": "2026-05-03"]),
            catalog(UIText.raceJoinKeys),
        ]
    }

    /// Whether `word` (space to space) begins with a unit a number before it must keep: a Latin
    /// unit, or any Japanese or Chinese word (a counter: 点, ミリ秒, 毫秒, 問中…).
    static func isUnit(_ word: Substring) -> Bool {
        guard let first = word.first else { return false }
        return (first.unicodeScalars.first?.value ?? 0) >= 0x2E80
            || ["ms", "%", "Punkte", "points", "days", "Tage"].contains(word.prefix { !",.;:)·".contains($0) })
    }

    static func isFigure(_ word: Substring) -> Bool { isDigit(word.drop { "#(（".contains($0) }.first) }

    static func isDigit(_ character: Character?) -> Bool { character.map { ("0"..."9").contains($0) } ?? false }

    /// Whether two words next to each other in a text belong together: a number and its unit,
    /// a label and its figure, a word and the parenthesis after it, a colon and what it
    /// introduces.
    static func tied(_ word: Substring, _ next: Substring) -> Bool {
        (isDigit(word.last) && isUnit(next)) || (word != "·" && (isFigure(next) || next.first == "(" || [":", "："].contains(word.last)))
    }

    /// What the breaks between `lines` tear apart of `text` that belongs together: at each break
    /// between two tied words, the run of tied words around it (which must be wider than a line),
    /// and whether the break is between a number and its unit (which must be wider on their own).
    static func torn(_ text: String, into lines: [String]) -> [(run: String, unit: String?)] {
        let words = text.split(separator: " ")
        // The characters drawn up to each word's end (a separator may be left out at a break).
        var ends: [Int] = []
        for word in words { ends.append((ends.last ?? 0) + word.filter { $0 != "·" }.count) }
        var torn: [(run: String, unit: String?)] = []
        var drawn = 0
        for line in lines.dropLast() {
            drawn += line.filter { $0 != " " && $0 != "·" }.count
            guard let index = ends.lastIndex(of: drawn), index + 1 < words.count, tied(words[index], words[index + 1]) else { continue }
            var first = index
            while first > 0, tied(words[first - 1], words[first]) { first -= 1 }
            var last = index + 1
            while last + 1 < words.count, tied(words[last], words[last + 1]) { last += 1 }
            let run = String(words[first...last].joined(separator: " ").reversed().drop { $0 == "·" || $0 == " " }.reversed())
            let unit = isDigit(words[index].last) && isUnit(words[index + 1]) ? "\(words[index]) \(words[index + 1])" : nil
            torn.append((run, unit))
        }
        return torn
    }

    @Test(arguments: [Language.english, .german, .japanese, .simplifiedChinese])
    func numbersStayWithTheirUnitsAndLabels(language: Language) {
        for text in Self.linesWithFigures(language) {
            for width in stride(from: 6.0, through: Self.width(text) + 2, by: 1) {
                Self.expectKept(text, in: Self.wrap(text, width), width: width, measure: Self.width, "\(language)")
            }
        }
    }

    /// Checks `lines`, `text` broken at `width` by `measure`: nothing lost but a separator at
    /// the end of a line, no line ending with a separator or an opening bracket nor beginning
    /// with a closing mark, and nothing that belongs together torn apart where it fits a line.
    static func expectKept(_ text: String, in lines: [String], width: Double, measure: (String) -> Double, _ context: String) {
        #expect(lines.joined().filter { $0 != " " && $0 != "·" } == text.filter { $0 != " " && $0 != "·" }, "\(lines)")
        let words = LineBreaking.words(of: text).map { Substring($0.reversed().drop { $0 == " " }.reversed()) }
        for (line, next) in zip(lines, lines.dropFirst()) {
            let end = line.last ?? " "
            #expect(!["·", "・", "(", "（"].contains(end), "\(context): \(lines) at \(width)")
            #expect(LineBreaking.mayBeginLine(next.first ?? " "), "\(context): \(lines) at \(width)")
            // A Japanese or Chinese colon keeps what it introduces, unless they are wider than a
            // line (the Latin one is a tie of `torn`).
            if end == "：", let label = words.indices.dropLast().first(where: { words[$0].last == "：" && line.hasSuffix(words[$0]) }) {
                var pair = words[label] + words[label + 1]
                // (With what the label itself keeps together: "第" and its number.)
                var first = label
                while first > 0, LineBreaking.Break(after: String(words[first - 1]), before: String(words[first])) == .unit {
                    first -= 1
                    pair = words[first] + pair
                }
                for (word, following) in zip(words[(label + 1)...], words[(label + 2)...]) {
                    guard tied(word, following) else { break }
                    pair += " " + following
                }
                #expect(measure(String(pair)) > width, "\(context): \(lines) at \(width)")
            }
        }
        // Torn only where what belongs together is wider than a line.
        for (run, unit) in torn(text, into: lines) {
            #expect(measure(run) > width, "\(context): “\(run)” torn in \(lines) at \(width)")
            if let unit { #expect(measure(unit) > width, "\(context): “\(unit)” torn in \(lines) at \(width)") }
        }
    }
}

extension LineBreakingTests {
    /// The breaks seen on screen, each at a width where it happened: now the part between two
    /// separators goes to the next line whole, a colon keeps what it introduces, and a number its
    /// unit and its label.
    @Test func theBreaksSeenOnScreenAreGone() {
        let german = LocalizationTests.catalog(.german)
        let japanese = LocalizationTests.catalog(.japanese)
        let race = german(UIText.raceFigures, ["percent": german.forms.percent(95), "milliseconds": "739 ms", "streak": "2"])
        // Before: ["Trefferquote 95 % · Reaktionszeit", "(Median) 739 ms · beste Serie 2"].
        #expect(Self.wrap(race, 36) == ["Trefferquote 95\u{00A0}%", "Median-Reaktionszeit 739 ms", "längste Serie 2"])
        // Before: ["Tastatur: Enter oder Leertaste · Maus: ein", "Klick · Controller: A"].
        #expect(Self.wrap(german(UIText.raceJoinKeys), 42) == ["Tastatur: Enter oder Leertaste", "Maus: ein Klick · Controller: A"])
        let milliseconds = japanese(UIText.milliseconds, ["count": "739"])
        let figures = japanese(UIText.raceFigures, ["percent": japanese.forms.percent(95), "milliseconds": milliseconds, "streak": "2"])
        // Before: ["正答率 95% · 反応時間の中央値 739 ミリ秒 · 最長連続", "2"] and, narrower,
        // ["正答率 95% · 反応時間の中央値 739", "ミリ秒 · 最長連続 2"].
        #expect(Self.wrap(figures, 45) == ["正答率95% · 反応時間の中央値739ミリ秒", "最長連続2"])
        #expect(Self.wrap(figures, 36) == ["正答率95%", "反応時間の中央値739ミリ秒", "最長連続2"])
        // Before: ["525", "ms"].
        #expect(Self.wrap("反応時間の中央値 525 ms", 18) == ["反応時間の", "中央値 525 ms"])
        #expect(Self.wrap("525 ms", 5) == ["525", "ms"])
        // Before: ["Daily challenge #128 ·", "2026-05-03"].
        #expect(Self.wrap("Daily challenge #128 · 2026-05-03", 22) == ["Daily challenge #128", "2026-05-03"])
        #expect(Self.wrap("Seite 1 / 9", 6) == ["Seite", "1 / 9"])
    }

    /// A Japanese compound verb (作り直す: its stem, then the verb it makes) is not cut after its
    /// stem, and a figure in brackets stays with the word before it, wherever another break is.
    @Test func japaneseWordsAndBracketedFiguresStayWhole() {
        let japanese = LocalizationTests.catalog(.japanese)
        let credit = japanese(UIText.inspiredBy)
        for width in stride(from: Self.width("作り直したものです"), through: Self.width(credit), by: 1) {
            let lines = Self.wrap(credit, width)
            #expect(!lines.contains { $0.hasSuffix("作り") }, "\(lines) at \(width)")
            #expect(lines.joined().filter { $0 != " " } == credit.filter { $0 != " " }, "\(lines)")
        }
        let practice = japanese(UIText.dailyPracticeLine, ["score": "128"])
        for width in stride(from: Self.width("結果（128）です。"), through: Self.width(practice), by: 1) {
            let lines = Self.wrap(practice, width)
            #expect(!lines.contains { $0.hasPrefix("（") }, "\(lines) at \(width)")
        }
    }
}
