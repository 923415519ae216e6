import Foundation
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The guide's page on the app's reducer (Sources/GameApp/GameApp.docc/AppCommands.md): its
/// chain of handlers is `AppReducer.handlers`, in order, and its click on the pause control does
/// what the reducer does.
@Suite struct AppCommandsDocumentTests {
    static let numbers = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
        "sixteen",
    ]

    static func page() throws -> String {
        try String(contentsOf: DocumentedDiff.root.appendingPathComponent("Sources/GameApp/GameApp.docc/AppCommands.md"), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
    }

    @Test func thePageNamesEveryHandlerInTheChainsOrder() throws {
        let page = try Self.page()
        let handlers = AppReducer.handlers.map { "\($0)" }
        let count = try #require(Self.numbers.indices.contains(handlers.count) ? Self.numbers[handlers.count] : nil, "\(handlers.count) handlers")
        #expect(page.contains("a chain of \(count) handlers"))
        let named = page.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 && $0.element.hasSuffix("Handler") }.map(\.element)
        #expect(named == handlers)
    }

    @Test func aClickOnThePauseIsAsThePageSays() throws {
        let page = try Self.page()
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        let context = AppContext(
            shapesPerTurn: 2, adaptive: false, isFullscreen: false, autoplay: false, now: .zero, score: 0,
            lastInput: .zero)
        var handled = model
        #expect(OverlayHandler.reduce(&handled, .command(.togglePause(.mouse)), in: context) == [])
        #expect(page.contains("returns no effect at all"))
        let effects = AppReducer.reduce(&model, .command(.togglePause(.mouse)), in: context)
        #expect(effects == [.game(.hideShapes(true)), .announce(.paused(.mouse)), .controlsChanged, .allowScreenSaver(true)])
        #expect(page.contains("derives \(Self.numbers[effects.count]): hide the shapes, announce the pause, announce the controls"))
    }
}
