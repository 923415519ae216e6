/// What the game says aloud (`GameApp+Speech`), beside what it shows: the words a voice needs
/// that no screen has.
extension UIText {
    static let spokenRight: Message = "Right. Score {score}"
    static let spokenRightStreak: Message = "Right. Score {score}, streak {streak}"
    /// A turn the streak's bonus scored: why the score jumped, then where it is.
    static let spokenRightBonus: Message = "Right. Streak bonus {bonus}. Score {score}, streak {streak}"
    static let spokenWrong: Message = "Wrong. Score {score}"
    static let spokenWrongStreakLost: Message = "Wrong. Streak lost. Score {score}"
    static let spokenRaceRight: Message = "{name} right: {score}"
    static let spokenRaceWrong: Message = "{name} wrong: {score}"
    static let spokenShape: Message = "Shape {number}"
    static let spokenValue: Message = "{label}: {value}"
    static let spokenSelected: Message = "{name}, selected"
    static let spokenHelp: Message = "Help"
    static let spokenPause: Message = "Pause"
    static let spokenScrollUp: Message = "Scroll up"
    static let spokenScrollDown: Message = "Scroll down"
    static let spokenFullscreen: Message = "Full screen"
    static let spokenMoreShapes: Message = "More shapes"
    static let spokenFewerShapes: Message = "Fewer shapes"
    static let spokenAdaptive: Message = "Adaptive difficulty"
    static let spokenScreenshot: Message = "Screenshot"
    static let spokenBar: Message = "Modes and buttons"
    static let spokenDaily: Message = "Daily challenge"
    /// The bar's last button in a narrow window: it opens the menu of the buttons the bar has no
    /// room for (its name shows on hover and focus, as every bar button's does).
    static let barMore: Message = "More buttons"
    /// Said as the day's challenge starts, after its title.
    static let spokenDailyTurns = PluralMessage("{count} turn", "{count} turns")
    static let spokenWords: [Message] = [
        spokenRight, spokenRightStreak, spokenRightBonus, spokenWrong, spokenWrongStreakLost, spokenRaceRight, spokenRaceWrong, spokenShape,
        spokenValue, spokenSelected, spokenHelp, spokenPause,
        spokenScrollUp, spokenScrollDown, spokenFullscreen, spokenMoreShapes, spokenFewerShapes, spokenAdaptive,
        spokenScreenshot,
        spokenBar, spokenDaily, barMore,
    ]
}
