/// Encodes images as PNG (8-bit RGBA). The image data is stored uncompressed inside the zlib
/// stream, which every decoder reads: screenshots stay dependency-free at the cost of size.
public enum PNG {
    public static func encode(_ image: Image) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(image.width))
        header += bigEndian(UInt32(image.height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", zlibStored(scanlines(of: image)), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Each row as filter type 0 followed by RGBA bytes.
    static func scanlines(of image: Image) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(image.height * (1 + image.width * 4))
        for y in 0..<image.height {
            bytes.append(0)
            for x in 0..<image.width {
                let pixel = image.pixels[y * image.width + x]
                bytes += [
                    UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel),
                    UInt8(truncatingIfNeeded: pixel >> 24),
                ]
            }
        }
        return bytes
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
