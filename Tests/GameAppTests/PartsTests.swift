import Drawing
import Foundation
import Locking
import Logging
import Platform
import Preferences
import TestSupport
import Testing

@testable import GameApp
@testable import GameCore

/// Each part of the app alone, with test clients in place of the live ones.
@MainActor
@Suite struct PartsTests {
    static let quietLogger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    static func makeGame(clock: GameClock, feedback: Duration = .zero) -> Game {
        Game(
            mode: .square, settings: GameSettings(feedbackDuration: feedback), scorer: MatchScorer.standard, clock: clock,
            randomNumberGenerator: SeededGenerator(seed: 3),
            windowSize: Size(width: 800, height: 500))
    }

    // MARK: - AutoplayDriver

    @Test func theBotClicksTheLargerShapeOnceItsThinkTimeIsOver() throws {
        let clock = ManualClock()
        let game = Self.makeGame(clock: clock.client)
        var clicks: [Point] = []
        let driver = AutoplayDriver(
            bot: Bot(accuracy: 1), generator: SeededGenerator(seed: 1), thinkTime: .milliseconds(600), clock: clock.client, game: game,
            hand: .mouse { point in
                clicks.append(point)
                game.handle(.tap(point))
            })
        game.start()
        #expect(driver.nextDeadline == .milliseconds(600))
        clock.now = .milliseconds(599)
        try driver.tick(at: clock.now)
        #expect(clicks.isEmpty)
        let larger = game.views[game.currentTurn?.largestIndex ?? -1].hitPoint
        clock.now = .milliseconds(600)
        try driver.tick(at: clock.now)
        #expect(clicks == [larger] && game.score == 1)
        // The next turn began at 600 ms: its click is due 600 ms later.
        #expect(driver.nextDeadline == .milliseconds(1200))
    }

    @Test func theBotWaitsWhileThePlayerPauses() throws {
        let clock = ManualClock()
        let game = Self.makeGame(clock: clock.client)
        var clicks = 0
        let driver = AutoplayDriver(
            bot: Bot(accuracy: 1), generator: SeededGenerator(seed: 1), thinkTime: .zero, clock: clock.client, game: game,
            hand: .mouse { _ in clicks += 1 })
        game.start()
        game.handle(.hideShapes(true))
        #expect(driver.nextDeadline == nil)
        try driver.tick(at: .seconds(5))
        #expect(clicks == 0)
        game.handle(.hideShapes(false))
        try driver.tick(at: .seconds(5))
        #expect(clicks == 1)
        // One click per turn: the turn it clicked has not been scored by this double.
        try driver.tick(at: .seconds(6))
        #expect(clicks == 1)
    }

    // MARK: - StateSaver

    @Test func aStoreThatFailsCostsOneWarningAndNoTurns() {
        let console = Recorder<String>()
        let attempts = Locked(0)
        let failing = StateStorage(
            load: { StateStore.Loaded() },
            save: { _ in
                attempts.withLock { $0 += 1 }
                return "could not save the game's state: disk on fire"
            })
        let game = Self.makeGame(clock: .frozen)
        let saver = StateSaver(
            loaded: failing.load(), storage: failing, game: game, interval: .zero,
            warnings: Warnings(console: Console { console.append($0) }, logger: Self.quietLogger))
        game.start()
        for _ in 0..<20 {
            game.handle(.pickFirst)
            saver.flush()
        }
        #expect(game.turnsPlayed == 20 && saver.record.lifetimeTurns == 20)
        #expect(attempts.withLock { $0 } >= 1)
        #expect(console.all == ["tap-the-larger-shape: warning: could not save the game's state: disk on fire"])
    }

