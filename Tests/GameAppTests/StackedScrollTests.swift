import Drawing
import GameCore
import Platform
import Preferences
import Testing

@testable import GameApp

/// The pause, a question, the results and the race's joining screen scroll where their lines do
/// not fit at the player's size, as the help does: ▲ ▼ and the scrollbar in a column at their
/// right, Page Up and Down, Home and End and the wheel (the arrows and the stick keep moving the
/// focus ring over their buttons, and on the pause, any other key still resumes); back to the top when
/// the screen changes, and the preferences' page kept under the reset's question. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// A German player at 200 % in a 320x240 window.
    private func smallGerman() throws -> Harness { try small(.german, textSize: 200) }

    /// A player of `language` (its catalogue loaded) at `textSize` in a 320x240 window.
    private func small(_ language: LanguageSetting, textSize: Int) throws -> Harness {
        var settings = Settings.defaults
        settings.language = language
        settings.textSize = textSize
        return try Harness(
            mode: .cross, feedback: .zero, size: Size(width: 320, height: 240), settings: settings,
            language: { context in
                LanguageClient.live(context: context, resources: ResourceLocator.locate(), environment: [:], catalogs: LocalizationTests.catalogs)
            })
    }

    /// Every view from the top to the end, a view's move at a time: each row drawn whole in the
    /// room beside the column, none under a button, every row of text seen once at least.
    private func everyRowIsSeen(_ harness: Harness, _ what: String) throws {
        let rows = try #require(harness.app.scrollRows, "\(what) does not scroll")
        let stack = harness.app.stackPages
        let column = try #require(stack.column)
        let scale = try harness.app.renderer.renderer.pixelScale()
        let room = column.text.scaled(by: scale)
        let buttons = harness.app.controls.map { $0.frame.scaled(by: scale) }
        var seen = Set<String>()
        var view = 0
        while true {
            harness.app.model.scroll = view
            for line in try drawnLines(harness) where stack.texts.contains(line.text) && line.drawn.layer == GameRenderer.Layer.screen.rawValue {
                let frame = line.drawn.frame
                #expect(
                    frame.minX >= room.minX - 1 && frame.maxX <= room.maxX + 1 && frame.minY >= room.minY - 1 && frame.maxY <= room.maxY + 1,
                    "\(what): \(line.text) at \(frame), room \(room)")
                #expect(!buttons.contains { $0.intersects(line.drawn.frame.insetBy(dx: 1, dy: 1)) }, "\(what): \(line.text) under a button")
                seen.insert(line.text)
            }
            guard view < rows.lastFirst else { break }
            view = rows.moved(view, by: .views(1))
        }
        #expect(Set(stack.texts.filter { !$0.isEmpty }).subtracting(seen).isEmpty, "\(what): never shown \(Set(stack.texts).subtracting(seen))")
        harness.app.model.scroll = 0
    }

    @Test func thePauseScrollsWhereItsTextIsTaller() throws {
        let harness = try smallGerman()
        try harness.press(.character("p"))
        try harness.pump()
        try harness.app.present()
        let rows = try #require(harness.app.scrollRows)
        #expect(harness.app.model.isPaused && rows.scrolls)
        let down = try #require(harness.app.controls.first { $0.action == .scroll(.views(1)) })
        // A click on ▼ scrolls (a click there once resumed the game, so the rest could never be read).
        try harness.click(down.frame.center)
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.scroll > 0)
        try harness.press(.home)
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.scroll == 0)
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.scroll > 0)
        try harness.press(.end)
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.scroll == rows.lastFirst)
        try harness.app.screen.queue.push(.wheel(steps: 1), to: harness.app.screen.window)
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.scroll == max(rows.lastFirst - 3, 0))
        // The focus ring reaches the scroll buttons too (a controller, one-switch play).
        let places = harness.app.scene(controls: harness.app.controls).places
        #expect(places.contains { $0.target == .control(.scroll(.views(1))) })
        try everyRowIsSeen(harness, "the pause")
        // Any other key resumes, as the pause says; paused again, it shows its top.
        try harness.press(.character("k"))
        try harness.pump()
        #expect(!harness.app.model.isPaused)
        try harness.press(.character("p"))
        try harness.pump()
        #expect(harness.app.model.isPaused && harness.app.model.scroll == 0)
    }

    @Test func aQuestionTooTallForItsWindowScrolls() throws {
        let harness = try smallGerman()
        // The reset's question over the preferences, scrolled down a view: the question scrolls
        // on its own, and the preferences' view is there again after it.
        try harness.press(.character("o"))
        try harness.pump()
        try harness.press(.pageDown)
        try harness.pump()
        let under = harness.app.model.preferencesScroll
        #expect(under > 0 && harness.app.model.isPreferencesShown)
        try harness.app.send(.command(.preference(.reset, step: 0)))
        try harness.pump()
        try harness.app.present()
        #expect(harness.app.model.confirmingReset && harness.app.model.scroll == 0 && harness.app.scrollRows?.scrolls == true)
        // The scroll buttons are announced with the controls (the event log's `controls`).
        let lists: [[Control]] = harness.appEvents.compactMap { event in if case .controls(let controls) = event { controls } else { nil } }
        let announced = lists.last ?? []
        #expect(announced.contains { $0.action == .scroll(.views(1)) } && announced == harness.app.controls)
        let first = try drawnTexts(harness)
        let down = try #require(harness.app.controls.first { $0.action == .scroll(.views(1)) })
        let up = try #require(harness.app.controls.first { $0.action == .scroll(.views(-1)) })
        #expect(up.frame.maxY <= down.frame.minY && up.frame.width >= 24, "\(up.frame) over \(down.frame)")
        try harness.click(down.frame.center)
        try harness.pump()
        #expect(harness.app.model.scroll > 0 && harness.app.model.confirmingReset && harness.app.model.preferencesScroll == under)
        #expect(try drawnTexts(harness) != first, "the next view shows other lines")
        try harness.press(.pageUp)
        try harness.pump()
        #expect(harness.app.model.scroll == 0)
        #expect(try drawnTexts(harness) == first)
        try everyRowIsSeen(harness, "the reset's question")
        // Its buttons one under the other: two side by side would not hold their labels.
        let buttons = harness.app.controls.filter { $0.action == .confirmReset || $0.action == .closePreferences }
        #expect(buttons.count == 2 && buttons[0].frame.maxY <= buttons[1].frame.minY)
        // Closed, and asked again: its top; the preferences' view under it as it was.
        try harness.click(down.frame.center)
        try harness.press(.escape)
        try harness.pump()
        #expect(!harness.app.model.confirmingReset && harness.app.model.isPreferencesShown && harness.app.model.preferencesScroll == under)
        try harness.app.send(.command(.preference(.reset, step: 0)))
        try harness.pump()
        #expect(harness.app.model.scroll == 0 && harness.app.model.confirmingReset)
    }

    /// In a window that holds them, the same screens show whole, with no scroll buttons.
    @Test func aQuestionThatFitsDoesNotScroll() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 640, height: 480))
        try harness.click(harness.larger)
        try harness.pump()
        try harness.press(.character("r"))
        try harness.pump()
        try harness.app.present()
        #expect(harness.app.scrollRows == nil)
        #expect(!harness.app.controls.contains { if case .scroll = $0.action { true } else { false } })
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.scroll == 0)
        let buttons = harness.app.controls.filter { $0.action == .confirmRestart || $0.action == .backOut }
        #expect(buttons.count == 2 && buttons[0].frame.minY == buttons[1].frame.minY, "side by side")
    }
}

