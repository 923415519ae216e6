import Foundation
import Testing

/// An outside tool can re-derive every verdict from the event log alone: the areas are printed
/// in full, so "matched" is exactly "the tapped area is at least every other", ties included.
@Suite struct VerdictTests {
    /// The areas of a `turn_started` line, read from the text. NB: Foundation's JSONSerialization
    /// on Linux can read a double one unit in the last place off; `Double(String)` is exact.
    static func areas(in line: Substring) -> [Double] {
        line.components(separatedBy: #""area":"#).dropFirst().compactMap { Double($0.prefix { $0 != "," && $0 != "}" }) }
    }

    /// Checks every `turn_ended` against the areas its `turn_started` announced; returns how many
    /// turns were checked and how many were ties or near-ties (areas within 1e-4 of each other).
    static func rederive(_ output: String) -> (checked: Int, close: Int) {
        var announced: [Int: [Double]] = [:]
        var checked = 0
        var close = 0
        var score = 0
        var streak = 0
        for line in output.split(separator: "\n") {
            guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any], let turn = object["turn"] as? Int
            else { continue }
            switch object["event"] as? String {
            case "turn_started":
                announced[turn] = areas(in: line)
            case "turn_ended":
                guard let areas = announced.removeValue(forKey: turn), let tapped = object["tapped"] as? Int, areas.indices.contains(tapped) else {
                    Issue.record("turn \(turn) ended without its areas")
                    continue
                }
                let matched = areas.allSatisfy { $0 <= areas[tapped] }
                #expect(object["matched"] as? Bool == matched, "turn \(turn): \(areas), tapped \(tapped)")
                streak = matched ? streak + 1 : 0
                score += (matched ? 1 : -1) + (streak >= 5 ? 10 : 0)
                #expect(object["score"] as? Int == score && object["streak"] as? Int == streak, "turn \(turn)")
                let sorted = areas.sorted(by: >)
                if sorted.count > 1, sorted[0] - sorted[1] < 1e-4 { close += 1 }
                checked += 1
            default:
                continue
            }
        }
        return (checked, close)
    }

    /// Seed 77 includes turn 24,203, whose two circles printed as the same area when the log
    /// rounded to four decimals.
    @Test func aLongSeededGameRederivesTurnByTurn() throws {
        let run = try Executable.run(
            ["--autoplay", "--turns", "25000", "--seed", "77", "--autoplay-delay", "0", "--autoplay-accuracy", "0.8", "--event-log", "-"],
            timeout: 600)
        #expect(run.status == 0, "\(run.standardError)")
        let (checked, close) = Self.rederive(run.standardOutput)
        #expect(checked == 25_000)
        #expect(close > 0)
    }

    /// Equal proportions make every turn a tie: each tap matches.
    @Test func tiesMatch() throws {
        let home = try Executable.makeHome()
        let settings = home.appendingPathComponent("ties.toml")
        try "[game]\nmin_proportion = 0.5\nmax_proportion = 0.5\nshapes_per_turn = 3\n".write(to: settings, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            [
                "--autoplay", "--turns", "40", "--seed", "5", "--autoplay-delay", "0", "--autoplay-accuracy", "0", "--settings", settings.path,
                "--event-log", "-",
            ],
            home: home)
        #expect(run.status == 0, "\(run.standardError)")
        let (checked, close) = Self.rederive(run.standardOutput)
        #expect(checked == 40 && close == 40)
        #expect(run.standardOutput.contains(#""matched":false"#) == false)
    }
}
