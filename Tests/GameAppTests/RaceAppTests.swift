import Drawing
import Foundation
import GameCore
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The race for two through SDL's real queue into the real loop: virtual controllers, the
/// keyboard and the mouse join and play; a controller unplugged mid-race pauses it. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    static func raceSettings(target: Int) -> Settings {
        var settings = Settings.defaults
        settings.raceTarget = target
        return settings
    }

    /// The seat's ring onto shape `index` of a two-shape turn, then A.
    func ringTap(_ index: Int, seat: Int, pad: VirtualController, in harness: Harness) throws {
        if harness.app.model.race?.rings[seat].isShown != true { try press(.dpadLeft, on: pad, in: harness) }
        try press(index == 0 ? .dpadLeft : .dpadRight, on: pad, in: harness)
        #expect(harness.app.model.race?.rings[seat].target == .shape(index))
        try press(.a, on: pad, in: harness)
    }

    @Test func twoVirtualControllersRaceToTheTargetAndRematch() throws {
        try TemporaryFolder.with("race") { folder in
            let log = folder.appendingPathComponent("events.jsonl")
            let harness = try Harness(
                mode: .square, feedback: .zero, eventLog: try EventSink.file(path: log.path), settings: Self.raceSettings(target: 5))
            let pads = [try VirtualController(context: harness.context), try VirtualController(context: harness.context)]
            try harness.pump()
            try harness.press(.character("v"))
            try harness.pump()
            #expect(harness.app.model.race?.isJoining == true && harness.app.model.hidesShapes)
            for pad in pads { try press(.a, on: pad, in: harness) }
            let race = try #require(harness.game.race)
            // The game knows seats and kinds of input; which pad plays which seat is the app's.
            #expect(race.scores.map(\.player.input) == [.gamepad, .gamepad])
            #expect(harness.app.model.race?.players.map(\.device) == pads.map { .controller($0.id.rawValue) })
            #expect(harness.app.model.race?.isPlaying == true && !harness.app.model.hidesShapes)
            // Pad 1 takes two turns in three, pad 2 the third, until pad 1 has 5. Each has a streak of
            // their own: the other's win breaks none, so pad 1's fifth right tap earns the bonus.
            var turn = 0
            while harness.game.race?.isOver == false, turn < 20 {
                let seat = turn % 3 == 2 ? 1 : 0
                try ringTap(try #require(harness.game.currentTurn?.largestIndex), seat: seat, pad: pads[seat], in: harness)
                turn += 1
            }
            #expect(harness.game.race?.winner == 0 && harness.game.race?.scores.map(\.score) == [15, 2])
            let result = try #require(harness.app.model.race?.result)
            #expect(result.winner == 0 && result.lines.map(\.bestStreak) == [5, 2] && result.lines.map(\.accuracy) == [1, 1])
            let lines = try Self.logLines(log)
            let ends = lines.filter { $0["event"] as? String == "turn_ended" && $0["player"] != nil }
            #expect(ends.count == 7 && ends.allSatisfy { $0["winner"] as? Int == $0["player"] as? Int && $0["input"] as? String == "gamepad" })
            let started = try #require(lines.first { $0["event"] as? String == "race_started" })
            #expect(started["target"] as? Int == 5 && (started["players"] as? [[String: Any]])?.count == 2)
            let finished = try #require(lines.first { $0["event"] as? String == "race_finished" })
            #expect(finished["winner"] as? Int == 1)
            // Rematch, by a click on its button.
            let rematch = try #require(harness.app.controls.first { $0.action == .rematch })
            try harness.click(rematch.frame.center)
            try harness.pump()
            #expect(harness.game.race?.scores.map(\.score) == [0, 0] && harness.app.model.race?.isPlaying == true)
            // Done goes back to the squares.
            try harness.press(.character("v"))
            try harness.pump()
            #expect(harness.game.race == nil && harness.app.model.race == nil && harness.game.views.count == 2)
        }
    }

    @Test func aKeyboardPlayerRacesAControllerAndAWrongTapLocksOut() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        let pad = try VirtualController(context: harness.context)
        try harness.pump()
        try harness.press(.character("v"))
        try harness.pump()
        try harness.press(.enter)
        try harness.pump()
        try press(.a, on: pad, in: harness)
        #expect(harness.app.model.race?.players.map(\.device) == [.keyboard, .controller(pad.id.rawValue)])
        let largest = try #require(harness.game.currentTurn?.largestIndex)
        let turn = harness.game.currentTurn?.id
        // The keyboard's wrong digit locks it out; its right one then counts for nothing.
        try harness.press(.character(Character("\(2 - largest)")))
        try harness.pump()
        try harness.press(.character(Character("\(largest + 1)")))
        try harness.pump()
        #expect(harness.game.race?.scores.map(\.score) == [-1, 0] && harness.game.currentTurn?.id == turn)
        try ringTap(largest, seat: 1, pad: pad, in: harness)
        #expect(harness.game.race?.scores.map(\.score) == [-1, 1] && harness.game.currentTurn?.id != turn)
        // The keyboard's own ring: arrows move it, Enter taps.
        let next = try #require(harness.game.currentTurn?.largestIndex)
        try harness.press(.left)
        try harness.pump()
        try harness.press(next == 0 ? .left : .right)
        try harness.pump()
        try harness.press(.enter)
        try harness.pump()
        #expect(harness.game.race?.scores.map(\.score) == [0, 1])
        // Touch joins nobody and says why.
        try harness.tap(harness.larger)
        try harness.pump()
        #expect(harness.app.model.notice?.message == UIText.raceNoTouch && harness.game.race?.turnsPlayed == 2)
    }

    @Test func tapsHandledInOnePassAreJudgedTogetherAndTheFirstWins() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        try harness.press(.character("v"))
        try harness.pump()
        try harness.press(.space)
        try harness.pump()
        try harness.click(Point(x: 400, y: 250))
        try harness.pump()
        #expect(harness.app.model.race?.players.map(\.device) == [.keyboard, .mouse])
        // Both right, both in SDL's queue before the loop looks: the keyboard's came first.
        let largest = try #require(harness.game.currentTurn?.largestIndex)
        try harness.press(.character(Character("\(largest + 1)")))
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.game.race?.scores.map(\.score) == [1, 0])
        #expect(harness.game.race?.turnsPlayed == 1 && harness.game.race?.lockedOut == [])
    }

    /// A race of the keyboard against a virtual pad, whose pad is then unplugged; the pad's
    /// player's name.
    func raceWithItsPadUnplugged(settings: Settings = .defaults, announcer: AnnouncerClient? = nil) throws -> (harness: Harness, name: String?) {
        let harness = try Harness(mode: .square, feedback: .zero, settings: settings, announcer: announcer)
        var second: VirtualController? = try VirtualController(context: harness.context)
        try harness.pump()
        try harness.press(.character("v"))
        try harness.pump()
        try harness.press(.enter)
        try harness.pump()
        if let second { try press(.a, on: second, in: harness) }
        let name = harness.game.race?.scores[1].player.name
        second = nil
        try harness.pump()
        return (harness, name)
    }

    @Test func unpluggingARacersControllerPausesAndSaysWhoIsMissing() throws {
        let (harness, named) = try raceWithItsPadUnplugged()
        let name = try #require(named)
        #expect(harness.app.model.pause == .unplugged && harness.app.model.race?.missing == [1])
        // The pause screen names who is missing.
        let painter = harness.app.renderer
        painter.text.shown = [:]
        try harness.app.present()
        let shown = Set((painter.text.shown ?? [:]).values)
        painter.text.shown = nil
        #expect(shown.contains { $0.contains(name) && $0.contains("missing") }, "\(shown)")
        // The pause says one thing: who is missing and how they come back (it once said, too,
        // that any key resumes).
        #expect(!shown.contains(harness.app.renderer.catalog(UIText.resume)), "\(shown)")
        // Nothing but that seat's new controller goes on: the keyboard player's keys, a click,
        // P: the race stays paused (once the other player's Enter resumed it and they won alone).
        for key: Key in [.enter, .space, .character("p"), .character("1"), .right] {
            try harness.press(key)
            try harness.pump()
            #expect(harness.app.model.pause == .unplugged, "\(key) resumed the race")
        }
        try harness.click(harness.larger)
        try harness.pump()
        #expect(harness.app.model.pause == .unplugged && harness.game.race?.turnsPlayed == 0)
        // Esc offers to leave the race; Cancel (Esc again) goes back to waiting.
        try harness.press(.escape)
        try harness.pump()
        #expect(harness.app.model.confirmation == .leaveRace && harness.app.model.race != nil)
        try harness.press(.escape)
        try harness.pump()
        #expect(harness.app.model.pause == .unplugged && harness.app.model.isPaused && harness.app.model.race != nil)
        // Another pad's A takes the seat, and the race goes on.
        let third = try VirtualController(context: harness.context)
        try harness.pump()
        try press(.a, on: third, in: harness)
        #expect(harness.app.model.race?.missing == [] && !harness.app.model.isPaused)
        #expect(harness.app.model.race?.seat(of: .controller(third.id.rawValue)) == 1)
    }

    /// A race that waits for a missing racer can be left: Esc asks, and Enter (or the Leave
    /// button) leaves it for the game that waited.
    @Test func aRaceWaitingForItsPlayerCanBeLeft() throws {
        let (harness, _) = try raceWithItsPadUnplugged()
        #expect(harness.app.model.waitsForRacer)
        #expect(harness.app.controls.contains { $0.action == .leaveRace } && !harness.app.controls.contains { $0.action == .resume })
        try harness.press(.escape)
        try harness.pump()
        #expect(harness.app.controls.map(\.action) == [.confirmLeaveRace, .backOut])
        try harness.press(.enter)
        try harness.pump()
        #expect(harness.app.model.race == nil && harness.game.race == nil && harness.app.model.screens.isEmpty)
        #expect(harness.game.acceptsTaps)
    }
}

