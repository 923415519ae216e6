import GameCore
import Preferences
import TestSupport
import Testing

@testable import GameApp

/// The app's reducer, handler by handler, without a window: each action changes the model and
/// returns the effects the app will run; nothing here touches SDL, a file or a speaker.
@Suite struct AppReducerTests {
    /// The model and the world as the reducer reads it, with time on a manual clock.
    struct Harness {
        var model = AppModel(placement: WindowPlacement(width: 960, height: 640))
        var shapesPerTurn = 2
        var adaptive = false
        var fullscreen = false
        var autoplay = false
        var score = 0
        var lastInput: Duration = .zero
        var play = Play.Kind.free
        var mode: GameMode?
        let clock = ManualClock()

        mutating func send(_ command: AppCommand) -> [AppEffect] { send(.command(command)) }

        /// The changes `command` writes into the file (the model has them in force already).
        mutating func writes(_ command: AppCommand) -> [SettingsChange] {
            send(.command(command)).compactMap { if case .changeSetting(let change, _) = $0 { change } else { nil } }
        }

        mutating func send(_ action: AppAction) -> [AppEffect] {
            let context = AppContext(
                shapesPerTurn: shapesPerTurn, adaptive: adaptive, isFullscreen: fullscreen, autoplay: autoplay,
                now: clock.now, score: score, lastInput: lastInput, play: play, mode: mode)
            return AppReducer.reduce(&model, action, in: context)
        }
    }

    // MARK: - The derived step

    /// What follows from a change of the model is derived once, after every action: no handler
    /// works out the hidden shapes, the controls or the screens' announcements by hand, and none
    /// calls another or the reducer (a follow-up is an effect, `then`). Every command, from every
    /// kind of screen, goes through each handler alone to show it.
    @Test func noHandlerWorksOutWhatIsDerived() {
        let commands: [AppCommand] = [
            .togglePause(.key), .pause(.focus), .resume, .toggleHelp, .toggleStats, .togglePreferences, .toggleAbout, .closeOverlays, .backOut,
            .restart, .confirmRestart, .preference(.reset, step: 0), .closePreferences, .confirmReset, .toggleDaily, .leaveDaily,
            .copyDailyCard, .toggleRace, .leaveRace, .confirmLeaveRace, .raceJoin(.keyboard, name: nil), .raceJoin(.controller(3), name: "Pad"),
            .rematch, .moveFocus(.down), .useFocus, .hideFocus, .game(.pickFirst), .toggleFullscreen, .quit,
        ]
        let starts: [(String, (inout Harness) -> Void)] = [
            ("playing", { _ in }), ("paused", { _ = $0.send(.togglePause(.key)) }), ("help", { _ = $0.send(.toggleHelp) }),
            ("preferences", { _ = $0.send(.togglePreferences) }),
            (
                "restart question",
                {
                    $0.score = 3; _ = $0.send(.restart)
                }
            ),
            ("race", { _ = $0.send(.toggleRace) }), ("daily", { _ = $0.send(.toggleDaily) }),
        ]
        for (name, start) in starts {
            for command in commands {
                var app = Harness()
                start(&app)
                let context = AppContext(
                    shapesPerTurn: 2, adaptive: false, isFullscreen: false, autoplay: false,
                    now: app.clock.now, score: app.score, lastInput: .zero)
                for handler in AppReducer.handlers {
                    var model = app.model
                    for effect in handler.reduce(&model, .command(command), in: context) ?? [] {
                        switch effect {
                        case .controlsChanged, .game(.hideShapes), .allowScreenSaver, .announce(.paused), .announce(.resumed), .announce(.overlay),
                            .announce(.confirmation):
                            Issue.record("\(handler) works out \(effect) for \(command) from \(name)")
                        default: break
                        }
                    }
                }
            }
        }
    }

    // MARK: - Overlays and the pause

    @Test func aPauseSaysWhyAndAResumeSaysSo() {
        var app = Harness()
        #expect(app.send(.pause(.focus)) == [.game(.hideShapes(true)), .announce(.paused(.focus)), .controlsChanged, .allowScreenSaver(true)])
        #expect(app.send(.pause(.key)) == [] && app.model.pause == .focus)
        #expect(app.send(.resume) == [.game(.hideShapes(false)), .announce(.resumed), .controlsChanged, .allowScreenSaver(false)])
        #expect(app.send(.resume) == [])
        #expect(app.send(.togglePause(.gamepad)).contains(.announce(.paused(.gamepad))))
        #expect(app.send(.togglePause(.gamepad)).contains(.announce(.resumed)) && !app.model.isPaused)
    }