extension GameAppTests {
    /// The daily's results in a window too small for them at the player's size: their first view
    /// holds the day's score and its marks (the day's name and date, the figures below them),
    /// and the rest scrolls; in a window that holds them, the day's name is above the score.
    @Test func theDailysFirstViewHoldsItsScoreAndMarks() throws {
        for language in [LanguageSetting.german, .japanese] {
            var settings = Settings.defaults
            settings.language = language
            settings.textSize = 200
            let (storage, _) = DailyChallengeAppTests.memory()
            let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 320, height: 240), settings: settings, storage: storage)
            try harness.press(.character("y"))
            try harness.pump()
            try DailyChallengeAppTests.playTheDay(harness, wrong: [3])
            let card = try #require(harness.app.model.dailyResults)
            try harness.app.present()
            #expect(harness.app.scrollRows?.scrolls == true, "\(language)")
            let catalog = harness.app.renderer.catalog
            let score = catalog(UIText.dailyScore, ["score": catalog.forms.number(card.result.score)])
            let frame = try drawnFrame(harness)
            let daily = GameRenderer.Layer.daily.rawValue
            #expect(frame.lines.contains { $0.text == score && $0.drawn.layer == daily }, "\(language): \(frame.lines.map(\.text))")
            // The marks: twenty tiles in one picture, drawn in the results' layer.
            #expect(frame.pictures.contains { $0.layer == daily && $0.frame.width > $0.frame.height * 8 }, "\(language): no marks in view")
        }
    }

    /// The first view of every stacked screen holds what it is for, in every language, in the
    /// smallest window at large text: a question and what it costs, how to join the race, each
    /// racer's score, the day's score. (A screen that fits shows it all.)
    @Test(arguments: [LanguageSetting.english, .german, .japanese, .simplifiedChinese])
    func everyFirstViewHoldsItsEssentials(language: LanguageSetting) throws {
        func squeezed(_ text: String) -> String { String(text.filter { !$0.isWhitespace && $0 != "-" && $0 != "\u{00AD}" }) }
        for textSize in [150, 200] {
            let catalog = try small(language, textSize: textSize).app.renderer.catalog
            #expect(catalog.language == language.resolved(environment: [:]))
            let score = catalog.forms.number(1)
            // (Each racer's score by their seat's name where the results scroll, else by their
            // whole name.)
            let racers = Self.raceResult.lines.enumerated().map { seat, line in
                catalog(UIText.raceLine, ["name": RacePlayer.name(nil, seat: seat, in: catalog), "score": catalog.forms.number(line.score)])
            }
            let essentials: [(Shown, [String])] = [
                (.restartQuestion, [catalog(UIText.restartQuestion), catalog(UIText.restartLoses, ["score": score])]),
                (.resetQuestion, [catalog(UIText.resetQuestion)]),
                (.raceJoining, [catalog(UIText.raceHowToJoin)]),
                (.raceResults, racers),
                (.dailyResults, [catalog(UIText.dailyScore, ["score": catalog.forms.number(Self.dailyCard.result.score)])]),
            ]
            for (screen, texts) in essentials {
                // (Each in a game of its own, with a score that is not 0, so restarting asks.)
                let harness = try small(language, textSize: textSize)
                try harness.click(harness.larger)
                try harness.pump()
                try open(screen, in: harness)
                if screen == .raceResults {
                    // (The results of a race played to its end, as the fit check's; the notices
                    // of its players joining long gone.)
                    harness.app.model.race?.screen = .results(Self.raceResult)
                    harness.app.model.notice = nil
                    try harness.pump()
                }
                try harness.app.present()
                let pages = harness.app.stackPages
                #expect(pages.screen != nil, "\(screen) is no stacked screen")
                if let rows = pages.rows {
                    let first = squeezed(pages.texts.prefix(rows.inView(from: 0)).joined())
                    for text in texts {
                        #expect(
                            first.contains(squeezed(text)),
                            "\(language) at \(textSize) %: \(screen)'s first view lacks “\(text)”: \(pages.texts.prefix(rows.inView(from: 0)))")
                    }
                }
            }
        }
    }
}
