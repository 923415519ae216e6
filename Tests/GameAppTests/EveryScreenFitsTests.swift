import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// Every screen in every language, at the smallest and the largest window, at the usual text
/// size and at twice it (the player's `text_size` 200): each line of text
/// lies wholly inside the window, overlaps no other line drawn with it (a line in an overlay
/// may cover one beneath), and is the label of a control or keeps out of every control and every
/// mark or picture drawn with it. In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The screens a player meets, each reached as a player reaches it, and how to leave it.
    enum Shown: String, CaseIterable {
        case play, pause, help, stats, preferences, about, restartQuestion, resetQuestion
        case dailyPlay, dailyResults, raceJoining, racePlay, raceResults
    }

    /// A day's results with the widest figures a day can have.
    static let dailyCard = DailyCard(
        result: DailyResult(
            date: DailyChallenge.firstDay, score: -20, marks: (0..<20).map { $0 % 4 == 0 }, medianReactionMilliseconds: 10_000),
        daysInARow: 365, counted: false)

    /// A race's results with long controller names.
    static let raceResult = RaceResult(
        RaceSummary(
            scores: [
                RaceScore(player: RacePlayer(seat: 0, name: "Xbox Series X Controller", input: .gamepad), scorer: MatchScorer.standard),
                RaceScore(
                    player: RacePlayer(seat: 1, name: "PS5 DualSense Wireless Controller", input: .gamepad), scorer: MatchScorer.standard),
            ], winner: 1, target: 99))

    /// Every notice the game can show, with values as long as real ones.
    static let notices: [(Message, [String: String])] = [
        (UIText.screenshotSaved, ["path": "/home/player/Pictures/tap-the-larger-shape-2026-11-24-12-30-05.png"]),
        (UIText.screenshotFailed, ["reason": "No space left on device"]),
        (UIText.controllerConnected, ["name": "Xbox Series X Controller"]),
        (UIText.controllerDisconnected, [:]),
        (UIText.statisticsReset, ["path": "/home/player/.local/state/tap-the-larger-shape/state.json.reset-20261124-123005"]),
        (UIText.statisticsNotReset, ["reason": "cannot write /home/player/.local/state/tap-the-larger-shape: Permission denied"]),
        (UIText.dailyFixedRules, [:]), (UIText.dailyCopied, [:]), (UIText.dailyNotCopied, ["reason": "SDL_SetClipboardText: No clipboard"]),
        (UIText.raceJoined, ["name": "PS5 DualSense Wireless Controller"]), (UIText.raceNoTouch, [:]), (UIText.progressNotSaved, [:]),
    ]

    /// A face a player is likely to have for a language, by its file: the suite's verdict does
    /// not depend on which fonts this machine has (`scripts/setup.sh test` installs them all).
    struct Face: Sendable, CustomTestStringConvertible {
        let language: LanguageSetting
        let face: FontFace
        var testDescription: String { "\(language.rawValue) in \(face)" }
    }

    nonisolated static let dejaVu = FontFace("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    /// Noto Sans CJK's collection: face 0 is Japanese, 2 Simplified Chinese.
    nonisolated static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
    nonisolated static let wenQuanYi = FontFace("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")

    nonisolated static let faces: [Face] = [
        Face(language: .english, face: dejaVu), Face(language: .german, face: dejaVu),
        Face(language: .simplifiedChinese, face: FontFace(notoCJK, index: 2)), Face(language: .simplifiedChinese, face: wenQuanYi),
        Face(language: .japanese, face: FontFace(notoCJK, index: 0)), Face(language: .japanese, face: wenQuanYi),
    ]

    @Test(arguments: faces)
    func everyScreenFitsInEveryLanguage(_ face: Face) throws {
        let language = face.language
        #expect(FileManager.default.isReadableFile(atPath: face.face.path), "\(face.face.path) is not installed: scripts/setup.sh test installs it")
        for textSize in [100, 200] {
        var settings = Settings.defaults
        settings.language = language
        settings.textSize = textSize
        for size in [Size(width: 640, height: 480), Size(width: 3840, height: 2160)] {
            let harness = try Harness(
                mode: .cross, feedback: .zero, size: size, settings: settings,
                language: { context in
                    let live = LanguageClient.live(context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
                    return LanguageClient(environment: [:], catalog: live.catalog, font: { _, _ in FontChoice(face: face.face) })
                }, font: face.face)
            #expect(harness.app.renderer.catalog.language == language.resolved(environment: [:]))
            #expect(harness.app.renderer.font == face.face)
            // A score that is not 0, so restarting asks.
            try harness.click(harness.larger)
            try harness.pump()
            for screen in Shown.allCases {
                try open(screen, in: harness)
                // Every page of a screen that turns pages.
                let pages = harness.app.pageCount
                for page in 0..<pages {
                    harness.app.model.page = page
                    try checkFit(of: "\(screen) page \(page + 1) of \(pages) at text size \(textSize)", in: harness, size: size, language: language)
                }
                harness.app.model.page = 0
                try close(screen, in: harness)
            }
            for (message, values) in Self.notices {
                try harness.app.send(.notify(message, values))
                try checkFit(of: "notice \(message) at text size \(textSize)", in: harness, size: size, language: language)
            }
            // A notice over a screen's buttons keeps above them (the help's About, a question's).
            for screen in [Shown.help, .restartQuestion] {
                try open(screen, in: harness)
                try harness.app.send(.notify(UIText.raceJoined, ["name": "PS5 DualSense Wireless Controller"]))
                try checkFit(of: "a notice over \(screen) at text size \(textSize)", in: harness, size: size, language: language)
                try close(screen, in: harness)
            }
        }
        }
    }

    /// The smallest type each screen draws in the smallest usual window, 640x480, at 100%: 12 px
    /// or more (Steam Deck's verified games ask 9 at least and 12 recommended); the help and
    /// About turn pages rather than shrink below it.
    @Test func theSmallestTextOnEachScreenAt640x480() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 640, height: 480))
        try harness.click(harness.larger)
        try harness.pump()
        var smallest: [String: Int] = [:]
        for screen in Shown.allCases {
            try open(screen, in: harness)
            harness.app.renderer.text.resetSmallest()
            try harness.app.present()
            smallest[screen.rawValue] = harness.app.renderer.text.smallestDrawn
            try close(screen, in: harness)
        }
        for screen in Shown.allCases {
            #expect((smallest[screen.rawValue] ?? 0) >= 12, "\(screen) draws \(smallest[screen.rawValue] ?? 0) px type")
        }
    }

    /// The player's larger text makes every screen's text larger, in the smallest usual window
    /// too: at 150% no type under 18 px (12 times 1.5) on any page of any screen, at 200% none
    /// under 24; the screens turn pages instead. The stats at 200% are the one exception: their
    /// table needs a few pixels more than a 640x480 window has, and its smaller lines go down to
    /// 20 px (five sixths of 24). At 100% no screen turns pages in a 1280x800 window.
    @Test func largerTextIsLargerOnEveryPageOfEveryScreen() throws {
        for textSize in [150, 200] {
            var settings = Settings.defaults
            settings.textSize = textSize
            let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 640, height: 480), settings: settings)
            try harness.click(harness.larger)
            try harness.pump()
            let readable = 12 * textSize / 100
            for screen in Shown.allCases {
                try open(screen, in: harness)
                for page in 0..<harness.app.pageCount {
                    harness.app.model.page = page
                    harness.app.renderer.text.resetSmallest()
                    try harness.app.present()
                    let floor = screen == .stats && textSize == 200 ? readable * 5 / 6 : readable
                    let smallest = harness.app.renderer.text.smallestDrawn ?? 0
                    #expect(smallest >= floor, "\(screen) page \(page + 1) at \(textSize)%: \(smallest) px type")
                }
                harness.app.model.page = 0
                try close(screen, in: harness)
            }
        }
        let large = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1280, height: 800))
        try large.click(large.larger)
        try large.pump()
        for screen in Shown.allCases {
            try open(screen, in: large)
            #expect(large.app.pageCount == 1, "\(screen)")
            try close(screen, in: large)
        }
    }

    private func open(_ screen: Shown, in harness: Harness) throws {
        switch screen {
        case .play: break
        case .pause: try harness.press(.character("p"))
        case .help: try harness.press(.character("h"))
        case .stats: try harness.press(.tab)
        case .preferences: try harness.press(.character("o"))
        case .about: try harness.app.send(.command(.toggleAbout))
        case .restartQuestion: try harness.press(.character("r"))
        case .resetQuestion:
            try harness.press(.character("o"))
            try harness.pump()
            try harness.app.send(.command(.preference(.reset, step: 0)))
        case .dailyPlay: try harness.press(.character("y"))
        case .dailyResults:
            try harness.press(.character("y"))
            try harness.pump()
            try harness.app.send(.dailyFinished(Self.dailyCard))
        case .raceJoining: try harness.press(.character("v"))
        case .racePlay, .raceResults:
            try harness.press(.character("v"))
            try harness.press(.enter)
            try harness.pump()
            try harness.click(Point(x: 5, y: 100))
            try harness.pump()
            if screen == .raceResults { try harness.app.send(.raceFinished(Self.raceResult)) }
        }
        try harness.pump()
    }

    private func close(_ screen: Shown, in harness: Harness) throws {
        switch screen {
        case .play: break
        case .resetQuestion:
            try harness.press(.escape)
            try harness.press(.escape)
        case .dailyPlay, .racePlay: try harness.press(.character(screen == .dailyPlay ? "y" : "v"))
        default: try harness.press(.escape)
        }
        try harness.pump()
        #expect(harness.app.model.overlay == nil && harness.app.model.confirmation == nil && !harness.app.model.isPaused, "\(screen) stays open")
    }

    /// Draws a frame, recording every line of text, and checks it.
    private func checkFit(of screen: String, in harness: Harness, size: Size, language: LanguageSetting) throws {
        let painter = harness.app.renderer
        let (lines, pictures) = try drawnFrame(harness)
        #expect(!lines.isEmpty, "\(screen): no text")
        let (width, height) = try painter.renderer.outputSize()
        let window = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        // Every control the player can use now, in output pixels: a line of text is its label,
        // wholly inside it, or keeps out of it.
        let controls = harness.app.controls.map { $0.frame.scaled(by: Double(width) / size.width) }
        for (index, line) in lines.enumerated() {
            let frame = line.drawn.frame
            // NB: a label may span two controls side by side (a preference's "<" and ">" halves).
            let touched = controls.filter { control in
                frame.intersects(control)
                    && min(frame.maxX, control.maxX) - max(frame.minX, control.minX) >= 1.5
                    && min(frame.maxY, control.maxY) - max(frame.minY, control.minY) >= 1.5 * Double(height) / size.height
            }
            // ...and out of every mark or picture drawn with it (the day's marks, an icon), but
            // where the line is a control's label.
            // (The bar's own icons, whose "?" is a glyph, are the bar's, usable or not.)
            let bar = harness.game.layout.barFrame.scaled(by: Double(width) / size.width)
            if touched.isEmpty, !(frame.minY >= bar.minY - 0.5 && frame.maxY <= bar.maxY + 0.5) {
                for picture in pictures where picture.layer == line.drawn.layer && frame.intersects(picture.frame) {
                    let overlap = (
                        min(frame.maxX, picture.frame.maxX) - max(frame.minX, picture.frame.minX),
                        min(frame.maxY, picture.frame.maxY) - max(frame.minY, picture.frame.minY)
                    )
                    #expect(
                        overlap.0 < 1.5 || overlap.1 < 1.5 * Double(height) / size.height,
                        "\(language) \(size) \(screen): “\(line.text)” runs into a mark at \(picture.frame)")
                }
            }
            if let first = touched.first {
                let union = touched.dropFirst().reduce(first) { joined, control in
                    Rect(
                        x: min(joined.minX, control.minX), y: min(joined.minY, control.minY),
                        width: max(joined.maxX, control.maxX) - min(joined.minX, control.minX),
                        height: max(joined.maxY, control.maxY) - min(joined.minY, control.minY))
                }
                #expect(
                    frame.minX >= union.minX - 0.5 && frame.maxX <= union.maxX + 0.5 && frame.minY >= union.minY - 0.5 && frame.maxY <= union.maxY + 0.5,
                    "\(language) \(size) \(screen): “\(line.text)” runs into a control at \(union)")
            }
            #expect(
                frame.minX >= window.minX - 0.5 && frame.maxX <= window.maxX + 0.5 && frame.minY >= window.minY - 0.5
                    && frame.maxY <= window.maxY + 0.5, "\(language) \(size) \(screen): “\(line.text)” is cut: \(frame)")
            for other in lines[(index + 1)...] where other.drawn.layer == line.drawn.layer && frame.intersects(other.drawn.frame) {
                let overlap = Rect(
                    x: max(frame.minX, other.drawn.frame.minX), y: max(frame.minY, other.drawn.frame.minY),
                    width: min(frame.maxX, other.drawn.frame.maxX) - max(frame.minX, other.drawn.frame.minX),
                    height: min(frame.maxY, other.drawn.frame.maxY) - max(frame.minY, other.drawn.frame.minY))
                // NB: a line's box includes its font's leading; a pixel of it may touch the next.
                #expect(
                    overlap.width < 1.5 || overlap.height < 1.5 * Double(height) / size.height,
                    "\(language) \(size) \(screen): “\(line.text)” overlaps “\(other.text)”")
            }
        }
    }
}

