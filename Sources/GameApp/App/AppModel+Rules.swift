import GameCore
import Preferences

/// The rules more than one handler needs, as functions of the model alone: each handler calls
/// them, and none calls another handler.
extension AppModel {
    /// The pause over whatever shows; a pause already in the stack stays as it is.
    mutating func pause(_ cause: PauseCause) {
        guard pause == nil else { return }
        open(.pause(cause))
    }

    /// The pause goes, wherever it is in the stack.
    mutating func resume() {
        closeAll { if case .pause = $0 { true } else { false } }
    }

    /// The notice goes, and the dialog that held it; true where one was held.
    mutating func letHeldNoticeGo() -> Bool {
        guard holdsNotice else { return false }
        close(.notice)
        notice = nil
        return true
    }

    /// Every overlay goes, and the reset question with the preferences it belongs to.
    mutating func closeOverlays() {
        closeAll { screen in
            switch screen {
            case .overlay, .question(.resetStatistics): true
            default: false
            }
        }
    }

    /// Nothing over the game: the screens close, a question goes unanswered (the daily challenge
    /// and the race begin this way).
    mutating func uncover() {
        closeAll()
    }

    /// What backing out (Esc, B) does on the screen the player faces: the results of a race or of
    /// the day's challenge are left; else nil, and the stack of screens decides (`BackOutHandler`).
    var backOutLeaves: AppCommand? {
        if facesRaceScreen { return .leaveRace }
        if facesDailyResults { return .leaveDaily }
        return nil
    }

    /// The save of the settings that waited for a daily challenge or a race, now that it is
    /// left: in the model's settings, and the effects that put it in force; the mode it names
    /// only when the player did not just choose one on the way out.
    mutating func releaseHeldSettings(in context: AppContext, modeChosen: Bool = false) -> [AppEffect] {
        guard let held = settings.held else { return [] }
        settings.held = nil
        guard held != settings.file else { return [] }
        return putSettings(held, in: context, beginsMode: !modeChosen)
    }

    /// `file` in force: the effects that show it, and a mode it newly names begun.
    mutating func putSettings(_ file: Settings, in context: AppContext, beginsMode: Bool = true) -> [AppEffect] {
        let previous = settings
        // One-switch play at a new pace (or turned on or off) begins its beats again from now.
        if previous.file.scanMilliseconds != file.scanMilliseconds { scanMove = nil }
        settings.file = file
        var effects: [AppEffect] = [.applySettings(settings, previous: previous)]
        if beginsMode, let named = file.mode, named != previous.file.mode, named != context.mode { effects.append(.game(.setMode(named))) }
        return effects
    }

    /// The player turned the sound on or off in the game (`change`, to be made next): the run's
    /// `--mute` no longer holds. When the change leaves the file as it is (the file had the
    /// sound on all along), the sounds are told here, as nothing else would tell them.
    mutating func liftSessionMute(before change: SettingsChange) -> [AppEffect] {
        guard settings.sessionMuted else { return [] }
        let previous = settings
        settings.sessionMuted = false
        return change.applied(to: settings.file) == settings.file ? [.applySettings(settings, previous: previous)] : []
    }
}
