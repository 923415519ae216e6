import Desktop
import GameCore
import Preferences

/// What the reducer asks the app to do to the world after a change of its model: the app runs
/// these, in order, against the game, the files, the sounds and the window.
public enum AppEffect: Hashable, Sendable {
    case game(GameCommand)
    /// Let the game's time pass to this instant (`Game.advance(to:)`).
    case advanceGame(Duration)
    /// Write a setting into the settings file (the model has it in force already); `file` is
    /// what the file reads as once it is written (the model's, or the save that waits).
    case changeSetting(SettingsChange, file: Settings)
    /// Put the model's settings in force where they matter: the game, the theme, the sounds, the
    /// language (`SettingsApplier`); `previous`, the model's settings before the change.
    case applySettings(AppSettings, previous: AppSettings)
    /// The same, for new wishes of the desktop (which the event log reports).
    case applyDesktop(AppSettings, previous: AppSettings)
    case setFullscreen(Bool)
    /// Reset the statistics and high scores, keeping the old record aside.
    case resetStatistics
    /// Tell the listeners (the event log, tests) what changed.
    case announce(Announcement)
    /// The clickable controls changed: announce where they are now.
    case controlsChanged
    /// Remember the window's place in the state file.
    case rememberWindow(WindowPlacement)
    /// Let the desktop's screensaver start (true) or keep it off.
    case allowScreenSaver(Bool)
    /// Begin the day's challenge (`practice`: its counted result is already kept).
    case startDaily(DailyChallenge, practice: Bool)
    /// Put the day's card on the desktop's clipboard, in the words of the language on screen.
    case copyCard(DailyCard)
    /// Another action follows this one (a ring's A is the control it rests on; a key the day's
    /// rules forbid is a notice): the reducer applies it next, in the same pass, so no handler
    /// calls another or the reducer. It never reaches the app.
    indirect case then(AppAction)
    /// A race player's tap, to be judged with the others of this pass by its event's timestamp.
    case raceTap(seat: Int, RaceTap.Target)

    /// What the app tells its listeners, as `AppEvent`s.
    public enum Announcement: Hashable, Sendable {
        case paused(PauseCause)
        case resumed
        case overlay(AppModel.Overlay, shown: Bool)
        /// A question was asked (true) or answered (false).
        case confirmation(AppModel.Confirmation, shown: Bool)
        /// The notice along the bottom changed (nil: it went).
        case notice(AppModel.Notice?)
        /// The notice was held as a dialog (true), or its OK let it go (false).
        case noticeHeld(shown: Bool)
        /// The focus ring came to rest on this.
        case focus(FocusTarget)
        /// The mouse pointer came over this button of the bar.
        case pointed(AppCommand)
        /// The help, About or the stats scrolled from one first row to another.
        case scrolled(from: Int, to: Int)
        /// The race's joining screen opened.
        case raceJoining
        /// The "how it works" panel opened (true) or closed.
        case inside(shown: Bool)
        /// Stepping through turns went on (true) or off.
        case stepping(Bool)
        /// An article of the guide opened in the panel (nil: the turn's sections came back).
        case guide(GuideArticle?)
        /// A stop shows: `number` of `count`.
        case stop(Stop, number: Int, count: Int)
    }
}
