/// The screens drawn as a stack of centred lines above their buttons.
extension AppModel {
    /// A screen drawn as a stack (the pause, a question, the daily's or the race's results, the
    /// race's joining screen): where its lines do not fit at the player's size, it turns pages
    /// as the help does.
    public enum StackedScreen: Hashable, Sendable {
        case pause(waitsForRacer: Bool)
        case question(Confirmation)
        case dailyResults, raceJoining, raceResults
        /// A notice held as a dialog.
        case notice
    }

    /// The stacked screen the player faces, if one does.
    public var stackedScreen: StackedScreen? {
        switch top {
        case .pause?: return .pause(waitsForRacer: waitsForRacer)
        case .question(let question)?: return .question(question)
        case .notice?: return .notice
        case .overlay?: return nil
        case nil:
            if facesDailyResults { return .dailyResults }
            guard facesRaceScreen, let race else { return nil }
            return race.isJoining ? .raceJoining : race.result == nil ? nil : .raceResults
        }
    }
}
