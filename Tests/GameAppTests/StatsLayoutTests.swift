import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import Raster
import Testing

@testable import GameApp

/// The stats overlay holds from 640×480 to 4K in both languages: nothing overlaps, nothing is
/// cut. In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    @Test(arguments: [LanguageSetting.english, .simplifiedChinese])
    func theStatsLayoutHoldsAtEverySize(language: LanguageSetting) throws {
        var settings = Settings.defaults
        settings.language = language
        settings.adaptive = true
        let harness = try Harness(
            mode: .cross, feedback: .zero, size: Size(width: 640, height: 480), settings: settings,
            language: { context in
                .live(context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
            })
        // A session with every input and a few misses, and high scores in every mode.
        for index in 0..<60 {
            let point = index % 4 == 3 ? harness.smaller : harness.larger
            if index.isMultiple(of: 2) {
                try harness.click(point)
            } else {
                try harness.tap(point)
            }
            try harness.pump()
        }
        try harness.press(.tab)
        try harness.pump()
        let painter = harness.app.renderer.statsPainter
        for size in [
            Size(width: 640, height: 480), Size(width: 960, height: 600), Size(width: 1366, height: 768), Size(width: 1920, height: 1080),
            Size(width: 3840, height: 2160),
        ] {
            harness.app.screen.window.setSize(size)
            try harness.pump()
            try harness.app.present()
            let placed = painter.placed
            #expect(placed.contains { $0.name == "plot" }, "\(size)")
            let area = Rect(x: 0, y: 0, width: size.width, height: harness.game.layout.barFrame.minY)
            for (index, item) in placed.enumerated() {
                #expect(
                    item.frame.minX >= area.minX - 0.5 && item.frame.maxX <= area.maxX + 0.5 && item.frame.minY >= area.minY - 0.5
                        && item.frame.maxY <= area.maxY + 0.5, "\(item.name) leaves the overlay at \(size): \(item.frame)")
                for other in placed[(index + 1)...] where item.frame.intersects(other.frame) {
                    let overlap = Rect(
                        x: max(item.frame.minX, other.frame.minX), y: max(item.frame.minY, other.frame.minY),
                        width: min(item.frame.maxX, other.frame.maxX) - max(item.frame.minX, other.frame.minX),
                        height: min(item.frame.maxY, other.frame.maxY) - max(item.frame.minY, other.frame.minY))
                    // NB: a line's box includes its font's leading; a pixel of it may touch the next.
                    #expect(overlap.width < 1.5 || overlap.height < 1.5, "\(item.name) overlaps \(other.name) at \(size) in \(language)")
                }
            }
            // The table is centred under the title, at any size.
            let catalog = harness.app.renderer.catalog
            if let label = placed.first(where: { $0.name == catalog(UIText.turns) }),
                let header = placed.first(where: { $0.name == catalog(UIText.allTime) })
            {
                // NB: the right column is as wide as its widest entry, not always its header.
                let right = placed.filter { abs($0.frame.minX - header.frame.minX) < 0.5 }.map(\.frame.maxX).max() ?? header.frame.maxX
                let middle = (label.frame.minX + right) / 2
                // (A table as wide as the overlay less its margins is centred too.)
                #expect(abs(middle - area.midX) < 2, "table off centre at \(size): \(middle)")
            } else {
                Issue.record("the table's corners are not placed at \(size)")
            }
            // The high scores keep each mode's name with its score.
            for mode in GameMode.allCases {
                let name = harness.app.renderer.catalog(UIText.name(of: mode))
                #expect(placed.contains { $0.name.hasPrefix(name + " ") }, "\(mode) at \(size)")
            }
            if ProcessInfo.processInfo.environment["TAP_STATS_LOOK"] != nil {
                try Data(try PNG.encode(try harness.app.screenshot())).write(
                    to: URL(fileURLWithPath: "/tmp/wh/stats-\(language.rawValue)-\(Int(size.width)).png"))
            }
        }
    }

    /// With no turn played, a figure that needs one says "–", never "0%".
    @Test func aFigureWithNoTurnsIsADash() throws {
        let harness = try Harness(mode: .square, size: Size(width: 960, height: 600))
        try harness.press(.tab)
        try harness.pump()
        try harness.app.present()
        let placed = harness.app.renderer.statsPainter.placed
        // Accuracy and median reaction, for the session and for all time.
        #expect(placed.filter { $0.name == "–" }.count == 4 && !placed.contains { $0.name == "0%" })
    }

    /// A mode has no high score until a run in it went above zero: a losing run, or an older
    /// state file that kept one below zero, shows "–", never "Mixed −1" or a 0 no one scored.
    @Test func aModeWithoutAScoreAboveZeroHasNoHighScore() throws {
        var stored = try GameRecord(json: JSONValue(parsing: Array(#"{"high_score":-1,"high_scores":{"mixed":-1,"star":3}}"#.utf8)))
        stored.highScores["cross"] = -4
        let loaded = StateStore.Loaded(record: stored)
        let storage = StateStorage(load: { loaded }, save: { _ in nil })
        let harness = try Harness(mode: .mixed, feedback: .zero, size: Size(width: 960, height: 600), storage: storage)
        try harness.click(harness.smaller)
        try harness.pump()
        #expect(harness.game.score == -1)
        try harness.press(.tab)
        try harness.pump()
        try harness.app.present()
        let names = harness.app.renderer.statsPainter.placed.map(\.name)
        for mode in ["mixed", "cross", "square"] {
            #expect(names.contains("\(mode) –") && !names.contains { $0.hasPrefix(mode) && $0.last?.isNumber == true }, "\(mode): \(names)")
        }
        #expect(names.contains("star 3"))
    }
}
