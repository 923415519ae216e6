import GameCore

/// The daily challenge as the app plays it: which day, whether the day's result is already
/// counted (this attempt is practice), and, once its twentieth turn ends, the card the results
/// screen shows. A value in the app's model.
public struct DailyAttempt: Hashable, Sendable {
    public let date: CivilDate
    /// The day already has its counted result: this attempt is practice.
    public let isPractice: Bool
    /// The result, once the twenty turns are played: the results screen shows while it is set.
    public var card: DailyCard?

    public init(date: CivilDate, isPractice: Bool, card: DailyCard? = nil) {
        self.date = date
        self.isPractice = isPractice
        self.card = card
    }

    public var challenge: DailyChallenge { DailyChallenge(date: date) }
}