/// The help turns pages where it would otherwise shrink below a readable size: its page buttons,
/// the arrows, Page Up and Down and the wheel turn them, round from the last to the first.
extension GameAppTests {
    @Test func theHelpTurnsPagesInASmallWindowAndFitsOnOneInALargeOne() throws {
        let small = try Harness(mode: .square, size: Size(width: 640, height: 480))
        try small.press(.character("h"))
        try small.pump()
        let count = small.app.renderer.helpPageCount(buttons: small.app.layout.helpButtons, pad: .generic, game: small.game)
        #expect(count > 1)
        let next = try #require(small.app.controls.first { $0.action == .turnPage(1) })
        let previous = try #require(small.app.controls.first { $0.action == .turnPage(-1) })
        try small.press(.right)
        try small.pump()
        #expect(small.app.model.page == 1)
        try small.click(next.frame.center)
        try small.pump()
        try small.press(.pageDown)
        try small.pump()
        #expect(small.app.model.page == 3)
        try small.click(previous.frame.center)
        try small.press(.pageUp)
        try small.press(.left)
        try small.pump()
        #expect(small.app.model.page == 0 && small.app.model.isHelpShown)
        // The wheel: towards the player, the next page; away, the one before.
        try small.app.screen.queue.push(.wheel(steps: -1), to: small.app.screen.window)
        try small.pump()
        #expect(small.app.model.page == 1)
        try small.app.screen.queue.push(.wheel(steps: 2), to: small.app.screen.window)
        try small.pump()
        #expect(small.app.model.page == 0)
        // Every page draws at a readable size; a page past the last is the first again.
        for page in 0..<(count + 1) {
            small.app.model.page = page
            small.app.renderer.text.resetSmallest()
            try small.app.present()
            #expect((small.app.renderer.text.smallestDrawn ?? 0) >= 12, "page \(page)")
        }
        // Closed and opened again, the help starts at its first page.
        try small.press(.right)
        try small.press(.escape)
        try small.press(.character("h"))
        try small.pump()
        #expect(small.app.model.page == 0)

        // About pages too: the licence on a page of its own, every page readable.
        try small.app.send(.command(.toggleAbout))
        try small.pump()
        let aboutPages = small.app.renderer.aboutPageCount(small.app.about, buttons: small.app.layout.helpButtons, game: small.game)
        #expect(aboutPages > 1 && small.app.controls.contains { $0.action == .turnPage(1) })
        for page in 0..<aboutPages {
            small.app.model.page = page
            small.app.renderer.text.resetSmallest()
            try small.app.present()
            #expect((small.app.renderer.text.smallestDrawn ?? 0) >= 12, "About's page \(page)")
        }

        let large = try Harness(mode: .square, size: Size(width: 1920, height: 1080))
        try large.press(.character("h"))
        try large.pump()
        #expect(!large.app.controls.contains { if case .turnPage = $0.action { true } else { false } })
        try large.press(.right)
        try large.pump()
        #expect(large.app.model.page == 0)
    }
}
