import Drawing

/// Colors as the settings file writes them: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or a CSS color name
/// (`"orange"`, `"saddlebrown"`, `"transparent"`), in any letter case.
public enum ColorValue {
    public static func parse(_ text: String) -> RGBA? {
        let trimmed = text.trimmingWhitespace().lowercased()
        if trimmed == "transparent" { return .clear }
        if let rgb = CSSColorNames.table[trimmed] { return RGBA(rgb: rgb) }
        guard trimmed.first == "#" else { return nil }
        let digits = Array(trimmed.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let values = digits.compactMap { $0.hexDigitValue }.map(UInt8.init)
        switch values.count {
        case 3:
            return RGBA(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            return RGBA(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    /// The color as the settings file would write it: `#rrggbb`, with `aa` when not opaque.
    public static func format(_ color: RGBA) -> String {
        func hex(_ byte: UInt8) -> String { (byte < 16 ? "0" : "") + String(byte, radix: 16) }
        return "#" + hex(color.red) + hex(color.green) + hex(color.blue) + (color.alpha == 255 ? "" : hex(color.alpha))
    }
}