extension GameAppTests {
    /// A racer whose pad goes while the players join keeps the seat: the race waits for them
    /// (nobody else takes it, no countdown begins), and the next controller's A takes it back.
    @Test func aPadUnpluggedBeforeTheRaceBeginsKeepsItsSeat() throws {
        let harness = try Harness(mode: .square, feedback: .zero)
        var first: VirtualController? = try VirtualController(context: harness.context)
        try harness.pump()
        try harness.press(.character("v"))
        try harness.pump()
        if let first { try press(.a, on: first, in: harness) }
        #expect(harness.app.model.race?.players.count == 1)
        first = nil
        try harness.pump()
        #expect(harness.app.model.race?.players.count == 1 && harness.app.model.race?.missing == [0] && harness.app.model.waitsForRacer)
        // The keyboard's Enter joins no one while the race waits.
        try harness.press(.enter)
        try harness.pump()
        #expect(harness.app.model.race?.players.count == 1 && harness.app.model.race?.isJoining == true)
        let second = try VirtualController(context: harness.context)
        try harness.pump()
        try press(.a, on: second, in: harness)
        #expect(harness.app.model.race?.players.first?.device == .controller(second.id.rawValue) && !harness.app.model.waitsForRacer)
        try harness.press(.enter)
        try harness.pump()
        #expect(harness.app.model.race?.players.count == 2 && harness.app.model.race?.isJoining == false)
    }

