import Artwork
import Drawing
import Foundation
import GameCore
import TestSupport
import Testing

@testable import Raster

@Suite struct PNGTests {
    @Test func chunksCarryTheirKnownChecksum() {
        #expect(PNG.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNG.crc32([]) == 0)
    }

    /// Every PNG we write reads back, pixel for pixel, with a decoder that is not ours (Python's
    /// zlib and the PNG filters written out here): flat colors, noise, gradients, odd sizes.
    @Test func anotherDecoderReadsEveryPictureBack() throws {
        var generator = SeededGenerator(seed: 2026)
        var images: [Image] = [
            Image(width: 1, height: 1, color: .white), Image(width: 333, height: 7, color: RGBA(red: 9, green: 8, blue: 7, alpha: 6)),
        ]
        var noise = Image(width: 97, height: 61, color: .clear)
        var gradient = Image(width: 300, height: 200, color: .clear)
        var stripes = Image(width: 1000, height: 40, color: .clear)
        for y in 0..<61 {
            for x in 0..<97 {
                noise[x, y] = RGBA(
                    red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                    blue: .random(in: 0...255, using: &generator), alpha: .random(in: 0...255, using: &generator))
            }
        }
        for y in 0..<200 { for x in 0..<300 { gradient[x, y] = RGBA(red: UInt8(x % 256), green: UInt8(y), blue: UInt8((x + y) % 256), alpha: 255) } }
        for y in 0..<40 { for x in 0..<1000 { stripes[x, y] = (x / 3 + y).isMultiple(of: 2) ? .white : .black } }
        images += [noise, gradient, stripes, AppIconFixture.flatShapes]
        try TemporaryFolder.with("png") { folder in
            for (index, image) in images.enumerated() {
                let png = folder.appendingPathComponent("\(index).png")
                try Data(try PNG.encode(image)).write(to: png)
                let raw = folder.appendingPathComponent("\(index).rgba")
                let decoder = Process()
                decoder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                decoder.arguments = ["python3", "-c", Self.pythonDecoder, png.path, raw.path]
                try decoder.run()
                decoder.waitUntilExit()
                #expect(decoder.terminationStatus == 0, "image \(index)")
                let decoded = try [UInt8](Data(contentsOf: raw))
                #expect(
                    decoded == Array(PNG.scanlines(of: image).enumerated().filter { $0.offset % (1 + image.width * 4) != 0 }.map(\.element)),
                    "image \(index)")
            }
            // Flat colors shrink to almost nothing.
            #expect(try PNG.encode(Image(width: 960, height: 600, color: .white)).count < 20_000)
        }
    }

    static let pythonDecoder = """
        import struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
        offset, idat = 8, b""
        while offset < len(data):
            length, kind = struct.unpack(">I4s", data[offset:offset + 8])
            body = data[offset + 8:offset + 8 + length]
            assert zlib.crc32(kind + body) == struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])[0]
            if kind == b"IHDR":
                width, height = struct.unpack(">II", body[:8])
            if kind == b"IDAT":
                idat += body
            offset += 12 + length
        raw = zlib.decompress(idat)
        stride = width * 4
        rows, previous = [], bytearray(stride)
        for y in range(height):
            kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = line[i - 4] if i >= 4 else 0
                b = previous[i]
                c = previous[i - 4] if i >= 4 else 0
                if kind == 1: line[i] = (line[i] + a) & 255
                elif kind == 2: line[i] = (line[i] + b) & 255
                elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(bytes(line))
            previous = line
        open(sys.argv[2], "wb").write(b"".join(rows))
        """

    @Test func encodesHeaderAndPixels() throws {
        var image = Image(width: 2, height: 1, color: .clear)
        image[0, 0] = RGBA(red: 1, green: 2, blue: 3, alpha: 4)
        image[1, 0] = .white
        let png = try PNG.encode(image)
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Array(png[16..<24]) == [0, 0, 0, 2, 0, 0, 0, 1])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        // The rows hold the filter byte and the RGBA bytes.
        #expect(PNG.scanlines(of: image) == [0, 1, 2, 3, 4, 255, 255, 255, 255])
    }

    /// zlib at its default level: the 512 px icon is under 26 kB (our own fixed-code Deflate made
    /// 31.8 kB of it; level 9 makes 24.4 kB for five times the instructions).
    @Test func theLargestIconCompressesAsZlibDoes() throws {
        #expect(try PNG.encode(AppIcon.image(size: 512)).count < 26_000)
        // A stream zlib reads: its header says Deflate with a 32 KiB window.
        let stream = try PNG.zlib([UInt8](repeating: 7, count: 70_000))
        #expect(stream[0] == 0x78 && (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
        #expect(stream.count < 1_000)
    }
}

/// A picture like the game's: flat background, a few flat shapes.
enum AppIconFixture {
    static var flatShapes: Image {
        var image = Image(width: 320, height: 200, color: RGBA(red: 32, green: 36, blue: 44, alpha: 255))
        for y in 50..<150 { for x in 40..<130 { image[x, y] = RGBA(red: 153, green: 102, blue: 51, alpha: 255) } }
        for y in 0..<200 {
            for x in 150..<320 where (x - 235) * (x - 235) + (y - 100) * (y - 100) < 60 * 60 {
                image[x, y] = RGBA(red: 255, green: 128, blue: 0, alpha: 255)
            }
        }
        return image
    }
}
