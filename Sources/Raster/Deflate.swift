/// A small DEFLATE compressor (RFC 1951), made for the game's own pictures: one block with the
/// fixed Huffman codes, and LZ77 matches found through a hash of the next three bytes (the most
/// recent position only, no chains). Flat colors and repeated rows, which a frame of this game is
/// mostly made of, shrink to a few percent; any data round-trips.
enum Deflate {
    static let windowSize = 32_768
    static let minimumMatch = 3
    static let maximumMatch = 258
    private static let hashBits = 15

    /// `data` as a raw DEFLATE stream (no zlib header).
    static func compress(_ data: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.reserve(data.count / 4 + 64)
        // BFINAL = 1, BTYPE = 01 (fixed Huffman codes).
        writer.write(1, bits: 1)
        writer.write(1, bits: 2)
        data.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var head = [Int32](repeating: -1, count: 1 << hashBits)
            func hash(_ index: Int) -> Int {
                let value = UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]) << 16
                return Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
            }
            var index = 0
            while index < count {
                var length = 0
                var distance = 0
                if index + minimumMatch <= count {
                    let key = hash(index)
                    let candidate = Int(head[key])
                    head[key] = Int32(index)
                    if candidate >= 0, index - candidate <= windowSize {
                        let limit = min(maximumMatch, count - index)
                        var matched = 0
                        while matched < limit, bytes[candidate + matched] == bytes[index + matched] { matched += 1 }
                        if matched >= minimumMatch {
                            length = matched
                            distance = index - candidate
                        }
                    }
                }
                if length == 0 {
                    writer.literal(bytes[index])
                    index += 1
                    continue
                }
                writer.match(length: length, distance: distance)
                // The positions inside the match go into the table too, so the next matches can
                // start there (the last two cannot: they have no three bytes after them yet).
                let end = index + length
                index += 1
                while index < end {
                    if index + minimumMatch <= count { head[hash(index)] = Int32(index) }
                    index += 1
                }
            }
        }
        writer.endOfBlock()
        return writer.finish()
    }
}

/// Writes DEFLATE's bits: values least significant bit first, Huffman codes most significant
/// bit first.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    mutating func reserve(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ value: UInt32, bits: Int) {
        buffer |= UInt64(value) << UInt64(used)
        used += bits
        while used >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            used -= 8
        }
    }

    /// A Huffman code of `length` bits, sent most significant bit first.
    mutating func code(_ code: UInt32, length: Int) {
        var reversed: UInt32 = 0
        var rest = code
        for _ in 0..<length {
            reversed = reversed << 1 | (rest & 1)
            rest >>= 1
        }
        write(reversed, bits: length)
    }

    /// A literal/length symbol in the fixed code.
    mutating func symbol(_ symbol: Int) {
        switch symbol {
        case 0...143: code(UInt32(0x30 + symbol), length: 8)
        case 144...255: code(UInt32(0x190 + symbol - 144), length: 9)
        case 256...279: code(UInt32(symbol - 256), length: 7)
        default: code(UInt32(0xC0 + symbol - 280), length: 8)
        }
    }

    mutating func literal(_ byte: UInt8) {
        symbol(Int(byte))
    }

    mutating func match(length: Int, distance: Int) {
        let lengthIndex = Self.lengthBases.lastIndex { $0 <= length } ?? 0
        symbol(257 + lengthIndex)
        let lengthExtra = Self.lengthExtraBits[lengthIndex]
        if lengthExtra > 0 { write(UInt32(length - Self.lengthBases[lengthIndex]), bits: lengthExtra) }
        let distanceIndex = Self.distanceBases.lastIndex { $0 <= distance } ?? 0
        code(UInt32(distanceIndex), length: 5)
        let distanceExtra = Self.distanceExtraBits[distanceIndex]
        if distanceExtra > 0 { write(UInt32(distance - Self.distanceBases[distanceIndex]), bits: distanceExtra) }
    }

    mutating func endOfBlock() {
        symbol(256)
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
        if used > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        used = 0
        return bytes
    }

    // RFC 1951 3.2.5: the lengths and distances each symbol starts at, and their extra bits.
    // NB: length 258 has its own symbol (285) with no extra bits.
    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385,
        24577,
    ]
    static let distanceExtraBits = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
}
