import Foundation
import Platform
import Testing

@testable import GameApp

/// Numbers stay with their units and labels measured as the screen measures them: with the font
/// a player of each language is likely to have, at the size the stats and the results use. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    @Test(arguments: faces)
    func numbersStayWithTheirUnitsInARealFont(_ face: Face) throws {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let context = try SDLContext()
        let font = try Font(context: context, face: face.face, pointSize: 24)
        func measure(_ text: String) -> Double { Double((try? font.measure(text).width) ?? 0) }
        let language = face.language.resolved(environment: [:])
        for text in LineBreakingTests.linesWithFigures(language) {
            for width in stride(from: 60.0, through: measure(text) + 10, by: 5) {
                let lines = try LineBreaking.wrap(text, width: width) { text throws(PlatformError) in Double(try font.measure(text).width) }
                LineBreakingTests.expectKept(text, in: lines, width: width, measure: measure, "\(face)")
            }
        }
    }
}
