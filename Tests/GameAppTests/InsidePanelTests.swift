import Drawing
import GameCore
import Locking
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The "how it works" panel beside the shapes (issue 50): `I` and the bar's button open it, the
/// turn stays playable beside it, it says the facts of the turn on screen and follows each tap,
/// it turns pages in a small window, and the voice reads it.
extension GameAppTests {
    @Test func iOpensThePanelBesideAPlayableTurnThatTheBarsButtonCloses() throws {
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1000, height: 600))
        let catalog = harness.app.renderer.catalog
        try harness.press(.character("i"))
        try harness.pump()
        #expect(harness.app.model.showsInside && harness.game.layout.keepsAside)
        #expect(harness.appEvents.contains { if case .inside(shown: true) = $0 { true } else { false } })
        let aside = try #require(harness.game.layout.asideFrame)
        #expect(harness.game.views.allSatisfy { !$0.frame.intersects(aside) })
        var texts = try drawnTexts(harness)
        // (Its title makes room for its facts where they scroll: the bar's button, lit, says what it is.)
        #expect(texts.contains(catalog(UIText.patternStrategy)), "\(texts)")
        #expect(texts.contains(catalog(UIText.insideAsked, ["turn": "1"])), "\(texts)")
        #expect(texts.contains { $0.hasPrefix("CrossTurnStrategy") }, "\(texts)")
        #expect(harness.app.insideShown()?.text.section(.chain)?.lines.first?.text == catalog(UIText.insideNoTap))
        // The turn plays on beside it, and the panel follows the tap.
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.turnEnds.count == 1)
        texts = try drawnTexts(harness)
        let chain = harness.app.insideShown()?.text.section(.chain)?.lines.map(\.text) ?? []
        let why = catalog(UIText.insideWhyRight)
        #expect(chain.contains(catalog(UIText.insideShareWhy, ["scorer": "MatchScorer", "increment": "+1", "why": why])), "\(chain)")
        #expect(texts.contains(catalog(UIText.insideAsked, ["turn": "2"])), "\(texts)")
        // The log heard what it shows, once per change.
        let explained = harness.appEvents.compactMap { if case .explained(let facts, _) = $0 { facts } else { nil } }
        #expect(explained.map(\.turn) == [1, 2] && explained.last?.taps.map(\.turn) == [1])
        let button = try #require(harness.app.controls.first { $0.action == .toggleInside })
        try harness.click(button.frame.center)
        try harness.pump()
        #expect(!harness.app.model.showsInside && !harness.game.layout.keepsAside)
        #expect(try !drawnTexts(harness).contains(catalog(UIText.patternStrategy)))
    }

    /// Where the panel beside the shapes would be narrower than about twenty characters of text
    /// (320x240 at 150 % and 200 %), it takes the whole band: the shapes wait under it (no tap,
    /// no key picks one, the turn's clock stands still) until it closes. Wider, it stays beside
    /// a playable turn.
    @Test func thePanelTakesTheWindowWhereItWouldBeTooNarrow() throws {
        for (size, textSize, takes) in [
            (Size(width: 320, height: 240), 200, true), (Size(width: 320, height: 240), 150, true), (Size(width: 640, height: 480), 200, false),
            (Size(width: 320, height: 240), 100, false),
        ] {
            var settings = Settings.defaults
            settings.textSize = textSize
            let harness = try Harness(mode: .cross, feedback: .zero, size: size, settings: settings)
            let larger = harness.larger
            try harness.press(.character("i"))
            try harness.pump()
            let layout = harness.game.layout
            #expect(layout.asideTakesBand == takes && harness.game.acceptsTaps == !takes, "\(size) at \(textSize)")
            #expect((layout.asideFrame == layout.band) == takes, "\(size) at \(textSize)")
            if takes {
                // Nothing of the turn shows or can be picked: its shapes are no focus place.
                #expect(!harness.app.context.focusPlaces.contains { if case .shape = $0.target { true } else { false } })
                let shapes = try drawnFrame(harness).pictures.filter { $0.layer == GameRenderer.Layer.scene.rawValue }
                #expect(shapes.isEmpty, "\(size) at \(textSize): \(shapes.count) shapes drawn under the panel")
                try harness.press(.character("1"))
                try harness.click(larger)
                try harness.pump()
                #expect(harness.game.score == 0 && harness.game.currentTurn?.id == 1)
                // Closed: the same turn, playable again.
                try harness.press(.character("i"))
                try harness.pump()
                #expect(!harness.game.layout.keepsAside && harness.game.acceptsTaps && harness.game.currentTurn?.id == 1)
            } else {
                try harness.click(harness.larger)
                try harness.pump()
                #expect(harness.game.score == 1, "\(size) at \(textSize)")
            }
        }
    }

    @Test func thePanelScrollsInASmallWindowByItsButtonsPageDownAndTheWheel() throws {
        var settings = Settings.defaults
        settings.textSize = 200
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 320, height: 240), settings: settings)
        try harness.press(.character("i"))
        try harness.pump()
        try harness.app.present()
        let rows = try #require(harness.app.renderer.pagedLayouts.insideScroll)
        #expect(rows.scrolls && harness.app.scrollRows == rows)
        let down = try #require(harness.app.controls.first { $0.action == .scroll(.views(1)) })
        #expect(harness.app.controls.contains { $0.action == .scroll(.views(-1)) })
        #expect(down.frame.width >= 24 && harness.game.layout.asideFrame?.contains(down.frame.center) == true)
        // The controls event named them once the panel was drawn taller than its room.
        let announced: [Control] =
            harness.appEvents.compactMap { event -> [Control]? in if case .controls(let controls) = event { controls } else { nil } }.last ?? []
        #expect(announced.contains { $0.action == .scroll(.views(1)) })
        let first = try drawnTexts(harness)
        try harness.click(down.frame.center)
        try harness.pump()
        let afterClick = harness.app.model.insideScroll
        #expect(afterClick > 0 && harness.app.model.showsInside)
        #expect(try drawnTexts(harness) != first)
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.insideScroll > afterClick)
        try harness.press(.home)
        try harness.pump()
        #expect(harness.app.model.insideScroll == 0)
        try harness.app.screen.queue.push(.wheel(steps: -1), to: harness.app.screen.window)
        try harness.pump()
        #expect(harness.app.model.insideScroll == min(3, rows.lastFirst))
        // Every row is drawn, whole, in the room beside the column, a view at a time.
        let scale = try harness.app.renderer.renderer.pixelScale()
        let room = try #require(harness.app.layout.insideColumn).text.scaled(by: scale)
        let texts = (harness.app.renderer.pagedLayouts.inside?.layout.rows ?? []).map(\.text).filter { !$0.isEmpty }
        var seen = Set<String>()
        var view = 0
        while true {
            harness.app.model.insideScroll = view
            for line in try drawnLines(harness) where texts.contains(line.text) {
                #expect(line.drawn.frame.maxX <= room.maxX + 1 && line.drawn.frame.maxY <= room.maxY + 1, "\(line.text) at \(line.drawn.frame)")
                seen.insert(line.text)
            }
            guard view < rows.lastFirst else { break }
            view = rows.moved(view, by: .views(1))
        }
        #expect(Set(texts).subtracting(seen).isEmpty, "never shown: \(Set(texts).subtracting(seen))")
        // A screen over it has the scroll keys: the help scrolls its own.
        harness.app.model.insideScroll = 2
        try harness.press(.character("h"))
        try harness.pump()
        try harness.press(.pageDown)
        try harness.pump()
        #expect(harness.app.model.insideScroll == 2 && harness.app.scrollRows?.scrolls == true && harness.app.model.scroll > 0)
    }

    @Test func theVoiceReadsThePanelAsItOpensAndEachTapsChain() throws {
        var settings = Settings.defaults
        settings.speech = .on
        let said = Locked<[String]>([])
        let voice = AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } }
        let harness = try Harness(mode: .square, feedback: .zero, settings: settings, announcer: voice)
        let catalog = harness.app.renderer.catalog
        try harness.press(.character("i"))
        try harness.pump()
        try harness.app.step(maximumWait: 50)
        #expect(
            said.withLock { $0 }.contains { $0.hasPrefix(catalog(UIText.insideTitle)) && $0.contains("BasicTurnStrategy") }, "\(said.withLock { $0 })"
        )
        try harness.click(harness.larger)
        try harness.pump()
        try harness.app.step(maximumWait: 50)
        #expect(
            said.withLock { $0 }.contains { $0.contains(catalog(UIText.patternChain)) && $0.contains("MatchScorer +1: ") }, "\(said.withLock { $0 })")
    }
}

