import GameCore
import Platform

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
        try renderer.draw(game, hud: hud, bar: controlBar, stats: statsModel, notice: settings.notice?.text(in: renderer.catalog))
        latency.framePresented()
        if !firstFramePresented {
            firstFramePresented = true
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            appEvents.publish(.firstFramePresented(monotonicNanoseconds: UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)))
            afterFirstFrame?()
            afterFirstFrame = nil
        }
    }

    private func handle(_ event: InputEvent) throws(PlatformError) {
        switch InputRouter.route(event, controls: controlBar) {
        case .command(.game(let command)): game.handle(command)
        case .command(.toggleFullscreen): try screen.window.setFullscreen(!screen.window.isFullscreen)
        case .command(.toggleMute): sound.toggleMute()
        case .command(.quit): quitRequested = true
        case .resized: windowResized()
        case .redraw: loop.needsRedraw = true
        case .settingsChanged: settings.receive()
        case nil: break
        }
    }
}
