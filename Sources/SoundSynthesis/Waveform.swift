/// Mono 16-bit PCM audio.
public struct Waveform: Hashable, Sendable {
    public let sampleRate: Int
    public var samples: [Int16]

    public init(sampleRate: Int, samples: [Int16]) {
        self.sampleRate = sampleRate
        self.samples = samples
    }

    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// The waveform as a RIFF/WAVE file.
    public var wavBytes: [UInt8] {
        var bytes: [UInt8] = []
        let dataSize = UInt32(samples.count * 2)
        func append(_ text: String) { bytes += Array(text.utf8) }
        func append32(_ value: UInt32) { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func append16(_ value: UInt16) { bytes += (0..<2).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        append("RIFF")
        append32(36 + dataSize)
        append("WAVE")
        append("fmt ")
        append32(16)
        append16(1)  // PCM
        append16(1)  // mono
        append32(UInt32(sampleRate))
        append32(UInt32(sampleRate * 2))  // bytes per second
        append16(2)  // bytes per frame
        append16(16)  // bits per sample
        append("data")
        append32(dataSize)
        for sample in samples {
            append16(UInt16(bitPattern: sample))
        }
        return bytes
    }
}