    /// A state file that could not be read (no permission, say) is never saved over: the run
    /// plays on in memory, nothing reaches the store, a reset refuses, and the player is told.
    @Test func aStateThatCouldNotBeReadIsNeverSaved() {
        let console = Recorder<String>()
        let saves = Locked(0)
        let unreadable = StateStorage(
            load: { StateStore.Loaded(warning: "the state file could not be read (Permission denied)", savable: false) },
            save: { _ in
                saves.withLock { $0 += 1 }
                return nil
            },
            setAside: { _ in .success("/somewhere/state.json.reset-1") })
        let game = Self.makeGame(clock: .frozen)
        let saver = StateSaver(
            loaded: unreadable.load(), storage: unreadable, game: game, interval: .zero,
            warnings: Warnings(console: Console { console.append($0) }, logger: Self.quietLogger))
        #expect(!saver.savesProgress)
        game.start()
        for _ in 0..<5 {
            game.handle(.pickFirst)
            saver.flush()
        }
        saver.remember(.square)
        saver.flush()
        #expect(saver.record.lifetimeTurns == 5 && saves.withLock { $0 } == 0)
        guard case .failure = saver.resetStatistics() else {
            Issue.record("a reset copied and replaced a file that could not be read")
            return
        }
        saver.flush()
        #expect(saves.withLock { $0 } == 0)
        #expect(console.all == ["tap-the-larger-shape: warning: the state file could not be read (Permission denied)"])
    }

    /// Taps the current turn's larger shape (`right`) or a smaller one.
    static func tap(_ game: Game, right: Bool) {
        let largest = game.currentTurn?.largestIndex ?? 0
        let index = right ? largest : game.views.indices.first { $0 != largest } ?? 0
        game.handle(.pick(index, by: .mouse))
    }

    static func saver(for game: Game) -> StateSaver {
        StateSaver(
            loaded: StateStore.Loaded(), storage: StateStorage(load: { StateStore.Loaded() }, save: { _ in nil }), game: game, interval: .zero,
            warnings: Warnings(console: Console { _ in }, logger: Self.quietLogger))
    }

    /// A mode's record is the points made in that mode: the score goes on across a mode change,
    /// but the next mode's record once took all of it (squares 26, then one right tap in cross
    /// made cross's record 37).
    @Test func aModesRecordIsThePointsMadeInIt() {
        let game = Self.makeGame(clock: .frozen)
        let saver = Self.saver(for: game)
        saver.remember(game.mode)
        game.start()
        for _ in 0..<6 { Self.tap(game, right: true) }
        #expect(game.score == 26)
        game.handle(.setMode(.cross))
        Self.tap(game, right: true)
        #expect(game.score == 37)
        #expect(saver.record.highScores == ["square": 26, "cross": 11] && saver.record.highScore == 37)
        // Back to squares: a new run for its record, which 26 still holds.
        game.handle(.setMode(.square))
        Self.tap(game, right: false)
        Self.tap(game, right: true)
        #expect(saver.record.highScore(in: .square) == 26)
        // A restart begins every run again from 0.
        game.handle(.restart)
        for _ in 0..<3 { Self.tap(game, right: true) }
        #expect(saver.record.highScore(in: .square) == 26 && game.score == 3)
        game.handle(.setMode(.circle))
        Self.tap(game, right: true)
        #expect(saver.record.highScore(in: .circle) == 1)
    }

    /// The daily challenge's turns, practice or counted, and a race's set none of the free game's
    /// records: once a practice day raised the best streak to 20.
    @Test func dailyAndRaceTurnsSetNoRecord() {
        let game = Self.makeGame(clock: .frozen)
        let saver = Self.saver(for: game)
        saver.remember(game.mode)
        game.start()
        for _ in 0..<3 { Self.tap(game, right: true) }
        let before = saver.record
        game.handle(.startDaily(DailyChallenge(date: DailyChallenge.firstDay)))
        for _ in 0..<DailyChallenge.turnCount { Self.tap(game, right: true) }
        game.handle(.leaveDaily)
        #expect(saver.record.lifetimeTurns == before.lifetimeTurns + DailyChallenge.turnCount)
        #expect(saver.record.bestStreak == 3 && saver.record.highScore == before.highScore && saver.record.highScores == before.highScores)
        let players = [RacePlayer(seat: 0, name: "One", input: .keyboard), RacePlayer(seat: 1, name: "Two", input: .gamepad)]
        game.handle(.startRace(players: players, target: 5))
        let raceBefore = saver.record
        for _ in 0..<5 {
            let largest = game.currentTurn?.largestIndex ?? 0
            game.handle(.raceTaps([RaceTap(seat: 0, target: .shape(largest))]))
        }
        #expect(saver.record.bestStreak == raceBefore.bestStreak && saver.record.highScores == raceBefore.highScores)
        #expect(saver.record.highScore == raceBefore.highScore)
    }

