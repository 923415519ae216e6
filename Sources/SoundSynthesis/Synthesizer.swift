import Sounds

/// Makes the game's sound effects from nothing but arithmetic, so `sound-gen` rebuilds the very
/// same files on any machine: no samples are copied from anywhere, and no C maths library is
/// involved (its last bits differ between systems).
public enum Synthesizer {
    public static func waveform(for effect: SoundEffect, family: SoundFamily = .bells, sampleRate: Int = 44_100) -> Waveform {
        switch (family, effect) {
        case (.bells, .happy): happy(sampleRate: sampleRate)
        case (.bells, .sad): sad(sampleRate: sampleRate)
        case (.marimba, .happy):
            // G4–C5–E5, soft mallets 90 ms apart.
            struck(
                [392.00, 523.25, 659.25], spacing: 0.09, length: 0.48, partials: [(1, 1), (4, 0.12), (9.9, 0.03)], halfLife: 0.06, peak: 0.36,
                sampleRate: sampleRate)
        case (.marimba, .sad):
            // E4 then C4, slower and darker.
            struck([329.63, 261.63], spacing: 0.16, length: 0.62, partials: [(1, 1), (4, 0.08)], halfLife: 0.09, peak: 0.36, sampleRate: sampleRate)
        case (.beeps, .happy):
            // Two short square-ish beeps a fifth apart, rising.
            toneSequence(
                [(880, 880, 0.09), (0, 0, 0.03), (1318.5, 1318.5, 0.12)], harmonics: [(1, 1), (3, 0.3), (5, 0.15)], peak: 0.42, sampleRate: sampleRate
            )
        case (.beeps, .sad):
            // One low, buzzy tone sliding down: nothing like the happy one.
            toneSequence([(220, 185, 0.36)], harmonics: [(1, 1), (2, 0.5), (3, 0.33), (4, 0.25), (5, 0.2)], peak: 0.42, sampleRate: sampleRate)
        case (.chimes, .happy):
            // A5, E6, A6 with the glassy, inharmonic partial of a struck tube.
            struck(
                [880.00, 1318.51, 1760.00], spacing: 0.07, length: 0.62, partials: [(1, 1), (2.76, 0.35), (5.4, 0.1)], halfLife: 0.13, peak: 0.4,
                sampleRate: sampleRate)
        case (.chimes, .sad):
            // D5 falling to A4, ringing longer.
            struck([587.33, 440.00], spacing: 0.2, length: 0.7, partials: [(1, 1), (2.76, 0.25)], halfLife: 0.14, peak: 0.4, sampleRate: sampleRate)
        }
    }

    /// Notes struck one after another `spacing` seconds apart, each a sum of `partials`
    /// (multiple of the note, loudness) decaying by halves every `halfLife` seconds, ringing out
    /// together, faded over the last 40 ms.
    static func struck(
        _ notes: [Double], spacing: Double, length seconds: Double, partials: [(Double, Double)], halfLife: Double, peak: Double, sampleRate: Int
    ) -> Waveform {
        let length = Int(seconds * Double(sampleRate))
        var mix = [Double](repeating: 0, count: length)
        for (index, frequency) in notes.enumerated() {
            let start = Int(Double(index) * spacing * Double(sampleRate))
            guard start < length else { break }
            for offset in 0..<(length - start) {
                let time = Double(offset) / Double(sampleRate)
                let envelope = attack(time, seconds: 0.003) * decay(time, halfLife: halfLife)
                var tone = 0.0
                for (multiple, loudness) in partials { tone += loudness * sine(multiple * frequency * time) }
                mix[start + offset] += envelope * tone
            }
        }
        fadeOut(&mix, seconds: 0.04, sampleRate: sampleRate)
        return Waveform(sampleRate: sampleRate, samples: quantize(mix, peak: peak))
    }

    /// Tones one after another, each gliding from one frequency to another (0 Hz: a rest), with
    /// the given harmonics and a short attack and release so none clicks.
    static func toneSequence(_ tones: [(from: Double, to: Double, seconds: Double)], harmonics: [(Double, Double)], peak: Double, sampleRate: Int)
        -> Waveform
    {
        var mix: [Double] = []
        for tone in tones {
            let count = Int(tone.seconds * Double(sampleRate))
            var phase = 0.0
            for offset in 0..<count {
                guard tone.from > 0 else {
                    mix.append(0)
                    continue
                }
                let time = Double(offset) / Double(sampleRate)
                let progress = time / tone.seconds
                phase += (tone.from + (tone.to - tone.from) * progress) / Double(sampleRate)
                let envelope = attack(time, seconds: 0.006) * release(progress, fraction: 0.15)
                var value = 0.0
                for (multiple, loudness) in harmonics { value += loudness * sine(multiple * phase) }
                mix.append(envelope * value)
            }
        }
        return Waveform(sampleRate: sampleRate, samples: quantize(mix, peak: peak))
    }

    static func fadeOut(_ mix: inout [Double], seconds: Double, sampleRate: Int) {
        let fade = min(Int(seconds * Double(sampleRate)), mix.count)
        for offset in 0..<fade {
            mix[mix.count - fade + offset] *= Double(fade - offset) / Double(fade)
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
