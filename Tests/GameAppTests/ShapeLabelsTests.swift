import Drawing
import GameCore
import Preferences
import Testing

@testable import GameApp

/// `[accessibility] labels`: each shape shows the number key that picks it. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    @Test func eachShapeShowsItsNumberKeyWhenAsked() throws {
        var settings = Settings.defaults
        settings.labels = true
        settings.shapesPerTurn = 3
        let harness = try Harness(mode: .square, feedback: .zero, settings: settings)
        try harness.pump()
        let lines = try drawnLines(harness)
        #expect(harness.game.views.count == 3)
        for (index, view) in harness.game.views.enumerated() {
            // The numeral sits on the shape, over the point a click picks it at.
            let label = lines.first { $0.text == "\(index + 1)" }
            let frame = try #require(label?.drawn.frame, "no \(index + 1) on shape \(index)")
            #expect(view.frame.contains(Point(x: frame.midX, y: frame.midY)))
            #expect(abs(frame.midX - view.hitPoint.x) <= frame.width && abs(frame.midY - view.hitPoint.y) <= frame.height)
        }
        // One size for all: a larger numeral must not tell the larger shape.
        let heights = Set(harness.game.views.indices.compactMap { index in lines.first { $0.text == "\(index + 1)" }?.drawn.frame.height })
        #expect(heights.count == 1)
        // The key on a shape picks that shape.
        let larger = harness.game.currentTurn?.largestIndex ?? 0
        try harness.press(.character(Character("\(larger + 1)")))
        try harness.pump()
        #expect(harness.turnEnds.last?.result.matched == true)
        // Off (the default): no numerals on the shapes.
        let plain = try Harness(mode: .square, feedback: .zero)
        try plain.pump()
        #expect(try !drawnLines(plain).contains { ["1", "2", "3"].contains($0.text) })
    }
}
