import Drawing
import GameCore
import Platform

extension StatsLayout {
    /// The plot, its axes labelled: milliseconds on the left, the ratio on the right, the turns
    /// beneath; or, with no turns yet, a line that says so.
    mutating func plot(_ session: GameStats, adaptive: Bool, catalog: Catalog) throws(PlatformError) -> Bool {
        let bottom = area.maxY - Double(size) * 0.5
        let axisHeight = try measure("0", small).height
        let turnsLabel = catalog(UIText.plotTurns, count: GameStats.plottedTurns)
        let turnsSize = try measure(turnsLabel, small)
        let plotTop = y + axisHeight / 2
        let plotBottom = bottom - turnsSize.height - Double(size) * 0.3
        guard plotBottom - plotTop >= max(axisHeight * 3, 24) || !requireFit else { return false }
        if session.recent.isEmpty {
            let empty = catalog(UIText.noTurns)
            let measured = try measure(empty, size)
            let middle = (plotTop + plotBottom) / 2
            items.append(
                .text(
                    empty, theme.text,
                    Rect(x: area.midX - measured.width / 2, y: middle - measured.height / 2, width: measured.width, height: measured.height),
                    size: size, weight: .regular))
            return true
        }
        let (top, topRatio) = Self.plotTops(session)
        let leftLabels = [0, top / 2, top].map { catalog(UIText.milliseconds, ["count": catalog.forms.number($0)]) }
        let rightLabels =
            adaptive ? [1.0, (1 + topRatio) / 2, topRatio].map { catalog(UIText.ratioValue, ["value": catalog.forms.decimal($0)]) } : []
        var leftWidth = 0.0
        for label in leftLabels { leftWidth = max(leftWidth, try measure(label, small).width) }
        var rightWidth = 0.0
        for label in rightLabels { rightWidth = max(rightWidth, try measure(label, small).width) }
        let width = area.width - 2 * margin
        let frame = Rect(
            x: area.minX + margin + leftWidth + Double(size) * 0.4, y: plotTop,
            width: max(width - leftWidth - rightWidth - Double(size) * (adaptive ? 0.8 : 0.4), 20), height: max(plotBottom - plotTop, 20))
        items.append(.plot(frame, milliseconds: top, ratio: topRatio))
        let barBase = frame.maxY - StatsPlot.markRoom(height: frame.height) - 1
        let barTop = frame.minY + 1
        // Two ticks when three would crowd each other.
        let ticks = barBase - barTop >= axisHeight * 3.2 ? [0, 1, 2] : [0, 2]
        for index in ticks {
            let tickY = barBase - Double(index) / 2 * (barBase - barTop)
            try axisLabel(leftLabels[index], x: frame.minX - Double(size) * 0.4, centeredOn: tickY, alignRight: true)
            if adaptive { try axisLabel(rightLabels[index], x: frame.maxX + Double(size) * 0.4, centeredOn: tickY) }
        }
        try axisLabel(turnsLabel, x: frame.midX - turnsSize.width / 2, centeredOn: frame.maxY + Double(size) * 0.3 + turnsSize.height / 2)
        return true
    }

    /// The reaction time and the ratio at the plot's top: round figures above the largest.
    static func plotTops(_ session: GameStats) -> (milliseconds: Int, ratio: Double) {
        (
            StatsPlot.niceCeiling(max(session.recent.map(\.reactionMilliseconds).max() ?? 0, 1000)),
            max(StatsPlot.niceRatio(session.recent.compactMap { $0.adaptive ? $0.ratio : nil }.max() ?? 1), 1.1)
        )
    }

    /// A label of the axes, its left edge (or right, `alignRight`) at `x`, centered on `y`.
    private mutating func axisLabel(_ string: String, x: Double, centeredOn middle: Double, alignRight: Bool = false) throws(PlatformError) {
        let measured = try measure(string, small)
        items.append(
            .text(
                string, theme.text,
                Rect(x: alignRight ? x - measured.width : x, y: middle - measured.height / 2, width: measured.width, height: measured.height),
                size: small, weight: .regular))
    }
}
