import Drawing
import Platform
import Preferences
import Testing

@testable import GameApp

/// The fit check's rule for broken words, held against what the painter really broke on screen
/// (`TextPainter.wrapped`): a Latin word is split between two lines only where it is wider than
/// the whole line, and then between the words of a type name ("AdaptiveTurn|Strategy") or at a
/// hyphenation point of the language that libhyphen names (checked against the dictionary, not
/// against the line breaker), with a hyphen drawn. (Japanese and Chinese break between
/// characters by their own rules, held by `LineBreakingTests`.)
enum BrokenWordsCheck {
    @MainActor
    static func problems(in wraps: [TextPainter.Wrapped], painter: TextPainter, language: Language) throws -> [String] {
        var problems: [String] = []
        let hyphenate = Hyphenation.hyphenate(language)
        for wrap in wraps where wrap.lines.count > 1 {
            guard let breaks = breaks(of: wrap) else { continue }
            let text = Array(wrap.text)
            for (position, hyphenated) in breaks {
                guard position > 0, position < text.count else { continue }
                let (before, after) = (text[position - 1], text[position])
                guard isLatinLetter(before), isLatinLetter(after) else { continue }
                // A word split: the whole word (up to the spaces around it) wider than a line.
                var start = position
                while start > 0, !text[start - 1].isWhitespace { start -= 1 }
                var end = position
                while end < text.count, !text[end].isWhitespace { end += 1 }
                // (With a mark after it that may not begin a line: "zurücksetzen …" goes whole.)
                var next = end
                while next < text.count, text[next].isWhitespace { next += 1 }
                if next < text.count, !LineBreaking.mayBeginLine(text[next]) {
                    end = next
                    while end < text.count, !text[end].isWhitespace { end += 1 }
                }
                let word = String(text[start..<end])
                if try painter.measure(word, size: wrap.size, weight: wrap.weight).width <= wrap.width {
                    problems.append("“\(word)” is broken though it fits a line of \(wrap.width) px: \(wrap.lines)")
                    continue
                }
                // Between the words of a type name, or at a hyphenation point, hyphen drawn.
                if before.isLowercase, after.isUppercase { continue }
                // (An acronym's last capital begins the next word: "HUD|Painter", "AddA|Setting".)
                if before.isUppercase, after.isUppercase, position + 1 < text.count, text[position + 1].isLowercase { continue }
                var partStart = position
                while partStart > 0, isLatinLetter(text[partStart - 1]), !(text[partStart].isUppercase && text[partStart - 1].isLowercase) {
                    partStart -= 1
                }
                var partEnd = position
                while partEnd < text.count, isLatinLetter(text[partEnd]),
                    !(partEnd > position && text[partEnd].isUppercase && text[partEnd - 1].isLowercase)
                {
                    partEnd += 1
                }
                let part = String(text[partStart..<partEnd])
                if !hyphenated {
                    problems.append("“\(word)” is broken without a hyphen: \(wrap.lines)")
                } else if !hyphenate(part).contains(position - partStart) {
                    problems.append("“\(word)” is broken at \(position - partStart) of “\(part)”, no hyphenation point: \(wrap.lines)")
                }
            }
        }
        return problems
    }

    /// Where the lines of `wrap` break its text (an index into its characters, the first of the
    /// next line), and whether a hyphen was drawn there; nil where the lines do not spell the
    /// text (a separator dropped other than at a line's end), which the check leaves alone.
    private static func breaks(of wrap: TextPainter.Wrapped) -> [(Int, Bool)]? {
        let text = Array(wrap.text)
        var position = 0
        var found: [(Int, Bool)] = []
        for (index, line) in wrap.lines.enumerated() {
            while position < text.count, text[position] == " " { position += 1 }
            let characters = Array(line)
            var hyphenated = false
            for (offset, character) in characters.enumerated() {
                if position < text.count, text[position] == character {
                    position += 1
                } else if character == "-", offset == characters.count - 1 {
                    hyphenated = true
                } else {
                    return nil
                }
            }
            guard index < wrap.lines.count - 1 else { break }
            // (What the painter drops at a line's end: spaces and a separator.)
            let before = position
            while position < text.count, text[position] == " " || text[position] == "·" { position += 1 }
            if position == before { found.append((position, hyphenated)) }
        }
        return found
    }

    private static func isLatinLetter(_ character: Character) -> Bool {
        character.isLetter && character.unicodeScalars.allSatisfy { $0.value < 0x2E80 }
    }
}

extension GameAppTests {
    /// The rule for broken words fails on each fault it is for, and passes what the line
    /// breaker does: a word split without a hyphen, at no hyphenation point, or though it fits.
    @Test func theBrokenWordsRuleCatchesEachFault() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        let text = harness.app.renderer.text
        func problems(_ message: String, _ lines: [String], width: Int) throws -> [String] {
            try BrokenWordsCheck.problems(
                in: [TextPainter.Wrapped(text: message, lines: lines, width: width, size: 14, weight: .regular)], painter: text,
                language: .german)
        }
        let narrow = Int(try text.measure("Zustän-", size: 14, weight: .regular).width) + 4
        #expect(try problems("Zuständigkeitskette", ["Zustän-", "digkeits-", "kette"], width: narrow).isEmpty)
        #expect(try problems("Zuständigkeitskette", ["Zuständ", "igkeitskette"], width: narrow).count == 1)
        #expect(try problems("Zuständigkeitskette", ["Zustä-", "ndigkeitskette"], width: narrow).count == 1)
        #expect(try problems("AdaptiveTurnStrategy", ["AdaptiveTurn", "Strategy"], width: narrow).isEmpty)
        let wide = Int(try text.measure("Eine Einstellungsdatei", size: 14, weight: .regular).width)
        #expect(try problems("Eine Einstellungsdatei", ["Eine Einstel-", "lungsdatei"], width: wide - 10).count == 1)
        #expect(try problems("Eine Einstellungsdatei", ["Eine", "Einstellungsdatei"], width: wide - 10).isEmpty)
        // The painter records what it breaks, where asked to.
        text.wrapped = []
        _ = try text.wrap("Eine Einstellungsdatei", size: 14, width: wide - 10, weight: .regular)
        #expect(text.wrapped?.count == 1 && text.wrapped?.first?.lines == ["Eine", "Einstellungsdatei"])
        text.wrapped = nil
    }
}
