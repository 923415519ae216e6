/// A value and where it is written.
public struct TOMLValue: Sendable {
    public enum Kind: Sendable {
        case string(String)
        case integer(Int64)
        case float(Double)
        case boolean(Bool)
        /// An offset or a local date-time (`offsetMinutes` says which).
        case dateTime(TOMLDateTime)
        case date(TOMLDate)
        case time(TOMLTime)
        case array([TOMLValue])
        case table(TOMLTable)
    }

    public let kind: Kind
    public let place: TOMLPlace

    public init(_ kind: Kind, place: TOMLPlace) {
        self.kind = kind
        self.place = place
    }

    public var string: String? {
        if case .string(let value) = kind { value } else { nil }
    }

    public var integer: Int64? {
        if case .integer(let value) = kind { value } else { nil }
    }

    /// A float, or an integer as one (the way a person reading `width = 2` means 2.0).
    public var number: Double? {
        switch kind {
        case .float(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    public var boolean: Bool? {
        if case .boolean(let value) = kind { value } else { nil }
    }

    public var array: [TOMLValue]? {
        if case .array(let value) = kind { value } else { nil }
    }

    public var table: TOMLTable? {
        if case .table(let value) = kind { value } else { nil }
    }

    /// What kind of value this is, in words: "a string", "an integer", … for messages.
    public var kindName: String {
        switch kind {
        case .string: "a string"
        case .integer: "an integer"
        case .float: "a float"
        case .boolean: "a boolean"
        case .dateTime(let value): value.offsetMinutes == nil ? "a local date-time" : "a date-time"
        case .date: "a date"
        case .time: "a time"
        case .array: "an array"
        case .table: "a table"
        }
    }
}

// MARK: - Same content

extension TOMLValue {
    /// True when both hold the same data wherever they are written (floats by their bits, so
    /// a NaN is the same as itself).
    public func hasSameContent(as other: TOMLValue) -> Bool {
        switch (kind, other.kind) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.float(let a), .float(let b)): a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
        case (.boolean(let a), .boolean(let b)): a == b
        case (.dateTime(let a), .dateTime(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.time(let a), .time(let b)): a == b
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.hasSameContent(as: $1) }
        case (.table(let a), .table(let b)): a.hasSameContent(as: b)
        default: false
        }
    }
}
