import Desktop
import Drawing
import GameCore
import Locking
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// Every screen, question and overlay the app can show is said as it opens, in the catalog's
/// words: a player who cannot see it is told where they are and what to do.
extension GameAppTests {
    /// Something that opens in front of the player.
    enum Opening: Sendable {
        /// One of the model's stack of screens: the pause, an overlay, a question.
        case screen(AppModel.Screen)
        case raceJoining
        case raceCountdown
        case raceResults
        case dailyStart
        case dailyResults

        /// Every one: each screen of the stack by its cases, then the race's and the day's own.
        static var all: [Opening] {
            PauseCause.allCases.map { .screen(.pause($0)) } + AppModel.Overlay.allCases.map { .screen(.overlay($0)) }
                + AppModel.Confirmation.allCases.map { .screen(.question($0)) } + [.screen(.notice)] + [
                    .raceJoining, .raceCountdown, .raceResults, .dailyStart, .dailyResults,
                ]
        }
    }

    @Test(arguments: Opening.all) func everyScreenIsSaidAsItOpens(_ opening: Opening) throws {
        var settings = Settings.defaults
        settings.speech = .on
        settings.raceTarget = 1
        let said = Locked<[String]>([])
        let voice = AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } }
        let clock = ManualClock()
        var harness = try Harness(
            mode: .square, feedback: .zero, settings: settings, clock: clock.client, raceCountdown: .seconds(3), announcer: voice)
        let catalog = harness.app.renderer.catalog
        var before = said.withLock { $0.count }
        func saidSince() -> [String] { Array(said.withLock { $0 }.dropFirst(before)) }
        func send(_ command: AppCommand) throws {
            try harness.app.send(.command(command))
            try harness.pump()
        }
        /// The keyboard and the mouse join the race, and its countdown runs to the first turn.
        func joinAndCountDown() throws {
            try send(.toggleRace)
            try harness.press(.enter)
            try harness.pump()
            before = said.withLock { $0.count }
            try harness.click(Point(x: 400, y: 250))
            try harness.pump()
            for _ in 0..<3 {
                clock.advance(by: .seconds(1))
                try harness.pump()
            }
        }
        let expected: [String]
        switch opening {
        case .screen(.pause(.unplugged)):
            // A racer's controller went: the pause says who is missing.
            before = said.withLock { $0.count }
            (harness, _) = try raceWithItsPadUnplugged(settings: settings, announcer: voice)
            let name = try #require(harness.app.model.race?.players.first { $0.seat == 1 }?.name(in: catalog))
            #expect(harness.app.model.waitsForRacer)
            expected = ["Paused. \(name) is missing: plug the controller in and press A"]
        case .screen(.pause(let cause)):
            try send(.pause(cause))
            #expect(harness.app.model.pause == cause)
            expected = [catalog(UIText.paused) + ". " + catalog(UIText.resume)]
        case .screen(.overlay(let overlay)):
            let command: AppCommand =
                switch overlay {
                case .help: .toggleHelp
                case .stats: .toggleStats
                case .preferences: .togglePreferences
                case .about: .toggleAbout
                }
            try send(command)
            #expect(harness.app.model.overlay == overlay)
            expected = [catalog(GameApp.title(of: overlay))]
        case .screen(.question(.restart)):
            try harness.click(harness.larger)
            try harness.pump()
            before = said.withLock { $0.count }
            try send(.restart)
            #expect(harness.app.model.confirmation == .restart)
            expected = [catalog.forms.sentences([catalog(UIText.restartQuestion), catalog(UIText.restartLoses, ["score": "1"])])]
        case .screen(.question(.resetStatistics)):
            try send(.togglePreferences)
            before = said.withLock { $0.count }
            try send(.preference(.reset, step: 0))
            #expect(harness.app.model.confirmation == .resetStatistics)
            expected = [catalog.forms.sentences([catalog(UIText.resetQuestion), catalog(UIText.resetKept)])]
        case .screen(.question(.leaveRace)):
            (harness, _) = try raceWithItsPadUnplugged(settings: settings, announcer: voice)
            before = said.withLock { $0.count }
            try harness.press(.escape)
            try harness.pump()
            #expect(harness.app.model.confirmation == .leaveRace)
            expected = [catalog.forms.sentences([catalog(UIText.raceLeaveQuestion), catalog(UIText.raceLeaveEnds)])]
        case .screen(.notice):
            // A notice too long for any band is held as a dialog: it is said once, whole.
            let path = "/home/player/" + String(repeating: "Pictures/", count: 200) + "shot.png"
            try harness.app.send(.notify(UIText.screenshotSaved, ["path": path]))
            try harness.pump()
            #expect(harness.app.model.holdsNotice)
            expected = [catalog(UIText.screenshotSaved, ["path": path])]
        case .raceJoining:
            try harness.press(.character("v"))
            try harness.pump()
            #expect(harness.app.model.race?.isJoining == true)
            expected = [
                "Race for two. Each player presses their own confirm to join: keyboard: Enter or Space · mouse: a click · controller: A. First to 1 point wins. Esc leaves the race."
            ]
        case .raceCountdown:
            try joinAndCountDown()
            #expect(harness.game.race != nil)
            // The second player's join, then 3, 2, 1.
            expected = ["Player 2 joined", "3", "2", "1"]
        case .raceResults:
            try joinAndCountDown()
            before = said.withLock { $0.count }
            let largest = try #require(harness.game.currentTurn?.largestIndex)
            try harness.press(.character(Character("\(largest + 1)")))
            try harness.pump()
            #expect(harness.app.model.race?.result != nil)
            expected = ["Player 1 right: 1", "Player 1 wins! Player 1: 1. Player 2: 0"]
        case .dailyStart:
            try harness.press(.character("y"))
            try harness.pump()
            let challenge = try #require(harness.game.play.daily?.challenge)
            expected = ["Daily challenge #\(challenge.number) · \(LocaleForms(.english).date(challenge.date)). 20 turns"]
        case .dailyResults:
            try harness.press(.character("y"))
            try harness.pump()
            try DailyChallengeAppTests.playTheDay(harness)
            let card = try #require(harness.app.model.dailyResults)
            expected = [card.text(in: catalog)]
        }
        let heard = saidSince()
        #expect(heard.firstRange(of: expected) != nil, "\(opening): \(heard)")
    }

    /// A second attempt the same day is practice, and the voice says so, with the score that counts.
    @Test func aPracticeDayIsSaidAsPracticeWithTheScoreThatCounts() throws {
        var settings = Settings.defaults
        settings.speech = .on
        let (storage, _) = DailyChallengeAppTests.memory()
        let said = Locked<[String]>([])
        let voice = AnnouncerClient { utterance in said.withLock { $0.append(utterance.text) } }
        let first = try Harness(mode: .square, feedback: .zero, settings: settings, storage: storage)
        try first.press(.character("y"))
        try first.pump()
        try DailyChallengeAppTests.playTheDay(first, wrong: [0])
        let counted = try #require(first.app.model.dailyResults?.result.score)
        first.app.finish()
        let again = try Harness(mode: .square, feedback: .zero, settings: settings, storage: storage, announcer: voice)
        try again.press(.character("y"))
        try again.pump()
        let challenge = try #require(again.game.play.daily?.challenge)
        #expect(again.game.play.daily?.isPractice == true)
        let catalog = again.app.renderer.catalog
        let words = SpeechOutbox.sentences([
            catalog(UIText.dailyTitle, ["number": "\(challenge.number)", "date": catalog.forms.date(challenge.date)]), "20 turns",
            catalog(UIText.dailyPracticeLine, ["score": "\(counted)"]),
        ])
        #expect(said.withLock { $0 }.contains(words), "\(said.withLock { $0 })")
    }
}
