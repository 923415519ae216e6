"""The mutants scripts/mutate.sh puts back, one at a time (issue 57): each a plausible partial
defect, a mistake a programmer could make, in code the real-app model test
(Tests/GameAppTests/ModelBased/RealApp*.swift) is meant to cover. Each is found by text: `find`
must occur exactly once in `file`, and is replaced by `into`. `survives`, where the search cannot
catch one, says why (none at the last run: every one was caught by the suite's own search).

area: reducer (the handlers in Sources/GameApp/App), effects (GameApp+Effects.swift, what the
app tells beside it: its controls in GameApp+Pages.swift, one-switch play's ring in
GameApp+Scan.swift; and the state saver), applier (the settings applier and the rule it
applies), router (InputRouter), core (Sources/GameCore), renderer (Sources/GameApp/Rendering and
the frame's drawing).
"""

MUTANTS = [
    # --- reducer ------------------------------------------------------------------------------
    dict(
        id="pause-not-under-screen",
        area="reducer",
        what="focus loss (or minimizing) pauses only when no screen is open",
        file="Sources/GameApp/App/Handlers/OverlayHandler.swift",
        find="            if context.autoplay, cause == .focus || cause == .minimized { return [] }\n",
        into="            if context.autoplay, cause == .focus || cause == .minimized { return [] }\n"
        "            if cause == .focus || cause == .minimized, !model.screens.isEmpty { return [] }\n",
    ),
    dict(
        id="unplug-in-countdown",
        area="reducer",
        what="an unplug during the race's countdown does not keep the seat waiting for its pad",
        file="Sources/GameApp/App/Handlers/RaceHandler.swift",
        find="            guard let seat = model.race?.seat(of: .controller(id)) else { return nil }",
        into="            guard let seat = model.race?.seat(of: .controller(id)), model.race?.countdownEnds == nil else { return nil }",
    ),
    dict(
        id="esc-closes-racers-wait",
        area="reducer",
        what="Esc (or B) on the pause of a race waiting for its racer closes it, as on any pause",
        file="Sources/GameApp/App/Handlers/BackOutHandler.swift",
        find="            case .pause? where model.waitsForRacer:\n"
        "                // Backing out of a race that waits for its player offers to leave it.\n"
        "                model.open(.question(.leaveRace))\n"
        "                return []\n",
        into="",
    ),
    dict(
        id="stale-held-save",
        area="reducer",
        what="a save back to the settings in force, read during a daily or a race, leaves an earlier save waiting",
        file="Sources/GameApp/App/Handlers/SettingsHandler.swift",
        find="            guard settings != model.settings.file || model.settings.held != nil else { return [] }",
        into="            guard settings != model.settings.file else { return [] }",
    ),
    dict(
        id="daily-left-by-mode-keeps-save",
        area="reducer",
        what="leaving the daily by choosing a mode keeps the save that waited for it waiting",
        file="Sources/GameApp/App/Handlers/DailyHandler.swift",
        find="        return left + next + model.releaseHeldSettings(in: context, modeChosen: modeChosen)",
        into="        return left + next + (modeChosen ? [] : model.releaseHeldSettings(in: context, modeChosen: modeChosen))",
    ),
    dict(
        id="scan-beat-from-press",
        area="reducer",
        what="after the switch picks a shape, the next turn's first place gets its beat from the press, not from when it shows",
        file="Sources/GameApp/App/Handlers/ScanHandler.swift",
        find="                model.scanMove = context.now + context.feedback + pace",
        into="                model.scanMove = context.now + pace",
    ),
    # --- effects ------------------------------------------------------------------------------
    dict(
        id="apply-arguments-swapped",
        area="effects",
        what="the effect runner hands the applier the settings before and after the other way round",
        file="Sources/GameApp/GameApp+Effects.swift",
        find="        case .applySettings(let settings, let previous):\n            parts.applier.apply(settings, previous: previous)",
        into="        case .applySettings(let settings, let previous):\n            parts.applier.apply(previous, previous: settings)",
    ),
    dict(
        id="resize-unannounced",
        area="effects",
        what="a resize lays the controls out again only after the window's news has gone through the reducer (whose look at "
        "the controls sees the old ones), and does not announce them",
        file="Sources/GameApp/GameApp+Effects.swift",
        find="        game.resize(to: screen.window.size)\n"
        "        laidOut = AppControls(layout: game.layout)\n"
        "        appEvents.publish(.resized)\n"
        "        announceControls(controls, always: true)\n"
        "        windowChanged()\n",
        into="        game.resize(to: screen.window.size)\n"
        "        appEvents.publish(.resized)\n"
        "        windowChanged()\n"
        "        laidOut = AppControls(layout: game.layout)\n",
    ),
    dict(
        id="layout-unannounced",
        area="effects",
        what="a new layout (text size, the panel's side, the shape count) moves the controls, noted as told but not announced",
        file="Sources/GameApp/GameApp+Effects.swift",
        find="        laidOut = AppControls(layout: game.layout)\n"
        "        announceControls(controls, always: true)\n"
        "    }\n",
        into="        laidOut = AppControls(layout: game.layout)\n"
        "        frames.controlsAnnounced = controls\n"
        "    }\n",
    ),
    dict(
        id="controls-only-over-game",
        area="effects",
        what="the controls are told again where they moved only while no screen is open (over one, only a change of the "
        "model's, a screen opened or closed, tells them)",
        file="Sources/GameApp/GameApp+Effects.swift",
        find="        guard always || (frames.controlsAnnounced != nil && controls != frames.controlsAnnounced) else { return }",
        into="        guard always || (frames.controlsAnnounced != nil && controls != frames.controlsAnnounced && model.screens.isEmpty) "
        "else { return }",
    ),
    dict(
        id="controls-moved-untold",
        area="effects",
        what="the controls are told again only when one comes or goes, not when one only moves (a notice's band, a label's size)",
        file="Sources/GameApp/GameApp+Effects.swift",
        find="        guard always || (frames.controlsAnnounced != nil && controls != frames.controlsAnnounced) else { return }",
        into="        guard always || (frames.controlsAnnounced != nil && controls.map(\\.action) != frames.controlsAnnounced?.map(\\.action)) "
        "else { return }",
    ),
    dict(
        id="scan-told-per-turn",
        area="effects",
        what="one-switch play's ring, resting on a control, is told again when a new turn begins (each place taken as the "
        "turn's, not only a shape)",
        file="Sources/GameApp/GameApp+Scan.swift",
        find="ScanRest(target: $0.target, turn: $0.isShape ? game.viewsTurnID : nil)",
        into="ScanRest(target: $0.target, turn: game.viewsTurnID)",
    ),
    dict(
        id="scan-return-untold",
        area="effects",
        what="one-switch play's ring is not told when it comes back to the place last told after resting on none (a screen "
        "that came and went)",
        file="Sources/GameApp/GameApp+Scan.swift",
        find="        frames.scanTold = rest\n        if let place { tellFocus(place.target, frame: place.frame) }\n",
        into="        if let place {\n            frames.scanTold = rest\n            tellFocus(place.target, frame: place.frame)\n        }\n",
    ),
    dict(
        id="close-only-on-help",
        area="effects",
        what="Close (×) is a control on the help only, not on About (drawn there, but no click or switch reaches it)",
        file="Sources/GameApp/GameApp+Pages.swift",
        find="            controls.append(Control(action: .close(overlay), frame: buttons.close))",
        into="            if overlay != .about { controls.append(Control(action: .close(overlay), frame: buttons.close)) }",
    ),
    dict(
        id="practice-sets-records",
        area="effects",
        what="the state saver counts a practice daily's turns into the high score and best streak",
        file="Sources/GameApp/Stats/StateSaver.swift",
        find="                if !game.play.isFree {",
        into="                if !game.play.isFree, game.play.daily?.isPractice != true {",
    ),
    # --- settings applier ---------------------------------------------------------------------
    dict(
        id="desktop-first-reading-only",
        area="applier",
        what="the applier shows the desktop's first reading only; later wishes (theme, text scale, motion) are not shown",
        file="Sources/GameApp/Settings/SettingsApplier.swift",
        find="    func apply(desktop settings: AppSettings, previous: AppSettings) {\n        apply(settings, previous: previous)",
        into="    func apply(desktop settings: AppSettings, previous: AppSettings) {\n"
        "        apply(previous.desktop == nil ? settings : previous, previous: previous)",
    ),
    dict(
        id="motion-auto-ignores-desktop",
        area="applier",
        what="reduce_motion = auto ignores the desktop's reduced-motion switch (only 'on' reduces the score's motion)",
        file="Sources/GameApp/Settings/SettingsApplier.swift",
        find="        scorePop.isReduced = inForce.reducesMotion",
        into="        scorePop.isReduced = inForce.settings.reduceMotion == .on",
    ),
    dict(
        id="reconcile-against-itself",
        area="applier",
        what="the applier compares the new file with itself, so the game keeps its shape count, difficulty and feedback after a save",
        file="Sources/GameApp/Settings/SettingsApplier.swift",
        find="SettingsPrecedence.reconcile(next.settings, previous: before.settings, inPlay: game.settings)",
        into="SettingsPrecedence.reconcile(next.settings, previous: next.settings, inPlay: game.settings)",
    ),
    dict(
        id="desktop-scale-unclamped",
        area="applier",
        what="the desktop's text scaling is not held to 200 % (a 150 % text size at the desktop's 2x is 300 %)",
        file="Sources/GameApp/Settings/SettingsInForce.swift",
        find="            let scaled = min(max(Double(file.textSize) * scale, Double(range.lowerBound)), Double(range.upperBound))",
        into="            let scaled = max(Double(file.textSize) * scale, Double(range.lowerBound))",
    ),
    # --- input router -------------------------------------------------------------------------
    dict(
        id="minimize-no-pause",
        area="router",
        what="minimizing only records the window's state and does not pause (as though focus loss always came with it)",
        file="Sources/GameApp/Input/InputRouter.swift",
        find="            return [.command(.pause(.minimized)), .windowChanged]",
        into="            return [.windowChanged]",
    ),
    dict(
        id="ctrl-q-resumes-pause",
        area="router",
        what="on the pause, Ctrl+Q resumes instead of quitting (the keys that keep their meaning there forget it)",
        file="Sources/GameApp/Input/InputRouter.swift",
        find="        case .quit, .toggleFullscreen, .toggleMute, .screenshot: return command\n",
        into="        case .toggleFullscreen, .toggleMute, .screenshot: return command\n",
    ),
    dict(
        id="ctrl-q-ignored-by-question",
        area="router",
        what="while a question is asked, Ctrl+Q does nothing (only Enter, Esc and the page keys are its)",
        file="Sources/GameApp/Input/InputRouter.swift",
        find='            case .control("q"): return .quit\n',
        into="",
    ),
    dict(
        id="ctrl-q-ignored-in-race",
        area="router",
        what="in a race (joining, countdown, play, results) Ctrl+Q does nothing",
        file="Sources/GameApp/Input/InputRouter+Race.swift",
        find="        case .quit, .toggleFullscreen, .toggleMute, .screenshot, .toggleHelp,",
        into="        case .toggleFullscreen, .toggleMute, .screenshot, .toggleHelp,",
    ),
    dict(
        id="ctrl-q-is-the-switch",
        area="router",
        what="with one-switch play on, Ctrl+Q is the switch like any other key",
        file="Sources/GameApp/Input/InputRouter.swift",
        find='        case .keyDown(.control("q"), _): return [.command(.quit)]\n',
        into="",
    ),
    dict(
        id="b-uses-the-ring",
        area="router",
        what="a pad's B uses the ring as A does (a Nintendo pad's labels taken for SDL's positions)",
        file="Sources/GameApp/Input/InputRouter+Gamepad.swift",
        find="        case .a: return .useFocus",
        into="        case .a, .b: return .useFocus",
    ),
    dict(
        id="b-switch-on-pause",
        area="router",
        what="with one-switch play on, a pad's B is the switch again while paused (kept out of it elsewhere)",
        file="Sources/GameApp/Input/InputRouter.swift",
        find="        if scene.isScanning, let switched = oneSwitch(event) { return switched }\n",
        into="        if scene.isScanning, scene.isPaused, case .buttonDown(.b, _) = event { return [.command(.scanPress(.gamepad))] }\n"
        "        if scene.isScanning, let switched = oneSwitch(event) { return switched }\n",
    ),
    dict(
        id="pause-scroll-click-resumes",
        area="router",
        what="while paused, a click on the pause's scroll buttons (its text taller than its view, in a small window) resumes instead",
        file="Sources/GameApp/Input/InputRouter+Scene.swift",
        find="            if case .scroll = action { return true }\n",
        into="",
    ),
    # --- core ---------------------------------------------------------------------------------
    dict(
        id="taps-while-hidden",
        area="core",
        what="a pick counts while the shapes are hidden under a screen",
        file="Sources/GameCore/Game.swift",
        find="controller.currentTurn != nil && !areShapesHidden && feedback == nil",
        into="controller.currentTurn != nil && feedback == nil",
    ),
    dict(
        id="hide-ignored-in-feedback",
        area="core",
        what="the game ignores 'hide the shapes' (and 'show them') while the right-or-wrong feedback shows",
        file="Sources/GameCore/Game.swift",
        find="            areShapesHidden = hidden\n",
        into="            guard feedback == nil else { return }\n            areShapesHidden = hidden\n",
    ),
    dict(
        id="finished-daily-not-left",
        area="core",
        what="leaving the daily leaves only an unfinished one: from its results the game stays in the challenge",
        file="Sources/GameCore/Game.swift",
        find="            if daily != nil { bringBack(beginning: true) }",
        into="            if daily?.isFinished == false { bringBack(beginning: true) }",
    ),
    dict(
        id="practice-is-free",
        area="core",
        what="a practice daily counts as free play (Play.isFree), so its turns set records",
        file="Sources/GameCore/Play.swift",
        find="        if case .free = self { true } else { false }",
        into="        if case .free = self { true } else { daily?.isPractice == true }",
    ),
    dict(
        id="mode-stays-in-session",
        area="core",
        what="choosing a mode changes the daily's or the race's mode instead of leaving it",
        file="Sources/GameCore/Game.swift",
        find="        case .setMode(let newMode):\n            bringBack(beginning: false)\n",
        into="        case .setMode(let newMode):\n",
    ),
    dict(
        id="race-won-only-on-target",
        area="core",
        what="a race is won only on reaching the target exactly (a streak's bonus that jumps past it never wins)",
        file="Sources/GameCore/Race/RaceReferee.swift",
        find="            if result.matched, result.score >= target { winner = seat }",
        into="            if result.matched, result.score == target { winner = seat }",
    ),
    dict(
        id="relayout-forgets-panel",
        area="core",
        what="a new layout (a resize, a new shape count or text size) forgets the side kept for the panel (only the panel's "
        "own coming keeps it)",
        file="Sources/GameCore/Game.swift",
        find="            keepsAside: keepsAside ?? layout.keepsAside)",
        into="            keepsAside: keepsAside ?? false)",
    ),
    # --- renderer -----------------------------------------------------------------------------
    dict(
        id="notice-over-side-panel",
        area="renderer",
        what="the notice along the bottom ignores a panel at the side (centred on the whole width)",
        file="Sources/GameApp/Rendering/GameRenderer.swift",
        find="            if let aside, aside.minX > 0 { room = Rect(x: room.minX, y: room.minY, "
        "width: min(room.width, aside.minX * scale), height: room.height) }\n",
        into="",
    ),
    dict(
        id="notice-over-foot-panel",
        area="renderer",
        what="the notice ignores a panel at the foot (its 'at the side?' test reads the wrong coordinate)",
        file="Sources/GameApp/Rendering/GameRenderer.swift",
        find="aside.flatMap { $0.minX > 0 ? nil : $0.minY }",
        into="aside.flatMap { $0.minY > 0 ? nil : $0.minY }",
    ),
    dict(
        id="notice-cache-without-text-size",
        area="renderer",
        what="the notice's layout over a screen is cached without the text size, so it keeps its lines and band after a change",
        file="Sources/GameApp/Rendering/GameRenderer+Screens.swift",
        find="scale: scale, textScale: text.scale, face: text.face)",
        into="scale: scale, textScale: 1, face: text.face)",
    ),
    dict(
        id="stack-scroll-unannounced",
        area="renderer",
        what="a stacked screen's scroll buttons, known once it is drawn, are not announced (the frame tells only the panel's)",
        file="Sources/GameApp/GameApp+Loop.swift",
        find="            if renderer.pagedLayouts.stack != stack || (renderer.pagedLayouts.insideScroll?.scrolls == true) != insideScrolls {",
        into="            if (renderer.pagedLayouts.insideScroll?.scrolls == true) != insideScrolls {",
    ),
]
