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
                #expect(!(line.last.map { LineBreaking.Kind($0) == .katakana } == true && next.first.map { LineBreaking.Kind($0) == .katakana } == true), "\(lines)")
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

    /// The separator " · " ends the line it follows; no line begins with it, in any language.
    @Test func noLineBeginsWithTheSeparator() {
        let text = "キーボード: Enter かスペース · マウス: クリック · コントローラー: A"
        for width in stride(from: 12.0, through: 70, by: 1) {
            let lines = Self.wrap(text, width)
            #expect(lines.allSatisfy { !$0.hasPrefix("·") }, "\(lines) at \(width)")
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(lines) at \(width)")
        }
        #expect(Self.wrap("Score 3 · streak 2", 9) == ["Score 3 ·", "streak 2"])
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
                    #expect(Self.width(run) > width || language == .simplifiedChinese, "\(language): \(lines) at \(width)")
                }
            }
        }
    }
}
