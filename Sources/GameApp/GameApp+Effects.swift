import GameCore
import Platform
import Preferences

/// The adapter's side of the app: an action goes through the reducer, which changes the model
/// and returns effects, and the effects are run here against the game, the files, the sounds and
/// the window. Nothing else changes `model`.
extension GameApp {
    /// Applies `action` to the model and runs what it asks for.
    func send(_ action: AppAction) throws(PlatformError) {
        let effects = AppReducer.reduce(&model, action, in: context)
        loop.needsRedraw = true
        for effect in effects { try run(effect) }
        // (A turn begun or a tap scored while turns are stepped through brings its stops.)
        queueStops()
        try sendPending()
        // NB: what the model alone does not say: where the controls are (a notice's band over a
        // screen, a label's or a page's size move them too) and where one-switch play's ring rests.
        let controls = controls
        announceControls(controls)
        tellScanRing(among: controls)
        // The racers' pads in their colours, as the race is now.
        let racing = model.race?.players.compactMap { player -> (seat: Int, pad: Int32)? in
            if case .controller(let pad) = player.device { (player.seat, pad) } else { nil }
        }
        parts.pads.mark(racing: racing ?? [], theme: renderer.theme)
    }

    /// Whether the panel, open now, would take the whole band (the window, the text size as they are).
    var insideTakesWindow: Bool {
        let layout = game.layout
        return Layout(windowSize: layout.windowSize, shapeCount: layout.shapeCount, textScale: layout.textScale, keepsAside: true).asideTakesBand
    }

    /// What the reducer reads of the world now.
    var context: AppContext {
        // NB: the controls take some work to find: once for the scene and the scan.
        let (controls, now) = (controls, parts.clock.now())
        return AppContext(
            shapesPerTurn: game.settings.shapesPerTurn, adaptive: game.settings.adaptive,
            isFullscreen: screen.window.isFullscreen, autoplay: options.autoplay, now: now, focusPlaces: scene(controls: controls).places,
            score: game.score,
            lastInput: input.lastInput, today: today, dailyCountedToday: parts.saver.record.dailyResult(on: today) != nil, play: game.play.kind,
            raceCountdown: options.raceCountdown, scanPlaces: scanPlaces(among: controls), feedback: game.untilNextTurn(at: now),
            feedbackLeft: game.feedbackLeft(at: now), mode: game.mode, shapesShown: game.currentTurn?.startedAt, scroll: scrollRows,
            preferences: model.facesPreferences ? preferencesScreen : nil, insideTakesWindow: insideTakesWindow)
    }

    /// Sends what the settings controller heard (a reading, a problem) through the reducer.
    func takeSettingsNews() throws(PlatformError) {
        for news in parts.settings.takeNews() {
            switch news {
            case .read(let settings): try send(.settingsRead(settings))
            case .problem(let notice): try send(.notifySettings(notice))
            }
        }
    }

    /// What the listeners and the effects left for the model, sent in the order it came.
    func sendPending() throws(PlatformError) {
        while let next = parts.pending.next() { try send(next) }
    }

    /// Shows a message along the bottom for a few seconds (sent once what asked for it has run).
    func notify(_ message: Message, _ values: [String: String] = [:]) {
        parts.pending.add(.notify(message, values))
    }

    /// The window moved, changed size or state: the model keeps what the state file should.
    func windowChanged() {
        try? send(.windowChanged(screen.window.state))
    }

    /// The window changed size: the game lays out again, and the controls move.
    func windowResized() {
        game.resize(to: screen.window.size)
        laidOut = AppControls(layout: game.layout)
        appEvents.publish(.resized)
        announceControls(controls, always: true)
        windowChanged()
    }

    /// A new text size makes the HUD's band taller or shorter, a side kept for the panel moves
    /// the shapes: the controls move with them.
    private func followLayout() {
        guard game.layout != layout.layout else { return }
        laidOut = AppControls(layout: game.layout)
        announceControls(controls, always: true)
    }

    /// Tells the event log where the controls are (`controls`, the controls usable now) when it
    /// was last told otherwise; `always`: even when it was not (at the start, after a resize,
    /// where a screen changed).
    func announceControls(_ controls: [Control], always: Bool = false) {
        guard always || (frames.controlsAnnounced != nil && controls != frames.controlsAnnounced) else { return }
        frames.controlsAnnounced = controls
        appEvents.publish(.controls(controls))
    }

