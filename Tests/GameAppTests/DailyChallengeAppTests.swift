import Drawing
import GameCore
import Locking
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The daily challenge in the app: the reducer's part without a window, then the real loop with
/// real key events, the state kept between runs, and SDL's clipboard.
@MainActor
@Suite(.serialized) struct DailyChallengeAppTests {
    static let today = CivilDate(daysSince1970: 20_790)

    static func context(counted: Bool = false, shapes: Int = 2, play: Play.Kind = .free) -> AppContext {
        AppContext(
            shapesPerTurn: shapes, adaptive: false, isFullscreen: false, autoplay: false, now: .zero,
            today: today, dailyCountedToday: counted, play: play)
    }

    /// While the game plays the day's (counted) challenge.
    static let inDaily = context(play: .daily(practice: false))

    static let card = DailyCard(
        result: DailyResult(date: today, score: 42, marks: Array(repeating: true, count: 19) + [false], medianReactionMilliseconds: 700),
        daysInARow: 2, counted: true)

    @Test func theCalendarStartsTodaysChallengeAndSaysWhenItIsPractice() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        _ = AppReducer.reduce(&model, .command(.toggleHelp), in: Self.context())
        let effects = AppReducer.reduce(&model, .command(.toggleDaily), in: Self.context(counted: true))
        #expect(effects.contains(.startDaily(DailyChallenge(date: Self.today), practice: true)))
        #expect(effects.contains(.game(.hideShapes(false))) && effects.contains(.announce(.overlay(.help, shown: false))))
        #expect(model.dailyResults == nil && model.overlay == nil && !model.hidesShapes)
        // The model keeps no copy of what is played: the game says it is the day's challenge.
        let practice = Self.context(play: .daily(practice: true))
        // The rules are the day's: the keys that would change them only say so.
        for command in [AppCommand.changeShapeCount(by: 1), .toggleAdaptive] {
            let refused = AppReducer.reduce(&model, .command(command), in: practice)
            #expect(!refused.contains { if case .changeSetting = $0 { true } else { false } })
            #expect(model.notice?.message == UIText.dailyFixedRules)
        }
        // The calendar again leaves it.
        #expect(AppReducer.reduce(&model, .command(.toggleDaily), in: practice).contains(.game(.leaveDaily)))
        // In free play the same keys change the settings.
        let changed = AppReducer.reduce(&model, .command(.toggleAdaptive), in: Self.context())
        #expect(changed.contains { if case .changeSetting = $0 { true } else { false } })
    }

    @Test func theResultsShowUntilThePlayerLeavesAndCopyPutsTheCardOnTheClipboard() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        _ = AppReducer.reduce(&model, .command(.toggleDaily), in: Self.context())
        #expect(AppReducer.reduce(&model, .command(.copyDailyCard), in: Self.inDaily) == [])
        // A result the game did not play (it left the challenge meanwhile) shows nothing.
        #expect(AppReducer.reduce(&model, .dailyFinished(Self.card), in: Self.context()) == [] && model.dailyResults == nil)
        let finished = AppReducer.reduce(&model, .dailyFinished(Self.card), in: Self.inDaily)
        #expect(finished.contains(.game(.hideShapes(true))) && finished.contains(.controlsChanged))
        #expect(model.facesDailyResults && model.hidesShapes)
        #expect(AppReducer.reduce(&model, .command(.copyDailyCard), in: Self.inDaily) == [.copyCard(Self.card)])
        // The help may open over the results and close again; Esc then leaves the challenge.
        _ = AppReducer.reduce(&model, .command(.toggleHelp), in: Self.inDaily)
        #expect(model.showsDailyResults && !model.facesDailyResults)
        _ = AppReducer.reduce(&model, .command(.backOut), in: Self.inDaily)
        #expect(model.facesDailyResults)
        let left = AppReducer.reduce(&model, .command(.backOut), in: Self.inDaily)
        #expect(left.contains(.game(.leaveDaily)) && left.contains(.game(.hideShapes(false))) && model.dailyResults == nil)
    }

    @Test func aModeLeavesTheChallengeAndRAfterTheResultsPlaysItAgainAsPractice() {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        _ = AppReducer.reduce(&model, .command(.toggleDaily), in: Self.context())
        _ = AppReducer.reduce(&model, .dailyFinished(Self.card), in: Self.inDaily)
        let again = AppReducer.reduce(&model, .command(.restart), in: Self.context(counted: true, play: .daily(practice: false)))
        #expect(again.contains(.startDaily(DailyChallenge(date: Self.today), practice: true)) && model.dailyResults == nil)
        let mode = AppReducer.reduce(&model, .command(.game(.setMode(.circle))), in: Self.context(play: .daily(practice: true)))
        // NB: the game leaves the challenge itself when its mode changes.
        #expect(mode.contains(.game(.setMode(.circle))) && !mode.contains(.game(.leaveDaily)) && model.dailyResults == nil)
    }

    /// A state file in memory, shared by the runs of one test.
    static func memory() -> (StateStorage, Locked<GameRecord>) {
        let stored = Locked(GameRecord())
        return (
            StateStorage(
                load: { StateStore.Loaded(record: stored.withLock { $0 }) },
                save: { record in
                    stored.withLock { $0 = record }; return nil
                }), stored
        )
    }

    /// Twenty turns by key: right except those in `wrong`.
    static func playTheDay(_ harness: GameAppTests.Harness, wrong: Set<Int> = []) throws {
        for turn in 0..<DailyChallenge.turnCount {
            let largest = harness.game.currentTurn?.largestIndex ?? 0
            let index = wrong.contains(turn) ? (largest + 1) % 3 : largest
            try harness.press(.character(Character("\(index + 1)")))
            try harness.pump()
        }
    }

    @Test func theDayIsPlayedByKeysItsFirstResultCountsAndCopyFillsSDLsClipboard() throws {
        let (storage, stored) = Self.memory()
        var counted: DailyCard?
        do {
            let harness = try GameAppTests.Harness(mode: .square, feedback: .zero, storage: storage)
            try harness.click(harness.larger)
            try harness.pump()
            #expect(harness.game.score == 1)
            try harness.press(.character("y"))
            try harness.pump()
            #expect(harness.game.daily != nil && harness.game.views.count == 3 && harness.game.score == 0)
            try Self.playTheDay(harness, wrong: [3, 9])
            let card = try #require(harness.app.model.dailyResults)
            #expect(card.counted && card.result.marks.filter { !$0 }.count == 2 && card.result.score == harness.game.score)
            #expect(harness.app.controls.contains { $0.action == .copyDailyCard })
            try harness.press(.control("c"))
            try harness.pump()
            #expect(harness.context.clipboardText == card.text(in: .english))
            #expect(harness.appEvents.contains { if case .copied(card.text(in: .english)) = $0 { true } else { false } })
            // Esc leaves for the squares, whose score waited.
            try harness.press(.escape)
            try harness.pump()
            #expect(harness.game.daily == nil && harness.game.mode == .square && harness.game.score == 1 && harness.game.views.count == 2)
            harness.app.finish()
            counted = card
        }
        #expect(stored.withLock { $0.daily } == [try #require(counted?.result)])
        // The next run, the same day: practice, shown as such, and the counted result stays.
        let again = try GameAppTests.Harness(mode: .square, feedback: .zero, storage: storage)
        try again.press(.character("y"))
        try again.pump()
        #expect(again.game.play.daily?.isPractice == true)
        try Self.playTheDay(again)
        #expect(again.app.model.dailyResults?.counted == false)
        again.app.finish()
        #expect(stored.withLock { $0.daily } == [try #require(counted?.result)])
    }
}

extension DailyChallengeAppTests {
    /// The restart's question hides the shapes; the calendar (or the race) answers it no and shows
    /// the day's shapes, and the game hears they are back.
    @Test func startingFromTheRestartsQuestionShowsTheShapesAgain() {
        for command in [AppCommand.toggleDaily, .toggleRace] {
            var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
            var context = Self.context()
            context.score = 5
            _ = AppReducer.reduce(&model, .command(.restart), in: context)
            #expect(model.confirmingRestart && model.hidesShapes)
            let effects = AppReducer.reduce(&model, .command(command), in: context)
            #expect(model.confirmation == nil && effects.contains(.announce(.confirmation(.restart, shown: false))))
            // The day plays at once; a race first waits for its players, shapes hidden (so the
            // game, told once what follows from the change, hears nothing).
            let hidden = effects.compactMap { if case .game(.hideShapes(let hidden)) = $0 { hidden } else { nil } }
            #expect(hidden == (command == .toggleRace ? [] : [false]) && model.hidesShapes == (command == .toggleRace))
        }
    }
}
