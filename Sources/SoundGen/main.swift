import Foundation
import SoundSynthesis
import Sounds

// sound-gen [DIRECTORY]: writes the game's sound effects, a happy and a sad one for every sound
// family (happy.wav, sad.wav for the bells; marimba-happy.wav and so on), into DIRECTORY,
// default Resources/sounds. The output is the same on every machine.
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("USAGE: sound-gen [DIRECTORY]\n\nSynthesizes each sound family's happy and sad sound into DIRECTORY (default: Resources/sounds).")
    exit(0)
}
let directory = URL(fileURLWithPath: arguments.first ?? "Resources/sounds", isDirectory: true)
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for family in SoundFamily.allCases {
        for effect in SoundEffect.allCases {
            let waveform = Synthesizer.waveform(for: effect, family: family)
            let file = directory.appendingPathComponent(effect.fileName(in: family))
            try Data(waveform.wavBytes).write(to: file, options: .atomic)
            print("wrote \(file.path) (\(String(format: "%.2f", waveform.duration)) s)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("sound-gen: \(error.localizedDescription)\n".utf8))
    exit(1)
}
