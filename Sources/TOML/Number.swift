/// TOML's integers (decimal, `0x`, `0o`, `0b`, with underscores between digits, 64-bit) and
/// floats (a fraction, an exponent or both; `inf` and `nan` with an optional sign).
enum Number {
    struct Problem: Error {
        let template: String
    }

    static func parse(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Result<TOMLValue.Kind, Problem> {
        var rest = text
        var negative = false
        if let sign = rest.first, sign == .plus || sign == .minus {
            negative = sign == .minus
            rest = rest.dropFirst()
        }
        if rest.elementsEqual("inf".utf8) { return .success(.float(negative ? -.infinity : .infinity)) }
        if rest.elementsEqual("nan".utf8) { return .success(.float(negative ? -.nan : .nan)) }
        if rest.count > 2, rest.first == .zero, let radix = radix(rest[rest.index(after: rest.startIndex)]) {
            guard text.first != .plus, text.first != .minus else { return .failure(Problem(template: TOMLError.invalidNumber)) }
            return integer(rest.dropFirst(2), radix: radix, negative: false)
        }
        // Decimal: an integer part, then perhaps a fraction, then perhaps an exponent.
        let integerEnd = rest.firstIndex { $0 == .dot || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? rest.endIndex
        let integerPart = rest[..<integerEnd]
        if let problem = checkDigits(integerPart, radix: 10) { return .failure(problem) }
        if integerPart.count > 1, integerPart.first == .zero { return .failure(Problem(template: TOMLError.leadingZero)) }
        guard integerEnd < rest.endIndex else { return integer(integerPart, radix: 10, negative: negative) }
        var cursor = integerEnd
        if rest[cursor] == .dot {
            let fractionStart = rest.index(after: cursor)
            let fractionEnd = rest[fractionStart...].firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? rest.endIndex
            if let problem = checkDigits(rest[fractionStart..<fractionEnd], radix: 10) { return .failure(problem) }
            cursor = fractionEnd
        }
        if cursor < rest.endIndex {
            var exponent = rest[rest.index(after: cursor)...]
            if let sign = exponent.first, sign == .plus || sign == .minus { exponent = exponent.dropFirst() }
            if let problem = checkDigits(exponent, radix: 10) { return .failure(problem) }
        }
        let cleaned = String(decoding: text.filter { $0 != .underscore }, as: UTF8.self)
        guard let value = Double(cleaned) else { return .failure(Problem(template: TOMLError.invalidNumber)) }
        return .success(.float(value))
    }

    private static func radix(_ letter: UInt8) -> Int? {
        switch letter {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
    }

    /// Digits of `radix` with single underscores between them; at least one digit.
    private static func checkDigits(_ digits: Slice<UnsafeBufferPointer<UInt8>>, radix: Int) -> Problem? {
        guard let first = digits.first, let last = digits.last else { return Problem(template: TOMLError.invalidNumber) }
        if first == .underscore || last == .underscore { return Problem(template: TOMLError.misplacedUnderscore) }
        var previous: UInt8 = 0
        for byte in digits {
            if byte == .underscore {
                if previous == .underscore { return Problem(template: TOMLError.misplacedUnderscore) }
            } else if !(byte.hexValue.map { Int($0) < radix } ?? false) {
                return Problem(template: TOMLError.invalidNumber)
            }
            previous = byte
        }
        return nil
    }

    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>, radix: Int, negative: Bool) -> Result<TOMLValue.Kind, Problem> {
        if let problem = checkDigits(digits, radix: radix) { return .failure(problem) }
        var value: Int64 = 0
        for byte in digits where byte != .underscore {
            guard let digit = byte.hexValue else { return .failure(Problem(template: TOMLError.invalidNumber)) }
            // Accumulated negatively, so Int64.min reads too.
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: Int64(radix))
            let (next, overflowedAgain) = shifted.subtractingReportingOverflow(Int64(digit))
            guard !overflowed, !overflowedAgain else { return .failure(Problem(template: TOMLError.integerOverflow)) }
            value = next
        }
        if negative { return .success(.integer(value)) }
        guard value != .min else { return .failure(Problem(template: TOMLError.integerOverflow)) }
        return .success(.integer(-value))
    }
}