    /// A save that takes a second never holds up the game; the end waits for the newest record.
    @Test func aSlowDiskNeverStallsTheGame() {
        let gate = DispatchSemaphore(value: 0)
        let saved = Locked<[GameRecord]>([])
        let slow = StateStorage(
            load: { StateStore.Loaded() },
            save: { record in
                gate.wait()
                saved.withLock { $0.append(record) }
                return nil
            })
        let game = Self.makeGame(clock: .frozen)
        let saver = StateSaver(
            loaded: slow.load(), storage: slow, game: game, interval: .zero, warnings: Warnings(console: .quiet, logger: Self.quietLogger))
        game.start()
        let started = ContinuousClock.now
        for _ in 0..<50 { game.handle(.pickFirst) }
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(game.turnsPlayed == 50 && saved.withLock { $0.isEmpty })
        for _ in 0..<50 { gate.signal() }
        saver.flush()
        let records = saved.withLock { $0 }
        // Bursts collapse: far fewer writes than turns, and the last one is the newest record.
        #expect(records.count < 50 && records.last == saver.record && saver.record.lifetimeTurns == 50)
    }

    @Test func theModeIsRememberedAsAMode() {
        let saved = Locked<GameRecord?>(nil)
        let storage = StateStorage(
            load: { StateStore.Loaded() },
            save: { record in
                saved.withLock { $0 = record }; return nil
            })
        let game = Self.makeGame(clock: .frozen)
        let saver = StateSaver(
            loaded: storage.load(), storage: storage, game: game, warnings: Warnings(console: .quiet, logger: Self.quietLogger))
        game.start()
        game.handle(.setMode(.circle))
        saver.flush()
        #expect(saved.withLock { $0?.lastMode } == .circle)
    }

    // MARK: - SettingsController

