import Drawing
import Platform
import Preferences

/// The stats' table: this session's figures and all time's, side by side.
extension StatsLayout {
    /// The figures: a table of three columns, each as wide as its widest entry.
    mutating func figures(_ model: StatsModel, catalog: Catalog) throws(PlatformError) -> Bool {
        let rows = Self.table(model, catalog: catalog)
        var widths = [0.0, 0.0, 0.0]
        for row in rows {
            for (column, value) in row.enumerated() { widths[column] = max(widths[column], try measure(value, size).width) }
        }
        // Where the table is wider than the overlay, the gaps narrow, then the labels (the first
        // column) go on over a second line, rather than the type get smaller.
        let room = area.width - 2 * margin
        let gap = widths.reduce(0, +) + 4 * Double(size) <= room ? Double(size) * 2 : Double(size)
        let labelRoom = room - widths[1] - widths[2] - 2 * gap
        var labels: [[String]] = []
        for row in rows {
            let label = row.first ?? ""
            var lines = [label]
            if widths[0] > labelRoom, labelRoom > 0 {
                lines = try LineBreaking.wrap(label, width: labelRoom, hyphenate: Hyphenation.hyphenate(catalog.language)) {
                    line throws(PlatformError) in try measure(line, size).width
                }
            }
            labels.append(lines.isEmpty ? [label] : lines)
        }
        widths[0] = 0
        for line in labels.joined() { widths[0] = max(widths[0], try measure(line, size).width) }
        let width = widths.reduce(0, +) + 2 * gap
        let fits = width <= room
        guard fits || !requireFit else { return false }
        // Centred under the title, at any size (or from the margin when it is wider).
        let left = max(area.minX + margin, area.midX - width / 2)
        let columns = [left, left + widths[0] + gap, left + widths[0] + widths[1] + 2 * gap]
        for (index, row) in rows.enumerated() {
            // (The columns' heads, and each figure's label, in the heading's weight; the figures regular.)
            let color = index == 0 ? theme.heading : theme.text
            for (column, value) in row.enumerated().dropFirst() where !value.isEmpty {
                items.append(
                    .text(
                        value, color, Rect(origin: Point(x: columns[column], y: y), size: try measure(value, size)), size: size,
                        weight: index == 0 ? .bold : .regular))
            }
            for line in labels[index] where !line.isEmpty {
                items.append(.text(line, color, Rect(origin: Point(x: columns[0], y: y), size: try measure(line, size)), size: size, weight: .bold))
                y += lineHeight
            }
            if labels[index].allSatisfy(\.isEmpty) { y += lineHeight }
        }
        return fits
    }

    /// The table's rows: the columns' heads, then each figure's label, this session's value and
    /// all time's.
    static func table(_ model: StatsModel, catalog: Catalog) -> [[String]] {
        let (session, record) = (model.session, model.record)
        func milliseconds(_ value: Int?) -> String { Self.milliseconds(value, in: catalog) }
        return [
            ["", catalog(UIText.thisSession), catalog(UIText.allTime)],
            [catalog(UIText.turns), "\(session.turns)", "\(record.lifetimeTurns)"],
            // NB: no turn, no accuracy: "0%" would read as every tap missed.
            [
                catalog(UIText.accuracy), session.turns == 0 ? "–" : Self.percent(session.accuracy, in: catalog),
                record.lifetimeTurns == 0 ? "–" : Self.percent(record.lifetimeAccuracy, in: catalog),
            ],
            [
                catalog(UIText.streak), catalog(UIText.streakNowAndBest, ["now": "\(session.streak)", "best": "\(session.bestStreak)"]),
                catalog(UIText.bestStreak, ["best": "\(record.bestStreak)"]),
            ],
            [catalog(UIText.medianReaction), milliseconds(session.medianReactionMilliseconds), milliseconds(record.reactions.median)],
        ]
    }

    private static func percent(_ share: Double, in catalog: Catalog) -> String {
        catalog.forms.percent(Int((share * 100).rounded()))
    }
}
