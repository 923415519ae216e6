import GameCore

/// What the player asks of the app, whatever the device: a key, a click or a tap on a control, a
/// controller's button, the focus ring's target all end up as one of these (**Command**, as the
/// tutorial's scorers are, one level up). Game commands go on to the game; the rest the app's
/// reducer decides.
public enum AppCommand: Hashable, Sendable {
    case game(GameCommand)
    /// Pauses, or resumes when paused.
    case togglePause(PauseCause)
    /// Pauses (nothing changes when already paused).
    case pause(PauseCause)
    /// Leaves the pause (nothing changes when not paused).
    case resume
    case toggleHelp
    case toggleStats
    /// Opens or closes the preferences screen.
    case togglePreferences
    /// Opens or closes About (from the help and the preferences).
    case toggleAbout
    /// Opens or closes the "how it works" panel beside the shapes.
    case toggleInside
    /// Turns playing step by step on (with the panel) or off.
    case toggleStepping
    /// Goes on from the stop shown to the next (or, after the last, on with the game).
    case stepOn
    /// Opens an article of the guide in the "how it works" panel; nil: back to the turn.
    case readGuide(GuideArticle?)
    /// Opens or closes the bar's "more" menu: the buttons a narrow window's bar has no room for.
    case toggleBarMenu
    /// Closes the help, the stats or the preferences, whichever shows.
    case closeOverlays
    /// Closes this overlay, showing what it was opened over (a screen's Close, ×).
    case close(AppModel.Overlay)
    /// Scrolls what faces the player (the help, About, the stats, the preferences, a stacked
    /// screen, the panel), where it holds more than the view shows.
    case scroll(ScrollMove)
    /// The mouse pointer came over a button of the bar (nil: off every one): its name shows above
    /// it, and is spoken.
    indirect case pointAt(AppCommand?)
    /// Esc, the controller's B: closes what is open (a question, the preferences, help, stats),
    /// else leaves fullscreen, else pauses. It never quits.
    case backOut
    /// Starts again: at once when the score is 0, else after asking.
    case restart
    /// Yes, throw the score away and start again.
    case confirmRestart
    /// Yes, leave the race that waits for a missing racer.
    case confirmLeaveRace
    case toggleFullscreen
    /// Sound on or off: the settings' `sound.enabled`, written to the file.
    case toggleMute
    /// More or fewer shapes per turn (2 to 5): `game.shapes_per_turn`, written to the file.
    case changeShapeCount(by: Int)
    /// Adaptive difficulty on or off: `game.adaptive`, written to the file.
    case toggleAdaptive
    /// Steps a line of the preferences screen (`step` 0 uses it: flips a switch, asks to reset).
    case preference(PreferenceRow, step: Int)
    /// Chooses one of a choice's names from its open list (`ChoiceList`): the setting is set to
    /// `value` (as the file writes it), and the list closes.
    case choose(PreferenceRow, String)
    /// Closes the preferences screen (or, while a reset is being confirmed, the confirmation; or,
    /// while a choice's list is open, the list).
    case closePreferences
    /// Yes, reset the statistics and high scores, keeping the old record aside.
    case confirmReset
    /// OK: the notice held as a dialog has been read.
    case dismissNotice
    /// Saves the window as a PNG in the player's pictures folder.
    case screenshot
    case quit
    /// The focus ring moves that way (the first press only shows it).
    case moveFocus(Direction)
    /// Uses what the ring rests on (the first press only shows it).
    case useFocus
    /// Left or right on the preferences screen: steps the line the ring rests on, or moves.
    case stepFocus(Int, orMove: Direction)
    /// A click or a tap: the ring goes.
    case hideFocus
    /// One-switch play's switch (any key but Esc, any button but B, any click or tap while
    /// `scan_ms` is on): taps what the scanning ring rests on.
    case scanPress(InputDevice)
    /// One-switch play's place for the whole bar, after the shapes: a press there scans the
    /// bar's own controls, one round (`AppModel.scansBar`).
    case scanBar
    /// Plays the day's challenge, or leaves it when it is being played.
    case toggleDaily
    /// Leaves the daily challenge (its results screen's Back) for the game that waited.
    case leaveDaily
    /// Puts the daily challenge's card on the clipboard (its results screen's Copy, Ctrl+C).
    case copyDailyCard
    /// Opens the race for two (its players then join), or leaves it.
    case toggleRace
    /// A device's confirm while a race waits for its players (or for a missing controller):
    /// its player joins, named `name` (a controller's) or "Player N".
    case raceJoin(RaceDevice, name: String?)
    /// A finger's tap on the joining screen: touch is not a race player's device.
    case raceRefusesTouch
    /// A race player's ring moves (the first press only shows it).
    case raceMoveRing(seat: Int, Direction)
    /// A race player taps what their ring rests on (the first press only shows it).
    case raceUseRing(seat: Int)
    /// A race player's tap: a click's point, or a shape by position (1 to 5).
    case raceTap(seat: Int, RaceTap.Target)
    /// The same two players race again (the results' Rematch).
    case rematch
    /// Leaves the race (the results' Done) for the game that waited.
    case leaveRace

