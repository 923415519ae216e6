import Drawing

/// A color premultiplied by its alpha, channels in 0...255 and alpha in 0...1: the form blending wants.
struct Paint {
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float

    static let none = Paint(red: 0, green: 0, blue: 0, alpha: 0)

    init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: RGBA) {
        let alpha = Float(color.alpha) / 255
        self.init(red: Float(color.red) * alpha, green: Float(color.green) * alpha, blue: Float(color.blue) * alpha, alpha: alpha)
    }

    /// `first` weighted by `firstCoverage` plus `second` weighted by `secondCoverage`.
    @inline(__always)
    static func mix(_ first: Paint, _ firstCoverage: Float, _ second: Paint, _ secondCoverage: Float) -> Paint {
        Paint(
            red: first.red * firstCoverage + second.red * secondCoverage,
            green: first.green * firstCoverage + second.green * secondCoverage,
            blue: first.blue * firstCoverage + second.blue * secondCoverage,
            alpha: first.alpha * firstCoverage + second.alpha * secondCoverage
        )
    }

    /// The paint composited over a straight-alpha ARGB8888 pixel (Porter–Duff source-over).
    @inline(__always)
    func over(_ destination: UInt32) -> UInt32 {
        let remaining = 1 - alpha
        let destinationRed = Float(UInt8(truncatingIfNeeded: destination >> 16))
        let destinationGreen = Float(UInt8(truncatingIfNeeded: destination >> 8))
        let destinationBlue = Float(UInt8(truncatingIfNeeded: destination))
        if destination >= 0xFF00_0000 {
            return 0xFF00_0000 | Self.round(red + destinationRed * remaining) << 16
                | Self.round(green + destinationGreen * remaining) << 8 | Self.round(blue + destinationBlue * remaining)
        }
        let keptAlpha = Float(UInt8(truncatingIfNeeded: destination >> 24)) * (1.0 / 255) * remaining
        let outAlpha = alpha + keptAlpha
        guard outAlpha > 1.0 / 512 else { return 0 }
        let unpremultiply = 1 / outAlpha
        return Self.round(outAlpha * 255) << 24
            | Self.round((red + destinationRed * keptAlpha) * unpremultiply) << 16
            | Self.round((green + destinationGreen * keptAlpha) * unpremultiply) << 8
            | Self.round((blue + destinationBlue * keptAlpha) * unpremultiply)
    }

    /// The paint as an opaque straight-alpha pixel; only meaningful when `alpha` is 1.
    var opaquePixel: UInt32 {
        0xFF00_0000 | Self.round(red) << 16 | Self.round(green) << 8 | Self.round(blue)
    }

    /// A channel value in 0...255 rounded to the nearest integer, branch-free and without the
    /// checks of a float-to-integer conversion: adding 1.5·2²³ leaves it in the low mantissa bits.
    @inline(__always)
    static func round(_ value: Float) -> UInt32 {
        (min(max(value, 0), 255) + 12_582_912).bitPattern & 0xFF
    }
}
