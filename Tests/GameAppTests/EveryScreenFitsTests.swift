import Drawing
import Foundation
import Preferences
import Testing

@testable import GameApp
@testable import GameCore
@testable import Platform

/// Every screen in every state (notices, the race's join and countdown, pages), in every
/// language with the faces players have, in windows from 320x240 to 3840x2160, at the usual
/// text size, 150 and 200 % (the player's `text_size`): each line of text lies wholly inside
/// the window, overlaps no other line drawn with it (a line in an overlay may cover one beneath,
/// but no notice covers any), is the label of a control or keeps out of every control and every
/// mark or picture drawn with it, and is at the player's size or larger; page buttons are as
/// large as the help's. In the `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The screens a player meets, each reached as a player reaches it, and how to leave it.
    enum Shown: String, CaseIterable {
        case play, marks, pause, help, stats, preferences, about, restartQuestion, resetQuestion
        /// The bar's "more" menu open (where the bar has one), a button's name showing above it.
        case barMenu
        /// The theme's list open over the preferences.
        case themeList
        case dailyPlay, dailyResults, raceJoining, raceJoined, raceCountdown, racePlay, raceWaits, leaveRaceQuestion, raceResults
        /// The "how it works" panel beside the shapes, with the adaptive difficulty on (its
        /// longest strategy) and a tap scored.
        case inside
        /// An article of the guide read in the panel (the one with the widest code).
        case guide
    }

    /// A day's results with the widest figures a day can have.
    static let dailyCard = DailyCard(
        result: DailyResult(
            date: DailyChallenge.firstDay, score: -20, marks: (0..<20).map { $0 % 4 == 0 }, medianReactionMilliseconds: 10_000),
        daysInARow: 365, counted: false)

    nonisolated static let longPad = "PS5 DualSense Wireless Controller"

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

    /// The player's text sizes, from the usual to the largest, and the windows from the
    /// smallest the game opens to a 4K screen.
    nonisolated static let textSizes = [100, 150, 200]
    nonisolated static let windows = [
        Size(width: 320, height: 240), Size(width: 640, height: 480), Size(width: 1280, height: 800), Size(width: 3840, height: 2160),
    ]

    @Test(arguments: faces)
    func everyScreenFitsInEveryLanguage(_ face: Face) throws {
        let language = face.language
        #expect(FileManager.default.isReadableFile(atPath: face.face.path), "\(face.face.path) is not installed: scripts/setup.sh test installs it")
        for textSize in Self.textSizes {
            var settings = Settings.defaults
            settings.language = language
            settings.textSize = textSize
            for size in Self.windows {
                let harness = try Harness(
                    mode: .cross, feedback: .zero, size: size, settings: settings,
                    language: { context in
                        let live = LanguageClient.live(
                            context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
                        return LanguageClient(environment: [:], catalog: live.catalog, font: { _, _ in FontChoice(face: face.face) })
                    }, font: face.face)
                #expect(harness.app.renderer.catalog.language == language.resolved(environment: [:]))
                #expect(harness.app.renderer.font == face.face)
                // Every line break from here on, held to the rule for broken words at the end.
                harness.app.renderer.text.wrapped = []
                // A score that is not 0, so restarting asks.
                try harness.click(harness.larger)
                try harness.pump()
                for screen in Shown.allCases {
                    try open(screen, in: harness)
                    try harness.app.present()
                    // Every view of a screen that scrolls, a view's move at a time, to its end; a
                    // screen in one view, that view (it was left unchecked).
                    if let rows = harness.app.scrollRows, rows.scrolls {
                        var views = [0]
                        while let last = views.last, last < rows.lastFirst { views.append(rows.moved(last, by: .views(1))) }
                        for view in views {
                            scroll(screen, to: view, in: harness)
                            try checkFit(
                                of: "\(screen) from row \(view + 1) of \(rows.heights.count) at text size \(textSize)", in: harness, size: size,
                                language: language)
                        }
                    } else {
                        try checkFit(of: "\(screen) at text size \(textSize)", in: harness, size: size, language: language)
                    }
                    scroll(screen, to: 0, in: harness)
                    try close(screen, in: harness)
                }
                for (message, values) in Self.notices {
                    try harness.app.send(.notify(message, values))
                    try checkFit(of: "notice \(message) at text size \(textSize)", in: harness, size: size, language: language)
                    // (Held as a dialog that scrolls: its every view.)
                    if harness.app.model.holdsNotice, let rows = harness.app.scrollRows, rows.scrolls {
                        var view = 0
                        while view < rows.lastFirst {
                            view = rows.moved(view, by: .views(1))
                            harness.app.model.scroll = view
                            try checkFit(
                                of: "notice \(message) held, from row \(view + 1) at text size \(textSize)", in: harness, size: size,
                                language: language)
                        }
                    }
                    try letHeldNoticeGo(harness)
                }
                // A notice over a screen's buttons keeps above them (the help's About, a question's).
                for screen in [Shown.help, .restartQuestion] {
                    try open(screen, in: harness)
                    try harness.app.send(.notify(UIText.raceJoined, ["name": "PS5 DualSense Wireless Controller"]))
                    try checkFit(of: "a notice over \(screen) at text size \(textSize)", in: harness, size: size, language: language)
                    try letHeldNoticeGo(harness)
                    try close(screen, in: harness)
                }
                // No word broken but where it is wider than a line, at a joint or a hyphenation point.
                let painter = harness.app.renderer
                for problem in try BrokenWordsCheck.problems(
                    in: painter.text.wrapped ?? [], painter: painter.text, language: language.resolved(environment: [:]))
                {
                    Issue.record("\(language) \(size) at text size \(textSize): \(problem)")
                }
                painter.text.wrapped = nil
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
    /// under 24; the screens scroll instead (the stats, where their table would not fit, become
    /// a list), or turn pages (the preferences). At 100% no screen turns pages in a 1280x800 window.
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
                try harness.app.present()
                harness.app.renderer.text.resetSmallest()
                try harness.app.present()
                let smallest = harness.app.renderer.text.smallestDrawn ?? 0
                #expect(smallest >= readable, "\(screen) at \(textSize)%: \(smallest) px type")
                // (And every view of a screen that scrolls.)
                if let rows = harness.app.scrollRows, rows.scrolls {
                    for view in 0...rows.lastFirst {
                        scroll(screen, to: view, in: harness)
                        harness.app.renderer.text.resetSmallest()
                        try harness.app.present()
                        let smallest = harness.app.renderer.text.smallestDrawn ?? 0
                        #expect(smallest >= readable, "\(screen) from row \(view + 1) at \(textSize)%: \(smallest) px type")
                    }
                }
                scroll(screen, to: 0, in: harness)
                try close(screen, in: harness)
            }
        }
        let large = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1280, height: 800))
        try large.click(large.larger)
        try large.pump()
        for screen in Shown.allCases {
            try open(screen, in: large)
            // (The preferences in two columns, in one view.)
            #expect(screen != .preferences || large.app.scrollRows?.scrolls == false, "\(screen)")
            try close(screen, in: large)
        }
    }

    func open(_ screen: Shown, in harness: Harness) throws {
        switch screen {
        case .play: break
        case .marks:
            // A wrong tap's ✗ and the larger shape's ✓ (the number keys on the shapes, which sit on
            // tiles of their own over the shapes, go while they show).
            let largest = harness.game.currentTurn?.largestIndex ?? 0
            harness.app.game.feedback = Game.Feedback(
                tappedIndex: largest == 0 ? 1 : 0, matched: false, largestIndex: largest, until: harness.app.parts.clock.now() + .seconds(3600),
                player: nil)
            harness.app.renderer.labelsShapes = true
        case .barMenu:
            try harness.app.send(.command(.toggleBarMenu))
            harness.app.model.pointedAt = harness.app.layout.bar.overflow.last?.action
        case .themeList:
            try harness.press(.character("o"))
            try harness.pump()
            try harness.app.send(.command(.preference(.theme, step: 0)))
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
        case .inside:
            try harness.press(.character("d"))
            try harness.press(.character("i"))
        case .guide:
            try harness.press(.character("i"))
            try harness.pump()
            try harness.app.present()
            try harness.app.send(.command(.readGuide(.abstractFactory)))
            #expect(harness.app.model.reading == .abstractFactory)
        case .raceJoining: try harness.press(.character("v"))
        case .raceJoined:
            // The notice that a player joined, over the seats' lines.
            try harness.press(.character("v"))
            try harness.app.send(.command(.raceJoin(.controller(3), name: Self.longPad)))
        case .raceCountdown:
            try harness.press(.character("v"))
            try harness.app.send(.command(.raceJoin(.controller(3), name: Self.longPad)))
            try harness.press(.enter)
            try harness.pump()
            harness.app.model.race?.screen = .countdown(until: harness.app.parts.clock.now() + .seconds(3))
        case .raceWaits, .leaveRaceQuestion:
            // A racer's controller unplugged: the race waits, and backing out asks.
            try harness.press(.character("v"))
            try harness.app.send(.command(.raceJoin(.controller(3), name: Self.longPad)))
            try harness.press(.enter)
            try harness.pump()
            try harness.app.send(.padUnplugged(3))
            if screen == .leaveRaceQuestion { try harness.press(.escape) }
        case .racePlay, .raceResults:
            // Two players joined, the countdown over: the race is played (a click once meant
            // to join the mouse never did, and these cases checked the joining screen).
            try harness.press(.character("v"))
            try harness.pump()
            try harness.press(.enter)
            try harness.app.send(.command(.raceJoin(.controller(3), name: Self.longPad)))
            try harness.pump()
            // (In a small window at a large size, the notice that the pad joined waits for its OK.)
            try letHeldNoticeGo(harness)
            try harness.app.send(.tick(harness.app.parts.clock.now() + .seconds(60)))
            try harness.pump()
            #expect(
                harness.game.play.kind == .race,
                "\(screen): no race played in \(harness.game.layout.windowSize) at \(harness.app.model.settings.file.textSize) %, \(harness.app.model.screens.names) over \(String(describing: harness.app.model.race?.screen))"
            )
            if screen == .raceResults { try harness.app.send(.raceFinished(Self.raceResult)) }
        }
        try harness.pump()
    }

    func close(_ screen: Shown, in harness: Harness) throws {
        // (A notice held over the screen, as the one that a racer joined can be, goes first.)
        try letHeldNoticeGo(harness)
        switch screen {
        case .play: break
        case .marks:
            harness.app.game.feedback = nil
            harness.app.renderer.labelsShapes = false
        case .resetQuestion, .themeList:
            try harness.press(.escape)
            try harness.press(.escape)
        case .barMenu:
            harness.app.model.pointedAt = nil
            try harness.press(.escape)
        case .dailyPlay: try harness.press(.character("y"))
        case .inside:
            try harness.press(.character("i"))
            try harness.press(.character("d"))
        case .guide: try harness.press(.character("i"))
        case .raceJoined, .raceCountdown, .raceWaits, .leaveRaceQuestion, .racePlay, .raceResults:
            try harness.app.send(.command(.leaveRace))
            try harness.app.send(.command(.confirmLeaveRace))
            try harness.app.send(.command(.leaveRace))
        default: try harness.press(.escape)
        }
        try harness.pump()
        #expect(harness.app.model.overlay == nil && harness.app.model.confirmation == nil && !harness.app.model.isPaused, "\(screen) stays open")
    }

    /// A notice its band could not show whole waits as a dialog for its OK: given, so the next
    /// screen opens.
    private func letHeldNoticeGo(_ harness: Harness) throws {
        guard harness.app.model.holdsNotice else { return }
        try harness.press(.enter)
        try harness.pump()
        #expect(!harness.app.model.holdsNotice && harness.app.model.notice == nil, "Enter lets the held notice go")
    }

    /// Scrolls `screen` (the panel, the preferences, any other) to its view from `row`.
    private func scroll(_ screen: Shown, to row: Int, in harness: Harness) {
        switch screen {
        case .inside, .guide: harness.app.model.insideScroll = row
        case .preferences: harness.app.model.preferencesScroll = row
        default: harness.app.model.scroll = row
        }
    }

    /// Draws a frame, recording every line of text, and checks it: each problem is an issue.
    private func checkFit(of screen: String, in harness: Harness, size: Size, language: LanguageSetting) throws {
        let painter = harness.app.renderer
        painter.text.resetSmallest()
        let (lines, pictures) = try drawnFrame(harness)
        #expect(!lines.isEmpty, "\(screen): no text")
        let (width, height) = try painter.renderer.outputSize()
        let frame = DrawnFrame(
            lines: lines, pictures: pictures,
            controls: harness.app.controls.map { $0.frame.scaled(by: Double(width) / size.width) },
            bar: harness.game.layout.barFrame.scaled(by: Double(width) / size.width),
            window: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), pixel: Double(height) / size.height,
            meant: DrawnFrame.meantEllipses(in: painter.catalog))
        for problem in frame.problems { Issue.record("\(language) \(size) \(screen): \(problem)") }
        // No text below the player's size: 12 px at 100 %, 24 at 200 %.
        let readable = Int((12 * painter.text.scale * frame.pixel).rounded(.down))
        let smallest = painter.text.smallestDrawn ?? 0
        #expect(smallest >= readable, "\(language) \(size) \(screen): \(smallest) px type, under \(readable)")
    }

    /// A frame's text, pictures and controls, in output pixels, and what is wrong with where
    /// they are: a line of text lies wholly inside the window, overlaps no other line drawn in
    /// its layer (a screen's panel covers those under it) nor any at all when it is the notice's,
    /// and is a control's label or keeps out of every control and every mark or picture drawn
    /// with it.
    struct DrawnFrame {
        var lines: [(text: String, drawn: Renderer.Drawn)]
        var pictures: [Renderer.Drawn]
        var controls: [Rect]
        var bar: Rect
        var window: Rect
        /// Output pixels to a window point, upright (a tall face's leading may touch a pixel).
        var pixel: Double
        /// The texts that end in an ellipsis on purpose (a line that opens a question, a race
        /// waiting for its player): any other ellipsis is text cut short.
        var meant: [String] = []

        static let cutShort = " is cut short (an ellipsis)"
        static let noticeCutShort = " is cut short (an ellipsis), in a notice"

        /// The messages of `catalog` that end in an ellipsis, each from its last placeholder on.
        static func meantEllipses(in catalog: Catalog) -> [String] {
            [UIText.rowReset, UIText.rowAbout, UIText.raceWaiting].map { message in
                let text = catalog(message)
                return String(text.split(separator: "}").last ?? Substring(text))
            }
        }

        static let notice = GameRenderer.Layer.notice.rawValue

        var problems: [String] {
            var found: [String] = []
            // Nothing is cut short: an ellipsis only where a message ends in one.
            for line in lines where line.text.contains("…") && !meant.contains(where: { $0.hasSuffix(line.text) || line.text.hasSuffix($0) }) {
                found.append("“\(line.text)”" + (line.drawn.layer == Self.notice ? Self.noticeCutShort : Self.cutShort))
            }
            for (index, line) in lines.enumerated() {
                let frame = line.drawn.frame
                // NB: a label may span two controls side by side (a preference's "<" and ">" halves).
                let touched = controls.filter { overlaps(frame, $0) }
                let inBar = frame.minY >= bar.minY - 0.5 && frame.maxY <= bar.maxY + 0.5
                // (The bar's own icons, whose "?" is a glyph, are the bar's, usable or not.)
                if touched.isEmpty, !inBar {
                    for picture in pictures where picture.layer == line.drawn.layer && overlaps(frame, picture.frame) {
                        found.append("“\(line.text)” runs into a mark at \(picture.frame)")
                    }
                }
                if let first = touched.first {
                    let union = touched.dropFirst().reduce(first) { joined, control in
                        Rect(
                            x: min(joined.minX, control.minX), y: min(joined.minY, control.minY),
                            width: max(joined.maxX, control.maxX) - min(joined.minX, control.minX),
                            height: max(joined.maxY, control.maxY) - min(joined.minY, control.minY))
                    }
                    if line.drawn.layer == Self.notice || !union.contains(frame, slack: 0.5) {
                        found.append("“\(line.text)” runs into a control at \(union)")
                    }
                }
                if !window.contains(frame, slack: 0.5) { found.append("“\(line.text)” is cut: \(frame)") }
                for other in lines[(index + 1)...] where overlaps(frame, other.drawn.frame) {
                    let sameLayer = other.drawn.layer == line.drawn.layer
                    if sameLayer || line.drawn.layer == Self.notice || other.drawn.layer == Self.notice {
                        found.append("“\(line.text)” overlaps “\(other.text)”")
                    }
                }
            }
            return found
        }

        /// Whether two boxes share more than a sliver: a line's box includes its font's leading,
        /// and a pixel of it may touch the next.
        private func overlaps(_ a: Rect, _ b: Rect) -> Bool {
            a.intersects(b) && min(a.maxX, b.maxX) - max(a.minX, b.minX) >= 1.5 && min(a.maxY, b.maxY) - max(a.minY, b.minY) >= 1.5 * pixel
        }
    }

    /// The check sees what it is for: a line moved onto another, a line moved onto a button,
    /// a line moved out of the window, each found in a frame that fitted.
    @Test func theFitCheckFindsABoxMovedOntoAnother() throws {
        var settings = Settings.defaults
        settings.language = .german
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 640, height: 480), settings: settings)
        try harness.click(harness.larger)
        try harness.pump()
        try harness.press(.character("r"))
        try harness.pump()
        let (lines, pictures) = try drawnFrame(harness)
        let fitted = DrawnFrame(
            lines: lines, pictures: pictures, controls: harness.app.controls.map(\.frame), bar: harness.game.layout.barFrame,
            window: Rect(x: 0, y: 0, width: 640, height: 480), pixel: 1)
        #expect(fitted.problems.isEmpty, "\(fitted.problems)")
        #expect(lines.count >= 3)
        func moved(_ index: Int, to origin: Point) -> DrawnFrame {
            var frame = fitted
            let line = frame.lines[index]
            frame.lines[index].drawn = Renderer.Drawn(
                texture: line.drawn.texture, frame: Rect(origin: origin, size: line.drawn.frame.size), layer: line.drawn.layer)
            return frame
        }
        let question = try #require(harness.app.controls.first)
        #expect(!moved(0, to: lines[1].drawn.frame.origin).problems.isEmpty, "a line onto another")
        #expect(!moved(0, to: Point(x: question.frame.minX - 4, y: question.frame.minY - 4)).problems.isEmpty, "a line onto a button")
        #expect(!moved(1, to: Point(x: 600, y: 20)).problems.isEmpty, "a line out of the window")
        // A line cut short with an ellipsis; one that ends in one on purpose is not.
        var cut = fitted
        cut.meant = DrawnFrame.meantEllipses(in: harness.app.renderer.catalog)
        cut.lines[0].text = "reset statistics and high sc…"
        #expect(!cut.problems.isEmpty, "a line cut short")
        cut.lines[0].text = harness.app.renderer.catalog(UIText.rowReset)
        #expect(cut.problems.isEmpty, "\(cut.problems)")
        // A notice's line over a line of any layer beneath it.
        var notice = fitted
        notice.lines.append(
            (text: "notice", drawn: Renderer.Drawn(texture: lines[0].drawn.texture, frame: lines[1].drawn.frame, layer: DrawnFrame.notice)))
        #expect(!notice.problems.isEmpty, "a notice over a line")
    }
}

extension Rect {
    /// Whether `other` lies wholly inside, give or take `slack`.
    fileprivate func contains(_ other: Rect, slack: Double) -> Bool {
        other.minX >= minX - slack && other.maxX <= maxX + slack && other.minY >= minY - slack && other.maxY <= maxY + slack
    }
}
