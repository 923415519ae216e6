/// What follows from a change of the model, whatever action made it: derived from the model
/// before and after, once per action, so no handler works it out by hand. A race's pause ends
/// in a countdown; the shapes go out of sight or come back, the screens that opened and closed are announced, the controls are
/// announced where they may have changed, the focus ring where it moved, and the screensaver follows (`ScreenSaverRule`).
enum AppDerivations {
    static func effects(from before: AppModel, to after: inout AppModel, in context: AppContext) -> [AppEffect] {
        after.insideTakesWindow = context.insideTakesWindow
        // (An article of the guide is read in the panel: it goes with the panel.)
        if !after.showsInside { after.reading = nil }
        // A race's turn that a pause interrupted comes back after 3, 2, 1, whatever ended the
        // pause; a countdown that a screen covered begins again, whole, when nothing covers it.
        let pauseEnded = before.pause != nil && after.pause == nil && after.race?.isPlaying == true && context.play == .race
        let countdownUncovered = !before.screens.isEmpty && after.screens.isEmpty && after.race?.countdownEnds != nil
        if pauseEnded || countdownUncovered { after.race?.screen = .countdown(until: context.now + context.raceCountdown) }
        // NB: the preferences keep where they were scrolled to under their reset question and
        // About, and open at their top.
        let preferences = AppModel.Screen.overlay(.preferences)
        if !before.screens.contains(preferences), after.screens.contains(preferences) { after.preferencesScroll = 0 }
        if before.top != after.top || before.stackedScreen != after.stackedScreen { after.scroll = 0 }
        // One-switch play: when what can be scanned changes (a screen opens or closes, the shapes
        // go or come back), the place the ring shows has a whole beat from now.
        let pace = after.settings.file.scanMilliseconds
        if pace > 0, let move = after.scanMove, before.top != after.top || before.hidesShapes != after.hidesShapes {
            after.scanMove = max(move, context.now + .milliseconds(pace))
        }
        var effects: [AppEffect] = []
        // (A stop before the tap holds the turn as a screen does, the panel still in view.)
        if (before.hidesShapes || before.stepHolds) != (after.hidesShapes || after.stepHolds) {
            effects.append(.game(.hideShapes(after.hidesShapes || after.stepHolds)))
        }
        // The panel beside the shapes: the game keeps a side of the play area for it.
        if before.showsInside != after.showsInside {
            effects.append(.game(.keepAside(after.showsInside)))
            effects.append(.announce(.inside(shown: after.showsInside)))
        }
        // Closed first, the top one first; then opened, the lowest first.
        for screen in before.screens.reversed() where !after.screens.contains(screen) { effects.append(.announce(announcement(screen, open: false))) }
        for screen in after.screens where !before.screens.contains(screen) { effects.append(.announce(announcement(screen, open: true))) }
        // The race's joining screen is one too, though not of the stack.
        if after.race?.isJoining == true, before.race?.isJoining != true { effects.append(.announce(.raceJoining)) }
        if AppControls.Key(before) != AppControls.Key(after) { effects.append(.controlsChanged) }
        // Where the ring comes to rest, when it moves or shows. (One-switch play's ring is told
        // by the app, `GameApp.tellScanRing`: it comes to rest on another place where a screen
        // or a new turn's shapes come under it, which only the app sees.)
        let scans = after.settings.file.scanMilliseconds > 0 && after.race == nil && !context.autoplay
        if after.ring.isShown, let target = after.ring.target, before.ring != after.ring, !scans {
            effects.append(.announce(.focus(target)))
        }
        // The bar's button the pointer came over, its name said.
        if let pointed = after.pointedAt, before.pointedAt != pointed { effects.append(.announce(.pointed(pointed))) }
        // What a scroll brought into view is said.
        if before.top == after.top, before.scroll != after.scroll { effects.append(.announce(.scrolled(from: before.scroll, to: after.scroll))) }
        if before.top == after.top, after.facesPreferences, before.preferencesScroll != after.preferencesScroll {
            effects.append(.announce(.scrolled(from: before.preferencesScroll, to: after.preferencesScroll)))
        }
        if before.reading != after.reading { effects.append(.announce(.guide(after.reading))) }
        if after.facesInside, before.insideScroll != after.insideScroll {
            effects.append(.announce(.scrolled(from: before.insideScroll, to: after.insideScroll)))
        }
        return effects + ScreenSaverRule.update(&after, in: context)
    }

    static func announcement(_ screen: AppModel.Screen, open: Bool) -> AppEffect.Announcement {
        switch screen {
        case .pause(let cause): open ? .paused(cause) : .resumed
        case .overlay(let overlay): .overlay(overlay, shown: open)
        case .question(let question): .confirmation(question, shown: open)
        case .notice: .noticeHeld(shown: open)
        }
    }
}
