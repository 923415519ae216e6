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

    /// Sets `count` pixels from `start` to `color`: the opaque runs every fill is made of. A long
    /// run goes to libc's wmemset, whose stores are as wide as the CPU has. A short one (an
    /// outline's width) is two vector stores that overlap in the middle, one from each end, which
    /// costs the same whatever the length, with no loop to mispredict.
    @inline(__always)
    public static func fill(_ start: UnsafeMutablePointer<UInt32>, with color: UInt32, count: Int) {
        let raw = UnsafeMutableRawPointer(start)
        if count >= 8 {
            guard count <= 16 else {
                tap_fill32(start, color, count)
                return
            }
            let eight = SIMD8<UInt32>(repeating: color)
            raw.storeBytes(of: eight, as: SIMD8<UInt32>.self)
            raw.storeBytes(of: eight, toByteOffset: (count &- 8) &* 4, as: SIMD8<UInt32>.self)
        } else if count >= 4 {
            let four = SIMD4<UInt32>(repeating: color)
            raw.storeBytes(of: four, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: four, toByteOffset: (count &- 4) &* 4, as: SIMD4<UInt32>.self)
        } else if count > 0 {
            // One to three: the first, the last and the middle (some of them the same pixel).
            start[0] = color
            start[count &- 1] = color
            start[count >> 1] = color
        }
    }
}