/// The panel follows what changes the turn (a mode, a theme, the day's challenge), and one-switch
/// play reaches its page buttons.
extension GameAppTests {
    @Test func thePanelFollowsAModeAThemeAndTheDaysChallenge() throws {
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 1000, height: 600))
        try harness.press(.character("i"))
        try harness.pump()
        #expect(harness.app.insideFacts.strategy == .basic(kind: .square, count: 2))
        try harness.press(.character("c"))
        try harness.pump()
        #expect(harness.app.insideFacts.strategy == .basic(kind: .circle, count: 2))
        var settings = Settings.defaults
        settings.theme = .colorblind
        try harness.app.send(.settingsRead(settings))
        try harness.pump()
        let facts = harness.app.insideFacts
        #expect(facts.theme == .colorblind && facts.themeFactory == "ColorblindTheme")
        #expect(facts.style?.fillColor == harness.game.views.first?.style.fillColor && facts.style?.fillColor != ShapeStyle.classic.fillColor)
        try harness.press(.character("y"))
        try harness.pump()
        guard case .daily(_, _, 1) = harness.app.insideFacts.strategy else {
            Issue.record("the day's challenge shows \(harness.app.insideFacts.strategy)")
            return
        }
        #expect(try drawnTexts(harness).contains { $0.contains("DailyTurnStrategy") })
        // The log heard each change.
        let explained = harness.appEvents.compactMap { if case .explained(let facts, _) = $0 { facts.strategy.typeName } else { nil } }
        #expect(explained.contains("BasicTurnStrategy") && explained.last == "DailyTurnStrategy")
    }

    @Test func oneSwitchPlayReachesThePanelsScrollButtonsAfterTheShapes() throws {
        // Beside the shapes (320x240 at 100 %), then over them where it takes the band (200 %):
        // its scroll buttons after the shapes, or alone, then its own buttons in view (stepping
        // on or off, at its top), then the bar.
        for (textSize, shapes) in [(100, [FocusTarget.shape(0), .shape(1)]), (200, [])] {
            let clock = ManualClock()
            var settings = Self.scanning()
            settings.textSize = textSize
            let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 320, height: 240), settings: settings, clock: clock.client)
            // (Every key is the switch in one-switch play: the bar's button opens it, as the command.)
            try harness.app.send(.command(.toggleInside))
            try harness.pump()
            try harness.app.present()
            try harness.pump()
            #expect(harness.game.layout.asideTakesBand == shapes.isEmpty)
            let places = harness.app.scanPlaces.map(\.target)
            let buttons = harness.app.insideButtons.map { FocusTarget.control($0.action) }
            #expect(buttons.first == .control(.toggleStepping), "\(textSize): \(buttons)")
            #expect(
                places == shapes + [.control(.scroll(.views(-1))), .control(.scroll(.views(1)))] + buttons + [.control(.scanBar)],
                "\(textSize): \(places)")
        }
    }
}

