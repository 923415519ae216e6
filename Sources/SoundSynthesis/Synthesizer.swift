/// Makes the game's sound effects from nothing but arithmetic, so `sound-gen` rebuilds the very
/// same files on any machine: no samples are copied from anywhere, and no C maths library is
/// involved (its last bits differ between systems).
public enum Synthesizer {
    public static func waveform(for effect: SoundEffect, sampleRate: Int = 44_100) -> Waveform {
        switch effect {
        case .happy: happy(sampleRate: sampleRate)
        case .sad: sad(sampleRate: sampleRate)
        }
    }

    /// C6–E6–G6–C7, each a bell-like tone struck 60 ms after the last, ringing out together.
    static func happy(sampleRate: Int) -> Waveform {
        let notes = [1046.50, 1318.51, 1567.98, 2093.00]
        let length = Int(0.42 * Double(sampleRate))
        var mix = [Double](repeating: 0, count: length)
        for (index, frequency) in notes.enumerated() {
            let start = Int(Double(index) * 0.06 * Double(sampleRate))
            for offset in 0..<(length - start) {
                let time = Double(offset) / Double(sampleRate)
                let envelope = attack(time, seconds: 0.004) * decay(time, halfLife: 0.07)
                let phase = frequency * time
                mix[start + offset] += envelope * (sine(phase) + 0.25 * sine(2 * phase) + 0.08 * sine(3 * phase))
            }
        }
        // Fade the ringing out over the last 40 ms so the clip ends without a click.
        let fade = Int(0.04 * Double(sampleRate))
        for offset in 0..<fade {
            mix[length - fade + offset] *= Double(fade - offset) / Double(fade)
        }
        return Waveform(sampleRate: sampleRate, samples: quantize(mix, peak: 0.5))
    }

    /// Two falling notes, G4 sliding down to E♭4 then E♭4 to C4, with a slow wobble.
    static func sad(sampleRate: Int) -> Waveform {
        let segments: [(from: Double, to: Double, seconds: Double)] = [(392.00, 369.99, 0.22), (311.13, 261.63, 0.40)]
        var mix: [Double] = []
        for segment in segments {
            let count = Int(segment.seconds * Double(sampleRate))
            var phase = 0.0
            for offset in 0..<count {
                let time = Double(offset) / Double(sampleRate)
                let progress = time / segment.seconds
                let frequency = segment.from + (segment.to - segment.from) * progress
                let wobble = 1 + 0.012 * sine(5.5 * time)
                phase += frequency * wobble / Double(sampleRate)
                let envelope = attack(time, seconds: 0.015) * release(progress, fraction: 0.3)
                // A soft, hollow tone: odd harmonics falling away quickly.
                let tone = sine(phase) + 0.3 * sine(3 * phase) + 0.1 * sine(5 * phase)
                mix.append(envelope * tone)
            }
        }
        return Waveform(sampleRate: sampleRate, samples: quantize(mix, peak: 0.45))
    }

    static func attack(_ time: Double, seconds: Double) -> Double {
        min(time / seconds, 1)
    }

    /// Exponential decay by halves: 2^(−t/halfLife), by repeated squaring-free multiplication.
    static func decay(_ time: Double, halfLife: Double) -> Double {
        exponentialHalf(time / halfLife)
    }

    /// Fades out over the last `fraction` of a segment.
    static func release(_ progress: Double, fraction: Double) -> Double {
        let remaining = (1 - progress) / fraction
        return min(max(remaining, 0), 1)
    }

    /// Scales so the loudest sample sits at `peak` of full scale, then rounds to 16 bits.
    static func quantize(_ mix: [Double], peak: Double) -> [Int16] {
        let loudest = mix.reduce(0) { max($0, abs($1)) }
        guard loudest > 0 else { return mix.map { _ in 0 } }
        let scale = peak * 32_767 / loudest
        return mix.map { Int16(($0 * scale).rounded()) }
    }

    /// sin(2π·cycles), from a polynomial: deterministic IEEE arithmetic on every machine.
    static func sine(_ cycles: Double) -> Double {
        // Reduce to a quarter turn and use symmetry.
        var turn = cycles - (cycles).rounded(.down)  // 0..<1
        var sign = 1.0
        if turn >= 0.5 {
            turn -= 0.5
            sign = -1
        }
        if turn > 0.25 { turn = 0.5 - turn }
        let x = 2 * Double.pi * turn  // 0...π/2
        let x2 = x * x
        // Taylor series to x¹⁵: error below 1e-9 on [0, π/2].
        var term = x
        var sum = x
        var power = 1.0
        for _ in 0..<7 {
            term *= -x2 / ((power + 1) * (power + 2))
            power += 2
            sum += term
        }
        return sign * sum
    }

    /// 2^(−x) for x ≥ 0, from an integer part and a polynomial: deterministic like `sine`.
    static func exponentialHalf(_ x: Double) -> Double {
        guard x < 60 else { return 0 }
        let whole = x.rounded(.down)
        let fraction = x - whole
        // e^(−fraction·ln 2) by its series; fraction·ln 2 < 0.7, so 14 terms are plenty.
        let y = -fraction * 0.693_147_180_559_945_3
        var term = 1.0
        var sum = 1.0
        for index in 1...14 {
            term *= y / Double(index)
            sum += term
        }
        var result = sum
        for _ in 0..<Int(whole) { result *= 0.5 }
        return result
    }
}
