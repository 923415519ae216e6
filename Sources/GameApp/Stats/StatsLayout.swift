import Drawing
import GameCore
import Platform
import Preferences

/// The stats overlay laid out in the type scale's roles (`TypeRole`: the title, body text for the
/// table and the high scores, the heading's weight for their heads, the caption for the smaller
/// lines and the plot's axes), as a value: every text, legend swatch and the plot, each with its
/// frame (output pixels). Built top to bottom by its own methods, the cursor `y` moving down;
/// `make` returns nil when it does not fit.
struct StatsLayout {
    /// One thing to draw.
    enum Item {
        case text(String, RGBA, Rect, size: Int, weight: FontWeight)
        case swatch(RGBA, Rect)
        /// The plot, and the reaction time and ratio at its top.
        case plot(Rect, milliseconds: Int, ratio: Double)
    }

    /// How wide and tall a text is at a size.
    typealias Measure = (String, Int) throws(PlatformError) -> Size

    var items: [Item] = []
    var y: Double
    let area: Rect
    /// Body text's size (output pixels, before the player's text size, which the painter applies).
    let size: Int
    /// The caption's, and the title's.
    let small: Int
    let titleSize: Int
    let margin: Double
    let theme: Theme
    let measure: Measure
    /// Whether to stop at the first thing that does not fit (false: place it all anyway).
    let requireFit: Bool

    private init(area: Rect, scale: Double, theme: Theme, requireFit: Bool, measure: @escaping Measure) {
        self.requireFit = requireFit
        self.area = area
        size = TypeRole.body.size(scale: scale)
        small = TypeRole.caption.size(scale: scale)
        titleSize = TypeRole.title.size(scale: scale)
        self.theme = theme
        self.measure = measure
        margin = max(area.width * 0.04, Double(size))
        lineHeight = Double(size) * 1.45
        y = area.minY + Double(size) * 0.4
    }

    /// 1.45 sizes, or the face's own line height where that is more (`make` measures it).
    private(set) var lineHeight: Double

    /// What a page of the stats shows: all of it, or (where all of it would need text below the
    /// readable size) a part of it on each page.
    enum Part: CaseIterable {
        case all
        /// The table, the reaction by input, the high scores and the daily days.
        case figures
        /// The table alone.
        case table
        /// The reaction by input, the high scores and the daily days.
        case scores
        /// The legend and the plot.
        case plot
    }

    /// The ways the stats go on pages, fewest pages first.
    static let pagings: [[Part]] = [[.all], [.figures, .plot], [.table, .scores, .plot]]

    /// `part` placed in the scale's roles at `scale` output pixels to a point in `area`; nil when
    /// it does not fit (unless `requireFit` is false: it is placed whatever happens).
    static func make(
        _ model: StatsModel, part: Part = .all, in area: Rect, scale: Double, theme: Theme, catalog: Catalog, requireFit: Bool = true,
        measure: @escaping Measure
    ) throws(PlatformError) -> StatsLayout? {
        var layout = StatsLayout(area: area, scale: scale, theme: theme, requireFit: requireFit, measure: measure)
        layout.lineHeight = max(layout.lineHeight, try measure("Mg", layout.size).height)
        return try layout.place(model, part: part, catalog: catalog) ? layout : nil
    }

    /// Places it all (or `part` of it); false as soon as something does not fit (when a fit is
    /// required).
    private mutating func place(_ model: StatsModel, part: Part, catalog: Catalog) throws(PlatformError) -> Bool {
        try title(catalog(UIText.stats))
        if [.all, .figures, .table].contains(part) { guard try figures(model, catalog: catalog) || !requireFit else { return false } }
        if [.all, .figures, .scores].contains(part) { guard try scores(model, catalog: catalog) else { return false } }
        if part != .all, part != .plot { return y <= area.maxY - Double(size) * 0.5 || !requireFit }
        // The legend.
        y += lineHeight * 0.2
        let session = model.session
        let adaptive = session.recent.contains { $0.adaptive }
        var legend = [
            Word(catalog(UIText.legendMatched), theme.text, swatch: theme.correct),
            Word(catalog(UIText.legendMissed), theme.text, swatch: theme.wrong),
        ]
        if adaptive { legend.append(Word(catalog(UIText.legendRatio), theme.text, swatch: theme.text)) }
        guard try flow(legend, size: small, maximumLines: 2) || !requireFit else { return false }
        return try plot(session, adaptive: adaptive, catalog: catalog) || !requireFit
    }

