import Drawing
import GameCore
import Platform
import Preferences
import Raster

/// The stats overlay (Tab): this session's figures and all time's, high scores per mode, a
/// legend, and the plot of the last 50 turns, laid out (`StatsLayout`) at the largest type size at
/// which everything fits, then drawn.
@MainActor
final class StatsPainter {
    let renderer: Renderer
    let text: TextPainter
    let rasterizer = Rasterizer()
    let plots: TextureCache<StatsPlot.Key>

    init(renderer: Renderer, text: TextPainter, pool: TexturePool) {
        self.renderer = renderer
        self.text = text
        plots = TextureCache(capacity: 0, pool: pool)
    }

    /// What the last frame placed where (output pixels): every text, legend swatch and the plot.
    /// Tests check that nothing overlaps and nothing leaves the overlay.
    var placed: [(name: String, frame: Rect)] = []
    /// The type size that fitted last, whether on two pages, and for what.
    private var fitted: (key: FitKey, size: Int, parts: [StatsLayout.Part])?
    /// How many pages the stats took as a list last, and for what.
    var listed: (key: FitKey, pages: Int)?

    struct FitKey: Equatable {
        let content: Rect
        let language: Language
        let byInput: Bool
        let adaptive: Bool
        let daily: Bool
        /// The player's text size.
        let textScale: Double
    }

    /// Where the stats are and what they show: `covered` less the HUD's band (`hudHeight`), and
    /// above the page buttons' row (`buttons`, output pixels) where they take two pages.
    struct Frame {
        let covered: Rect
        let hudHeight: Double
        let buttons: HelpButtons
        let scale: Double

        /// Where the stats go: below the HUD (and the notice), down to the covered area's foot,
        /// the whole width. Close is at the top right (as the help's and About's): the first row,
        /// the title, short and centred, is beside its lower half; the table begins below it.
        var content: Rect {
            let close = buttons.help.close.scaled(by: scale)
            let top = max(close.midY, covered.minY + hudHeight)
            return Rect(x: covered.minX, y: top, width: covered.width, height: max(covered.maxY - top, 1))
        }

        /// The same, above the page buttons' row, where the stats take pages.
        var paged: Rect {
            let above = OverlayPainter.pagedArea(covered, below: hudHeight, buttons: buttons.about.scaled(by: scale))
            return Rect(x: above.minX, y: content.minY, width: above.width, height: max(above.maxY - content.minY, 1))
        }
    }

    /// How many pages the stats take: 1, or 2 where all of it would need text below the readable
    /// size (the figures on the first, the plot on the second).
    /// (Asked with every input event, for the controls: the count that fitted last, for the same
    /// area and kinds of line, is given without laying anything out.)
    func pageCount(_ model: StatsModel, in frame: Frame, theme: Theme, catalog: Catalog) throws(PlatformError) -> Int {
        let key = fitKey(model, in: frame, catalog: catalog)
        if let fitted, fitted.key == key { return fitted.parts.count }
        if let listed, listed.key == key { return listed.pages }
        let pages = try fit(model, in: frame, theme: theme, catalog: catalog)
        return pages.isEmpty ? try list(model, in: frame, theme: theme, catalog: catalog).pages.count : pages.count
    }

    /// What the fit depends on: the area the stats have, the language, the kinds of line shown.
    func fitKey(_ model: StatsModel, in frame: Frame, catalog: Catalog) -> FitKey {
        FitKey(
            content: frame.content, language: catalog.language, byInput: model.session.medianReactionByInput.count > 1,
            adaptive: model.session.recent.contains { $0.adaptive }, daily: !model.record.daily.isEmpty, textScale: text.scale)
    }

