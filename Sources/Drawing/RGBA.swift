/// A color with straight (not premultiplied) alpha, 8 bits a channel.
public struct RGBA: Hashable, Sendable, Codable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from `0xRRGGBB`, fully opaque.
    public init(rgb: UInt32) {
        self.init(red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8), blue: UInt8(truncatingIfNeeded: rgb))
    }

    /// The color packed as SDL's ARGB8888: `0xAARRGGBB`.
    public var argb: UInt32 {
        UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// The color unpacked from `0xAARRGGBB`.
    public init(argb: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: argb >> 16),
            green: UInt8(truncatingIfNeeded: argb >> 8),
            blue: UInt8(truncatingIfNeeded: argb),
            alpha: UInt8(truncatingIfNeeded: argb >> 24)
        )
    }

    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 255, green: 255, blue: 255)
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}
