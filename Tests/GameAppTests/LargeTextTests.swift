import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// The player's larger text: screens whose text would not fit turn pages rather than shrink it.
/// In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The rows the preferences show now.
    private func shownRows(_ harness: Harness) -> [PreferenceRow] {
        harness.app.controls.compactMap { control in
            if case .preference(let row, step: 0) = control.action { row } else { nil }
        }
    }

    @Test func thePreferencesTurnPagesAtTwiceTheTextSize() throws {
        var settings = Settings.defaults
        settings.textSize = 200
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 640, height: 480), settings: settings)
        try harness.press(.character("o"))
        try harness.pump()
        #expect(harness.app.controls.contains { $0.action == .turnPage(1) } && harness.app.controls.contains { $0.action == .turnPage(-1) })
        let firstPage = shownRows(harness)
        #expect(!firstPage.isEmpty && firstPage.count < PreferenceRow.rows().count)
        // Every page's text at twice the readable 12 px: no line shrinks.
        let pages = harness.app.layout.preferencesScreen(fit: harness.app.renderer.preferencesFit(harness.app.layout)).pageCount
        #expect(pages > 1)
        var seen: [PreferenceRow] = []
        for page in 0..<pages {
            harness.app.model.page = page
            harness.app.renderer.text.resetSmallest()
            try harness.app.present()
            #expect((harness.app.renderer.text.smallestDrawn ?? 0) >= 24, "page \(page)")
            seen += shownRows(harness)
        }
        // Each line on one page, in order.
        #expect(seen == PreferenceRow.rows())
        harness.app.model.page = 0

        // Down from a page's last line goes on to the next page's first; the ring visits every line.
        try harness.press(.down)
        var visited: [PreferenceRow] = []
        for _ in PreferenceRow.rows() {
            try harness.pump()
            if case .control(.preference(let row, _))? = harness.app.model.ring.target, visited.last != row { visited.append(row) }
            try harness.press(.down)
        }
        #expect(visited == PreferenceRow.rows())
        // Up from a page's first line, back to the page before.
        let lastPage = harness.app.model.page
        for _ in 0..<(firstPage.count + 1) { try harness.press(.up) }
        try harness.pump()
        #expect(harness.app.model.page < lastPage)

        // Page Down and Up, the wheel and the page buttons turn pages too.
        harness.app.model.page = 0
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.page == 1 && shownRows(harness) != firstPage)
        try harness.press(.pageUp)
        try harness.pump()
        #expect(harness.app.model.page == 0 && shownRows(harness) == firstPage)
        try harness.app.screen.queue.push(.wheel(steps: -1), to: harness.app.screen.window)
        try harness.pump()
        #expect(harness.app.model.page == 1)
        let previous = try #require(harness.app.controls.first { $0.action == .turnPage(-1) })
        try harness.click(previous.frame.center)
        try harness.pump()
        #expect(harness.app.model.page == 0 && harness.app.model.isPreferencesShown)

        // The reset's question keeps the page under it.
        harness.app.model.page = pages - 1
        try harness.app.send(.command(.preference(.reset, step: 0)))
        try harness.pump()
        #expect(harness.app.model.confirmingReset)
        try harness.press(.escape)
        try harness.pump()
        #expect(harness.app.model.isPreferencesShown && harness.app.model.page == pages - 1)
    }

    @Test func thePreferencesFitOnePageAtTheUsualTextSize() throws {
        for size in [Size(width: 640, height: 480), Size(width: 1920, height: 1080)] {
            let harness = try Harness(mode: .square, feedback: .zero, size: size)
            try harness.press(.character("o"))
            try harness.pump()
            #expect(shownRows(harness) == PreferenceRow.rows(), "\(size)")
            #expect(!harness.app.controls.contains { if case .turnPage = $0.action { true } else { false } })
            try harness.press(.pageDown)
            try harness.pump()
            #expect(harness.app.model.page == 0)
        }
    }
}
