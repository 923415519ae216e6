import CZlib
import Drawing

/// Encodes images as PNG (8-bit RGBA): each row filtered the way that leaves the smallest
/// differences (PNG's usual heuristic), then compressed by the system's zlib at its best level;
/// the chunks are ours. A 960×600 frame of the game is a few tens of kilobytes rather than 2.3 MB.
public enum PNG {
    /// zlib could not compress (it ran out of memory): its status code.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public let status: Int32
        public var description: String { "zlib could not compress the picture (status \(status))" }
    }

    public static func encode(_ image: Image) throws(Failure) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", try zlib(filtered(scanlines(of: image), width: image.width, height: image.height)), to: &png)
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
        let rowBytes = stride - 1
        var output = [UInt8](repeating: 0, count: scanlines.count)
        // The four candidates of a row, side by side: none, Sub, Up, Paeth.
        let types: [UInt8] = [0, 1, 2, 4]
        var candidates = [UInt8](repeating: 0, count: 4 * rowBytes)
        scanlines.withUnsafeBufferPointer { input in
            candidates.withUnsafeMutableBufferPointer { candidates in
                output.withUnsafeMutableBufferPointer { output in
                    // NB: a row of zeros stands above the first, as the format says.
                    let zeros = [UInt8](repeating: 0, count: rowBytes)
                    zeros.withUnsafeBufferPointer { zeros in
                        for row in 0..<height {
                            let line = UnsafeBufferPointer(rebasing: input[(row * stride + 1)..<((row + 1) * stride)])
                            let above = row > 0 ? UnsafeBufferPointer(rebasing: input[((row - 1) * stride + 1)..<(row * stride)]) : zeros
                            var (noneCost, subCost, upCost, paethCost) = (0, 0, 0, 0)
                            for index in 0..<rowBytes {
                                let value = line[index]
                                let left = index >= 4 ? line[index - 4] : 0
                                let up = above[index]
                                let upLeft = index >= 4 ? above[index - 4] : 0
                                let sub = value &- left
                                let fromUp = value &- up
                                let fromPaeth = value &- paeth(left, up, upLeft)
                                candidates[index] = value
                                candidates[rowBytes + index] = sub
                                candidates[2 * rowBytes + index] = fromUp
                                candidates[3 * rowBytes + index] = fromPaeth
                                noneCost &+= Int(Int8(bitPattern: value).magnitude)
                                subCost &+= Int(Int8(bitPattern: sub).magnitude)
                                upCost &+= Int(Int8(bitPattern: fromUp).magnitude)
                                paethCost &+= Int(Int8(bitPattern: fromPaeth).magnitude)
                            }
                            // The first of the cheapest, as before: none, Sub, Up, Paeth.
                            let costs = [noneCost, subCost, upCost, paethCost]
                            var best = 0
                            for type in 1..<4 where costs[type] < costs[best] { best = type }
                            output[row * stride] = types[best]
                            let chosen = UnsafeBufferPointer(rebasing: candidates[(best * rowBytes)..<((best + 1) * rowBytes)])
                            _ = UnsafeMutableBufferPointer(rebasing: output[(row * stride + 1)..<((row + 1) * stride)])
                                .update(fromContentsOf: chosen)
                        }
                    }
                }
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

    /// A zlib stream (header, Deflate data, the Adler-32 of the original) at zlib's best level.
    static func zlib(_ data: [UInt8]) throws(Failure) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var stream = [UInt8](repeating: 0, count: Int(length))
        let status = stream.withUnsafeMutableBufferPointer { output in
            data.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &length, input.baseAddress, uLong(input.count), Z_DEFAULT_COMPRESSION)
            }
        }
        guard status == Z_OK else { throw Failure(status: status) }
        stream.removeSubrange(Int(length)...)
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
        UInt32(bytes.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
