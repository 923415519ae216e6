import CMath

/// How far apart two colours are to the eye, as WCAG 2 measures it: from 1 (the same) to 21
/// (black on white). 3 is what a graphic or large text needs to be told apart.
extension RGBA {
    /// The relative luminance of the opaque colour: sRGB decoded to linear light, weighted by
    /// how bright each primary looks (0 black, 1 white).
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio with `other`, (lighter + 0.05) / (darker + 0.05).
    public func contrast(with other: RGBA) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Of white and a near-black, the one that stands out more against every colour of `behind`.
    public static func mark(against behind: [RGBA]) -> RGBA {
        let dark = RGBA(rgb: 0x11_11_11)
        let worst = { (mark: RGBA) in behind.map { mark.contrast(with: $0) }.min() ?? 21 }
        return worst(.white) >= worst(dark) ? .white : dark
    }
}