/// What the panel teaches of each pattern (issue 56): the strategies as a tree under the
/// interface, both factories of each kind, the builder's steps and where each value came from,
/// each link's reason, what each listener did with the tap, and what changed since the last tap.
extension GameAppTests {
    @Test func eachSectionTeachesItsPatternFromTheTurnOnScreen() throws {
        var settings = Settings.defaults
        settings.adaptive = true
        settings.colorOverrides.outline = RGBA(red: 0, green: 0, blue: 255)
        let harness = try Harness(mode: .mixed, feedback: .zero, size: Size(width: 1000, height: 600), settings: settings)
        let catalog = harness.app.renderer.catalog
        try harness.press(.character("i"))
        try harness.pump()
        var text = try #require(harness.app.insideShown()?.text)
        let strategy = try #require(text.section(.strategy)).lines
        // Adaptive ▸ Random ▸ Basic, each a level deeper, the interface above them.
        #expect(strategy.first?.text == catalog(UIText.insideAsked, ["turn": "1"]) && strategy.first?.depth == 0)
        let nodes = strategy.filter(\.node)
        #expect(nodes.map(\.depth) == [1, 2, 3], "\(strategy)")
        #expect(nodes[0].text == catalog(UIText.insideAdaptive) && nodes[1].text.hasPrefix("RandomTurnStrategy"))
        #expect(nodes[2].text.hasPrefix("BasicTurnStrategy"))
        #expect(
            strategy.contains { $0.text == catalog(UIText.insideModes, ["types": catalog.forms.list(["CrossTurnStrategy", "DailyTurnStrategy"])]) })
        #expect(strategy.last?.text == catalog(UIText.insideSwapHint), "what the buttons under it are for")
        // Both products of the kind's factory pair.
        let kind = try #require(harness.game.views.first?.kind)
        let entry = try #require(ShapeKindRegistry.entry(for: kind))
        let factory = try #require(text.section(.factory)).lines.map(\.text).joined(separator: "\n")
        #expect(factory.contains(entry.factoryName) && factory.contains(entry.viewFactoryName), "\(factory)")
        #expect(!factory.contains("×"), "sizing is the strategies' work: \(factory)")
        // The builder's steps, each value's source: the theme's fill, the player's outline.
        let builder = try #require(text.section(.builder)).lines.map(\.text)
        #expect(builder.count == 5 && builder[1].hasSuffix(catalog(UIText.insideFromTheme, ["factory": "ClassicTheme"])), "\(builder)")
        #expect(builder[2].contains("#0000ff") && builder[2].hasSuffix(catalog(UIText.insideFromSettings)), "\(builder)")
        #expect(text.sections.allSatisfy { $0.lines.allSatisfy { !$0.marked } }, "nothing is marked before a tap")
        // A wrong tap: the chain says why each link gave what it gave, the observer who did what.
        let wrong = (harness.game.currentTurn?.largestIndex ?? 0) == 0 ? 1 : 0
        try harness.click(harness.game.views[wrong].frame.center)
        try harness.pump()
        text = try #require(harness.app.insideShown()?.text)
        let chain = try #require(text.section(.chain)).lines
        #expect(chain.first?.text == catalog(UIText.insideLastWrong, ["turn": "1"]))
        #expect(
            chain.map(\.text).contains(
                catalog(
                    UIText.insideShareWhy,
                    ["scorer": "StreakScorer", "increment": "0", "why": catalog(UIText.insideWhyNoStreak, ["streak": "0", "needed": "5"])])
            ), "\(chain)")
        let observer = try #require(text.section(.observer)).lines.map(\.text)
        #expect(observer.contains(catalog(UIText.insideTapEvent, ["event": catalog(UIText.insideEventTurn, ["event": "turnEnded", "turn": "1"])])))
        #expect(
            observer.contains(catalog(UIText.insideListener, ["listener": "StatsRecorder", "did": catalog(UIText.insideDidCount)])), "\(observer)")
        // What the tap changed is marked: its chain, and the new turn's number; what stayed is not.
        let marked = Set(text.sections.flatMap { $0.lines.filter(\.marked).map(\.key) })
        #expect(marked.isSuperset(of: ["chain.tap", "chain.0", "chain.1", "chain.total", "strategy.asked", "observer.tap"]), "\(marked)")
        #expect(marked.isDisjoint(with: ["strategy.others", "factory.why", "builder.steps", "builder.2", "observer.subject"]), "\(marked)")
        // A right tap next: the chain's rows change again and are marked again; the reason too.
        try harness.click(harness.larger)
        try harness.pump()
        text = try #require(harness.app.insideShown()?.text)
        let again = try #require(text.section(.chain)).lines
        #expect(again.first?.text == catalog(UIText.insideLastRight, ["turn": "2"]) && again.first?.marked == true)
        #expect(again.contains { $0.key == "chain.1" && $0.marked && $0.text.contains("StreakScorer") }, "\(again)")
    }
}