    /// The command as asked for with `device`: a pause says who paused.
    public func by(_ device: InputDevice) -> AppCommand {
        if case .togglePause = self { return .togglePause(PauseCause(device)) }
        return self
    }

    /// The event log's name for it as a control: `mode:circle`, `pause`, `help`, `stats`,
    /// `resume`, `quit`, `preferences`, `preference:volume:-1`, `close_preferences`, `confirm_reset`.
    public var name: String {
        switch self {
        case .game(.setMode(let mode)): "mode:\(mode.rawValue)"
        case .game(.swapPart(let swap)): "part:\(swap.rawValue)"
        case .game(let command): "game:\(command)"
        case .togglePause, .pause: "pause"
        case .resume: "resume"
        case .toggleHelp: "help"
        case .toggleStats: "stats"
        case .togglePreferences: "preferences"
        case .toggleAbout: "about"
        case .toggleInside: "inside"
        case .toggleStepping: "step"
        case .stepOn: "step_on"
        case .readGuide(let article): "guide:\(article?.name ?? "back")"
        case .toggleBarMenu: "more"
        case .closeOverlays: "close"
        case .close(let overlay): "close:\(overlay)"
        case .scroll(let move): move.name
        case .backOut: "back"
        case .restart: "restart"
        case .confirmRestart: "confirm_restart"
        case .confirmLeaveRace: "confirm_leave_race"
        case .toggleFullscreen: "fullscreen"
        case .toggleMute: "mute"
        case .changeShapeCount(let delta): "shapes:\(delta > 0 ? "+" : "")\(delta)"
        case .toggleAdaptive: "adaptive"
        case .preference(let row, let step): step == 0 ? "preference:\(row.name)" : "preference:\(row.name):\(step > 0 ? "+" : "")\(step)"
        case .choose(let row, let value): "choose:\(row.name):\(value)"
        case .closePreferences: "close_preferences"
        case .confirmReset: "confirm_reset"
        case .dismissNotice: "dismiss_notice"
        case .screenshot: "screenshot"
        case .quit: "quit"
        case .moveFocus(let direction): "focus:\(direction)"
        case .useFocus: "focus:use"
        case .stepFocus(let step, _): "focus:\(step > 0 ? "+" : "")\(step)"
        case .hideFocus: "focus:hide"
        case .scanPress: "scan:press"
        case .scanBar: "scan:bar"
        case .toggleDaily: "daily"
        case .leaveDaily: "leave_daily"
        case .copyDailyCard: "copy_daily_card"
        case .toggleRace: "race"
        case .raceJoin: "race:join"
        case .raceRefusesTouch: "race:touch"
        case .raceMoveRing(let seat, let direction): "race:\(seat + 1):focus:\(direction)"
        case .raceUseRing(let seat): "race:\(seat + 1):focus:use"
        case .raceTap(let seat, _): "race:\(seat + 1):tap"
        case .rematch: "rematch"
        case .leaveRace: "leave_race"
        case .pointAt(let control): "point:\(control?.name ?? "none")"
        }
    }
}
