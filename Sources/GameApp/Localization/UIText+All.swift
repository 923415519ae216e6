import GameCore
import Preferences

/// The catalogue's list: every message the game can show or say, which the template for the
/// translators (`messages-pot`) and the catalogues' tests read.
extension UIText {
    /// Every message: the fixed ones, each mode's name and the help's lines.
    public static var all: [Message] {
        let fixed: [Message] =
            [
                score, streakAndBest, streakOnly, streakLostAndBest, streakLost, helpHint, muted, paused, resume, title, notice, keptPrevious,
                notWritten, stats, thisSession, allTime, turns,
                accuracy,
                streak, streakNowAndBest, bestStreak, medianReaction, milliseconds, highScores, legendMatched, legendMissed, legendRatio,
                ratioValue, noTurns,
                screenshotSaved, screenshotFailed, controllerConnected, controllerDisconnected, resumeButton, quitButton, reactionByInput,
                inputMouse, inputTouch, inputKeyboard, inputGamepad, preferences, statisticsReset, statisticsNotReset, close, resetQuestion,
                resetKept,
                resetYes, restartQuestion, restartLoses, restartYes, cancel, noticeOK, on, off, about, version, inspiredBy, fontCredit,
                soundsCredit, helpPage, keySpace, keyBackspace, keyPageUp, keyPageDown, guideWhere, guideInSource, videoDriver, libraryBuiltWith,
                dailyFixedRules, dailyHUD, dailyPractice, dailyTitle, dailyScore, dailyFigures,
                dailyPracticeLine, dailyCountedLine, dailyCopy, dailyBack, dailyCopied, dailyNotCopied, dailyStats, dailyStatsSummary,
                raceJoined, raceNoTouch, raceTitle, raceHowToJoin, raceJoinKeys, raceWaiting, raceSeat, racePlayerDevice, raceTo, raceWins,
                raceNoWinner, raceLine, statsFigure, raceFigures, rematch, progressNotSaved, raceLeave, raceLeaveQuestion, raceLeaveEnds,
                racePlayer, racePlayerJoined, cardTitle, cardPracticeTitle, cardFigures,
            ] + spokenWords + insideMessages + partsMessages + stepMessages
        // The preferences screen's lines and the words their values are shown in, from the registry.
        let preferences =
            PreferenceRow.rows().map(\.label) + PreferenceGroup.allCases.map(\.heading)
            + SettingsRegistry.standard.onScreen.flatMap { $0.choices.map { Message($0.label) } }
        // A key named by one character ("S") is the same in every language.
        let help = (Hotkeys.help + Hotkeys.everyControllerHelp).flatMap { entry in
            (entry.keys.count > 1 ? [Message(entry.keys)] : []) + [Message(entry.action)]
        }
        return fixed + preferences + GameMode.allCases.map(name(of:)) + ([.auto] + ThemeName.allCases).map(name(of:)) + help
            + DiagnosticText.templates.map { Message($0) }
    }
}
