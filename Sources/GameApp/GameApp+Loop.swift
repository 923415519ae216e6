import GameCore
import Platform
import Preferences

#if canImport(Glibc)
    import Glibc
#endif

/// The loop's side of the app: which timers it keeps, how a frame is drawn, and where input goes.
extension GameApp {
    func makeLoop() -> GameLoop {
        var timers = [
            GameLoop.Timer(deadline: { [game] in game.nextDeadline }, fire: { [game] now in game.advance(to: now) }),
            GameLoop.Timer(deadline: { [settings] in settings.nextDeadline }, fire: { [settings] now in settings.tick(at: now) }),
            GameLoop.Timer(deadline: { [sound] in sound.restAt }, fire: { [sound] now in sound.tick(at: now) }),
            GameLoop.Timer(deadline: { [unowned self] in toast?.until }, fire: { [unowned self] now in toastTick(at: now) }),
        ]
        if let autoplay {
            timers.append(GameLoop.Timer(deadline: { autoplay.nextDeadline }, fire: { now throws(PlatformError) in try autoplay.tick(at: now) }))
        }
        return GameLoop(
            clock: clock, queue: screen.queue, timers: timers, isAnimating: { [scorePop] in scorePop.isAnimating(at: $0) },
            draw: { [unowned self] now throws(PlatformError) in try draw(at: now) },
            handle: { [unowned self] event throws(PlatformError) in try handle(event) }, isFinished: { [unowned self] in quitRequested },
            pacesChanges: options.autoplay && options.autoplayDelay == .zero)
    }

    private func draw(at now: Duration) throws(PlatformError) {
        let hud = HUDModel(
            score: game.score, streak: game.streak, best: max(saver.record.highScore, game.score), mode: game.mode, isMuted: sound.isMuted,
            ratio: game.difficultyRatio, popScale: scorePop.scale(at: now), rising: scorePop.rising)
        let statsModel = StatsModel(session: stats.stats, record: saver.record, mode: game.mode)
        let notice = toast.map { renderer.catalog($0.message, $0.values) } ?? settings.notice?.text(in: renderer.catalog)
        var preferences: PreferencesModel?
        if game.isPreferencesShown {
            var selected: PreferenceRow?
            if router.isRingShown, case .control(.preference(let row, _)) = router.focus { selected = row }
            var heard = settings.settings
            heard.soundEnabled = !sound.isMuted
            preferences = PreferencesModel(screen: preferencesScreen, settings: heard, selected: selected, confirmingReset: confirmingReset)
        }
        try renderer.draw(
            game, hud: hud, bar: controlBar, pauseMenu: pauseMenu, ring: router.ringFrame(on: scene), stats: statsModel, notice: notice,
            preferences: preferences, capture: screenshots.wantsFrame ? { [screenshots] image in screenshots.save(image) } : nil)
        latency.framePresented()
        afterEachFrame?()
        if !firstFramePresented {
            firstFramePresented = true
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            appEvents.publish(.firstFramePresented(monotonicNanoseconds: UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)))
            afterFirstFrame?()
            afterFirstFrame = nil
        }
    }

    /// What input needs to know of the screen now.
    var scene: InputRouter.Scene {
        let shapesShown = !game.isPaused && !game.isOverlaid
        return InputRouter.Scene(
            shapes: shapesShown ? game.views.map(\.frame) : [], controls: controls, isPaused: game.isPaused, isOverlaid: game.isOverlaid,
            mode: game.mode, isPreferencesShown: game.isPreferencesShown)
    }

    private func handle(_ event: InputEvent) throws(PlatformError) {
        for route in router.route(event, on: scene) {
            switch route {
            case .command(let command): try perform(command)
            case .resized: windowResized()
            case .redraw: loop.needsRedraw = true
            case .wake:
                settings.receive()
                screenshots.receive()
            case .windowChanged: windowPlacementChanged()
            case .controller(let name): controllerChanged(name: name)
            }
        }
        if case .controllerUnavailable(let reason) = event { localizer.warn("cannot open a game controller (\(reason))") }
    }

    func perform(_ command: AppCommand) throws(PlatformError) {
        switch command {
        case .game(.pause(let cause)) where options.autoplay && (cause == .focus || cause == .minimized):
            // NB: the bot plays on whatever window has the focus: a demo or a headless run must not
            // stall because another window took it.
            break
        case .game(let command): game.handle(command)
        case .toggleFullscreen:
            try screen.window.setFullscreen(!screen.window.isFullscreen)
            windowPlacementChanged()
        case .toggleMute:
            // The key's change is the settings file's: `sound.enabled`, the run's --mute lifted.
            let mute = !sound.isMuted
            sound.endSessionMute()
            settings.change(SettingsChange(SettingsRegistry.soundEnabled, to: !mute))
        case .changeShapeCount(let delta):
            let setting = SettingsRegistry.shapesPerTurn.descriptor
            if let count = setting.stepped(from: .integer(game.settings.shapesPerTurn), forward: delta > 0) {
                settings.change(SettingsChange(setting, to: count))
            }
        case .toggleAdaptive:
            settings.change(SettingsChange(SettingsRegistry.adaptive, to: !game.settings.adaptive))
        case .preference(.reset, _):
            guard game.isPreferencesShown else { return }
            confirmingReset = true
            appEvents.publish(.controls(controls))
            loop.needsRedraw = true
        case .preference(let row, let step):
            guard game.isPreferencesShown, let change = row.change(step: step, settings: settings.settings) else { return }
            if change.setting == SettingsRegistry.soundEnabled.descriptor { sound.endSessionMute() }
            settings.change(change)
        case .closePreferences:
            if confirmingReset {
                confirmingReset = false
                appEvents.publish(.controls(controls))
                loop.needsRedraw = true
            } else if game.isPreferencesShown {
                game.handle(.togglePreferences)
            }
        case .resetStatistics:
            guard confirmingReset else { return }
            confirmingReset = false
            switch saver.resetStatistics() {
            case .success(let kept):
                stats.reset()
                show(UIText.statisticsReset, ["path": kept.map { Screenshots.abbreviated($0) } ?? "–"])
            case .failure(let problem):
                localizer.warn("\(problem)")
                show(UIText.statisticsNotReset, ["reason": problem.description])
            }
            appEvents.publish(.controls(controls))
        case .screenshot:
            screenshots.request()
            loop.needsRedraw = true
        case .quit: quitRequested = true
        }
    }
}
