import Drawing

extension Image {
    /// Lends the pixels as a `PixelView` for the duration of `body`.
    public mutating func withPixelView<Result>(_ body: (PixelView) throws -> Result) rethrows -> Result {
        let (width, height) = (self.width, self.height)
        return try withUnsafeMutablePixels { buffer in
            guard let base = buffer.baseAddress else {
                var empty: UInt32 = 0
                return try body(PixelView(base: &empty, width: 0, height: 0, stride: 0))
            }
            return try body(PixelView(base: base, width: width, height: height, stride: width))
        }
    }
}
