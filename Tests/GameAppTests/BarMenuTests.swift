import Drawing
import GameCore
import Locking
import Platform
import Preferences
import Testing

@testable import GameApp

/// The bar's icons at every window size and text size: never under 24 points, larger with larger
/// text, and every button in reach, on the bar or in its "more" menu. In the `GameAppTests`
/// suite: SDL is one at a time.
extension GameAppTests {
    static let barWindows: [Size] = [
        Size(width: 320, height: 240), Size(width: 333, height: 257), Size(width: 400, height: 300), Size(width: 480, height: 800),
        Size(width: 640, height: 480), Size(width: 800, height: 600), Size(width: 1280, height: 800), Size(width: 3840, height: 2160),
        Size(width: 320, height: 900), Size(width: 1200, height: 300),
    ]

    @Test func everyBarButtonIsInReachAtEveryWindowAndTextSize() {
        for window in Self.barWindows {
            var sides: [Double] = []
            for textScale in [1.0, 1.5, 2.0] {
                let layout = Layout(windowSize: window, shapeCount: 2, textScale: textScale)
                let bar = ControlBar(layout: layout)
                let at = "\(window) at \(textScale)"
                // Icons of at least 24 points, larger with the text (a quarter as fast) where the
                // window is more than 240 points tall, on the bar; 24 in the menu.
                let least = min(24 * (0.75 + 0.25 * textScale), max(24, window.height / 10))
                for control in bar.controls {
                    #expect(control.frame.width >= least - 1e-9 && control.frame.height == control.frame.width, "\(control.name), \(at)")
                    #expect(bar.frame.contains(control.frame.center) && control.frame.minY >= bar.frame.minY - 1e-9, "\(control.name), \(at)")
                    #expect(control.frame.minX >= 0 && control.frame.maxX <= window.width, "\(control.name), \(at)")
                }
                for control in bar.overflow { #expect(control.frame.width >= 24 - 1e-9, "\(control.name), \(at)") }
                sides.append(bar.controls[0].frame.width)
                // Every button once, on the bar or in the menu; "more" only where there is a menu.
                let shown = bar.controls.map(\.action).filter { $0 != .toggleBarMenu }
                #expect(
                    Set(shown + bar.overflow.map(\.action)) == Set(ControlBar.all) && shown.count + bar.overflow.count == ControlBar.all.count,
                    "\(at)")
                #expect(bar.controls.contains { $0.action == .toggleBarMenu } == !bar.overflow.isEmpty, "\(at)")
                #expect((bar.menuFrame == nil) == bar.overflow.isEmpty, "\(at)")
                // The least used are the ones folded away.
                let rank = { (action: AppCommand) in ControlBar.byUse.firstIndex(of: action) ?? -1 }
                if let lastShown = shown.map(rank).max(), let firstFolded = bar.overflow.map(\.action).map(rank).min() {
                    #expect(lastShown < firstFolded, "\(at)")
                }
                // The menu stands above the bar, inside the window, its buttons inside it.
                if let menu = bar.menuFrame {
                    #expect(menu.minX >= 0 && menu.maxX <= window.width && menu.minY >= 0 && menu.maxY <= bar.frame.minY, "\(at)")
                    for control in bar.overflow {
                        #expect(
                            control.frame.minX >= menu.minX && control.frame.maxX <= menu.maxX && control.frame.minY >= menu.minY
                                && control.frame.maxY <= menu.maxY, "\(at)")
                    }
                }
                let all = bar.controls + bar.overflow
                for (index, control) in all.enumerated() {
                    for other in all[(index + 1)...] { #expect(!control.frame.intersects(other.frame), "\(control.name), \(other.name), \(at)") }
                }
            }
            // Larger with the text, but in a window too short to give the bar more (240 points:
            // an eighth of it already).
            if window.height >= 300 {
                #expect(sides[0] < sides[1] && sides[1] < sides[2], "\(window): \(sides)")
            } else {
                #expect(sides[0] <= sides[1] && sides[1] <= sides[2] && sides[0] >= 24, "\(window): \(sides)")
            }
        }
    }

