import GameCore
import Preferences

/// Every message the game shows, in English. A catalog translates these; the test that a
/// catalog is complete reads `all`.
public enum UIText {
    // The HUD.
    static let score: Message = "Score {score}"
    static let streakAndBest: Message = "Streak {streak} · Best {best}"
    /// The HUD's streak where a narrow band leaves no room for the best.
    static let streakOnly: Message = "Streak {streak}"
    /// In place of the streak for a moment after a wrong tap ended one.
    static let streakLostAndBest: Message = "Streak lost · Best {best}"
    static let streakLost: Message = "Streak lost"
    static let helpHint: Message = "H help"
    static let muted: Message = "muted"
    // Pause and help.
    static let paused: Message = "Paused"
    static let resume: Message = "any key, click, tap or button resumes"
    static let title: Message = "Tap the Larger Shape"
    // Notices.
    static let notice: Message = "{file}:{line}:{column}: {message}"
    static let keptPrevious: Message = "(kept the previous settings)"
    static let notWritten: Message = "(your change holds for this session; the file was not written)"
    // The stats overlay.
    static let stats: Message = "Stats"
    static let thisSession: Message = "this session"
    static let allTime: Message = "all time"
    /// A figure and the period it counts, where the stats are a list (a small window).
    static let statsFigure: Message = "{period}: {value}"
    static let turns: Message = "turns"
    static let accuracy: Message = "accuracy"
    /// A share in per cent (German puts a space before the sign).
    static let streak: Message = "streak"
    static let streakNowAndBest: Message = "{now} now · {best} best"
    static let bestStreak: Message = "{best} best"
    static let medianReaction: Message = "median reaction"
    static let milliseconds: Message = "{count} ms"
    static let highScores: Message = "high scores:"
    static let plotTurns = PluralMessage("the last {count} turn", "the last {count} turns, oldest on the left")
    static let legendMatched: Message = "reaction time, right"
    static let legendMissed: Message = "reaction time, missed (marked beneath)"
    static let legendRatio: Message = "difficulty ratio (line, right axis)"
    static let ratioValue: Message = "×{value}"
    static let noTurns: Message = "no turns yet"
    // Screenshots and controllers.
    static let screenshotSaved: Message = "Screenshot saved: {path}"
    static let screenshotFailed: Message = "Cannot save the screenshot: {reason}"
    static let controllerConnected: Message = "Controller connected: {name}"
    static let controllerDisconnected: Message = "Controller disconnected"
    // The pause screen's buttons.
    static let resumeButton: Message = "Resume"
    static let quitButton: Message = "Quit"
    // The preferences screen.
    static let preferences: Message = "Preferences"
    static let statisticsReset: Message = "Statistics and high scores reset; the old record is kept as {path}"
    static let statisticsNotReset: Message = "Nothing was reset: {reason}"
    static let close: Message = "Close"
    static let resetQuestion: Message = "Reset every statistic and high score?"
    static let resetKept: Message = "The old record is kept aside."
    static let resetYes: Message = "Reset"
    static let restartQuestion: Message = "Restart?"
    static let restartLoses: Message = "The score of {score} is thrown away."
    static let restartYes: Message = "Restart"
    static let cancel: Message = "Cancel"
    /// The button that lets a notice held as a dialog go (its band could not show it whole).
    static let noticeOK: Message = "OK"
    static let on: Message = "on"
    static let off: Message = "off"
    static let rowReset: Message = "reset statistics and high scores…"
    // The preferences' group headings (each a table of the settings file).
    static let groupLook: Message = "Look"
    static let groupSound: Message = "Sound"
    static let groupAccessibility: Message = "Accessibility"
    static let groupGame: Message = "Game"
    static let groupMore: Message = "More"
    static let progressNotSaved: Message = "Progress is not saved this time: the state file could not be read, so it is left as it was."
    // About.
    static let rowAbout: Message = "about this game…"
    static let about: Message = "About"
    static let version: Message = "Version {version}"
    static let inspiredBy: Message =
        "Inspired by the tutorial “Intermediate Design Patterns in Swift” (raywenderlich.com, 2015), whose game this is, rebuilt for the Linux desktop."
    static let fontCredit: Message = "Text is drawn in {font}, the font the desktop's fontconfig found."
    static let soundsCredit: Message = "The sounds are made by the game's own synthesizer, from arithmetic alone."
    /// The help's page number, where it has more than one.
    static let helpPage: Message = "{page} / {pages}"
    /// Keys' names, for the help's lines with the player's own keys (`Hotkeys.displayName`).
    static let keySpace: Message = "Space"
    static let keyBackspace: Message = "Backspace"
    static let keyPageUp: Message = "Page Up"
    static let keyPageDown: Message = "Page Down"
    static let guideWhere: Message = "How to play, every key and setting, and the pattern guide: PLAYING.md and PATTERNS.md in {folder}"
    /// About, where the guides are not installed.
    static let guideInSource: Message = "How to play and the pattern guide come with the game's source, in docs/."
    /// About's platform line: the video driver SDL runs on (x11, wayland…).
    static let videoDriver: Message = "video: {driver}"
    /// About's platform line: a library the game runs on that is not the version it was built with.
    static let libraryBuiltWith: Message = "{library} {running} (built with {built})"
    static let reactionByInput: Message = "median reaction by input:"
    static let inputMouse: Message = "mouse"
    static let inputTouch: Message = "touch"
    static let inputKeyboard: Message = "keyboard"
    static let inputGamepad: Message = "controller"
    // The daily challenge.
    static let dailyFixedRules: Message = "The daily challenge keeps its rules: three shapes, kinds crossed, no adaptive difficulty."
    static let dailyHUD: Message = "Daily {done}/{total}"
    static let dailyPractice: Message = "practice"
    static let dailyTitle: Message = "Daily challenge #{number} · {date}"
    static let dailyScore: Message = "Score {score}"
    static let dailyFigures: Message = "{right}/{total} right ({percent}) · median reaction {milliseconds} ms"
    static let dailyDaysInARow = PluralMessage("{count} day in a row", "{count} days in a row")
    static let cardTitle: Message = "Tap the Larger Shape · Daily #{number} · {date}"
    static let cardPracticeTitle: Message = "Tap the Larger Shape · Daily #{number} · {date} · practice"
    static let cardFigures: Message = "Score {score} · {right}/{total} right ({percent}) · median {milliseconds} ms"
    static let dailyPracticeLine: Message = "Practice: the day's first finished attempt counts ({score})."
    static let dailyCountedLine: Message = "This is the day's counted result."
    static let dailyCopy: Message = "Copy"
    static let dailyBack: Message = "Done"
    static let dailyCopied: Message = "The card is on the clipboard."
    static let dailyNotCopied: Message = "Cannot copy the card: {reason}"
    static let dailyStats: Message = "daily challenge:"
    /// The stats' daily line: `{days}` is `dailyDaysPlayed`'s words.
    static let dailyStatsSummary: Message = "{days} · {streak} in a row"
    static let dailyDaysPlayed = PluralMessage("{count} day played", "{count} days played")
    /// A counted day in the stats: its number and its score.
    static let dailyStatsDay = PluralMessage("#{number}: {count} point", "#{number}: {count} points")
    // The race for two.
    static let raceJoined: Message = "{name} joined"
    static let racePlayer: Message = "Player {number}"
    /// A seat's player with the controller they play with: "Player 2 (Virtual Controller)".
    static let racePlayerDevice: Message = "{player} ({device})"
    static let racePlayerJoined: Message = "Player {number} joined"
    static let raceNoTouch: Message = "Touch cannot join a race: fingers on one screen cannot be told apart. Use a keyboard, a mouse or a controller."
    static let raceTitle: Message = "Race for two"
    static let raceHowToJoin: Message = "Each player presses their own confirm to join:"
    static let raceJoinKeys: Message = "keyboard: Enter or Space · mouse: a click · controller: A"
    /// A seat on the joining screen that no one has taken yet.
    static let raceWaiting: Message = "{number} · waiting for a player…"
    /// A taken seat on the joining screen: who, and with what (`inputKeyboard`…).
    static let raceSeat: Message = "{number} · {device}"
    static let raceTarget = PluralMessage("First to {count} point wins. Esc leaves the race.", "First to {count} points wins. Esc leaves the race.")
    static let raceTo: Message = "race to {target}"
    static let raceWins: Message = "{name} wins!"
    static let raceNoWinner: Message = "No winner"
    /// A player and their points: the race HUD's line and the results'.
    static let raceLine: Message = "{name}: {score}"
    static let raceFigures: Message = "{percent} right · median reaction {milliseconds} · best streak {streak}"
    static let rematch: Message = "Rematch"
    /// Who a race waits for: one racer or two (one form per count, so the verb agrees).
    static let raceMissing = PluralMessage(
        "{names} is missing: plug the controller in and press A", "{names} are missing: plug the controllers in and press A")
    static let raceLeave: Message = "Leave the race"
    static let raceLeaveQuestion: Message = "Leave the race?"
    static let raceLeaveEnds: Message = "It ends here, without a winner."

    /// A theme's name, as its factory gives it (`auto`: the desktop's choice).
    static func name(of theme: ThemeName) -> Message { theme == .auto ? themeAuto : Message(theme.factory.displayName) }
    static let themeAuto = Message("follow the desktop")

    /// An input's name, as the stats show it.
    static func name(of input: InputDevice) -> Message {
        switch input {
        case .mouse: inputMouse
        case .touch: inputTouch
        case .keyboard: inputKeyboard
        case .gamepad: inputGamepad
        }
    }

    /// A mode's name, as the HUD and the stats show it.
    static func name(of mode: GameMode) -> Message { Message(mode.rawValue) }

    /// Every message that counts something, in each language's plural forms.
    public static let plurals: [PluralMessage] = [
        plotTurns, dailyDaysInARow, dailyDaysPlayed, dailyStatsDay, raceTarget, raceMissing, spokenDailyTurns,
    ]
}
