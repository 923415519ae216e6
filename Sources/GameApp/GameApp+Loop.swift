import Drawing
import GameCore
import Platform
import Preferences

/// The loop's side of the app: which timers it keeps, how a frame is drawn, and where input goes.
extension GameApp {
    func makeLoop() -> GameLoop {
        var timers = [
            GameLoop.Timer(
                deadline: { [game] in game.nextDeadline },
                fire: { [unowned self] now throws(PlatformError) in try send(.gameTime(now)) }),
            GameLoop.Timer(deadline: { [sound = parts.sound] in sound.restAt }, fire: { [sound = parts.sound] now in sound.tick(at: now) }),
            GameLoop.Timer(
                deadline: { [unowned self] in model.notice?.until }, fire: { [unowned self] now throws(PlatformError) in try send(.tick(now)) }),
            GameLoop.Timer(
                deadline: { [unowned self] in model.screens.isEmpty ? model.race?.countdownChange(after: frames.countdownShown) : nil },
                fire: { [unowned self] now throws(PlatformError) in try send(.tick(now)) }),
            GameLoop.Timer(
                deadline: { [unowned self] in ScreenSaverRule.deadline(model, lastInput: input.lastInput) },
                fire: { [unowned self] now throws(PlatformError) in try send(.tick(now)) }),
            // The streak's marks go when their moment is over: a frame without them.
            GameLoop.Timer(
                deadline: { [scorePop = parts.scorePop] in scorePop.streak.nextChange },
                fire: { [unowned self] now in
                    parts.scorePop.expireMarks(at: now)
                    loop.needsRedraw = true
                }),
            // One-switch play's beat: at once when it is turned on, then at the player's pace.
            GameLoop.Timer(
                deadline: { [unowned self] in model.settings.file.scanMilliseconds > 0 ? model.scanMove ?? .zero : nil },
                fire: { [unowned self] now throws(PlatformError) in try send(.scanTick(now)) }),
        ]
        if let autoplay {
            timers.append(GameLoop.Timer(deadline: { autoplay.nextDeadline }, fire: { now throws(PlatformError) in try autoplay.tick(at: now) }))
        }
        return GameLoop(
            clock: parts.clock, queue: screen.queue, timers: timers, isAnimating: { [scorePop = parts.scorePop] in scorePop.isAnimating(at: $0) },
            draw: { [unowned self] now throws(PlatformError) in try draw(at: now) },
            handle: { [unowned self] event throws(PlatformError) in try handle(event) },
            afterEvents: { [unowned self] () throws(PlatformError) in try settleRaceTaps() }, isFinished: { [unowned self] in isFinished },
            pacesChanges: options.autoplay && options.autoplayDelay == .zero)
    }

    /// Draws a frame; where the notice's band cannot show it whole, holds it as a dialog
    /// (`AppModel.Screen.notice`) and draws the frame so.
    private func draw(at now: Duration) throws(PlatformError) {
        guard try drawFrame(at: now) == .noticeCut else { return }
        try send(.holdNotice)
        if model.holdsNotice { _ = try drawFrame(at: now) }
    }