    @Test func oneOverlayAtATimeAndTheShapesHideUnderIt() {
        var app = Harness()
        // The help brings its About button: the controls are announced again.
        #expect(
            app.send(.toggleHelp) == [.game(.hideShapes(true)), .announce(.overlay(.help, shown: true)), .controlsChanged, .allowScreenSaver(true)])
        // The stats take the help's place: the shapes stay hidden, nothing to tell the game.
        #expect(
            app.send(.toggleStats) == [.announce(.overlay(.help, shown: false)), .announce(.overlay(.stats, shown: true)), .controlsChanged])
        #expect(
            app.send(.togglePreferences) == [
                .announce(.overlay(.stats, shown: false)), .announce(.overlay(.preferences, shown: true)), .controlsChanged,
            ])
        #expect(app.model.screens == [.overlay(.preferences)])
        #expect(
            app.send(.closeOverlays) == [
                .game(.hideShapes(false)), .announce(.overlay(.preferences, shown: false)), .controlsChanged, .allowScreenSaver(false),
            ])
        #expect(app.model.overlay == nil && !app.model.hidesShapes)
        // Paused, then the help: it opens over the pause, and only the help is drawn (once both
        // were). The shapes come back only when both are gone.
        _ = app.send(.pause(.key))
        #expect(app.send(.toggleHelp) == [.announce(.overlay(.help, shown: true)), .controlsChanged])
        #expect(app.model.screens == [.pause(.key), .overlay(.help)] && app.model.isHelpShown && !app.model.isPaused)
        #expect(app.send(.resume) == [.announce(.resumed)] && app.model.hidesShapes)
        #expect(app.send(.toggleHelp).first == .game(.hideShapes(false)))
    }

    /// The bot plays whatever window has the focus: losing it does not pause a demo.
    @Test func focusLossDoesNotPauseTheBot() {
        var app = Harness()
        app.autoplay = true
        #expect(app.send(.pause(.focus)) == [] && app.send(.pause(.minimized)) == [] && !app.model.isPaused)
        #expect(app.send(.togglePause(.key)).contains(.announce(.paused(.key))))
    }

    // MARK: - The preferences screen

    @Test func aLineStepsItsSettingIntoTheFile() {
        var app = Harness()
        let volume = PreferenceRow.setting(SettingsRegistry.keys.soundVolume.descriptor)
        // Closed, the screen's lines do nothing.
        #expect(app.send(.preference(volume, step: 1)) == [])
        _ = app.send(.togglePreferences)
        #expect(app.writes(.preference(volume, step: 1)) == [SettingsChange(SettingsRegistry.keys.soundVolume, to: 90)])
        // The sound line flips what the player hears, and lifts the run's --mute: the file said
        // on all along, so the sounds are told by the lift itself.
        app.model.settings.sessionMuted = true
        let sound = PreferenceRow.setting(SettingsRegistry.keys.soundEnabled.descriptor)
        let unmuted = app.send(.preference(sound, step: 0))
        #expect(unmuted.contains { if case .applySettings(let settings, _) = $0 { !settings.isMuted } else { false } })
        #expect(
            unmuted.contains { if case .changeSetting(SettingsChange(SettingsRegistry.keys.soundEnabled, to: true), _) = $0 { true } else { false } })
        #expect(!app.model.settings.sessionMuted && !app.model.settings.isMuted)
        // Started with --adaptive over a file that says off: the line shows on, and turns it off.
        app.adaptive = true
        let adaptive = PreferenceRow.setting(SettingsRegistry.keys.adaptive.descriptor)
        #expect(app.writes(.preference(adaptive, step: 0)) == [SettingsChange(SettingsRegistry.keys.adaptive, to: false)])
    }

    @Test func resettingAsksFirstAndOnlyYesResets() {
        var app = Harness()
        #expect(app.send(.preference(.reset, step: 0)) == [] && !app.model.confirmingReset)
        _ = app.send(.togglePreferences)
        #expect(
            app.send(.preference(.reset, step: 0)) == [.announce(.confirmation(.resetStatistics, shown: true)), .controlsChanged]
                && app.model.confirmingReset && app.model.isPreferencesShown)
        // While it asks, the other lines and a second ask do nothing.
        #expect(app.send(.preference(.reset, step: 0)) == [])
        #expect(app.send(.preference(.setting(SettingsRegistry.keys.adaptive.descriptor), step: 0)) == [])
        // Cancel closes the question, not the screen.
        #expect(
            app.send(.closePreferences) == [.announce(.confirmation(.resetStatistics, shown: false)), .controlsChanged]
                && !app.model.confirmingReset && app.model.isPreferencesShown)
        #expect(app.send(.confirmReset) == [])
        _ = app.send(.preference(.reset, step: 0))
        #expect(
            app.send(.confirmReset) == [.resetStatistics, .announce(.confirmation(.resetStatistics, shown: false)), .controlsChanged]
                && !app.model.confirmingReset)
        // Closing the screen forgets a question left open.
        _ = app.send(.preference(.reset, step: 0))
        _ = app.send(.closeOverlays)
        #expect(!app.model.confirmingReset && app.model.overlay == nil)
    }

    // MARK: - The keys that change a setting

    @Test func settingKeysWriteTheirSetting() {
        var app = Harness()
        #expect(app.writes(.toggleMute) == [SettingsChange(SettingsRegistry.keys.soundEnabled, to: false)])
        #expect(app.model.settings.isMuted && !app.model.settings.file.soundEnabled)
        // Muted for the run (`--mute`), M lifts it: the file's sound (on) is heard again.
        app.model.settings.file.soundEnabled = true
        app.model.settings.sessionMuted = true
        #expect(app.writes(.toggleMute) == [SettingsChange(SettingsRegistry.keys.soundEnabled, to: true)])
        #expect(!app.model.settings.isMuted)
        #expect(app.writes(.changeShapeCount(by: 1)) == [SettingsChange(SettingsRegistry.keys.shapesPerTurn, to: 3)])
        #expect(app.writes(.changeShapeCount(by: -1)) == [])
        app.shapesPerTurn = 5
        #expect(app.writes(.changeShapeCount(by: 1)) == [])
        #expect(app.writes(.toggleAdaptive) == [SettingsChange(SettingsRegistry.keys.adaptive, to: true)])
    }

    /// Settings newly read reach the app as an action and are the model's; an effect puts them
    /// in force: nothing else calls the applier. A save that changes nothing changes nothing.
    @Test func settingsReadAreTheModelsAndAppliedByAnEffect() {
        var app = Harness()
        var settings = Settings.defaults
        settings.raceTarget = 30
        let previous = app.model.settings
        let effects = app.send(.settingsRead(settings))
        #expect(app.model.settings.file == settings && effects == [.applySettings(app.model.settings, previous: previous)])
        let before = app.model
        #expect(app.send(.settingsRead(settings)) == [] && app.model == before)
    }

    /// A save of the file while a daily challenge or a race is played waits, whole, and is put in
    /// force when it ends: a mode it names leaves no race halfway. A change the player makes in
    /// the game meanwhile is in force at once, and joins the save that waits.
    @Test func aSaveDuringARaceOrADailyWaitsForItsEnd() {
        var app = Harness()
        app.mode = .mixed
        var saved = Settings.defaults
        saved.mode = .circle
        saved.theme = .tutorial
        _ = app.send(.toggleRace)
        #expect(app.send(.settingsRead(saved)) == [] && app.model.settings.file == .defaults && app.model.settings.held == saved)
        let volume = SettingsChange(SettingsRegistry.keys.soundVolume, to: 40)
        // The file on disk has both: the save that waits, and the player's change.
        var onDisk = saved
        onDisk.soundVolume = 40
        #expect(app.send(.settingChanged(volume)).contains(.changeSetting(volume, file: onDisk)) && app.model.settings.file.soundVolume == 40)
        #expect(app.model.settings.held?.soundVolume == 40 && app.model.settings.held?.mode == .circle)
        let left = app.send(.toggleRace)
        #expect(app.model.race == nil && app.model.settings.held == nil && app.model.settings.file.mode == .circle)
        #expect(
            left.contains(.game(.setMode(.circle))) && left.contains { if case .applySettings(app.model.settings, _) = $0 { true } else { false } })

        // The same for the day's challenge; a mode chosen on the way out wins over the file's.
        app.play = .daily(practice: false)
        saved.mode = .single(.star)
        #expect(app.send(.settingsRead(saved)) == [] && app.model.settings.held == saved)
        let out = app.send(.game(.setMode(.square)))
        #expect(out.contains(.game(.setMode(.square))) && !out.contains(.game(.setMode(.single(.star)))))
        #expect(app.model.settings.held == nil && app.model.settings.file == saved)
    }

    // MARK: - The window, screenshots and notices

    @Test func theWindowIsRememberedAsItIsWhenNormal() {
        var app = Harness()
        func window(_ width: Int, x: Int? = 10, maximized: Bool = false, fullscreen: Bool = false, minimized: Bool = false) -> AppAction {
            .windowChanged(
                WindowState(width: width, height: 500, x: x, y: x, isMaximized: maximized, isFullscreen: fullscreen, isMinimized: minimized))
        }
        let normal = WindowPlacement(width: 800, height: 500, x: 10, y: 10)
        #expect(app.send(window(800)) == [.rememberWindow(normal)])
        #expect(app.send(window(800)) == [])
        // Maximized, the size it restores to is kept.
        var maximized = normal
        maximized.maximized = true
        #expect(app.send(window(1920, maximized: true)) == [.rememberWindow(maximized)])
        #expect(app.send(window(1920, x: nil, minimized: true)).isEmpty == false)
        #expect(app.model.placement.width == 800)
        #expect(app.send(.toggleFullscreen) == [.setFullscreen(true)])
        #expect(app.send(.quit) == [] && app.model.quitRequested)
    }

    @Test func aScreenshotCapturesTheNextFrameOnce() {
        var app = Harness()
        #expect(app.send(.screenshot) == [] && app.model.capturesNextFrame)
        #expect(app.send(.frameCaptured) == [] && !app.model.capturesNextFrame)
    }

    @Test func aNoticeStaysItsTimeOnTheClock() {
        var app = Harness()
        app.clock.now = .seconds(10)
        let effects = app.send(.notify(UIText.controllerConnected, ["name": "pad"]))
        let notice = AppModel.Notice(content: .message(UIText.controllerConnected, ["name": "pad"]), until: .seconds(13))
        #expect(effects == [.announce(.notice(notice))] && app.model.notice == notice)
        app.clock.advance(by: .seconds(2))
        #expect(app.send(.tick(app.clock.now)) == [] && app.model.notice != nil)
        app.clock.advance(by: .seconds(1))
        #expect(app.send(.tick(app.clock.now)) == [.announce(.notice(nil))] && app.model.notice == nil)
    }

    /// A notice its band cannot show whole is held as a dialog: it outlasts its three seconds,
    /// hides the shapes (the turn waits), and goes with its OK or a back out, and only then.
    @Test func aHeldNoticeWaitsForItsOK() {
        var app = Harness()
        #expect(app.send(.holdNotice) == [] && !app.model.holdsNotice, "no notice, nothing to hold")
        for goes in [AppCommand.dismissNotice, .backOut] {
            app.clock.now = .seconds(10)
            _ = app.send(.notify(UIText.screenshotSaved, ["path": "/home/player/Pictures/shot.png"]))
            let effects = app.send(.holdNotice)
            #expect(app.model.top == .notice && app.model.holdsNotice && !app.model.noticeOverScreen && app.model.hidesShapes)
            #expect(effects.contains(.announce(.noticeHeld(shown: true))) && effects.contains(.game(.hideShapes(true))))
            #expect(app.model.awaitedAnswer == .dismissNotice)
            #expect(app.send(.holdNotice) == [] && app.model.screens == [.notice], "held once")
            app.clock.advance(by: .seconds(60))
            _ = app.send(.tick(app.clock.now))
            #expect(app.model.notice != nil && app.model.holdsNotice, "no time limit while held")
            // A newer notice takes its place in the same dialog.
            _ = app.send(.notify(UIText.controllerDisconnected))
            #expect(app.model.notice?.message == UIText.controllerDisconnected && app.model.holdsNotice)
            let gone = app.send(.command(goes))
            #expect(app.model.notice == nil && app.model.screens.isEmpty && !app.model.hidesShapes, "\(goes)")
            #expect(gone.contains(.announce(.noticeHeld(shown: false))) && gone.contains(.announce(.notice(nil))), "\(goes): \(gone)")
        }
        // OK with nothing held does nothing.
        _ = app.send(.notify(UIText.controllerDisconnected))
        _ = app.send(.command(.dismissNotice))
        #expect(app.model.notice != nil)
    }

    /// A command no handler knows goes on to the game, unchanged.
    @Test func gameCommandsGoToTheGame() {
        var app = Harness()
        #expect(app.send(.game(.pickFirst)) == [.game(.pickFirst)])
        #expect(app.send(.game(.setMode(.circle))) == [.game(.setMode(.circle))])
    }
}

