import Foundation
import Testing

/// One-switch play on a real X server: with `scan_ms` set, the ring moves by itself and one key
/// (Space, every time) taps what it rests on. The test follows the ring by the log's `focus`
/// events and presses when it rests on the turn's larger shape: twenty turns.
@Suite struct OneSwitchEndToEndTests {
    @Test func twentyTurnsWithOneKey() throws {
        let x = try XSession()
        defer { x.close() }
        let settings = x.home.appendingPathComponent("scan.toml")
        try "[accessibility]\nscan_ms = 1000\n[game]\nfeedback_ms = 0\n".write(to: settings, atomically: true, encoding: .utf8)
        let log = x.home.appendingPathComponent("scan.jsonl")
        let (game, window) = try x.start(["--mode", "circle", "--settings", settings.path, "--event-log", log.path, "--window", "800x500"])
        // One press a turn, when the ring rests on its larger shape.
        var pressedAt = -1
        _ = try Patience.wait(seconds: 90) {
            let events = PreferencesEndToEndTests.events(log)
            let ends = events.filter { $0["event"] as? String == "turn_ended" }.count
            if ends >= 20 { return true }
            if pressedAt == ends { return false }
            let lastEnd = events.lastIndex { $0["event"] as? String == "turn_ended" } ?? -1
            guard let started = events.lastIndex(where: { $0["event"] as? String == "turn_started" }), started > lastEnd,
                let shapes = events[started]["shapes"] as? [[String: Any]],
                let focus = events.lastIndex(where: { $0["event"] as? String == "focus" }), focus > lastEnd
            else { return false }
            let areas = shapes.map { $0["area"] as? Double ?? 0 }
            let larger = areas.firstIndex(of: areas.max() ?? 0) ?? 0
            if events[focus]["target"] as? String == "shape:\(larger)" {
                try x.key("space", in: window)
                pressedAt = ends
            }
            return false
        }
        let events = PreferencesEndToEndTests.events(log)
        let ends = events.filter { $0["event"] as? String == "turn_ended" }
        #expect(ends.count >= 20, "\(ends.count) turns in \(Int(Patience.limit(90))) s")
        // Each press tapped the shape the ring rested on, whatever the timing; and with a second
        // a shape, the test (as a player) pressed in time nearly always.
        var resting: String?
        for event in events {
            if event["event"] as? String == "focus" { resting = event["target"] as? String }
            if event["event"] as? String == "turn_ended" {
                #expect(resting == "shape:\(event["tapped"] as? Int ?? -1)" && event["input"] as? String == "keyboard")
            }
        }
        #expect(ends.prefix(20).filter { $0["matched"] as? Bool == true }.count >= 18)
        // The ring went over every shape (and, after them, the bar as one place).
        let targets = Set(events.compactMap { $0["event"] as? String == "focus" ? $0["target"] as? String : nil })
        #expect(targets.isSuperset(of: ["shape:0", "shape:1"]) && targets.isSubset(of: ["shape:0", "shape:1", "scan:bar"]))
        let run = try x.quit(game, window: window)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
