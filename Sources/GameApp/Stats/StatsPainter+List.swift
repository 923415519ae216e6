import Drawing
import GameCore
import Platform

/// The stats as a list: where even three pages of the table would need text below the player's
/// size (a small window, large text), each figure is a label above its two values, one under
/// another, then the scores, the legend and the plot, page by page, every line at the player's
/// size and each figure whole on a page.
extension StatsPainter {
    /// The list laid out for `frame`, its pages above the page buttons' row.
    func list(_ model: StatsModel, in frame: Frame, theme: Theme, catalog: Catalog) throws(PlatformError) -> OverlayPainter.StackLayout {
        let area = listArea(frame)
        let size = TypeRole.body.size(scale: frame.scale)
        let overlays = OverlayPainter(renderer: renderer, text: text)
        let laid = try overlays.layStack(
            try listItems(model, in: area, size: size, theme: theme, catalog: catalog, scale: frame.scale), in: area,
            gap: Double(text.pixels(size)) * 0.5, scale: frame.scale, side: 0, paginate: true)
        listed = (fitKey(model, in: frame, catalog: catalog), laid.pages.count)
        return laid
    }

    /// The list's page, and where it has more than one, the page buttons with the page's number
    /// between them (where the help has its About).
    func drawList(_ model: StatsModel, in frame: Frame, page: Int, theme: Theme, catalog: Catalog) throws(PlatformError) {
        let laid = try list(model, in: frame, theme: theme, catalog: catalog)
        let overlays = OverlayPainter(renderer: renderer, text: text)
        placed = try overlays.drawPage(page, of: laid, in: listArea(frame)).map { ($0.text ?? "plot", $0.frame) }
        guard laid.pages.count > 1 else { return }
        try overlays.drawPageButtons(frame.buttons, theme: theme, scale: frame.scale)
        let row = frame.buttons.about.scaled(by: frame.scale)
        let size = Int((OverlayPainter.readableSize * frame.scale).rounded(.up))
        let number = try overlays.pageNumber(page, of: laid.pages.count, size: size, theme: theme, catalog: catalog)
        let origin = Point(x: Double(Int(row.midX) - number.width / 2), y: Double(Int(row.midY) - number.height / 2))
        try renderer.draw(number, x: Int(origin.x), y: Int(origin.y))
        placed.append(("page", Rect(origin: origin, size: Size(width: Double(number.width), height: Double(number.height)))))
    }

    /// The list's room: above the page buttons' row, left of the column with Close (a list's
    /// lines go to its right edge).
    private func listArea(_ frame: Frame) -> Rect { frame.buttons.help.text.scaled(by: frame.scale) }

    private func listItems(_ model: StatsModel, in area: Rect, size: Int, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError)
        -> [OverlayPainter.Stacked]
    {
        let table = StatsLayout.table(model, catalog: catalog)
        let heads = table.first ?? []
        // NB: the title where a page holds it with the first figure (else it would be a page's
        // only line; the bar's highlighted button and the voice say what shows).
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
