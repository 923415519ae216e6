import CFill

/// A window onto 32-bit ARGB8888 pixels (`0xAARRGGBB`, straight alpha) owned by someone else:
/// an `Image`, an SDL surface, a locked texture. The memory must stay valid while the view is used.
public struct PixelView {
    public let base: UnsafeMutablePointer<UInt32>
    public let width: Int
    public let height: Int
    /// Pixels from one row's start to the next row's start.
    public let stride: Int

    public init(base: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int) {
        precondition(width >= 0 && height >= 0 && stride >= width, "PixelView: bad dimensions")
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        base + y * stride
    }

    /// Sets `count` pixels from `start` to `color`: the opaque runs every fill is made of. A short
    /// run (an outline's width) is stored pixel by pixel, cheaper than setting up a call; a long
    /// one goes to libc's wmemset, whose stores are as wide as the CPU has.
    @inline(__always)
    public static func fill(_ start: UnsafeMutablePointer<UInt32>, with color: UInt32, count: Int) {
        guard count > 16 else {
            var offset = 0
            while offset < count {
                start[offset] = color
                offset &+= 1
            }
            return
        }
        tap_fill32(start, color, count)
    }
}