    @Test func aBrokenChangeKeepsTheLastGoodSettingsAndSaysWhere() {
        let console = Recorder<String>()
        var teal = Settings.defaults
        teal.colorOverrides.fill = RGBA(rgb: 0x00_80_80)
        let broken = SettingsLoad(
            settings: nil, diagnostics: [SettingsDiagnostic(path: "/home/p/settings.toml", line: 3, column: 7, message: "expected a color")],
            createdTemplate: false)
        let script = Locked([SettingsLoad(settings: teal, diagnostics: [], createdTemplate: false), broken])
        let source = SettingsSource(
            path: "/home/p/settings.toml", load: { script.withLock { $0.removeFirst() } }, watch: { _ in nil })
        let events = EventBus<AppEvent>()
        var heard: [String] = []
        events.subscribe { event in
            switch event {
            case .settingsApplied(let settings, _): heard.append("applied \(ColorValue.format(settings.colors.fill))")
            case .settingsDiagnostic(let diagnostic): heard.append("diagnostic \(diagnostic.line):\(diagnostic.column)")
            case .settingsProblem(let problem): heard.append("problem \(problem.text(in: .english))")
            default: break
            }
        }
        let controller = SettingsController(
            source: source, initial: SettingsLoad(settings: .defaults, diagnostics: [], createdTemplate: false),
            console: Console { console.append($0) }, logger: Self.quietLogger, appEvents: events)
        controller.start(wake: {})
        controller.reload()
        #expect(controller.takeNews().last == .read(teal))
        // The broken change is a problem, never a reading: the model keeps the last good settings.
        controller.reload()
        #expect(!controller.takeNews().contains { if case .read = $0 { true } else { false } })
        #expect(console.all == ["/home/p/settings.toml:3:7: expected a color"])
        // The controller keeps no notice of its own: it tells the app, whose model shows it
        // (one owner for every notice, and its time).
        #expect(
            heard == [
                "applied #996633", "applied #008080", "diagnostic 3:7", "problem settings.toml:3:7: expected a color (kept the previous settings)",
            ])
    }

    // MARK: - LatencyMeter (the InputRouter has its own tests)

    @Test func latencyKeepsFixedMemoryAndTruePercentiles() {
        let meter = LatencyMeter(gameEvents: GameEventBus(), platformTicks: { 0 }, inputTicks: { 0 })
        for sample in 0..<100_000 { meter.add(sample % 100) }
        meter.add(50_000)
        let summary = meter.summary
        #expect(summary.count == 100_001 && summary.recentSamples.count == LatencyMeter.recentCapacity)
        #expect(summary.recentSamples.last == 50_000 && summary.recentSamples.first == 1)
        #expect(summary.p50 == 50 && summary.p95 == 95)
    }

    /// The score swells when a turn changes it and settles within 300 ms, tinted by the
    /// direction; a restart's drop to 0 is no loss, and does not pop.
    @Test func theScorePopsAndSettles() {
        let clock = ManualClock()
        let events = GameEventBus()
        let pop = ScorePop(events: events) { clock.now }
        var turn = Turn(shapes: [SquareShape(sideLength: 0.5), SquareShape(sideLength: 0.3)], startedAt: .zero)
        turn.complete(tappingShapeAt: 0, at: .zero)
        func ended(by increment: Int) -> GameEvent {
            .turnEnded(TurnResult(turn: turn, number: 1, scoreIncrement: increment, score: 5, streak: 1), tapped: 0)
        }
        #expect(pop.scale(at: .zero) == 1 && !pop.isAnimating(at: .zero))
        events.publish(.scoreChanged(from: 9, to: 0))
        #expect(!pop.isAnimating(at: .zero))
        clock.now = .milliseconds(1000)
        events.publish(ended(by: 1))
        #expect(pop.rising)
        #expect(pop.isAnimating(at: .milliseconds(1000)))
        // Largest half way through, back to rest at the end.
        #expect(abs(pop.scale(at: .milliseconds(1150)) - 1.35) < 1e-9)
        #expect(pop.scale(at: .milliseconds(1075)) > 1 && pop.scale(at: .milliseconds(1075)) < 1.35)
        #expect(pop.scale(at: .milliseconds(1300)) == 1 && !pop.isAnimating(at: .milliseconds(1300)))
        events.publish(ended(by: -6))
        #expect(!pop.rising)
        // Other events leave it alone.
        events.publish(.restarted)
        events.publish(.scoreChanged(from: -1, to: 0))
        events.publish(ended(by: 0))
        #expect(!pop.rising && pop.startedAt == .milliseconds(1000))
    }

    /// Each theme plays its own family of sounds.
    @Test @MainActor func eachThemePlaysItsOwnSounds() {
        final class Used { var families: [String] = [] }
        let used = Used()
        let client = SoundClient(use: { used.families.append($0.rawValue) }) { _, _ in true }
        let policy = SoundPolicy(client: client, muted: false, clock: .frozen, gameEvents: GameEventBus(), appEvents: EventBus<AppEvent>())
        for theme in ThemeName.allCases {
            var settings = Settings.defaults
            settings.theme = theme
            policy.apply(settings, muted: false)
        }
        #expect(used.families == ["bells", "beeps", "marimba", "chimes"])
        #expect(Set(ThemeName.allCases.map { $0.factory.makeSoundFamily() }).count == ThemeName.allCases.count)
    }

    /// After a sound, once it has ended, the speakers are told to rest: once.
    @Test @MainActor func theSpeakersRestAfterTheLastSound() {
        final class Rests { var count = 0 }
        let ticks = ManualClock()
        let rests = Rests()
        let events = GameEventBus()
        let client = SoundClient(longest: .milliseconds(400), rest: { rests.count += 1 }) { _, _ in true }
        let policy = SoundPolicy(client: client, muted: false, clock: ticks.client, gameEvents: events, appEvents: EventBus<AppEvent>())
        #expect(policy.restAt == nil)
        var turn = Turn(shapes: [SquareShape(sideLength: 0.5), SquareShape(sideLength: 0.3)], startedAt: .zero)
        turn.complete(tappingShapeAt: 0, at: .zero)
        events.publish(.turnEnded(TurnResult(turn: turn, number: 1, scoreIncrement: 1, score: 1, streak: 1), tapped: 0))
        #expect(policy.restAt == .milliseconds(400))
        policy.tick(at: .milliseconds(399))
        #expect(rests.count == 0)
        policy.tick(at: .milliseconds(400))
        policy.tick(at: .milliseconds(900))
        #expect(rests.count == 1 && policy.restAt == nil)
    }
}
