import GameCore

/// What the game remembers between runs (state, not settings: the game writes it).
public struct GameRecord: Hashable, Sendable {
    /// The mode last played. A name this version does not know reads as nil, not as damage.
    public var lastMode: GameMode?
    public var highScore = 0
    public var lifetimeTurns = 0
    public var lifetimeMatches = 0
    public var bestStreak = 0
    /// The highest score reached while playing each mode, by the mode's name.
    public var highScores: [String: Int] = [:]
    /// Every reaction time ever, counted into buckets: the lifetime median in constant memory.
    public var reactions = ReactionHistogram()
    /// Where and how the window was left; nil before the first run (the settings' size then).
    public var window: WindowPlacement?
    /// Each day's counted daily challenge, oldest first, one per day: the day's first finished
    /// attempt.
    public private(set) var daily: [DailyResult] = []
    /// For each of `daily`, how many days in a row end on its day: worked out when a day is
    /// added (once a day), so no frame walks the history.
    private var dailyRuns: [Int] = []

    public init() {}

    /// Why a state file's JSON is not a record: a known field of the wrong type.
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        public let field: String
        public var description: String { "\(field) is not what the state file keeps there" }
    }

    /// The record a state file's JSON holds. Fields this version does not know are ignored; a
    /// known one of the wrong type is an error, except the tables, which start again.
    public init(json: JSONValue) throws(ReadError) {
        guard json.members != nil else { throw ReadError(field: "the document") }
        func integer(_ key: String) throws(ReadError) -> Int {
            guard let value = json[key], value != .null else { return 0 }
            guard let number = value.int else { throw ReadError(field: key) }
            return Self.clamped(number)
        }
        if let name = json["last_mode"], name != .null {
            guard let text = name.string else { throw ReadError(field: "last_mode") }
            lastMode = GameMode(rawValue: text)
        }
        // A hand-edited file may say anything a JSON number can: counts below zero read as zero,
        // and no more turns matched than were played. A high score below zero (an older version
        // kept whatever a losing run reached) is none.
        highScore = max(try integer("high_score"), 0)
        lifetimeTurns = max(try integer("lifetime_turns"), 0)
        lifetimeMatches = min(max(try integer("lifetime_matches"), 0), lifetimeTurns)
        bestStreak = max(try integer("best_streak"), 0)
        // Modes this version does not know are dropped, so the table stays as small as the registry.
        for member in json["high_scores"]?.members ?? [] where GameMode(rawValue: member.key) != nil {
            // (A high score below 0, which a development build of 0.8.0 could keep, is none.)
            if let score = member.value.int, score > 0 { highScores[member.key] = Self.clamped(score) }
        }
        // A histogram of the wrong shape, or with counts no run could make, starts again.
        if let counts = json["reaction_histogram_ms"]?.array {
            let numbers = counts.compactMap(\.int).map(Self.clamped)
            if numbers.count == counts.count, let histogram = ReactionHistogram(counts: numbers) { reactions = histogram }
        }
        window = json["window"].flatMap(WindowPlacement.init(json:))
        // A day that does not read is dropped, and so is a second result for a day.
        var days: [DailyResult] = []
        var seen: Set<CivilDate> = []
        for entry in json["daily"]?.array ?? [] {
            if let result = Self.dailyResult(entry), seen.insert(result.date).inserted { days.append(result) }
        }
        daily = days.sorted { $0.date < $1.date }
        recountRuns(from: 0)
    }

    /// The runs of days from `index` on, after a day was added there.
    private mutating func recountRuns(from index: Int) {
        dailyRuns.removeSubrange(min(index, dailyRuns.count)...)
        for place in index..<daily.count {
            let follows = place > 0 && daily[place - 1].date == daily[place].date.adding(days: -1)
            dailyRuns.append(follows ? dailyRuns[place - 1] + 1 : 1)
        }
    }

    /// Where `date` is in `daily`, or where it would go: a binary search, the days being in order.
    private func dailyIndex(of date: CivilDate) -> Int {
        var (low, high) = (0, daily.count)
        while low < high {
            let middle = (low + high) / 2
            if daily[middle].date < date { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func dailyResult(_ json: JSONValue) -> DailyResult? {
        guard let text = json["date"]?.string, let date = CivilDate(text), let score = json["score"]?.int,
            let bits = json["marks"]?.string, (1...DailyChallenge.turnCount).contains(bits.count), bits.allSatisfy({ $0 == "0" || $0 == "1" }),
            let median = json["median_reaction_ms"]?.int, median >= 0
        else { return nil }
        return DailyResult(date: date, score: clamped(score), marks: bits.map { $0 == "1" }, medianReactionMilliseconds: clamped(median))
    }

    /// `number` within ±`StoredCount.limit`, the bound the sums below stop at too.
    static func clamped(_ number: Int) -> Int { StoredCount.clamped(number) }

    /// The record as the state file's JSON, keys in alphabetical order.
    public var json: JSONValue {
        var members: [JSONValue.Member] = [.init("best_streak", .integer(bestStreak))]
        if !daily.isEmpty {
            members.append(
                .init(
                    "daily",
                    .array(
                        daily.map { result in
                            .object([
                                .init("date", .string(result.date.description)), .init("marks", .string(result.markBits)),
                                .init("median_reaction_ms", .integer(result.medianReactionMilliseconds)), .init("score", .integer(result.score)),
                            ])
                        })))
        }
        members += [
            .init("high_score", .integer(highScore)),
            .init("high_scores", .object(highScores.sorted { $0.key < $1.key }.map { .init($0.key, .integer($0.value)) })),
        ]
        if let lastMode { members.append(.init("last_mode", .string(lastMode.rawValue))) }
        members += [.init("lifetime_matches", .integer(lifetimeMatches)), .init("lifetime_turns", .integer(lifetimeTurns))]
        if reactions.total > 0 { members.append(.init("reaction_histogram_ms", .array(reactions.counts.map(JSONValue.integer)))) }
        if let window { members.append(.init("window", window.json)) }
        return .object(members)
    }

    /// Counts a finished turn into the lifetime figures, and into the records when it is the free
    /// game's: `score` and `streak` nil (the daily challenge's turns) count in no record. `mode`'s
    /// record is `modePoints`, the points made since that mode began (the whole score when nil).
    /// Every figure stops at `StoredCount.limit`, the bound the reader clamps to, so what is
    /// written reads back the same.
    public mutating func noteTurn(
        matched: Bool, score: Int?, streak: Int?, mode: GameMode? = nil, modePoints: Int? = nil, reactionMilliseconds: Int? = nil
    ) {
        // (No more matches than turns: the matches stay below the bound with them.)
        if lifetimeTurns < StoredCount.limit {
            lifetimeTurns += 1
            if matched { lifetimeMatches += 1 }
        }
        if let score { highScore = Self.clamped(max(highScore, score)) }
        if let streak { bestStreak = Self.clamped(max(bestStreak, streak)) }
        // NB: from 0, as the overall high score: a run that only lost points sets none.
        if let mode, let points = (modePoints ?? score).map(Self.clamped), points > (highScores[mode.rawValue] ?? 0) {
            highScores[mode.rawValue] = points
        }
        if let reactionMilliseconds { reactions.record(milliseconds: reactionMilliseconds) }
    }

    /// Keeps `result` as its day's counted result, unless the day has one: true when it counts.
    public mutating func count(daily result: DailyResult) -> Bool {
        let place = dailyIndex(of: result.date)
        guard place == daily.count || daily[place].date != result.date else { return false }
        daily.insert(
            DailyResult(
                date: result.date, score: Self.clamped(result.score), marks: result.marks,
                medianReactionMilliseconds: Self.clamped(result.medianReactionMilliseconds)), at: place)
        recountRuns(from: place)
        return true
    }

    /// The counted result of the day `date`, if it has one.
    public func dailyResult(on date: CivilDate) -> DailyResult? {
        let place = dailyIndex(of: date)
        return place < daily.count && daily[place].date == date ? daily[place] : nil
    }

    /// How many days in a row, ending on `date`, have a counted result (0 when `date` has none).
    public func dailyDaysInARow(endingOn date: CivilDate) -> Int {
        let place = dailyIndex(of: date)
        return place < daily.count && daily[place].date == date ? dailyRuns[place] : 0
    }

    /// The highest score reached in `mode`, 0 before any turn in it.
    public func highScore(in mode: GameMode) -> Int { highScores[mode.rawValue] ?? 0 }

    /// The highest score reached in `mode`, nil until a run in it reached above 0: the stats
    /// show none rather than a 0 no one scored.
    public func recordedHighScore(in mode: GameMode) -> Int? { highScores[mode.rawValue].flatMap { $0 > 0 ? $0 : nil } }

    /// Share of all turns ever played that matched, 0 before any.
    public var lifetimeAccuracy: Double {
        lifetimeTurns == 0 ? 0 : Double(lifetimeMatches) / Double(lifetimeTurns)
    }
}
