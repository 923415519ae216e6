import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// The player's larger text: screens whose text would not fit scroll rather than shrink it.
/// In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The rows the preferences show now.
    private func shownRows(_ harness: Harness) -> [PreferenceRow] {
        harness.app.controls.compactMap { control in
            if case .preference(let row, step: 0) = control.action { row } else { nil }
        }
    }

    @Test func thePreferencesScrollAtTwiceTheTextSize() throws {
        var settings = Settings.defaults
        settings.textSize = 200
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 640, height: 480), settings: settings)
        try harness.press(.character("o"))
        try harness.pump()
        let rows = try #require(harness.app.scrollRows)
        #expect(rows.scrolls && harness.app.preferencesScreen.scroll == rows)
        #expect(harness.app.controls.contains { $0.action == .scroll(.views(1)) } && harness.app.controls.contains { $0.action == .closePreferences })
        let firstView = shownRows(harness)
        #expect(!firstView.isEmpty && firstView.count < PreferenceRow.rows().count)
        // Every view's text at the type scale's sizes, twice the 100 % ones: nothing shrinks.
        var seen: [PreferenceRow] = []
        for view in 0...rows.lastFirst {
            harness.app.model.preferencesScroll = view
            harness.app.renderer.text.resetSmallest()
            try harness.app.present()
            #expect((harness.app.renderer.text.smallestDrawn ?? 0) >= 2 * TypeRole.body.size(scale: 1), "view \(view)")
            for row in shownRows(harness) where !seen.contains(row) { seen.append(row) }
        }
        // Every line comes into view, in the list's order.
        #expect(seen == PreferenceRow.rows())
        harness.app.model.preferencesScroll = 0

        // Down from the last line in view scrolls: the ring visits every line, each in view as it comes to it.
        try harness.press(.down)
        var visited: [PreferenceRow] = []
        for _ in PreferenceRow.rows() {
            try harness.pump()
            if case .control(.preference(let row, _))? = harness.app.model.ring.target, visited.last != row {
                visited.append(row)
                #expect(shownRows(harness).contains(row), "\(row) out of view")
            }
            try harness.press(.down)
        }
        #expect(visited == PreferenceRow.rows() && harness.app.model.preferencesScroll == rows.lastFirst)
        // Up to the first again: back at the top.
        for _ in PreferenceRow.rows().dropFirst() { try harness.press(.up) }
        try harness.pump()
        #expect(harness.app.model.preferencesScroll == 0 && harness.app.model.ring.target == .control(.preference(PreferenceRow.rows()[0], step: 0)))

        // Page Down and Up, End and Home, the wheel and the scroll buttons scroll too.
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.preferencesScroll > 0 && shownRows(harness) != firstView)
        try harness.press(.pageUp)
        try harness.pump()
        #expect(harness.app.model.preferencesScroll == 0 && shownRows(harness) == firstView)
        try harness.press(.end)
        try harness.pump()
        #expect(harness.app.model.preferencesScroll == rows.lastFirst)
        try harness.press(.home)
        try harness.pump()
        #expect(harness.app.model.preferencesScroll == 0)
        try harness.app.screen.queue.push(.wheel(steps: -1), to: harness.app.screen.window)
        try harness.pump()
        #expect(harness.app.model.preferencesScroll == min(3, rows.lastFirst))
        let up = try #require(harness.app.controls.first { $0.action == .scroll(.views(-1)) })
        try harness.click(up.frame.center)
        try harness.pump()
        #expect(harness.app.model.preferencesScroll < min(3, rows.lastFirst) && harness.app.model.isPreferencesShown)

        // The reset's question keeps the view under it.
        harness.app.model.preferencesScroll = rows.lastFirst
        try harness.app.send(.command(.preference(.reset, step: 0)))
        try harness.pump()
        #expect(harness.app.model.confirmingReset)
        try harness.press(.escape)
        try harness.pump()
        #expect(harness.app.model.isPreferencesShown && harness.app.model.preferencesScroll == rows.lastFirst)
        // Closed and opened again: at the top.
        try harness.press(.escape)
        try harness.press(.character("o"))
        try harness.pump()
        #expect(harness.app.model.isPreferencesShown && harness.app.model.preferencesScroll == 0)
    }

    /// In a large window the preferences show in one view: in one column where it holds them,
    /// else in two; in a small one at the usual size they scroll, never shrink.
    @Test func thePreferencesFitOneViewInALargeWindow() throws {
        for (size, columns) in [(Size(width: 1920, height: 1080), 1), (Size(width: 960, height: 640), 2)] {
            let large = try Harness(mode: .square, feedback: .zero, size: size)
            try large.press(.character("o"))
            try large.pump()
            #expect(shownRows(large) == PreferenceRow.rows(), "\(size)")
            #expect(large.app.preferencesScreen.sheet.columns.count == columns && large.app.scrollRows?.scrolls == false, "\(size)")
            #expect(!large.app.controls.contains { $0.action == .scroll(.views(1)) })
            try large.press(.pageDown)
            try large.pump()
            #expect(large.app.model.preferencesScroll == 0)
        }
        let small = try Harness(mode: .square, feedback: .zero, size: Size(width: 640, height: 480))
        try small.press(.character("o"))
        try small.pump()
        small.app.renderer.text.resetSmallest()
        try small.app.present()
        #expect((small.app.renderer.text.smallestDrawn ?? 0) >= TypeRole.body.size(scale: 1))
    }
}
