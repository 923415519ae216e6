import Foundation
import SoundSynthesis
import Sounds
import Testing

@Suite struct SynthesizerTests {
    static let soundsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/sounds")

    @Test(arguments: SoundFamily.allCases)
    func committedFilesAreWhatTheGeneratorMakes(family: SoundFamily) throws {
        for effect in SoundEffect.allCases {
            let committed = try Data(contentsOf: Self.soundsDirectory.appendingPathComponent(effect.fileName(in: family)))
            #expect(Array(committed) == Synthesizer.waveform(for: effect, family: family).wavBytes, "run `swift run sound-gen` to regenerate")
        }
    }

    /// Every family sounds like itself: no two share a happy or a sad sound's length and pitch,
    /// and within each the happy sound is the higher.
    @Test func everyFamilySoundsDifferent() {
        var seen: [String: SoundFamily] = [:]
        for family in SoundFamily.allCases {
            let happy = Synthesizer.waveform(for: .happy, family: family)
            let sad = Synthesizer.waveform(for: .sad, family: family)
            let happyPitch = Self.pitch(happy.samples[0..<min(6000, happy.samples.count)], sampleRate: happy.sampleRate)
            let sadPitch = Self.pitch(sad.samples[0..<min(6000, sad.samples.count)], sampleRate: sad.sampleRate)
            #expect(happyPitch > sadPitch * 1.2, "\(family)")
            for (effect, waveform, pitch) in [("happy", happy, happyPitch), ("sad", sad, sadPitch)] {
                let signature = "\(effect) \(Int(waveform.duration * 100)) \(Int(pitch / 25))"
                #expect(seen[signature] == nil, "\(family) \(effect) sounds like \(String(describing: seen[signature]))'s")
                seen[signature] = family
            }
        }
        #expect(Set(SoundFamily.allCases.map { SoundEffect.happy.fileName(in: $0) }).count == SoundFamily.allCases.count)
    }

    @Test func wavHeaderDescribesTheSamples() {
        let waveform = Waveform(sampleRate: 8000, samples: [0, 1, -1, 32767])
        let bytes = waveform.wavBytes
        #expect(bytes.count == 44 + 8)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(bytes[24] == 0x40 && bytes[25] == 0x1F)  // 8000 Hz, little-endian
        #expect(Array(bytes[36..<40]) == Array("data".utf8))
        #expect(Array(bytes[50..<52]) == [0xFF, 0x7F])
    }

    @Test(arguments: SoundFamily.allCases)
    func effectsAreShortAndNeverClip(family: SoundFamily) {
        for effect in SoundEffect.allCases {
            let waveform = Synthesizer.waveform(for: effect, family: family)
            #expect(waveform.duration > 0.2 && waveform.duration < 0.8, "\(family) \(effect)")
            let peak = waveform.samples.map { abs(Int($0)) }.max() ?? 0
            #expect(peak > 8000 && peak < 20000)
            // Starts and ends near silence: no clicks.
            #expect(abs(Int(waveform.samples[0])) < 200)
            #expect(abs(Int(waveform.samples[waveform.samples.count - 1])) < 400)
        }
    }

    /// Crossings of zero per second: a rough pitch.
    static func pitch(_ samples: ArraySlice<Int16>, sampleRate: Int) -> Double {
        var crossings = 0
        var previous = samples.first ?? 0
        for sample in samples.dropFirst() {
            if (previous < 0) != (sample < 0) { crossings += 1 }
            previous = sample
        }
        return Double(crossings) / 2 / (Double(samples.count) / Double(sampleRate))
    }

    @Test func happyRisesAndSadFalls() {
        let happy = Synthesizer.waveform(for: .happy)
        let sad = Synthesizer.waveform(for: .sad)
        let happyEarly = Self.pitch(happy.samples[0..<2000], sampleRate: happy.sampleRate)
        let happyLate = Self.pitch(happy.samples[10000..<14000], sampleRate: happy.sampleRate)
        #expect(happyLate > happyEarly * 1.3)
        let sadEarly = Self.pitch(sad.samples[1000..<6000], sampleRate: sad.sampleRate)
        let sadLate = Self.pitch(sad.samples[20000..<25000], sampleRate: sad.sampleRate)
        #expect(sadLate < sadEarly * 0.9)
        #expect(sadEarly < happyEarly)
    }
}
