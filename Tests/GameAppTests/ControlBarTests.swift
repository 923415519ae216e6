import Drawing
import Foundation
import GameCore
import Platform
import TestSupport
import Testing

@testable import GameApp

/// The clickable controls, the new keys and the HUD's new figures, through SDL's real queue. In
/// the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    func controlsEvents(_ harness: Harness) -> [[Control]] {
        harness.appEvents.compactMap { if case .controls(let controls) = $0 { controls } else { nil } }
    }

    @Test func theModeBarSwitchesModesWhenClicked() throws {
        let harness = try Harness(mode: .square)
        let bar = harness.app.layout.bar
        #expect(
            bar.controls.map(\.name) == GameMode.allCases.map { "mode:\($0.rawValue)" } + [
                "daily", "race", "pause", "preferences", "inside", "help", "stats",
            ])
        for control in bar.controls {
            guard case .game(.setMode(let mode)) = control.action else { continue }
            try harness.click(control.frame.center)
            try harness.pump()
            #expect(harness.game.mode == mode)
            if case .single(let kind) = mode { #expect(harness.game.views.allSatisfy { $0.kind == kind }) }
        }
        // A click on the bar is never a tap on a shape.
        #expect(harness.turnEnds.isEmpty)
        let help = try #require(bar.controls.first { $0.action == .toggleHelp })
        let stats = try #require(bar.controls.first { $0.action == .toggleStats })
        try harness.click(help.frame.center)
        try harness.pump()
        #expect(harness.app.model.isHelpShown)
        try harness.click(stats.frame.center)
        try harness.pump()
        #expect(harness.app.model.isStatsShown && !harness.app.model.isHelpShown)
        // Shapes take no taps under the stats, and the overlay draws.
        try harness.click(harness.larger)
        try harness.pump()
        try harness.app.present()
        #expect(harness.turnEnds.isEmpty)
        try harness.click(stats.frame.center)
        try harness.pump()
        #expect(!harness.app.model.isStatsShown)
    }

    @Test func theControlsAreAnnouncedAtTheStartAndAfterEachResize() throws {
        let harness = try Harness()
        #expect(controlsEvents(harness).count == 1)
        for size in [Size(width: 400, height: 700), Size(width: 1200, height: 300), Size(width: 333, height: 257)] {
            harness.app.screen.window.setSize(size)
            try harness.pump()
            let controls = try #require(controlsEvents(harness).last)
            let layout = harness.game.layout
            #expect(layout.windowSize == size)
            for (index, control) in controls.enumerated() {
                #expect(
                    control.frame.minX >= 0 && control.frame.maxX <= size.width && control.frame.maxY <= size.height, "\(control.name) at \(size)")
                #expect(control.frame.minY >= layout.barFrame.minY, "\(control.name) at \(size)")
                for other in controls[(index + 1)...] { #expect(!control.frame.intersects(other.frame), "\(control.name) at \(size)") }
                for view in harness.game.views { #expect(!control.frame.intersects(view.frame)) }
            }
        }
        #expect(controlsEvents(harness).count == 4)
    }

    @Test func plusAndMinusChangeTheShapeCount() throws {
        let harness = try Harness(mode: .circle, feedback: .zero)
        for _ in 0..<5 { try harness.press(.character("+")) }
        try harness.pump()
        #expect(harness.game.settings.shapesPerTurn == 5 && harness.game.views.count == 5)
        try harness.press(.character("-"))
        try harness.pump()
        #expect(harness.game.views.count == 4)
        for _ in 0..<5 { try harness.press(.character("-")) }
        try harness.pump()
        #expect(harness.game.views.count == 2)
        // The changes start new turns; none is scored.
        #expect(harness.turnEnds.isEmpty)
    }

    @Test func dTurnsTheAdaptiveDifficultyOnAndOff() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        #expect(harness.game.difficultyRatio == nil)
        try harness.press(.character("d"))
        try harness.pump()
        #expect(harness.game.difficultyRatio == 1.8)
        #expect(abs((harness.game.currentTurn?.areaRatio ?? 0) - 1.8) < 1e-9)
        try harness.press(.character("d"))
        try harness.pump()
        #expect(harness.game.difficultyRatio == nil)
    }

    /// Whether any pixel of the HUD's score (its left quarter) is `color`.
    func scoreShows(_ color: RGBA, _ harness: Harness) throws -> Bool {
        try harness.app.present()
        let image = try harness.app.screenshot()
        let band = Int(harness.game.layout.hudHeight)
        for y in 0..<band {
            for x in 0..<(image.width / 4) where image[x, y] == color { return true }
        }
        return false
    }

    @Test func aNegativeScoreIsRedAtRest() throws {
        let clock = ManualClock()
        let harness = try Harness(mode: .square, feedback: .zero, clock: clock.client)
        #expect(try !scoreShows(Theme.standard.wrong, harness))
        try harness.click(harness.smaller)
        try harness.pump()
        #expect(harness.game.score == -1)
        // After the pop has settled, still red.
        clock.advance(by: .milliseconds(400))
        #expect(!harness.app.parts.scorePop.isAnimating(at: clock.now))
        #expect(try scoreShows(Theme.standard.wrong, harness))
        for _ in 0..<2 {
            try harness.click(harness.larger)
            try harness.pump()
        }
        clock.advance(by: .milliseconds(400))
        #expect(harness.game.score == 1 && !harness.app.parts.scorePop.isAnimating(at: clock.now))
        #expect(try !scoreShows(Theme.standard.wrong, harness))
    }

    /// The HUD's middle and the mode bar are centred on the window, not between their neighbours.
    @Test func theHUDsMiddleAndTheModeBarAreCentredOnTheWindow() throws {
        let harness = try Harness(mode: .square, size: Size(width: 1920, height: 1080))
        let modes = harness.app.layout.bar.controls.filter { control in
            if case .game(.setMode) = control.action { true } else { control.action == .toggleDaily || control.action == .toggleRace }
        }
        let group = (modes.map(\.frame.minX).min() ?? 0, modes.map(\.frame.maxX).max() ?? 0)
        #expect(abs((group.0 + group.1) / 2 - 960) < 1, "\(group)")
        try harness.app.present()
        let image = try harness.app.screenshot()
        let band = Int(harness.game.layout.hudHeight * Double(image.height) / 1080)
        var columns: [Int] = []
        for x in (image.width / 4)..<(image.width * 3 / 4) {
            if (0..<band).contains(where: { image[x, $0] == Theme.standard.text }) { columns.append(x) }
        }
        let middle = Double((columns.first ?? 0) + (columns.last ?? 0)) / 2
        #expect(!columns.isEmpty && abs(middle - Double(image.width) / 2) < Double(image.width) / 200, "streak centred at \(middle)")
    }

    /// Every dialog's buttons have one size, and each button's outline is as thick on every side.
    @Test func everyDialogsButtonsHaveOneSizeAndEvenOutlines() throws {
        for size in [Size(width: 640, height: 480), Size(width: 1366, height: 768), Size(width: 1920, height: 1080)] {
            let controls = AppControls(layout: Layout(windowSize: size, shapeCount: 2))
            let menus = [controls.pauseMenu, controls.restartPrompt, controls.leaveRacePrompt, controls.dailyResults, controls.raceResults]
            let sizes = Set(menus.flatMap { $0.controls.map { "\($0.frame.width)x\($0.frame.height)" } })
            #expect(sizes.count == 1, "\(size): \(sizes)")
        }
        for size in [Size(width: 800, height: 600), Size(width: 1024, height: 700), Size(width: 1280, height: 800), Size(width: 1366, height: 768)] {
            let harness = try Harness(mode: .square, size: size)
            try harness.press(.character("p"))
            try harness.pump()
            try harness.app.present()
            let image = try harness.app.screenshot()
            let resume = try #require(harness.app.controls.first { $0.action == .resume }).frame
            let x = Int(resume.midX)
            // Down the button's middle column: the outline's rows at the top and at the bottom.
            let rows = (Int(resume.minY) - 2...Int(resume.maxY) + 2).filter { image[x, $0] == Theme.standard.accent }
            let top = rows.prefix { $0 < Int(resume.midY) }.count
            let bottom = rows.filter { $0 > Int(resume.midY) }.count
            #expect(top > 0 && top == bottom, "\(size): outline \(top) px on top, \(bottom) px below")
        }
    }
}
