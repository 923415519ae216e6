import Drawing
import Preferences
import Testing

@testable import GameApp

/// One type scale (`TypeRole`): every text on these screens is drawn at a role's size, and at
/// 150 and 200 % each role is that much larger, in a small window and a large one. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// Every screen but the race's 3-2-1, whose numeral is a picture as large as the play area
    /// (the text around it is in the scale).
    static let scaledScreens: [Shown] = Shown.allCases.filter { $0 != .raceCountdown }

    @Test(arguments: [100, 150, 200])
    func everyTextIsAtARoleOfTheTypeScale(percent: Int) throws {
        let allowed = Set(TypeRole.allCases.map { Int(($0.points * Double(percent) / 100).rounded()) })
        for size in [Size(width: 640, height: 480), Size(width: 1280, height: 800)] {
            var settings = Settings.defaults
            settings.textSize = percent
            let harness = try Harness(mode: .cross, feedback: .zero, size: size, settings: settings)
            try harness.click(harness.larger)
            try harness.pump()
            for screen in Self.scaledScreens {
                try open(screen, in: harness)
                harness.app.renderer.text.drawnSizes = []
                try harness.app.present()
                let drawn = harness.app.renderer.text.drawnSizes ?? []
                harness.app.renderer.text.drawnSizes = nil
                #expect(
                    !drawn.isEmpty && drawn.isSubset(of: allowed), "\(screen) at \(size), \(percent) %: \(drawn.sorted()) (roles \(allowed.sorted()))"
                )
                try close(screen, in: harness)
            }
        }
    }
}
