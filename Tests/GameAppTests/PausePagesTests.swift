import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// The pause's own pages, where its text does not fit at the player's size: its ‹ › turn them
/// (a click there once resumed the game, so the second page could never be read), as do Page Up
/// and Down and the wheel; every other key and click still resumes. In the `GameAppTests`
/// suite: SDL is one at a time.
extension GameAppTests {
    @Test func thePausesPagesCanBeTurned() throws {
        var settings = Settings.defaults
        settings.language = .german
        settings.textSize = 200
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 320, height: 240), settings: settings)
        try harness.press(.character("p"))
        try harness.pump()
        try harness.app.present()
        #expect(harness.app.model.isPaused && harness.app.pageCount > 1)
        let next = try #require(harness.app.controls.first { $0.action == .turnPage(1) })
        try harness.click(next.frame.center)
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.page == 1)
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.page == 2)
        try harness.app.screen.queue.push(.wheel(steps: 1), to: harness.app.screen.window)
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.page == 1)
        // The focus ring reaches the page buttons too (a controller, one-switch play).
        let places = harness.app.scene(controls: harness.app.controls).places
        #expect(places.contains { $0.target == .control(.turnPage(1)) })
        // Any other key resumes, as the pause says.
        try harness.press(.character("k"))
        try harness.pump()
        #expect(!harness.app.model.isPaused)
    }
}
