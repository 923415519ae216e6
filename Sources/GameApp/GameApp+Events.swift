import GameCore
import Platform

/// What the app does when the game or the app itself says something happened.
extension GameApp {
    /// Listens to both buses for what the app must answer: the daily challenge's and the race's
    /// ends, screenshots, controllers. What the model must hear waits in `parts.pending`: no
    /// listener sends an action.
    func subscribe() {
        game.events.subscribe(
            as: "GameApp",
            reacting: { [weak self] event in
                guard let self else { return nil }
                loop.needsRedraw = true
                switch event {
                case .dailyStarted(let challenge):
                    appEvents.publish(.dailyStarted(challenge, practice: game.play.daily?.isPractice ?? false))
                case .dailyFinished(let result):
                    let card = parts.saver.count(daily: result)
                    appEvents.publish(.dailyFinished(card))
                    parts.pending.add(.dailyFinished(card))
                case .raceFinished(let summary):
                    parts.pending.add(.raceFinished(RaceResult(summary)))
                case .partsChanged(let swapped):
                    // Practice begins or changes, or the game's own parts are back: said in a
                    // notice (and so by the voice).
                    if swapped.isStandard {
                        notify(UIText.partsBack)
                    } else {
                        notify(UIText.partsPractice, ["parts": InsideText.swapped(swapped, catalog: renderer.catalog)])
                    }
                case .turnStarted where model.settings.file.scanMilliseconds > 0:
                    // (Only one-switch play's ring hears of it: no action per turn otherwise.)
                    parts.pending.add(.shapesShown)
                case .turnEnded(let result, _) where !result.matched, .raceLockedOut(let result, _):
                    guard result.input == .gamepad else { break }
                    // In a race, the seat's own pad; else the pad in hand.
                    let seat = result.player.flatMap { seat in model.race?.players.first { $0.seat == seat } }
                    let pad: Int32?
                    if case .controller(let seated)? = seat?.device {
                        pad = seated
                    } else {
                        pad = seat == nil ? parts.pads.lastPad : nil
                    }
                    parts.pads.wrongTap(by: pad, enabled: model.settings.file.rumble)
                    return pad != nil && model.settings.file.rumble ? Reaction.rumbled.rawValue : Reaction.redrew.rawValue
                default:
                    break
                }
                return Reaction.redrew.rawValue
            })
        appEvents.subscribe { [weak self] event in
            guard let self else { return }
            loop.needsRedraw = true
            switch event {
            case .screenshot(let path): notify(UIText.screenshotSaved, ["path": Screenshots.abbreviated(path)])
            case .screenshotFailed(let reason): notify(UIText.screenshotFailed, ["reason": reason])
            case .controller(let name?): notify(UIText.controllerConnected, ["name": name])
            case .controller(nil): notify(UIText.controllerDisconnected)
            default: break
            }
        }
    }

    /// What the background threads finished, after they woke the loop: the settings file's
    /// news, the screenshots, what the voice sent, the desktop's wishes.
    func receiveFromThreads() throws(PlatformError) {
        parts.settings.receive()
        try takeSettingsNews()
        parts.screenshots.receive()
        parts.announcer.receive()
        if let reading = parts.desktop.take(0) { try send(.desktopInForce(reading)) }
        try sendPending()
    }
}
