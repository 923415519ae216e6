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
    private let renderer: Renderer
    private let text: TextPainter
    private let rasterizer = Rasterizer()
    private let plots: TextureCache<StatsPlot.Key>

    init(renderer: Renderer, text: TextPainter, pool: TexturePool) {
        self.renderer = renderer
        self.text = text
        plots = TextureCache(capacity: 0, pool: pool)
    }

    /// What the last frame placed where (output pixels): every text, legend swatch and the plot.
    /// Tests check that nothing overlaps and nothing leaves the overlay.
    private(set) var placed: [(name: String, frame: Rect)] = []
    /// The type size that fitted last, and for what.
    private var fitted: (key: FitKey, size: Int)?

    private struct FitKey: Equatable {
        let content: Rect
        let language: Language
        let byInput: Bool
        let adaptive: Bool
        /// The player's text size.
        let textScale: Double
    }

    func draw(_ model: StatsModel, in area: Rect, below hudHeight: Double, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(area, color: theme.panel)
        let content = Rect(x: area.minX, y: area.minY + hudHeight, width: area.width, height: max(area.height - hudHeight, 1))
        let layout = try fit(model, in: content, theme: theme, catalog: catalog, scale: scale)
        placed = []
        for item in layout?.items ?? [] {
            switch item {
            case .text(let string, let color, let frame, let textSize):
                try renderer.draw(try text.text(string, size: textSize, color: color), x: Int(frame.minX), y: Int(frame.minY))
                placed.append((string, frame))
            case .swatch(let color, let frame):
                try renderer.fill(frame, color: color)
                placed.append(("swatch", frame))
            case .plot(let frame, let milliseconds, let ratio):
                placed.append(("plot", frame))
                let key = StatsPlot.Key(
                    samples: Array(model.session.recent), width: Int(frame.width), height: Int(frame.height), theme: theme, top: milliseconds,
                    topRatio: ratio)
                let plot = try plots.texture(for: key) { () throws(PlatformError) in StatsPlot.image(key, rasterizer: rasterizer, scale: scale) }
                try renderer.draw(plot, x: Int(frame.minX), y: Int(frame.minY))
            }
        }
    }

    /// The layout at the largest size that fits, from the size that fitted last time down to 8
    /// pixels (where it is drawn whatever happens).
    private func fit(_ model: StatsModel, in content: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) -> StatsLayout? {
        // NB: measuring every text at every size each frame would be the overlay's whole cost;
        // the size that fitted last, for the same area and the same kinds of line, is tried first.
        let key = FitKey(
            content: content, language: catalog.language, byInput: model.session.medianReactionByInput.count > 1,
            adaptive: model.session.recent.contains { $0.adaptive }, textScale: text.scale)
        let text = text
        let measure: StatsLayout.Measure = { string, size throws(PlatformError) in
            let measured = try text.measure(string, size: size)
            return Size(width: Double(measured.width), height: Double(measured.height))
        }
        // NB: sizes are asked of the text painter, which draws them at the player's text size: the
        // smallest drawn is 8 pixels whatever that is.
        let smallest = Int((8 / text.scale).rounded(.up))
        var size =
            fitted.flatMap { $0.key == key ? $0.size : nil } ?? Int(max(min(content.height / 22, content.width / 40, 22 * scale) / text.scale, Double(smallest)))
        while size >= smallest {
            if let layout = try StatsLayout.make(model, in: content, size: size, theme: theme, catalog: catalog, measure: measure) {
                fitted = (key, size)
                return layout
            }
            size -= 1
        }
        return try StatsLayout.make(model, in: content, size: smallest, theme: theme, catalog: catalog, requireFit: false, measure: measure)
    }

    func endFrame() {
        plots.endFrame()
    }
}