    @Test func theMoreMenuOpensAndItsButtonsWork() throws {
        var settings = Settings.defaults
        settings.textSize = 200
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 320, height: 240), settings: settings)
        try harness.pump()
        let bar = harness.app.layout.bar
        let more = try #require(bar.controls.first { $0.action == .toggleBarMenu })
        let stats = try #require(bar.overflow.first { $0.action == .toggleStats })
        #expect(!harness.app.controls.contains { $0.action == .toggleStats })
        // Opened, its buttons are controls (and the log says so); one of them does its work and
        // the menu goes.
        try harness.click(more.frame.center)
        try harness.pump()
        #expect(harness.app.model.barMenuOpen)
        #expect(controlsEvents(harness).last?.map(\.action).contains(.toggleStats) == true)
        try harness.app.present()
        try harness.click(stats.frame.center)
        try harness.pump()
        #expect(harness.app.model.isStatsShown && !harness.app.model.barMenuOpen)
        try harness.press(.escape)
        try harness.pump()
        #expect(!harness.app.model.isOverlaid)
        // A click beside it closes it and taps nothing; so does Esc, which does not pause.
        try harness.click(more.frame.center)
        try harness.pump()
        #expect(harness.app.model.barMenuOpen)
        try harness.click(harness.larger)
        try harness.pump()
        #expect(!harness.app.model.barMenuOpen && harness.turnEnds.isEmpty)
        try harness.click(more.frame.center)
        try harness.press(.escape)
        try harness.pump()
        #expect(!harness.app.model.barMenuOpen && !harness.app.model.isPaused)
        // A mode in the menu: chosen, it is played, and "more" stands for it on the bar.
        try harness.click(more.frame.center)
        try harness.pump()
        let cross = try #require(bar.overflow.first { $0.action == .game(.setMode(.cross)) })
        try harness.click(cross.frame.center)
        try harness.pump()
        #expect(harness.game.mode == .cross && !harness.app.model.barMenuOpen)
        #expect(bar.button(for: .game(.setMode(.cross))) == more)
    }

    @Test func theRingAndTheVoiceGoOverTheOpenMenu() throws {
        var settings = Settings.defaults
        settings.textSize = 200
        settings.speech = .on
        let said = Locked<[String]>([])
        let voice = AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } }
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 320, height: 240), settings: settings, announcer: voice)
        try harness.pump()
        let bar = harness.app.layout.bar
        let more = try #require(bar.controls.first { $0.action == .toggleBarMenu })
        try harness.click(more.frame.center)
        try harness.pump()
        // The ring moves among the menu's buttons and "more" alone, and names each.
        let inMenu = Set(bar.overflow.map(\.action) + [.toggleBarMenu])
        var visited: Set<AppCommand> = []
        for direction in [Direction.up, .left, .left, .up, .right, .down, .left, .up, .up, .right] {
            try harness.app.send(.command(.moveFocus(direction)))
            try harness.pump()
            guard case .control(let command)? = harness.app.model.ring.target else {
                Issue.record("the ring left the menu: \(String(describing: harness.app.model.ring.target))")
                return
            }
            #expect(inMenu.contains(command), "\(command.name)")
            visited.insert(command)
        }
        #expect(visited.count > 2)
        // The ringed button's name shows above the menu, or over the bar where there is no room
        // above it, never over the menu's buttons; and it is said.
        guard case .control(let ringed)? = harness.app.model.ring.target, ringed != .toggleBarMenu else { return }
        let name = harness.app.renderer.barLabel(of: ringed)
        let label = try #require(try drawnLines(harness).first { $0.text == name }, "\(name)")
        for control in bar.overflow { #expect(!label.drawn.frame.intersects(control.frame), "\(name) over \(control.name)") }
        #expect(said.withLock { $0 }.contains(name))
        // Used, the ringed button does its work and the menu goes.
        try harness.app.send(.command(.useFocus))
        try harness.pump()
        #expect(!harness.app.model.barMenuOpen)
    }
}
