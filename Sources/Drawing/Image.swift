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

    /// Lends the pixels, row after row, for the duration of `body` (the rasterizer writes
    /// through them).
    public mutating func withUnsafeMutablePixels<Result>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> Result) rethrows -> Result {
        try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }
}
