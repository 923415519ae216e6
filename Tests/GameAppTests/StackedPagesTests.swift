import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// A question, the results and the race's joining screen turn pages where their lines do not fit
/// at the player's size: ‹ › at their sides, Page Up and Down; back to the first page when the
/// screen changes, and the preferences' page kept under the reset's question.
extension GameAppTests {
    @Test func aQuestionTooTallForItsWindowTurnsPages() throws {
        var settings = Settings.defaults
        settings.language = .german
        settings.textSize = 200
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 320, height: 240), settings: settings)
        try harness.click(harness.larger)
        try harness.pump()
        try harness.press(.character("r"))
        try harness.pump()
        let pages = harness.app.pageCount
        #expect(pages > 1)
        // The page buttons are announced with the controls (the event log's `controls`).
        let lists: [[Control]] = harness.appEvents.compactMap { event in if case .controls(let controls) = event { controls } else { nil } }
        let announced = lists.last ?? []
        #expect(announced.contains { $0.action == .turnPage(1) } && announced == harness.app.controls)
        let first = try drawnTexts(harness)
        let next = try #require(harness.app.controls.first { $0.action == .turnPage(1) })
        let previous = try #require(harness.app.controls.first { $0.action == .turnPage(-1) })
        #expect(next.frame.size == harness.app.layout.helpButtons.next.size && previous.frame.minX < next.frame.minX)
        try harness.click(next.frame.center)
        try harness.pump()
        #expect(harness.app.model.page == 1 && harness.app.model.confirmingRestart)
        #expect(try drawnTexts(harness) != first, "the second page shows other lines")
        try harness.press(.pageUp)
        try harness.pump()
        #expect(harness.app.model.page == 0)
        #expect(try drawnTexts(harness) == first)
        // Its buttons one under the other: two side by side would not hold their labels.
        let buttons = harness.app.controls.filter { $0.action == .confirmRestart || $0.action == .backOut }
        #expect(buttons.count == 2 && buttons[0].frame.maxY <= buttons[1].frame.minY)
        // Closed, and asked again: the first page.
        try harness.click(next.frame.center)
        try harness.press(.escape)
        try harness.press(.character("r"))
        try harness.pump()
        #expect(harness.app.model.page == 0 && harness.app.model.confirmingRestart)
        try harness.press(.escape)
        try harness.pump()

        // The reset's question turns its own pages, and the preferences' page is there again after it.
        try harness.press(.character("o"))
        try harness.pump()
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.page == 1 && harness.app.model.isPreferencesShown)
        try harness.app.send(.command(.preference(.reset, step: 0)))
        try harness.pump()
        #expect(harness.app.model.confirmingReset && harness.app.model.page == 0 && harness.app.pageCount > 1)
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.page == 1)
        try harness.press(.escape)
        try harness.pump()
        #expect(!harness.app.model.confirmingReset && harness.app.model.isPreferencesShown && harness.app.model.page == 1)
    }

    /// In a window that holds them, the same screens have one page and no page buttons.
    @Test func aQuestionThatFitsHasNoPages() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 640, height: 480))
        try harness.click(harness.larger)
        try harness.pump()
        try harness.press(.character("r"))
        try harness.pump()
        #expect(harness.app.pageCount == 1)
        #expect(!harness.app.controls.contains { if case .turnPage = $0.action { true } else { false } })
        let buttons = harness.app.controls.filter { $0.action == .confirmRestart || $0.action == .backOut }
        #expect(buttons.count == 2 && buttons[0].frame.minY == buttons[1].frame.minY, "side by side")
    }
}
