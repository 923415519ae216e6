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
/// (Its digits are ASCII, handled as bytes: as characters, the panel's figures took a tenth of
/// its words' building each new turn; profiled with callgrind.)
struct DecimalDigits {
    let isNegative: Bool
    /// The digits before the point, no leading zeros (but at least one digit).
    var whole: String
    /// The digits after it.
    var fraction: String

    private static let zero = UInt8(ascii: "0")

    init(_ value: Double) {
        isNegative = value.sign == .minus
        // `description` is the shortest form that reads back: "2.675", "1e-05", "1.5e+20".
        let text = Array(value.magnitude.description.utf8)
        let mark = text.firstIndex(of: UInt8(ascii: "e"))
        let mantissa = text[..<(mark ?? text.endIndex)]
        let exponent = mark.map { Int(String(decoding: text[($0 + 1)...], as: UTF8.self)) ?? 0 } ?? 0
        let point = mantissa.firstIndex(of: UInt8(ascii: "."))
        let intDigits = mantissa[..<(point ?? mantissa.endIndex)]
        let digits = Array(intDigits) + (point.map { Array(mantissa[($0 + 1)...]) } ?? [])
        let place = intDigits.count + exponent
        var wholeDigits: [UInt8]
        let fractionDigits: [UInt8]
        if place <= 0 {
            wholeDigits = [Self.zero]
            fractionDigits = [UInt8](repeating: Self.zero, count: -place) + digits
        } else if place >= digits.count {
            wholeDigits = digits + [UInt8](repeating: Self.zero, count: place - digits.count)
            fractionDigits = []
        } else {
            wholeDigits = Array(digits[..<place])
            fractionDigits = Array(digits[place...])
        }
        wholeDigits = wholeDigits.firstIndex { $0 != Self.zero }.map { Array(wholeDigits[$0...]) } ?? [Self.zero]
        whole = String(decoding: wholeDigits, as: UTF8.self)
        fraction = String(decoding: fractionDigits, as: UTF8.self)
    }

    /// Rounded half to even at `count` decimals, padded with zeros to exactly `count`.
    func rounded(toFractionDigits count: Int) -> DecimalDigits {
        var copy = self
        let fractionDigits = Array(fraction.utf8)
        guard fractionDigits.count > count else {
            copy.fraction = fraction + String(repeating: "0", count: count - fractionDigits.count)
            return copy
        }
        let kept = fractionDigits[..<count]
        let dropped = fractionDigits[count...]
        let first = dropped[dropped.startIndex]
        let beyondHalf = dropped.dropFirst().contains { $0 != Self.zero }
        let wholeDigits = Array(whole.utf8)
        let lastKept = kept.last ?? wholeDigits.last ?? Self.zero
        let lastIsOdd = (lastKept &- Self.zero) % 2 == 1
        let five = UInt8(ascii: "5")
        let roundsUp = first > five || (first == five && (beyondHalf || lastIsOdd))
        var digits = wholeDigits + kept
        if roundsUp {
            var index = digits.count - 1
            while index >= 0 {
                if digits[index] == UInt8(ascii: "9") {
                    digits[index] = Self.zero
                    index -= 1
                } else {
                    digits[index] += 1
                    break
                }
            }
            if index < 0 { digits.insert(UInt8(ascii: "1"), at: 0) }
        }
        copy.whole = String(decoding: digits.prefix(digits.count - count), as: UTF8.self)
        copy.fraction = String(decoding: digits.suffix(count), as: UTF8.self)
        return copy
    }
}
