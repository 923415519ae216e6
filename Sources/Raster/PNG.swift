import Drawing

/// Encodes images as PNG (8-bit RGBA), dependency-free: each row filtered the way that leaves
/// the smallest differences (PNG's usual heuristic), then compressed by our own `Deflate`. A
/// 960×600 frame of the game is a few tens of kilobytes rather than 2.3 MB.
public enum PNG {
    public static func encode(_ image: Image) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlib(filtered(scanlines(of: image), width: image.width, height: image.height)), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Each row as filter type 0 followed by RGBA bytes.
    static func scanlines(of image: Image) -> [UInt8] {
        let stride = 1 + image.width * 4
        var bytes = [UInt8](repeating: 0, count: image.height * stride)
        bytes.withUnsafeMutableBufferPointer { output in
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<image.height {
                    var offset = y * stride + 1
                    for x in 0..<image.width {
                        let pixel = pixels[y * image.width + x]
                        output[offset] = UInt8(truncatingIfNeeded: pixel >> 16)
                        output[offset + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        output[offset + 2] = UInt8(truncatingIfNeeded: pixel)
                        output[offset + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
                        offset += 4
                    }
                }
            }
        }
        return bytes
    }

    /// The rows of `scanlines` (each a 0 then RGBA bytes) with the filter that makes the sum of
    /// their differences smallest: none, Sub (from the pixel to the left), Up (from the row
    /// above) or Paeth (from whichever neighbour predicts best).
    static func filtered(_ scanlines: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = 1 + width * 4
        var output = [UInt8](repeating: 0, count: scanlines.count)
        var candidate = [UInt8](repeating: 0, count: stride - 1)
        var best = [UInt8](repeating: 0, count: stride - 1)
        scanlines.withUnsafeBufferPointer { input in
            for row in 0..<height {
                let start = row * stride + 1
                var bestCost = Int.max
                var bestType: UInt8 = 0
                for type: UInt8 in [0, 1, 2, 4] {
                    var cost = 0
                    for index in 0..<(stride - 1) {
                        let value = input[start + index]
                        let left = index >= 4 ? input[start + index - 4] : 0
                        let up = row > 0 ? input[start + index - stride] : 0
                        let upLeft = row > 0 && index >= 4 ? input[start + index - stride - 4] : 0
                        let predicted: UInt8 =
                            switch type {
                            case 1: left
                            case 2: up
                            case 4: paeth(left, up, upLeft)
                            default: 0
                            }
                        let difference = value &- predicted
                        candidate[index] = difference
                        cost += Int(Int8(bitPattern: difference).magnitude)
                    }
                    if cost < bestCost {
                        bestCost = cost
                        bestType = type
                        swap(&best, &candidate)
                    }
                }
                output[start - 1] = bestType
                for index in 0..<(stride - 1) { output[start + index] = best[index] }
            }
        }
        return output
    }

    /// The neighbour (left, above or above-left) nearest to left + above − above-left.
    static func paeth(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upLeft)
        let toLeft = abs(estimate - Int(left))
        let toUp = abs(estimate - Int(up))
        let toUpLeft = abs(estimate - Int(upLeft))
        if toLeft <= toUp, toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }

    /// A zlib stream: header, the compressed data, the Adler-32 of the original.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        [0x78, 0x01] + Deflate.compress(data) + bigEndian(adler32(data))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            stream.append(isLast ? 1 : 0)
            stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            stream += data[offset..<(offset + length)]
            offset += length
        } while offset < data.count
        stream += bigEndian(adler32(data))
        return stream
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png += data
        png += bigEndian(crc32(typeBytes + data))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