/// The panel's buttons swap a part (issue 56): practice, with the free game waiting, no record and
/// no statistics; the voice and the log say what changed; none in a daily challenge.
extension GameAppTests {
    @Test func thePanelsButtonsSwapPartsAsPracticeThatSetsNoRecordAndLeavesTheStatsAlone() throws {
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 1280, height: 1000))
        let catalog = harness.app.renderer.catalog
        try harness.click(harness.larger)
        try harness.pump()
        try harness.press(.character("i"))
        try harness.pump()
        func button(_ swap: Parts.Swap) throws -> Point {
            // (Scrolled into view where the panel scrolls.)
            for _ in 0..<12 {
                if let control = harness.app.controls.first(where: { $0.action == .game(.swapPart(swap)) }) { return control.frame.center }
                try harness.app.send(.command(.scroll(.views(1))))
                try harness.pump()
            }
            Issue.record("no button for \(swap)")
            return .zero
        }
        try harness.click(try button(.streakScorer))
        try harness.pump()
        #expect(harness.game.play.kind == .practice && harness.game.parts == Parts(streakScorer: false))
        #expect(harness.app.model.notice?.content == .message(UIText.partsPractice, ["parts": catalog(UIText.partWithoutStreak)]))
        try harness.click(try button(.speedBonus))
        try harness.pump()
        #expect(harness.game.parts == Parts(streakScorer: false, speedBonus: true))
        let turns = harness.app.parts.stats.stats.turns
        harness.app.parts.saver.flush()
        let record = harness.app.parts.saver.record
        for _ in 0..<3 {
            try harness.click(harness.larger)
            try harness.pump()
        }
        // Practice's taps score through the chain plugged in, and count for nothing.
        #expect(
            harness.turnEnds.suffix(3).allSatisfy { $0.result.isPractice && $0.result.shares.map(\.scorer) == ["MatchScorer", "SpeedBonusScorer"] })
        harness.app.parts.saver.flush()
        #expect(harness.app.parts.stats.stats.turns == turns && harness.app.parts.saver.record == record)
        let chain = harness.app.insideShown()?.text.section(.chain)?.lines.map(\.text) ?? []
        #expect(chain.contains(catalog(UIText.insideCode, ["code": "MatchScorer(next: SpeedBonusScorer())"])), "\(chain)")
        // All parts back: the free game, its score as it was.
        try harness.app.send(.command(.scroll(.views(-20))))
        try harness.pump()
        try harness.click(try button(.reset))
        try harness.pump()
        #expect(harness.game.play.isFree && harness.game.score == 1 && harness.app.model.notice?.message == UIText.partsBack)
        #expect(!harness.app.controls.contains { $0.action == .game(.swapPart(.reset)) })
    }

    @Test func aDailyChallengeHasNoPartToSwap() throws {
        let harness = try Harness(mode: .square, feedback: .zero, size: Size(width: 1280, height: 1000))
        try harness.press(.character("i"))
        try harness.pump()
        #expect(harness.app.controls.contains { $0.action == .game(.swapPart(.strategy)) })
        try harness.press(.character("y"))
        try harness.pump()
        #expect(harness.game.daily != nil)
        #expect(!harness.app.controls.contains { if case .game(.swapPart) = $0.action { true } else { false } })
        try harness.press(.function(5))
        try harness.pump()
        #expect(harness.game.parts == .standard && harness.game.daily != nil)
    }
}

/// What changed since the last tap is marked, not what moved: a kind made again, in another
/// place among the turn's shapes, keeps its factories' lines unmarked.
extension GameAppTests {
    @Test func aKindMadeAgainElsewhereAmongTheShapesIsNotMarkedAsChanged() throws {
        var settings = Settings.defaults
        settings.shapesPerTurn = 5
        let harness = try Harness(mode: .cross, feedback: .zero, size: Size(width: 1280, height: 800), settings: settings)
        try harness.press(.character("i"))
        try harness.pump()
        func factoryLines() throws -> [InsideText.Line] {
            let text = try #require(harness.app.insideShown()?.text)
            return try #require(text.section(.factory)).lines
        }
        var previous = try factoryLines().map(\.text)
        var moved = 0
        for _ in 0..<10 {
            try harness.click(harness.larger)
            try harness.pump()
            let lines = try factoryLines()
            for (index, line) in lines.enumerated() {
                guard let was = previous.firstIndex(of: line.text) else { continue }
                #expect(!line.marked, "\"\(line.text)\" is as it was")
                if was != index { moved += 1 }
            }
            previous = lines.map(\.text)
        }
        #expect(moved > 0, "some turn made a kind again elsewhere")
    }
}
