import Foundation
import Preferences
import TOML

// toml-bench: how long the TOML reader takes, in figures (never a test).
//   toml-bench [--rounds N] [--json PATH]
// The settings template as the game writes it (the reader alone, and the whole settings reading
// with its checks), then generated documents of about 100 KB and 1 MB: reading must grow
// linearly, so ten times the text may cost at most eleven times the time.

var rounds = 7
var jsonPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--rounds": rounds = arguments.popFirst().flatMap(Int.init) ?? rounds
    case "--json": jsonPath = arguments.popFirst()
    default:
        FileHandle.standardError.write(Data("usage: toml-bench [--rounds N] [--json PATH]\n".utf8))
        exit(2)
    }
}

/// The best of `rounds` rounds of `iterations` calls, in nanoseconds per call.
@MainActor func best(iterations: Int, _ body: () -> Int) -> Double {
    var sink = 0
    var fastest = Double.infinity
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        for _ in 0..<iterations { sink &+= body() }
        let elapsed = ContinuousClock.now - start
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        fastest = min(fastest, nanoseconds / Double(iterations))
    }
    if sink == 42 { print("") }
    return fastest
}

/// A settings-like document of at least `bytes` bytes: tables of commented keys of every kind.
func generated(bytes: Int) -> String {
    var text = "# A generated document for toml-bench.\ntitle = \"Tap the Larger Shape\"\n\n"
    var table = 0
    while text.utf8.count < bytes {
        text += "[section_\(table)]\n# What this table is for, in a sentence or two.\n"
        text += "name = \"table \(table) with an escape \\u00e9 and \\\"quotes\\\"\"\n"
        text += "count = \(table * 7919 % 100_003)          # a whole number\n"
        text += "ratio = \(Double(table) / 7.0)   # a float\n"
        text += "enabled = \(table % 2 == 0)\n"
        text += "colors = [\"#ff8000\", \"teal\", 'saddlebrown']\n"
        text += "point = { x = \(table), y = -\(table), label = \"p\" }\n"
        text += "when = 2026-11-23T10:\(String(format: "%02d", table % 60)):00Z\n"
        text += "sub.key = \"dotted\"\n"
        text += "notes = \"\"\"\nTwo lines\nof text.\"\"\"\n\n"
        table += 1
    }
    return text
}

let template = SettingsTemplate.text
let templateRead = best(iterations: 20_000) { (try? TOML.parse(template))?.count ?? 0 }
let settingsRead = best(iterations: 20_000) { SettingsDocument.parse(template, path: "settings.toml").diagnostics.count }
let small = generated(bytes: 100_000)
let large = generated(bytes: 1_000_000)
let smallRead = best(iterations: 40) { (try? TOML.parse(small))?.count ?? 0 }
let largeRead = best(iterations: 4) { (try? TOML.parse(large))?.count ?? 0 }
let sizeRatio = Double(large.utf8.count) / Double(small.utf8.count)
let timeRatio = largeRead / smallRead

print(
    "settings template (\(template.utf8.count) bytes): read \(String(format: "%.2f", templateRead / 1000)) µs, settings \(String(format: "%.2f", settingsRead / 1000)) µs"
)
print(
    "generated \(small.utf8.count) bytes: \(String(format: "%.2f", smallRead / 1e6)) ms (\(String(format: "%.0f", Double(small.utf8.count) / smallRead * 1000)) MB/s)"
)
print(
    "generated \(large.utf8.count) bytes: \(String(format: "%.2f", largeRead / 1e6)) ms (\(String(format: "%.0f", Double(large.utf8.count) / largeRead * 1000)) MB/s)"
)
print("\(String(format: "%.2f", sizeRatio))x the text costs \(String(format: "%.2f", timeRatio))x the time")

if let jsonPath {
    let figures: [String: Any] = [
        "template_bytes": template.utf8.count, "template_read_us": templateRead / 1000, "template_settings_us": settingsRead / 1000,
        "small_bytes": small.utf8.count, "small_read_ms": smallRead / 1e6, "large_bytes": large.utf8.count, "large_read_ms": largeRead / 1e6,
        "size_ratio": sizeRatio, "time_ratio": timeRatio,
    ]
    let data = try JSONSerialization.data(withJSONObject: figures, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: URL(fileURLWithPath: jsonPath))
}
