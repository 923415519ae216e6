extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let apostrophe = UInt8(ascii: "'")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let colon = UInt8(ascii: ":")
    static let equals = UInt8(ascii: "=")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let underscore = UInt8(ascii: "_")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    var isDigit: Bool { self >= .zero && self <= UInt8(ascii: "9") }

    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }

    /// A-Z a-z 0-9 - _
    var isBareKeyCharacter: Bool { isDigit || isLetter || self == .minus || self == .underscore }

    /// What numbers, dates, booleans and bare words are made of, for reading one whole.
    var isTokenCharacter: Bool { isBareKeyCharacter || self == .plus || self == .dot || self == .colon }

    /// Control characters TOML allows in no string or comment (tab is allowed; line breaks are
    /// handled apart).
    var isForbiddenControl: Bool { (self < 0x20 && self != .tab && self != .lineFeed && self != .carriageReturn) || self == 0x7F }

    var hexValue: UInt8? {
        switch self {
        case .zero...UInt8(ascii: "9"): self - .zero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
