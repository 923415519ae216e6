/// A finished daily challenge: what the results screen shows, what the state file keeps for the
/// day, and what the card on the clipboard says. The day's rank is the score, then the median
/// reaction (lower is better).
public struct DailyResult: Hashable, Sendable {
    public let date: CivilDate
    public let score: Int
    /// Right (true) or wrong, one per turn, in order.
    public let marks: [Bool]
    public let medianReactionMilliseconds: Int

    public init(date: CivilDate, score: Int, marks: [Bool], medianReactionMilliseconds: Int) {
        self.date = date
        self.score = score
        self.marks = marks
        self.medianReactionMilliseconds = medianReactionMilliseconds
    }

    public var number: Int { DailyChallenge(date: date).number }
    public var rights: Int { marks.filter { $0 }.count }
    /// The share of turns right, 0 with none.
    public var accuracy: Double { marks.isEmpty ? 0 : Double(rights) / Double(marks.count) }

    /// Whether this result ranks above `other`: a higher score, or the same score reached with a
    /// lower median reaction.
    public func ranks(above other: DailyResult) -> Bool {
        (score, -medianReactionMilliseconds) > (other.score, -other.medianReactionMilliseconds)
    }

    /// The marks as text: ✓ for right, ✗ for wrong (shapes, not colours, tell them apart).
    public var markText: String { String(marks.map { $0 ? "✓" : "✗" }) }

    /// The marks as the state file keeps them: `1` right, `0` wrong.
    public var markBits: String { String(marks.map { $0 ? "1" : "0" }) }

    /// The median of `values` (the lower middle one of an even count); 0 for none.
    static func median(_ values: [Int]) -> Int {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
    }
}

/// What the card "Copy" puts on the clipboard says: the day's result, how many days in a row, and
/// whether it counted. Its words are the app's, in the player's language (`DailyCard.text(in:)`).
public struct DailyCard: Hashable, Sendable {
    public let result: DailyResult
    /// Days in a row with a counted result, ending on this one's day.
    public let daysInARow: Int
    /// Whether this was the day's counted attempt (a later one is practice, and says so).
    public let counted: Bool

    public init(result: DailyResult, daysInARow: Int, counted: Bool) {
        self.result = result
        self.daysInARow = daysInARow
        self.counted = counted
    }

    /// The marks in groups of five, as the card shows them.
    public var markGroups: [String] {
        var groups: [String] = []
        var marks = Substring(result.markText)
        while !marks.isEmpty {
            groups.append(String(marks.prefix(5)))
            marks = marks.dropFirst(5)
        }
        return groups
    }
}
