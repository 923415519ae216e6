import Drawing

/// An owned ARGB8888 pixel buffer (`0xAARRGGBB`, straight alpha), rows packed without padding.
public struct Image: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var pixels: [UInt32]

    /// An image filled with one color (transparent by default).
    public init(width: Int, height: Int, color: RGBA = .clear) {
        precondition(width >= 0 && height >= 0, "Image: negative size")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: color.argb, count: width * height)
    }

    /// An image over existing packed pixels; nil when the count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> RGBA {
        get { RGBA(argb: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.argb }
    }

    /// Lends the pixels as a `PixelView` for the duration of `body`.
    public mutating func withPixelView<Result>(_ body: (PixelView) throws -> Result) rethrows -> Result {
        let (width, height) = (self.width, self.height)
        return try pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                var empty: UInt32 = 0
                return try body(PixelView(base: &empty, width: 0, height: 0, stride: 0))
            }
            return try body(PixelView(base: base, width: width, height: height, stride: width))
        }
    }
}