    private func drawFrame(at now: Duration) throws(PlatformError) -> GameRenderer.Drawn {
        // NB: the places the rings rest on, found once a frame and only when a ring shows (the
        // controls take some work).
        let ringsShow = model.ring.isShown || model.race != nil
        let controls = ringsShow ? controls : []
        let places = ringsShow ? scene(controls: controls).places : []
        let run = game.play.daily
        let counted = run.flatMap { parts.saver.record.dailyResult(on: $0.challenge.date) }
        let dailyLabel = run.map { run in
            renderer.catalog(
                UIText.dailyHUD, ["done": "\(run.marks.count)", "total": "\(DailyChallenge.turnCount)"])
                + (run.isPractice ? " · " + renderer.catalog(UIText.dailyPractice) : "")
        }
        let best = run == nil ? max(parts.saver.record.highScore, game.score) : max(counted?.score ?? game.score, game.score)
        var hud = HUDModel(
            score: game.score, streak: game.streak, best: best, mode: game.mode, daily: dailyLabel,
            dailyTurns: run.map { "\(renderer.catalog.forms.number($0.marks.count))/\(renderer.catalog.forms.number(DailyChallenge.turnCount))" },
            isMuted: model.settings.isMuted,
            ratio: game.difficultyRatio, popScale: parts.scorePop.scale(at: now), rising: parts.scorePop.rising,
            bonus: parts.scorePop.streak.bonus(at: now), bonusRoom: parts.scorePop.streak.room, streakLost: parts.scorePop.streak.isLost(at: now),
            helpKey: model.settings.file.keyBindings.chosen["help"].map(Hotkeys.displayName))
        var raceModel: GameRenderer.RaceModel?
        if let session = model.race {
            let target = game.race?.target ?? model.settings.file.raceTarget
            let scores = game.race?.scores.map(\.score) ?? []
            let out = game.race?.lockedOut ?? []
            hud.race = (
                session.players.map { player in
                    RacePlayerLine(
                        name: player.name(in: renderer.catalog), score: scores.indices.contains(player.seat) ? scores[player.seat] : 0,
                        lockedOut: out.contains(player.seat))
                }, session.isJoining ? nil : target
            )
            let rings = session.rings.enumerated().compactMap { seat, ring in ring.frame(among: places).map { (seat: seat, frame: $0) } }
            raceModel = GameRenderer.RaceModel(
                session: session, target: target, rings: rings, resultsMenu: layout.raceResults, countdown: session.countdownNumber(at: now))
        }
        if raceModel?.countdown != frames.countdownShown {
            frames.countdownShown = raceModel?.countdown
            appEvents.publish(.countdown(frames.countdownShown))
        }
        let dailyResults = model.dailyResults.map { card in
            GameRenderer.DailyResultsModel(card: card, countedScore: counted?.score, menu: layout.dailyResults)
        }
        let notice = model.notice?.text(in: renderer.catalog)
        var preferences: PreferencesModel?
        if model.isPreferencesShown {
            var selected: PreferenceRow?
            if model.ring.isShown, case .control(.preference(let row, _)) = model.ring.target { selected = row }
            preferences = PreferencesModel(
                screen: preferencesScreen, settings: heardSettings, selected: selected,
                choiceList: model.shownChoiceList.flatMap { preferencesScreen.choiceList(for: $0, scroll: model.choiceScroll) })
        }
        let capture: ((Image) -> Void)? =
            model.capturesNextFrame
            ? { [unowned self] image in
                parts.screenshots.save(image)
                try? send(.frameCaptured)
            } : nil
        // NB: whether a stacked screen scrolls is known once it is drawn: its scroll buttons,
        // where it has them, are announced with the controls then.
        let inside = insideShown()
        let stack = renderer.pagedLayouts.stack
        let insideScrolls = renderer.pagedLayouts.insideScroll?.scrolls == true
        // (The panel's buttons move as it scrolls, and come and go with practice.)
        let buttons = insideButtons
        defer {
            if renderer.pagedLayouts.stack != stack || (renderer.pagedLayouts.insideScroll?.scrolls == true) != insideScrolls
                || insideButtons != buttons
            {
                let controls = self.controls
                announceControls(controls, always: true)
                tellScanRing(among: controls)
            }
        }
        let question =
            model.top == .notice
            ? layout.noticeMenu
            : model.confirmation == .leaveRace ? layout.leaveRacePrompt : model.confirmingReset ? layout.resetPrompt : layout.restartPrompt
        let drawn = try renderer.draw(
            game, app: model, hud: hud, bar: layout.bar, pauseMenu: model.waitsForRacer ? layout.waitingMenu : layout.pauseMenu,
            question: question,
            helpButtons: layout.helpButtons, about: model.overlay == .about ? about : nil,
            ring: model.ring.isShown ? model.ring.frame(among: scanPlaces(among: controls) + places) : nil, stats: statsModel,
            notice: notice, preferences: preferences, daily: model.facesDailyResults ? dailyResults : nil, race: raceModel,
            inside: insideDrawn(inside), insideColumn: layout.insideColumn, capture: capture)
        guard drawn == .presented else { return drawn }
        explain(inside)
        parts.latency.framePresented()
        frames.afterEachFrame?()
        if let first = frames.afterFirstFrame {
            frames.afterFirstFrame = nil
            appEvents.publish(.firstFramePresented(monotonicNanoseconds: MonotonicClock.nanoseconds()))
            first()
        }
        return drawn
    }

    /// The shapes' frames where the player can see them: none under the panel where it takes the
    /// whole band (the app's own screens hide them through the model).
    var shownShapes: [Rect] { game.layout.asideTakesBand ? [] : game.views.map(\.frame) }

    /// What input needs to know of the screen now.
    var scene: InputRouter.Scene { scene(controls: controls) }

    /// What input needs to know of the screen, `controls` being the controls usable now.
    func scene(controls: [Control]) -> InputRouter.Scene {
        var scene = InputRouter.Scene(
            model: model, shapes: shownShapes, mode: game.mode, controls: controls, autoplay: options.autoplay,
            controllerNames: input.controllerNames)
        scene.barFrame = game.layout.barFrame
        // (The bar is the window's: no need of the dialogs' measured labels.)
        if model.showsBarMenu { scene.barMenu = laidOut.bar.menuFrame }
        if let rows = scrollRows, rows.scrolls, !rows.heights.isEmpty, let scale = try? renderer.renderer.pixelScale() {
            scene.scrollArea = scrollArea
            // (The preferences' bands are in window points, the other screens' rows in pixels.)
            scene.scrollRow = rows.heights.reduce(0, +) / Double(rows.heights.count) / (scroller == .preferences ? 1 : scale)
        }
        return scene
    }

    /// Judges the race's taps of this pass together, earliest first.
    func settleRaceTaps() throws(PlatformError) {
        guard !input.pendingRaceTaps.isEmpty else { return }
        let taps = TimedRaceTap.ordered(input.pendingRaceTaps)
        input.pendingRaceTaps = []
        try send(.raceTapsArrived(taps))
    }

    private func handle(_ event: InputEvent) throws(PlatformError) {
        if case .buttonDown(_, let pad) = event { parts.pads.lastPad = pad.rawValue }
        if event.isFromPlayer {
            input.lastInput = parts.clock.now()
            // NB: a turn left alone a minute let the screensaver start; input takes it back.
            if model.allowsScreenSaver, !model.hidesShapes { try send(.tick(input.lastInput)) }
        }
        for route in input.router.route(event, on: scene) {
            switch route {
            case .command(let command): try send(.command(command))
            case .resized: windowResized()
            case .redraw:
                loop.needsRedraw = true
                // (Drawn again from scratch: a canvas the renderer lost is not shown again.)
                renderer.pagedLayouts.insideCanvas = nil
            case .wake: try receiveFromThreads()
            case .windowChanged: windowChanged()
            case .controller(let name, let family):
                if let family { try send(.padPlugged(family)) }
                appEvents.publish(.controller(name: name))
            }
        }
        switch event {
        case .controllerUnavailable(let reason): parts.localizer.warn("cannot open a game controller (\(reason))")
        case .controllerAdded(let id, let name, _): input.controllerNames[id.rawValue] = name
        case .controllerRemoved(let id):
            input.controllerNames[id.rawValue] = nil
            try send(.padUnplugged(id.rawValue))
        default: break
        }
        try sendPending()
    }
}
