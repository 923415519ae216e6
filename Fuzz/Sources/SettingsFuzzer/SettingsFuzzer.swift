import CFuzzDriver
import Foundation
import Preferences

/// One input: bytes as a settings file. Checks what the game relies on, beyond not crashing: an
/// outcome with settings has no errors, one without has at least one, and every diagnostic has a
/// place inside the text.
/// SwiftPM links an executable's entry as `SettingsFuzzer_main`; hand the process to libFuzzer there.
@_cdecl("SettingsFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        return settingsFuzzerTestOneInput(UnsafeRawPointer(data), size)
    }
}

func settingsFuzzerTestOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    guard let text = String(validating: bytes, as: UTF8.self), !text.utf8.contains(0) else { return -1 }
    let outcome = SettingsDocument.parse(text, path: "settings.toml")
    let errors = outcome.diagnostics.filter { $0.severity == .error }
    precondition((outcome.settings == nil) == !errors.isEmpty, "settings and errors disagree: \(outcome.diagnostics)")
    // NB: lines end at each line feed byte (a Character would take "\r\n" as one).
    let lines = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
    for diagnostic in outcome.diagnostics {
        precondition(diagnostic.line >= 1 && diagnostic.column >= 1 && !diagnostic.message.isEmpty, "\(diagnostic)")
        precondition(diagnostic.line <= lines.count, "\(diagnostic) past the last line")
        let scalars = String(decoding: lines[diagnostic.line - 1], as: UTF8.self).unicodeScalars.count
        precondition(diagnostic.column <= scalars + 1, "\(diagnostic) past its line's end")
    }
    if let settings = outcome.settings {
        precondition((2...5).contains(settings.shapesPerTurn) && settings.minProportion <= settings.maxProportion, "\(settings)")
        precondition(settings.outlineWidth.isFinite && (0...100).contains(settings.soundVolume), "\(settings)")
        _ = settings.colors
    }
    // The color syntax on its own, with the raw text.
    _ = ColorValue.parse(text)
    return 0
}