    func draw(_ model: StatsModel, in frame: Frame, page: Int, theme: Theme, catalog: Catalog) throws(PlatformError) {
        try renderer.fill(frame.covered, color: theme.panel)
        // Close, at the top of the column at the right (as the help's and About's).
        try OverlayPainter(renderer: renderer, text: text).pageButton(frame.buttons.help.close.scaled(by: frame.scale), "×", theme: theme)
        let pages = try fit(model, in: frame, theme: theme, catalog: catalog)
        let shown = OverlayPainter.wrapped(page, count: pages.count)
        placed = []
        guard !pages.isEmpty else { return try drawList(model, in: frame, page: page, theme: theme, catalog: catalog) }
        guard pages.indices.contains(shown) else { return }
        if pages.count > 1 {
            let overlays = OverlayPainter(renderer: renderer, text: text)
            try overlays.drawPageButtons(frame.buttons, theme: theme, scale: frame.scale)
            // The page's number between the page buttons (Close has the top right).
            if let layout = pages.first {
                let number = try overlays.pageNumber(shown, of: pages.count, size: layout.size, theme: theme, catalog: catalog)
                let row = frame.buttons.about.scaled(by: frame.scale)
                let origin = Point(x: Double(Int(row.midX) - number.width / 2), y: Double(Int(row.midY) - number.height / 2))
                try renderer.draw(number, x: Int(origin.x), y: Int(origin.y))
                placed.append(("page", Rect(origin: origin, size: Size(width: Double(number.width), height: Double(number.height)))))
            }
        }
        for item in pages[shown].items {
            switch item {
            case .text(let string, let color, let frame, let textSize):
                try renderer.draw(try text.text(string, size: textSize, color: color), x: Int(frame.minX), y: Int(frame.minY))
                placed.append((string, frame))
            case .swatch(let color, let frame):
                try renderer.fill(frame, color: color)
                placed.append(("swatch", frame))
            case .plot(let plotFrame, let milliseconds, let ratio):
                placed.append(("plot", plotFrame))
                let key = StatsPlot.Key(
                    samples: Array(model.session.recent), width: Int(plotFrame.width), height: Int(plotFrame.height), theme: theme,
                    top: milliseconds, topRatio: ratio)
                let plot = try plots.texture(for: key) { () throws(PlatformError) in StatsPlot.image(key, rasterizer: rasterizer, scale: frame.scale)
                }
                try renderer.draw(plot, x: Int(plotFrame.minX), y: Int(plotFrame.minY))
            }
        }
    }

    /// The page or pages at the largest size that fits: all on one page, from the size that
    /// fitted last down to where its smaller text would go below the readable size; else its
    /// parts on two pages, or three, above the page buttons; else (a window too small even for
    /// that) none: the stats are a list instead.
    private func fit(_ model: StatsModel, in frame: Frame, theme: Theme, catalog: Catalog) throws(PlatformError) -> [StatsLayout] {
        let scale = frame.scale
        let (content, paged) = (frame.content, frame.paged)
        // NB: measuring every text at every size each frame would be the overlay's whole cost;
        // the size that fitted last, for the same area and the same kinds of line, is tried first.
        let key = fitKey(model, in: frame, catalog: catalog)
        let text = text
        let measure: StatsLayout.Measure = { string, size throws(PlatformError) in
            let measured = try text.measure(string, size: size)
            return Size(width: Double(measured.width), height: Double(measured.height))
        }
        func make(_ parts: [StatsLayout.Part], size: Int) throws(PlatformError) -> [StatsLayout]? {
            var pages: [StatsLayout] = []
            for part in parts {
                guard
                    let page = try StatsLayout.make(
                        model, part: part, in: parts.count > 1 ? paged : content, size: size, theme: theme, catalog: catalog, measure: measure)
                else { return nil }
                pages.append(page)
            }
            return pages
        }
        if let fitted, fitted.key == key, let pages = try make(fitted.parts, size: fitted.size) { return pages }
        // NB: sizes are asked of the text painter, which draws them at the player's text size.
        // Readable: the smaller text (five sixths) at 12 pixels times that; the smallest, 8.
        let readable = Int((OverlayPainter.readableSize * scale).rounded(.up))
        let smallest = Int((8 / text.scale).rounded(.up))
        let largest = Int(max(min(content.height / 22, content.width / 40, 22 * scale) / text.scale, Double(smallest)))
        // Fewest pages first, each at a readable size.
        for parts in StatsLayout.pagings {
            for size in stride(from: parts.count > 1 ? max(largest * 2, readable * 2) : largest, through: smallest, by: -1) {
                if size * 5 / 6 < readable { break }
                if let pages = try make(parts, size: size) {
                    fitted = (key, size, parts)
                    return pages
                }
            }
        }
        // A window too small for that: a list, page by page (`list`).
        return []
    }

    func endFrame() {
        plots.endFrame()
    }
}
