import GameCore
import Preferences

/// How a language writes what is not a word: numbers (its decimal and grouping signs), a
/// percentage, a date and a list. The forms are CLDR's for the four languages the game speaks
/// ("1,27" and "58 %" in German, "2026/11/25" in Japanese, "、" between names in Chinese), held to
/// Babel's output by `LocaleFormsTests`.
///
/// NB: no ICU. Four languages need a dozen symbols and four date orders; ICU's data is some thirty
/// megabytes, and Foundation's formatters would bring Foundation back into the game.
public struct LocaleForms: Hashable, Sendable {
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }

    /// The sign between the whole part and the fraction: "1.27", "1,27".
    var decimalSeparator: String { language == .german ? "," : "." }

    /// The sign between groups of three digits: "12,345", "12.345".
    var groupSeparator: String { language == .german ? "." : "," }

    /// A whole number, grouped by thousands, below zero with a real minus sign (U+2212: CLDR's
    /// four forms use a hyphen, which reads as a dash beside a number on screen).
    public func number(_ value: Int) -> String {
        (value < 0 ? "\u{2212}" : "") + grouped(String(value.magnitude))
    }

    /// A change of score, signed either way: "+10", "−1".
    public func signed(_ value: Int) -> String {
        value > 0 ? "+" + number(value) : number(value)
    }

    /// `value` with `digits` decimals ("1.80", "1,80"), rounded half to even on the decimal the
    /// number reads as (2.675 is "2.68", as CLDR rounds, though its double is a hair below);
    /// with `wholePlain`, a whole number drops its fraction ("2", not "2.00").
    public func decimal(_ value: Double, digits: Int = 2, wholePlain: Bool = false) -> String {
        guard value.isFinite else { return "–" }
        let rounded = DecimalDigits(value).rounded(toFractionDigits: max(digits, 0))
        let fraction = rounded.fraction.allSatisfy { $0 == "0" } && wholePlain ? "" : rounded.fraction
        let sign = rounded.isNegative && !(rounded.whole.allSatisfy { $0 == "0" } && fraction.allSatisfy { $0 == "0" }) ? "\u{2212}" : ""
        return sign + grouped(rounded.whole) + (fraction.isEmpty ? "" : decimalSeparator + fraction)
    }

    /// A whole percentage: "58%", "58 %" (a no-break space in German).
    public func percent(_ value: Int) -> String {
        number(value) + (language == .german ? "\u{00A0}%" : "%")
    }

    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A day as the language writes it in running text (CLDR's medium date): "Nov 25, 2026",
    /// "25.11.2026", "2026/11/25", "2026年11月25日".
    public func date(_ date: CivilDate) -> String {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        switch language {
        case .english: return "\(Self.englishMonths[date.month - 1]) \(date.day), \(date.year)"
        case .german: return "\(twoDigits(date.day)).\(twoDigits(date.month)).\(date.year)"
        case .japanese: return "\(date.year)/\(twoDigits(date.month))/\(twoDigits(date.day))"
        case .simplifiedChinese: return "\(date.year)年\(date.month)月\(date.day)日"
        }
    }

    /// Sentences (or the lines of a screen read as sentences) one after another, as the language
    /// writes them: each ends with a full stop where it has none ("." and a space; "。" with no
    /// space in Japanese and Chinese).
    public func sentences(_ items: [String]) -> String {
        let wide = language == .japanese || language == .simplifiedChinese
        let stops: Set<Character> = wide ? ["。", "！", "？", "：", "…"] : [".", "!", "?", ":", "…"]
        return items.filter { !$0.isEmpty }.map { item in stops.contains(item.last ?? ".") ? item : item + (wide ? "。" : ".") }
            .joined(separator: wide ? "" : " ")
    }

    /// A word and what follows it ("circle ×0.95"), as the language writes them: a space in
    /// English and German, none where Japanese or Chinese meets it ("円×0.95").
    public func beside(_ word: String, _ next: String) -> String {
        language == .japanese || language == .simplifiedChinese ? word + next : word + " " + next
    }

    /// Items joined as a sentence joins them (CLDR's "and" list): "a, b, and c", "a, b und c",
    /// "a、b、c", "a、b和c".
    public func list(_ items: [String]) -> String {
        let (pair, middle, last): (String, String, String) =
            switch language {
            case .english: (" and ", ", ", ", and ")
            case .german: (" und ", ", ", " und ")
            case .japanese: ("、", "、", "、")
            case .simplifiedChinese: ("和", "、", "和")
            }
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return items[0] + pair + items[1]
        default: return items.dropLast().joined(separator: middle) + last + items[items.count - 1]
        }
    }

    private func grouped(_ digits: String) -> String {
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.isEmpty ? "0" : groups.joined(separator: groupSeparator)
    }
}

/// A double as the decimal digits it reads as (its shortest round-tripping form, as Swift prints
/// it), so rounding happens on what a person would read, never on the binary's hidden tail.
struct DecimalDigits {
    let isNegative: Bool
    /// The digits before the point, no leading zeros (but at least one digit).
    var whole: String
    /// The digits after it.
    var fraction: String

    init(_ value: Double) {
        isNegative = value.sign == .minus
        // `description` is the shortest form that reads back: "2.675", "1e-05", "1.5e+20".
        let text = value.magnitude.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts.first.map(String.init) ?? "0"
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let intDigits = String(pieces.first ?? "0")
        let fractionDigits = pieces.count > 1 ? String(pieces[1]) : ""
        let digits = intDigits + fractionDigits
        let point = intDigits.count + exponent
        if point <= 0 {
            whole = "0"
            fraction = String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            whole = digits + String(repeating: "0", count: point - digits.count)
            fraction = ""
        } else {
            whole = String(digits.prefix(point))
            fraction = String(digits.dropFirst(point))
        }
        whole = String(whole.drop { $0 == "0" })
        if whole.isEmpty { whole = "0" }
    }

    /// Rounded half to even at `count` decimals, padded with zeros to exactly `count`.
    func rounded(toFractionDigits count: Int) -> DecimalDigits {
        var copy = self
        guard fraction.count > count else {
            copy.fraction = fraction + String(repeating: "0", count: count - fraction.count)
            return copy
        }
        let kept = Array(fraction.prefix(count))
        let dropped = Array(fraction.dropFirst(count))
        let first = dropped[0]
        let beyondHalf = dropped.dropFirst().contains { $0 != "0" }
        let lastKept = kept.last ?? whole.last ?? "0"
        let lastIsOdd = (lastKept.wholeNumberValue ?? 0) % 2 == 1
        let roundsUp = first > "5" || (first == "5" && (beyondHalf || lastIsOdd))
        var digits = Array(whole) + kept
        if roundsUp {
            var index = digits.count - 1
            while index >= 0 {
                if digits[index] == "9" {
                    digits[index] = "0"
                    index -= 1
                } else {
                    digits[index] = Character(String((digits[index].wholeNumberValue ?? 0) + 1))
                    break
                }
            }
            if index < 0 { digits.insert("1", at: 0) }
        }
        copy.whole = String(digits.prefix(digits.count - count))
        copy.fraction = String(digits.suffix(count))
        return copy
    }
}