/// Esc (and the controller's B) back out one level at a time and never quit; a restart that
/// would lose a score asks first.
@Suite struct BackOutTests {
    @Test func escClosesWhatIsOpenThenLeavesFullscreenThenPauses() {
        var app = AppReducerTests.Harness()
        _ = app.send(.togglePreferences)
        _ = app.send(.preference(.reset, step: 0))
        // The question first, then the preferences.
        #expect(app.send(.backOut).contains(.controlsChanged) && app.model.isPreferencesShown && !app.model.confirmingReset)
        #expect(app.send(.backOut).contains(.announce(.overlay(.preferences, shown: false))) && app.model.overlay == nil)
        _ = app.send(.toggleHelp)
        #expect(app.send(.backOut).contains(.announce(.overlay(.help, shown: false))))
        _ = app.send(.toggleStats)
        #expect(app.send(.backOut).contains(.announce(.overlay(.stats, shown: false))))
        // Nothing open: fullscreen is left; then it pauses; then it resumes.
        app.fullscreen = true
        #expect(app.send(.backOut) == [.setFullscreen(false)])
        app.fullscreen = false
        #expect(app.send(.backOut).contains(.announce(.paused(.key))))
        #expect(app.send(.backOut).contains(.announce(.resumed)))
        #expect(!app.model.quitRequested)
    }