    /// The reaction by input, the high scores, the daily days.
    private mutating func scores(_ model: StatsModel, catalog: Catalog) throws(PlatformError) -> Bool {
        // The median per input, once more than one was used.
        if let byInput = Self.reactionByInput(model, catalog: catalog) {
            let words = [Word(byInput.head, theme.heading, weight: .bold)] + byInput.words.map { Word($0, theme.text) }
            guard try flow(words, size: small, maximumLines: 2) || !requireFit else { return false }
        }
        // The high scores: each mode's name and score together, never apart.
        y += lineHeight * 0.2
        let scores = Self.highScores(model, catalog: catalog)
        guard
            try flow([Word(scores.head, theme.heading, weight: .bold)] + scores.words.map { Word($0, theme.text) }, size: size, maximumLines: 3)
                || !requireFit
        else { return false }
        if let days = Self.dailyDays(model, catalog: catalog) {
            let words = [Word(days.head, theme.heading, weight: .bold)] + days.words.map { Word($0, theme.text) }
            guard try flow(words, size: small, maximumLines: 2) || !requireFit else { return false }
        }
        return true
    }

    /// A line of the scores: its head, and its words, each kept whole.
    typealias Line = (head: String, words: [String])

    /// The median reaction per input, once more than one was used.
    static func reactionByInput(_ model: StatsModel, catalog: Catalog) -> Line? {
        let byInput = model.session.medianReactionByInput
        guard byInput.count > 1 else { return nil }
        return (
            catalog(UIText.reactionByInput),
            byInput.map { "\(catalog(UIText.name(of: $0.input))) \(Self.milliseconds($0.milliseconds, in: catalog))" }
        )
    }

    /// Each mode's high score ("–" until a run in it ends above zero).
    static func highScores(_ model: StatsModel, catalog: Catalog) -> Line {
        (
            catalog(UIText.highScores),
            GameMode.allCases.map { "\(catalog(UIText.name(of: $0))) \(model.record.recordedHighScore(in: $0).map(catalog.forms.number) ?? "–")" }
        )
    }

    /// The daily challenge's counted days: how many, how many in a row, and the newest.
    static func dailyDays(_ model: StatsModel, catalog: Catalog) -> Line? {
        let record = model.record
        let days = record.daily
        guard !days.isEmpty else { return nil }
        // NB: a run of days is still alive today when it reached yesterday.
        let inARow = max(record.dailyDaysInARow(endingOn: model.today), record.dailyDaysInARow(endingOn: model.today.adding(days: -1)))
        return (
            catalog(UIText.dailyStats),
            [catalog(UIText.dailyStatsSummary, ["days": catalog(UIText.dailyDaysPlayed, count: days.count), "streak": "\(inARow)"])]
                + days.suffix(StatsModel.dailyShown).map { catalog(UIText.dailyStatsDay, count: $0.score, ["number": "\($0.number)"]) }
        )
    }

    private mutating func title(_ title: String) throws(PlatformError) {
        let measured = try measure(title, titleSize)
        items.append(
            .text(
                title, theme.text, Rect(x: area.midX - measured.width / 2, y: y, width: measured.width, height: measured.height), size: titleSize,
                weight: .bold))
        y += measured.height * 1.35
    }

    /// Milliseconds in words (`850 ms`), or "–" where there are none.
    static func milliseconds(_ value: Int?, in catalog: Catalog) -> String {
        value.map { catalog(UIText.milliseconds, ["count": catalog.forms.number($0)]) } ?? "–"
    }
}