    /// The race at a glance: 3, 2, 1 before the first turn; a wrong tap dims its player's line
    /// and marks it with a cross until the next turn; the turn's winner's ✓ is in their colour.
    @Test func theRaceCountsDownDimsAWrongTapAndMarksTheWinnerInTheirColour() throws {
        let clock = ManualClock()
        let harness = try Harness(mode: .square, feedback: .seconds(2), clock: clock.client, raceCountdown: .seconds(3))
        try harness.pump()
        try harness.press(.character("v"))
        try harness.pump()
        try harness.press(.enter)
        try harness.pump()
        try harness.click(Point(x: 400, y: 250))
        try harness.pump()
        // Both joined: the countdown, not yet the race.
        #expect(harness.app.model.race?.countdownNumber(at: clock.now) == 3 && harness.game.race == nil && harness.app.model.hidesShapes)
        clock.advance(by: .milliseconds(1500))
        try harness.pump()
        #expect(harness.app.model.race?.countdownNumber(at: clock.now) == 2 && harness.game.race == nil)
        clock.advance(by: .milliseconds(1500))
        try harness.pump()
        #expect(harness.game.race != nil && !harness.app.model.hidesShapes && harness.game.views.count == 2)
        let theme = Theme.standard
        let largest = try #require(harness.game.currentTurn?.largestIndex)
        // The keyboard's wrong digit: its line dims.
        try harness.press(.character(Character("\(2 - largest)")))
        try harness.pump()
        #expect(harness.game.race?.lockedOut == [0])
        try harness.app.present()
        var image = try harness.app.screenshot()
        let band = Int(harness.game.layout.hudHeight)
        func hudShows(_ color: RGBA) -> Bool {
            (0..<band).contains { y in (0..<(image.width / 2)).contains { x in image[x, y] == color } }
        }
        #expect(hudShows(HUDPainter.dimmed(theme.racePlayer(0), over: theme.background)) && !hudShows(theme.racePlayer(0)))
        // The mouse player wins the turn: the ✓ on the shape is in their colour.
        let shape = harness.game.views[largest].frame
        try harness.click(shape.center)
        try harness.pump()
        #expect(harness.game.race?.scores.map(\.score) == [-1, 1] && harness.game.feedback?.player == 1)
        try harness.app.present()
        image = try harness.app.screenshot()
        let winner = theme.racePlayer(1)
        var badge = 0
        for y in Int(shape.midY) - 8...Int(shape.midY) + 8 {
            for x in Int(shape.midX) - 8...Int(shape.midX) + 8 where image[x, y] == winner { badge += 1 }
        }
        #expect(badge > 20, "\(badge) pixels of the winner's colour on the badge")
        // The next turn: nobody is out, the line is in full colour again.
        clock.advance(by: .seconds(2))
        try harness.pump()
        try harness.app.present()
        image = try harness.app.screenshot()
        #expect(harness.game.race?.lockedOut == [] && hudShows(theme.racePlayer(0)))
    }
}
