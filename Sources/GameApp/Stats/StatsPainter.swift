import Drawing
import GameCore
import Platform
import Preferences
import Raster

/// The stats overlay (Tab): this session's figures and all time's, high scores per mode, a
/// legend, and the plot of the last 50 turns, laid out (`StatsLayout`) in the type scale's roles
/// in one view, then drawn; where they do not fit one (a small window, large text), as a list
/// that scrolls.
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
    /// What the stats last fitted one view for.
    private var fitted: FitKey?
    /// Whether the stats took the list last (they did not fit one view), and for what.
    var listed: (key: FitKey, listed: Bool)?

    struct FitKey: Equatable {
        let content: Rect
        let language: Language
        let byInput: Bool
        let adaptive: Bool
        let daily: Bool
        /// The player's text size.
        let textScale: Double
    }

    /// Where the stats are and what they show, in output pixels but `column` (window points):
    /// the covered area they fill, and the column at their right (Close, and where they scroll,
    /// the scroll buttons and the scrollbar), with the room for their text beside it.
    struct Frame {
        let covered: Rect
        let column: ScrollColumn
        let scale: Double

        /// Where the stats go in one view: from the top of the text's room (the title short and
        /// centred, beside Close's lower half; the table begins below it), the whole width.
        var content: Rect {
            let close = column.close.scaled(by: scale)
            let top = max(close.midY, text.minY)
            return Rect(x: covered.minX, y: top, width: covered.width, height: max(text.maxY - top, 1))
        }

        /// The text's room beside the column: where the list scrolls.
        var text: Rect { column.text.scaled(by: scale) }
    }

    /// The rows the stats scroll through, as a list, where they do not fit one view at a
    /// readable size (nil where they do).
    /// (Asked with every input event, for the controls: whether they fitted last, for the same
    /// area and kinds of line, is known without laying anything out but the list.)
    func scrollRows(_ model: StatsModel, in frame: Frame, theme: Theme, catalog: Catalog) throws(PlatformError) -> ScrollRows? {
        let key = fitKey(model, in: frame, catalog: catalog)
        if fitted == key { return nil }
        if listed?.key != key, try fit(model, in: frame, theme: theme, catalog: catalog) != nil { return nil }
        return try list(model, in: frame, theme: theme, catalog: catalog).scrollRows(view: frame.text.height)
    }

    /// What the fit depends on: the area the stats have, the language, the kinds of line shown.
    func fitKey(_ model: StatsModel, in frame: Frame, catalog: Catalog) -> FitKey {
        FitKey(
            content: frame.content, language: catalog.language, byInput: model.session.medianReactionByInput.count > 1,
            adaptive: model.session.recent.contains { $0.adaptive }, daily: !model.record.daily.isEmpty, textScale: text.scale)
    }

    /// The stats in one view, or where they do not fit one, as a list scrolled to `first`;
    /// Close (and the scroll buttons) in the column at the right.
    func draw(_ model: StatsModel, in frame: Frame, first: Int, theme: Theme, catalog: Catalog) throws(PlatformError) {
        try renderer.fill(frame.covered, color: theme.panel)
        let overlays = OverlayPainter(renderer: renderer, text: text)
        placed = []
        guard let page = try fit(model, in: frame, theme: theme, catalog: catalog) else {
            return try drawList(model, in: frame, first: first, theme: theme, catalog: catalog)
        }
        try overlays.drawColumn(frame.column, scroll: nil, first: 0, theme: theme, scale: frame.scale)
        for item in page.items {
            switch item {
            case .text(let string, let color, let frame, let textSize, let weight):
                try renderer.draw(try text.text(string, size: textSize, color: color, weight: weight), x: Int(frame.minX), y: Int(frame.minY))
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

    /// All of it in one view in the type scale's roles, where it fits; else (a small window,
    /// large text) nil: the stats are a list that scrolls (`list`).
    private func fit(_ model: StatsModel, in frame: Frame, theme: Theme, catalog: Catalog) throws(PlatformError) -> StatsLayout? {
        // NB: measuring every text each frame would be the overlay's whole cost: whether it
        // fitted last, for the same area and the same kinds of line, is kept.
        let key = fitKey(model, in: frame, catalog: catalog)
        if let listed, listed.key == key, listed.listed { return nil }
        let text = text
        let measure: StatsLayout.Measure = { string, size throws(PlatformError) in
            let measured = try text.measure(string, size: size)
            return Size(width: Double(measured.width), height: Double(measured.height))
        }
        let page = try StatsLayout.make(model, in: frame.content, scale: frame.scale, theme: theme, catalog: catalog, measure: measure)
        fitted = page == nil ? nil : key
        listed = (key, page == nil)
        return page
    }

    func endFrame() {
        plots.endFrame()
    }
}
