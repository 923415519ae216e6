import Foundation
import Testing

/// An article of the guide read in the "how it works" panel of the real game on a real X server
/// (issue 56): a click on a section's guide button opens it, Page Down and the wheel scroll it,
/// **Back to the turn** closes it, and the event log says each.
@Suite struct GuideEndToEndTests {
    @Test func aSectionsGuideOpensInThePanelScrollsAndGoesBackToTheTurn() throws {
        let x = try XSession()
        defer { x.close() }
        let log = x.home.appendingPathComponent("guide.jsonl")
        let (game, window) = try x.start(["--inside", "--event-log", log.path, "--window", "1000x700", "--seed", "5"])
        let hasButton = { (event: [String: Any]) in
            ((event["controls"] as? [[String: Any]]) ?? []).contains { $0["action"] as? String == "guide:Strategy" }
        }
        #expect(!PreferencesEndToEndTests.wait(log, hasButton).isEmpty)
        let opened = try x.repeatUntil(log, has: { $0["event"] as? String == "guide" && $0["open"] as? Bool == true }) {
            let point = try #require(PreferencesEndToEndTests.center(of: "guide:Strategy", in: log))
            try x.click(x: point.0, y: point.1, in: window)
        }
        #expect(opened.first?["article"] as? String == "Strategy", "\(opened)")
        // Scrolled by the panel's own scroll view: Page Down, then the wheel.
        let scrolled = try x.press("Next", in: window, until: log) { $0["event"] as? String == "scrolled" }
        #expect((scrolled.last?["first"] as? Int ?? 0) > 0, "\(scrolled)")
        try x.xdo(["mousemove", "--window", window, "800", "400", "click", "5"])
        let further = PreferencesEndToEndTests.wait(log, count: 2) { $0["event"] as? String == "scrolled" }
        #expect(further.count >= 2 && (further.last?["first"] as? Int ?? 0) > (further.first?["first"] as? Int ?? 0), "\(further)")
        // Back to the turn: its button, at the panel's top.
        let back = try x.repeatUntil(log, has: { $0["event"] as? String == "guide" && $0["open"] as? Bool == false }) {
            let point = try #require(PreferencesEndToEndTests.center(of: "guide:back", in: log))
            try x.click(x: point.0, y: point.1, in: window)
        }
        #expect(!back.isEmpty)
        let run = try x.quit(game, window: window)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
