import Drawing
import Testing

@testable import Raster

@Suite struct PNGTests {
    @Test func checksumsMatchKnownValues() {
        #expect(PNG.crc32(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(PNG.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func encodesHeaderAndPixels() {
        var image = Image(width: 2, height: 1, color: .clear)
        image[0, 0] = RGBA(red: 1, green: 2, blue: 3, alpha: 4)
        image[1, 0] = .white
        let png = PNG.encode(image)
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(Array(png[16..<24]) == [0, 0, 0, 2, 0, 0, 0, 1])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        // The stored block holds the filter byte and the RGBA bytes verbatim.
        #expect(PNG.scanlines(of: image) == [0, 1, 2, 3, 4, 255, 255, 255, 255])
    }

    @Test func largeImagesSpanSeveralStoredBlocks() {
        let data = [UInt8](repeating: 7, count: 70_000)
        let stream = PNG.zlibStored(data)
        #expect(stream.count == 2 + 2 * 5 + 70_000 + 4)
        #expect(stream[2] == 0 && stream[2 + 5 + 65_535] == 1)
    }
}
