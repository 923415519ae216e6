import CFuzzDriver
import Foundation
import Preferences

/// One input: bytes as state.json. A record that decodes must go through a played turn and back
/// through JSON unchanged: a hand-edited or damaged file may cost the record, never the game.
/// SwiftPM links an executable's entry as `StateFuzzer_main`; hand the process to libFuzzer there.
@_cdecl("StateFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return stateFuzzerTestOneInput(UnsafeRawPointer(data), size)
    }
}

func stateFuzzerTestOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard var record = try? JSONDecoder().decode(GameRecord.self, from: data) else { return 0 }
    _ = record.lifetimeAccuracy
    record.noteTurn(matched: true, score: Int.max, streak: Int.max)
    record.noteTurn(matched: false, score: Int.min, streak: 0)
    let accuracy = record.lifetimeAccuracy
    precondition(accuracy.isFinite && (0...1).contains(accuracy), "accuracy \(accuracy) for \(record)")
    guard let json = try? JSONEncoder().encode(record), let again = try? JSONDecoder().decode(GameRecord.self, from: json) else {
        preconditionFailure("a record that decoded does not encode and decode again: \(record)")
    }
    precondition(again == record, "the JSON trip changed \(record) to \(again)")
    return 0
}
