import Desktop
import Drawing
import GameCore
import Platform
import Preferences

/// What the app around the game produces, for the event log and whoever else listens: the game's
/// own events are `GameEvent`, these are the window's, the speakers' and the files'.
public enum AppEvent: Sendable {
    /// A sound was asked for; `played` is false when muted or without an audio device.
    case sound(name: String, played: Bool)
    case muted(Bool)
    /// A problem in the settings file (an error keeps the previous settings; a warning does not).
    case settingsDiagnostic(SettingsDiagnostic)
    /// The settings file's problem the player is to be told of along the bottom.
    case settingsProblem(SettingsNotice)
    /// The player changed a setting in the game; `settings` are now in force.
    case settingChanged(SettingsChange, Settings)
    /// What became of writing that change into the settings file at `path`.
    case settingSaved(SettingsChange, SettingsWrite, path: String)
    /// Settings read from `path` are now in force.
    case settingsApplied(Settings, path: String)
    /// The message along the bottom of the window changed (nil: it went away).
    case notice(String?)
    /// The notice was held as a dialog its band could not show it whole in (true), or its OK
    /// let it go (false): `{"event":"notice_held","shown":true}`.
    case noticeHeld(shown: Bool)
    /// The window's size changed (window coordinates).
    case resized
    /// The language on screen: at the start, and when the settings change it.
    case language(Language)
    /// Words the voice handed to speech-dispatcher (`urgent`: cutting in).
    case spoken(String, urgent: Bool)
    /// The theme in force changed, or where it came from: the settings file, the desktop, or
    /// the game's default where `auto` found no desktop.
    case theme(ThemeName, source: String)
    /// The desktop answered (its wishes) or could not be asked (why), and what is in force now:
    /// the text size in percent, reduced motion, speech.
    case desktop(DesktopReading, textSize: Int, reducesMotion: Bool, speaks: Bool)
    /// The clickable controls and where they are: at the start and after every resize.
    case controls([Control])
    /// The first frame reached the screen, at `monotonicNanoseconds` on the system's monotonic
    /// clock (`CLOCK_MONOTONIC`): how a launch is timed from outside.
    case firstFramePresented(monotonicNanoseconds: UInt64)
    /// A screenshot was saved at `path`.
    case screenshot(path: String)
    /// A screenshot could not be saved.
    case screenshotFailed(reason: String)
    /// The window's place, size or state changed (what the state file keeps of it).
    case windowPlacement(WindowPlacement)
    /// The app paused the game (and why), or let it go on.
    case paused(PauseCause)
    case resumed
    /// A screen over the shapes (the help, the stats, the preferences) opened or closed.
    case overlay(AppModel.Overlay, shown: Bool)
    /// A question was asked (a restart that would lose a score), or answered.
    case confirmation(AppModel.Confirmation, shown: Bool)
    /// The focus ring came to rest on `target`, named `name` (`shape:1`, a control's name), at
    /// `frame` (window coordinates): a tool follows one-switch play's ring by these.
    case focus(FocusTarget, name: String, frame: Rect?)
    /// The mouse pointer came over the bar's button `control` (its name shows above it).
    case pointed(AppCommand)
    /// The help or About scrolled: the rows `first...last` of `rows` are in view now, and `new`
    /// is the text of those that came into it (what the voice reads).
    case scrolled(first: Int, last: Int, rows: Int, new: [String])
    /// A game controller was plugged in (its name) or taken away (nil).
    case controller(name: String?)
    /// The race's joining screen opened: each player joins with their device's confirm.
    case raceJoining
    /// The "how it works" panel opened (true) or closed.
    case inside(shown: Bool)
    /// Stepping through turns went on or off.
    case stepping(Bool)
    /// An article of the guide opened in the panel (`Strategy`), or the turn came back (nil).
    case guide(String?)
    /// A stop of a stepped turn shows, `number` of `count`, on turn `turn`, lighting `lit`: the
    /// panel's lines (`panel:chain.0`), the shapes, the HUD's score.
    case stop(Stop, number: Int, count: Int, turn: Int, lit: [String])
    /// What the panel shows changed while it faces the player: its facts, and its words.
    case explained(InsideFacts, InsideText)
    /// The race's 3, 2, 1: the number shown now, nil when it ends.
    case countdown(Int?)
    /// The day's challenge began; `practice` when the day's counted result was already kept.
    case dailyStarted(DailyChallenge, practice: Bool)
    /// The day's challenge was played to its end: the card says how, and whether it counted.
    case dailyFinished(DailyCard)
    /// Text was put on the clipboard.
    case copied(String)
    /// The run began: the game's version and what it runs on (the log's first line).
    case started(version: String, platform: PlatformInfo, keyboardGuard: KeyboardGuard)
    /// The run is over.
    case quit(RunSummary)
}

/// What a finished run did.
public struct RunSummary: Sendable {
    /// Turns completed, restarts included.
    public let turns: Int
    public let score: Int
    public let latency: LatencyMeter.Summary
}
