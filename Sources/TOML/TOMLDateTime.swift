/// A calendar date, as TOML writes it: `1979-05-27`.
public struct TOMLDate: Hashable, Sendable, CustomStringConvertible {
    private let storedYear: UInt16
    private let storedMonth: UInt8
    private let storedDay: UInt8

    public var year: Int { Int(storedYear) }
    public var month: Int { Int(storedMonth) }
    public var day: Int { Int(storedDay) }

    /// Nil unless the day exists (leap years included).
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year) else { return nil }
        storedYear = UInt16(year)
        storedMonth = UInt8(month)
        storedDay = UInt8(day)
    }

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public var description: String { "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))" }
}

/// A time of day: `07:32:00.999`.
public struct TOMLTime: Hashable, Sendable, CustomStringConvertible {
    private let storedNanosecond: UInt32
    private let storedHour: UInt8
    private let storedMinute: UInt8
    private let storedSecond: UInt8
    private let storedFractionDigits: UInt8

    public var hour: Int { Int(storedHour) }
    public var minute: Int { Int(storedMinute) }
    public var second: Int { Int(storedSecond) }
    public var nanosecond: Int { Int(storedNanosecond) }
    /// How many fraction digits the text had (at most 9; more are truncated), for writing it back.
    public var fractionDigits: Int { Int(storedFractionDigits) }

    public init?(hour: Int, minute: Int, second: Int, nanosecond: Int = 0, fractionDigits: Int = 0) {
        // NB: second 60 is RFC 3339's leap second, which TOML's grammar admits.
        guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second), (0..<1_000_000_000).contains(nanosecond),
            (0...9).contains(fractionDigits)
        else { return nil }
        storedHour = UInt8(hour)
        storedMinute = UInt8(minute)
        storedSecond = UInt8(second)
        storedNanosecond = UInt32(nanosecond)
        storedFractionDigits = UInt8(fractionDigits)
    }

    public var description: String {
        var text = "\(digits(hour, 2)):\(digits(minute, 2)):\(digits(second, 2))"
        if fractionDigits > 0 {
            text += "." + String(digits(nanosecond, 9).prefix(fractionDigits))
        }
        return text
    }
}

/// A date and time, with its offset from UTC in minutes when it has one (`Z` is 0).
public struct TOMLDateTime: Hashable, Sendable, CustomStringConvertible {
    public let date: TOMLDate
    public let time: TOMLTime
    private let storedOffset: Int16?

    /// Nil for a local date-time.
    public var offsetMinutes: Int? { storedOffset.map(Int.init) }

    /// - Parameters:
    ///   - date: the calendar date.
    ///   - time: the time of day.
    ///   - offsetMinutes: from -1439 to 1439 (±23:59), or nil.
    public init(date: TOMLDate, time: TOMLTime, offsetMinutes: Int?) {
        self.date = date
        self.time = time
        storedOffset = offsetMinutes.map { Int16(clamping: max(-1439, min(1439, $0))) }
    }

    public var description: String {
        let base = "\(date)T\(time)"
        guard let offsetMinutes else { return base }
        if offsetMinutes == 0 { return base + "Z" }
        let size = abs(offsetMinutes)
        return base + (offsetMinutes < 0 ? "-" : "+") + "\(digits(size / 60, 2)):\(digits(size % 60, 2))"
    }
}

/// `value` in decimal, zero-padded to `count` digits.
private func digits(_ value: Int, _ count: Int) -> String {
    let text = String(value)
    return text.count >= count ? text : String(repeating: "0", count: count - text.count) + text
}
