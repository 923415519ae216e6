import GameCore

extension DailyCard {
    /// The plain-text card in `catalog`'s language: the game's name, the day and its number, the
    /// score, the accuracy and the median reaction, the row of marks five to a group, and the days
    /// in a row.
    func text(in catalog: Catalog) -> String {
        let day = ["number": "\(result.number)", "date": "\(result.date)"]
        let figures = [
            "score": "\(result.score)", "right": "\(result.rights)", "total": "\(result.marks.count)",
            "percent": catalog.forms.percent(Int((result.accuracy * 100).rounded())), "milliseconds": "\(result.medianReactionMilliseconds)",
        ]
        let lines = [
            catalog(counted ? UIText.cardTitle : UIText.cardPracticeTitle, day), catalog(UIText.cardFigures, figures),
            markGroups.joined(separator: " "),
            catalog(UIText.dailyDaysInARow, count: daysInARow),
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
