import Foundation
import SoundSynthesis

// sound-gen [DIRECTORY]: writes the game's sound effects (happy.wav, sad.wav) into DIRECTORY,
// default Resources/sounds. The output is the same on every machine.
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print("USAGE: sound-gen [DIRECTORY]\n\nSynthesizes happy.wav and sad.wav into DIRECTORY (default: Resources/sounds).")
    exit(0)
}
let directory = URL(fileURLWithPath: arguments.first ?? "Resources/sounds", isDirectory: true)
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for effect in SoundEffect.allCases {
        let waveform = Synthesizer.waveform(for: effect)
        let file = directory.appendingPathComponent(effect.fileName)
        try Data(waveform.wavBytes).write(to: file, options: .atomic)
        print("wrote \(file.path) (\(String(format: "%.2f", waveform.duration)) s)")
    }
} catch {
    FileHandle.standardError.write(Data("sound-gen: \(error.localizedDescription)\n".utf8))
    exit(1)
}
