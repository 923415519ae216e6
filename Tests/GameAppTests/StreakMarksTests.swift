import Drawing
import Locking
import Preferences
import TestSupport
import Testing

@testable import GameApp
@testable import GameCore

/// The streak's rules on screen: the bonus a turn gave ("+10") beside the score, a lost streak
/// marked where the streak is, each for a moment, and both said by the voice.
@Suite struct StreakMarksTests {
    static func result(matched: Bool, bonus: Int = 0, lost: Int = 0, player: Int? = nil) -> TurnResult {
        var turn = Turn(id: 1, shapes: [SquareShape(sideLength: 0.2), SquareShape(sideLength: 0.4)], startedAt: .zero)
        _ = turn.complete(tappingShapeAt: matched ? 1 : 0, at: .milliseconds(500))
        return TurnResult(
            turn: turn, number: 1, scoreIncrement: (matched ? 1 : -1) + bonus, score: 15, streak: matched ? 5 : 0, player: player,
            streakBonus: bonus, streakLost: lost)
    }

    @Test func aMarkShowsForAMomentAndItsRoomForTheWholeStreak() {
        var marks = StreakMarks()
        marks.note(Self.result(matched: true), at: .seconds(1))
        #expect(marks.bonus(at: .seconds(1)) == nil && marks.room == nil && marks.nextChange == nil)
        marks.note(Self.result(matched: true, bonus: 10), at: .seconds(2))
        #expect(marks.bonus(at: .seconds(2)) == 10 && marks.room == 10 && marks.nextChange == .seconds(2) + StreakMarks.duration)
        marks.expire(at: .milliseconds(3499))
        #expect(marks.bonus(at: .milliseconds(3499)) == 10)
        marks.expire(at: .milliseconds(3500))
        // The mark is gone; its room stays while the streak lasts.
        #expect(marks.bonus(at: .milliseconds(3500)) == nil && marks.room == 10 && marks.nextChange == nil)
        marks.note(Self.result(matched: false, lost: 6), at: .seconds(4))
        #expect(marks.isLost(at: .seconds(4)) && marks.room == nil && !marks.isLost(at: .seconds(4) + StreakMarks.duration))
        // A racer's turn is not the HUD's streak.
        marks.note(Self.result(matched: true, bonus: 10, player: 0), at: .seconds(5))
        #expect(marks.bonus(at: .seconds(5)) == nil && marks.isLost(at: .seconds(5)))
        // A miss with no streak to end marks nothing.
        marks.note(Self.result(matched: false), at: .seconds(6))
        #expect(!marks.isLost(at: .seconds(6)))
    }
}

extension GameAppTests {
    @Test(arguments: [false, true])
    func theBonusAndALostStreakAreShownThenGo(reducedMotion: Bool) throws {
        let clock = ManualClock()
        var settings = Settings.defaults
        settings.reduceMotion = reducedMotion ? .on : .off
        let harness = try Harness(mode: .square, feedback: .zero, settings: settings, clock: clock.client)
        let catalog = harness.app.renderer.catalog
        for _ in 0..<4 {
            try harness.click(harness.larger)
            try harness.pump()
        }
        #expect(try !drawnTexts(harness).contains("+10"))
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.game.score == 15)
        // Beside the score, the moment the score swells (or does not, with motion reduced).
        let (lines, _) = try drawnFrame(harness)
        let score = try #require(lines.first { $0.text == catalog(UIText.score, ["score": "15"]) })
        let bonus = try #require(lines.first { $0.text == "+10" }, "\(lines.map(\.text))")
        #expect(bonus.drawn.frame.minX > score.drawn.frame.maxX && bonus.drawn.frame.minY < score.drawn.frame.maxY)
        for line in lines where line.text != "+10" && line.drawn.frame.maxY <= harness.game.layout.hudHeight {
            #expect(bonus.drawn.frame.maxX <= line.drawn.frame.minX || line.drawn.frame.maxX <= bonus.drawn.frame.minX, "\(line.text)")
        }
        // Gone after its moment: the loop's timer draws a frame without it.
        clock.advance(by: StreakMarks.duration)
        try harness.pump()
        #expect(try !drawnTexts(harness).contains("+10"))
        try harness.click(harness.smaller)
        try harness.pump()
        let lost = catalog(UIText.streakLostAndBest, ["best": "15"])
        #expect(try drawnTexts(harness).contains(lost))
        clock.advance(by: StreakMarks.duration)
        try harness.pump()
        let texts = try drawnTexts(harness)
        #expect(!texts.contains(lost) && texts.contains(catalog(UIText.streakAndBest, ["streak": "0", "best": "15"])), "\(texts)")
    }

    @Test func theVoiceSaysTheBonusAndALostStreak() throws {
        let said = Locked<[String]>([])
        var settings = Settings()
        settings.speech = .on
        let harness = try Harness(
            mode: .square, feedback: .zero, settings: settings,
            announcer: AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } })
        for _ in 0..<6 {
            try harness.click(harness.larger)
            try harness.pump()
        }
        try harness.click(harness.smaller)
        try harness.pump()
        try harness.click(harness.smaller)
        try harness.pump()
        #expect(
            said.withLock { $0 } == [
                "Right. Score 1", "Right. Score 2", "Right. Score 3", "Right. Score 4", "Right. Streak bonus +10. Score 15, streak 5",
                "Right. Streak bonus +10. Score 26, streak 6", "Wrong. Streak lost. Score 25", "Wrong. Score 24",
            ])
        let german = LocalizationTests.catalog(.german)
        #expect(german(UIText.spokenRightBonus, ["bonus": "+10", "score": "15", "streak": "5"]) == "Richtig. Serienbonus +10. Punkte 15, Serie 5")
    }
}