    @Test func aRestartThatLosesAScoreAsksFirst() {
        var app = AppReducerTests.Harness()
        #expect(app.send(.restart) == [.game(.restart)])
        app.score = 12
        #expect(
            app.send(.restart) == [
                .game(.hideShapes(true)), .announce(.confirmation(.restart, shown: true)), .controlsChanged, .allowScreenSaver(true),
            ]
                && app.model.confirmingRestart)
        #expect(app.send(.restart) == [])
        #expect(
            app.send(.backOut) == [
                .game(.hideShapes(false)), .announce(.confirmation(.restart, shown: false)), .controlsChanged, .allowScreenSaver(false),
            ]
                && !app.model.confirmingRestart)
        #expect(app.send(.confirmRestart) == [])
        _ = app.send(.restart)
        #expect(app.send(.confirmRestart).first == .game(.restart) && !app.model.confirmingRestart)
    }
}

/// The screensaver as players expect: off only while a turn is being played.
@Suite struct ScreenSaverTests {
    @Test func offWhilePlayingOnWhilePausedOverlaidOrAsking() {
        var app = AppReducerTests.Harness()
        // Playing: nothing to change (SDL keeps it off from the start).
        #expect(app.send(.game(.pickFirst)) == [.game(.pickFirst)] && !app.model.allowsScreenSaver)
        #expect(app.send(.pause(.key)).last == .allowScreenSaver(true))
        #expect(app.send(.resume).last == .allowScreenSaver(false))
        for open in [AppCommand.toggleHelp, .toggleStats, .togglePreferences] {
            #expect(app.send(open).last == .allowScreenSaver(true), "\(open)")
            #expect(app.send(.closeOverlays).last == .allowScreenSaver(false), "\(open)")
        }
        app.score = 3
        #expect(app.send(.restart).last == .allowScreenSaver(true))
        #expect(app.send(.backOut).last == .allowScreenSaver(false))
    }

    @Test func aMinuteWithNoInputLetsItRunAndInputTakesItBack() {
        var app = AppReducerTests.Harness()
        #expect(ScreenSaverRule.deadline(app.model, lastInput: app.lastInput) == .seconds(60))
        app.clock.now = .seconds(59)
        #expect(app.send(.tick(app.clock.now)).isEmpty)
        app.clock.now = .seconds(60)
        #expect(app.send(.tick(app.clock.now)) == [.allowScreenSaver(true)])
        #expect(ScreenSaverRule.deadline(app.model, lastInput: app.lastInput) == nil)
        app.lastInput = .seconds(75)
        app.clock.now = .seconds(75)
        #expect(app.send(.tick(app.clock.now)) == [.allowScreenSaver(false)])
        #expect(ScreenSaverRule.deadline(app.model, lastInput: app.lastInput) == .seconds(135))
        // Paused, no deadline: it may run already.
        _ = app.send(.pause(.key))
        #expect(ScreenSaverRule.deadline(app.model, lastInput: app.lastInput) == nil && app.model.allowsScreenSaver)
    }
}
