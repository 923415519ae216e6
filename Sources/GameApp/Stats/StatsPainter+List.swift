import Drawing
import GameCore
import Platform

/// The stats as a list: where the table would need text below the player's size (a small
/// window, large text), each figure is a label above its two values, one under another, then
/// the scores, the legend and the plot, every line at its role's size on the type scale; the
/// list scrolls (`AppModel.scroll`, its first row in view) where it is taller than its room.
extension StatsPainter {
    /// The list laid out for `frame`'s text room, its rows one under another.
    func list(_ model: StatsModel, in frame: Frame, theme: Theme, catalog: Catalog) throws(PlatformError) -> OverlayPainter.StackLayout {
        let area = frame.text
        let size = TypeRole.body.size(scale: frame.scale)
        return try OverlayPainter(renderer: renderer, text: text).layStack(
            try listItems(model, in: area, size: size, theme: theme, catalog: catalog, scale: frame.scale), in: area,
            gap: Double(text.pixels(size)) * 0.5, scale: frame.scale, side: 0)
    }

    /// The list's rows from `first` down, as many as its room holds whole, each centred; the
    /// column at the right with Close, and where the list scrolls, the scroll buttons and bar.
    func drawList(_ model: StatsModel, in frame: Frame, first: Int, theme: Theme, catalog: Catalog) throws(PlatformError) {
        let laid = try list(model, in: frame, theme: theme, catalog: catalog)
        let area = frame.text
        let scroll = laid.scrollRows(view: area.height)
        let overlays = OverlayPainter(renderer: renderer, text: text)
        try overlays.drawColumn(frame.column, scroll: scroll, first: first, theme: theme, scale: frame.scale)
        let start = scroll.clamped(first)
        let shown = laid.rows[start..<min(start + scroll.inView(from: start), laid.rows.count)]
        placed += try overlays.drawRows(Array(shown), spacing: laid.spacing, top: area.minY, middle: area.midX).map { ($0.text ?? "plot", $0.frame) }
    }

    /// The text of each of the list's rows, as the voice reads them ("" for the plot).
    func listText(_ model: StatsModel, in frame: Frame, theme: Theme, catalog: Catalog) throws(PlatformError) -> [String] {
        try list(model, in: frame, theme: theme, catalog: catalog).texts
    }

    private func listItems(_ model: StatsModel, in area: Rect, size: Int, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError)
        -> [OverlayPainter.Stacked]
    {
        let table = StatsLayout.table(model, catalog: catalog)
        let heads = table.first ?? []
        // NB: the title where the view holds it with the first figure (else it would be the first
        // view's only line; the bar's highlighted button and the voice say what shows).
        let line = try text.lineSkip(size: size)
        let titled = try text.lineSkip(size: TypeRole.title.size(scale: scale), weight: .bold) + line * 3.5 <= area.height
        var items: [OverlayPainter.Stacked] = titled ? [.text(catalog(UIText.stats), role: .title, color: theme.text)] : []
        for row in table.dropFirst() {
            var lines: [(text: String, color: RGBA, role: TypeRole)] = [(row.first ?? "", theme.heading, .heading)]
            for (head, value) in zip(heads.dropFirst(), row.dropFirst()) {
                lines.append((catalog(UIText.statsFigure, ["period": head, "value": value]), theme.text, .body))
            }
            items.append(.lines(lines))
        }
        let scores = [
            StatsLayout.reactionByInput(model, catalog: catalog), StatsLayout.highScores(model, catalog: catalog),
            StatsLayout.dailyDays(model, catalog: catalog),
        ]
        for line in scores.compactMap({ $0 }) {
            items.append(.lines([(line.head, theme.heading, .heading)] + line.words.map { ($0, theme.text, .body) }))
        }
        // The legend, each in its colour, and the plot.
        let session = model.session
        let adaptive = session.recent.contains { $0.adaptive }
        var legend: [(text: String, color: RGBA, role: TypeRole)] = [
            (catalog(UIText.legendMatched), theme.correct, .body), (catalog(UIText.legendMissed), theme.wrong, .body),
        ]
        if adaptive { legend.append((catalog(UIText.legendRatio), theme.text, .body)) }
        guard !session.recent.isEmpty else { return items + [.text(catalog(UIText.noTurns), role: .body, color: theme.text)] }
        items.append(.lines(legend))
        let tops = StatsLayout.plotTops(session)
        let key = StatsPlot.Key(
            samples: Array(session.recent), width: Int(area.width * 0.9), height: Int(max(min(area.height * 0.6, area.width * 0.5), 24)),
            theme: theme, top: tops.milliseconds, topRatio: tops.ratio)
        let plot = try plots.texture(for: key) { () throws(PlatformError) in StatsPlot.image(key, rasterizer: rasterizer, scale: scale) }
        items.append(.picture(plot))
        items.append(.text(catalog(UIText.plotTurns, count: GameStats.plottedTurns), role: .caption, color: theme.muted))
        return items
    }
}
