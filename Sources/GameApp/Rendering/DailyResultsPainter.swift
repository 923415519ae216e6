import Drawing
import GameCore
import Platform
import Raster

/// The daily challenge's results screen: the day and its number, the score, the accuracy and the
/// median reaction, a row of twenty marks (a tick on a filled tile for right, a cross on an
/// empty one for wrong: told apart by shape as well as colour), the days in a row, whether the
/// attempt counted, and the Copy and Back buttons.
@MainActor
final class DailyResultsPainter {
    private let renderer: Renderer
    private let text: TextPainter
    private let rasterizer = Rasterizer()
    private let rows: TextureCache<MarksKey>

    private struct MarksKey: Hashable {
        let marks: [Bool]
        let tile: Int
        let theme: Theme
    }

    init(renderer: Renderer, text: TextPainter, pool: TexturePool) {
        self.renderer = renderer
        self.text = text
        rows = TextureCache(capacity: 0, pool: pool)
    }

    @discardableResult
    func draw(
        _ card: DailyCard, practiceBest: Int?, in covered: Rect, below hudHeight: Double, menu: PauseMenu, theme: Theme, catalog: Catalog,
        scale: Double, pages: OverlayPainter.StackPaging = .init()
    ) throws(PlatformError) -> OverlayPainter.StackLayout {
        try renderer.fill(covered, color: theme.panel)
        let result = card.result
        let overlay = OverlayPainter(renderer: renderer, text: text)
        let area = OverlayPainter.area(above: menu, in: covered, below: hudHeight + pages.top, scale: scale)
        let size = TypeRole.body.size(scale: scale)
        let percent = Int((result.accuracy * 100).rounded())
        let days = catalog(UIText.dailyDaysInARow, count: card.daysInARow)
        let standing =
            card.counted
            ? catalog(UIText.dailyCountedLine) : catalog(UIText.dailyPracticeLine, ["score": practiceBest.map(catalog.forms.number) ?? "–"])
        let figures: [String: String] = [
            "right": "\(result.rights)", "total": "\(result.marks.count)", "percent": catalog.forms.percent(percent),
            "milliseconds": "\(result.medianReactionMilliseconds)",
        ]
        // The marks' row: twenty tiles as wide as the area allows, a little apart.
        func marks(width: Double) throws(PlatformError) -> Texture {
            let tile = Int(max(min(width * 0.9 / (Double(result.marks.count) * 1.2), Double(size) * 1.8), 6))
            return try rows.texture(for: MarksKey(marks: result.marks, tile: tile, theme: theme)) { () throws(PlatformError) in
                marksPicture(result.marks, tile: tile, theme: theme)
            }
        }
        let day = OverlayPainter.Stacked.text(
            catalog(UIText.dailyTitle, ["number": "\(result.number)", "date": catalog.forms.date(result.date)]), role: .heading, color: theme.text)
        let score = OverlayPainter.Stacked.text(
            catalog(UIText.dailyScore, ["score": catalog.forms.number(result.score)]), role: .title,
            color: result.score < 0 ? theme.wrong : theme.correct)
        let rest: [OverlayPainter.Stacked] = [
            .text(catalog(UIText.dailyFigures, figures), role: .body, color: theme.text), .text(days, role: .body, color: theme.text),
            .text(standing, role: .body, color: card.counted ? theme.correct : theme.text),
        ]
        // The day, its score and its marks; where that does not fit one view (a small window,
        // large text), the score and the marks come first, so the first view holds them.
        let gap = Double(size) * 0.5
        var laid = try overlay.layStack(
            [day, score, .picture(try marks(width: area.width))] + rest, in: area, gap: gap, scale: scale, side: pages.side)
        if let column = laid.column {
            // (The marks as wide as the room beside the scroll buttons.)
            laid = try overlay.layStack(
                [score, .picture(try marks(width: column.text.width)), day] + rest, in: area, gap: gap, scale: scale, side: pages.side)
        }
        try overlay.drawStack(laid, in: area, first: pages.first, theme: theme)
        try overlay.drawButtons(
            menu, labels: [(catalog(UIText.dailyCopy), theme.accent), (catalog(UIText.dailyBack), theme.text)], theme: theme, scale: scale)
        return laid
    }

    func endFrame() {
        rows.endFrame()
    }

    /// The marks as one picture: a tile per turn, filled with a tick when right, outlined with a
    /// cross when wrong.
    private func marksPicture(_ marks: [Bool], tile: Int, theme: Theme) -> Image {
        let side = Double(tile)
        let step = side * 1.2
        var sketch = Sketch(width: Int((Double(marks.count) * step - (step - side)).rounded(.up)), height: tile, rasterizer: rasterizer)
        let stroke = max(side * 0.12, 1.5)
        for (index, right) in marks.enumerated() {
            let box = Rect(x: Double(index) * step, y: 0, width: side, height: side)
            let inner = box.insetBy(dx: side * 0.22, dy: side * 0.22)
            if right {
                sketch.fill(.rectangle(box), theme.correct)
                sketch.line(
                    from: Point(x: inner.minX, y: inner.midY), to: Point(x: inner.minX + inner.width * 0.38, y: inner.maxY), theme.background,
                    width: stroke)
                sketch.line(
                    from: Point(x: inner.minX + inner.width * 0.38, y: inner.maxY), to: Point(x: inner.maxX, y: inner.minY), theme.background,
                    width: stroke)
            } else {
                sketch.stroke(.rectangle(box.insetBy(dx: stroke / 2, dy: stroke / 2)), theme.wrong, width: stroke)
                sketch.line(from: Point(x: inner.minX, y: inner.minY), to: Point(x: inner.maxX, y: inner.maxY), theme.wrong, width: stroke)
                sketch.line(from: Point(x: inner.maxX, y: inner.minY), to: Point(x: inner.minX, y: inner.maxY), theme.wrong, width: stroke)
            }
        }
        return sketch.image
    }
}