    private func run(_ effect: AppEffect) throws(PlatformError) {
        switch effect {
        case .then: break  // NB: the reducer applies follow-ups itself; none reaches here.
        case .game(let command):
            game.handle(command)
            // (A side kept for the panel, or a new shape count, lays the screen out anew.)
            followLayout()
        case .advanceGame(let now): game.advance(to: now)
        case .changeSetting(let change, let file): parts.settings.change(change, leaving: file)
        case .applySettings(let settings, let previous):
            parts.applier.apply(settings, previous: previous)
            followLayout()
        case .applyDesktop(let settings, let previous):
            parts.applier.apply(desktop: settings, previous: previous)
            followLayout()
        case .setFullscreen(let on):
            try screen.window.setFullscreen(on)
            parts.pending.add(.windowChanged(screen.window.state))
        case .resetStatistics:
            switch parts.saver.resetStatistics() {
            case .success(let kept):
                parts.stats.reset()
                notify(UIText.statisticsReset, ["path": kept.map { Screenshots.abbreviated($0) } ?? "–"])
            case .failure(let problem):
                parts.localizer.warn("\(problem)")
                notify(UIText.statisticsNotReset, ["reason": problem.description])
            }
        case .announce(.paused(let cause)): appEvents.publish(.paused(cause))
        case .announce(.resumed): appEvents.publish(.resumed)
        case .announce(.overlay(let overlay, let shown)): appEvents.publish(.overlay(overlay, shown: shown))
        case .announce(.confirmation(let question, let shown)): appEvents.publish(.confirmation(question, shown: shown))
        case .announce(.notice(let notice)): appEvents.publish(.notice(notice?.text(in: renderer.catalog)))
        case .announce(.noticeHeld(let shown)): appEvents.publish(.noticeHeld(shown: shown))
        case .announce(.raceJoining): appEvents.publish(.raceJoining)
        case .announce(.inside(let shown)): appEvents.publish(.inside(shown: shown))
        case .announce(.stepping(let on)): appEvents.publish(.stepping(on))
        case .announce(.guide(let article)): appEvents.publish(.guide(article?.name))
        case .announce(.stop(let stop, let number, let count)):
            appEvents.publish(.stop(stop, number: number, count: count, turn: game.viewsTurnNumber, lit: lit(by: stop)))
        case .announce(.focus(let target)):
            let controls = controls
            tellFocus(target, frame: (scanPlaces(among: controls) + scene(controls: controls).places).first { $0.target == target }?.frame)
        case .announce(.pointed(let control)): appEvents.publish(.pointed(control))
        case .announce(.scrolled(let from, let to)): publishScrolled(from: from, to: to)
        case .controlsChanged: announceControls(controls, always: true)
        case .allowScreenSaver(let allowed): screen.context.allowsScreenSaver = allowed
        case .startDaily(let challenge, let practice):
            // NB: the log's daily_started comes from the game's own event, so a restart (R) of
            // the day says it too.
            game.handle(.startDaily(challenge, practice: practice))
        case .raceTap(let seat, let target):
            // NB: judged with the others of this pass, by the timestamp of the event being handled.
            input.pendingRaceTaps.append(TimedRaceTap(tap: RaceTap(seat: seat, target: target), timestamp: screen.queue.lastEventTicks))
        case .copyCard(let card):
            // NB: in the words of the language on screen at the moment it is copied.
            let text = card.text(in: renderer.catalog)
            do {
                try screen.context.copyToClipboard(text)
                appEvents.publish(.copied(text))
                notify(UIText.dailyCopied)
            } catch {
                parts.localizer.warn("cannot copy to the clipboard (\(error))")
                notify(UIText.dailyNotCopied, ["reason": "\(error)"])
            }
        case .rememberWindow(let placement):
            parts.saver.remember(window: placement)
            appEvents.publish(.windowPlacement(placement))
        }
    }
}

extension Window {
    /// The window as the reducer reads it.
    var state: WindowState {
        let (size, position) = (size, position)
        return WindowState(
            width: Int(size.width), height: Int(size.height), x: position.map { Int($0.x) }, y: position.map { Int($0.y) },
            isMaximized: isMaximized, isFullscreen: isFullscreen, isMinimized: isMinimized)
    }
}

extension WindowPlacement {
    /// The window's placement as it opened.
    init(_ window: WindowState) {
        self.init(
            width: window.width, height: window.height, x: window.x, y: window.y, maximized: window.isMaximized, fullscreen: window.isFullscreen)
    }
}
