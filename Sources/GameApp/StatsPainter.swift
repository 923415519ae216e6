import Drawing
import GameCore
import Platform
import Preferences
import Raster

/// What the stats overlay shows: this session's figures, the lifetime record, and the mode.
struct StatsModel {
    var session: GameStats
    var record: GameRecord
    var mode: GameMode
}

/// The stats overlay (Tab): figures for the session and for all time, high scores per mode,
/// and a plot of the last 50 turns drawn by our rasterizer: a bar per turn for its reaction
/// time, misses in the wrong color with a mark beneath, and the adaptive ratio as a line.
@MainActor
final class StatsPainter {
    private let renderer: Renderer
    private let text: TextPainter
    private let rasterizer = Rasterizer()
    private let plots: TextureCache<PlotKey>

    private struct PlotKey: Hashable {
        let samples: [GameStats.Sample]
        let width: Int
        let height: Int
        let theme: Theme
    }

    init(renderer: Renderer, text: TextPainter, pool: TexturePool) {
        self.renderer = renderer
        self.text = text
        plots = TextureCache(capacity: 0, pool: pool)
    }

    func draw(_ model: StatsModel, in area: Rect, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(area, color: theme.panel)
        let size = Int(max(min(area.height / 30, area.width / 48, 20 * scale), 8))
        let lineHeight = Double(size) * 1.45
        let margin = max(area.width * 0.05, Double(size))
        // Below the HUD band, which shows through the panel.
        var y = area.minY + max(lineHeight * 0.6, Double(size) * 3)
        let title = try text.text(catalog(UIText.stats), size: Int(Double(size) * 1.3), color: theme.text)
        try renderer.draw(title, x: Int(area.midX) - title.width / 2, y: Int(y))
        y += lineHeight * 1.5

        let session = model.session
        let record = model.record
        func milliseconds(_ value: Int?) -> String { value.map { catalog(UIText.milliseconds, ["count": "\($0)"]) } ?? "–" }
        let rows: [(String, String, String)] = [
            ("", catalog(UIText.thisSession), catalog(UIText.allTime)),
            (catalog(UIText.turns), "\(session.turns)", "\(record.lifetimeTurns)"),
            (catalog(UIText.accuracy), Self.percent(session.accuracy), Self.percent(record.lifetimeAccuracy)),
            (
                catalog(UIText.streak), catalog(UIText.streakNowAndBest, ["now": "\(session.streak)", "best": "\(session.bestStreak)"]),
                catalog(UIText.bestStreak, ["best": "\(record.bestStreak)"])
            ),
            (catalog(UIText.medianReaction), milliseconds(session.medianReactionMilliseconds), milliseconds(record.reactions.median)),
        ]
        let columns = [area.minX + margin, area.minX + area.width * 0.38, area.minX + area.width * 0.7]
        for (index, row) in rows.enumerated() {
            let color = index == 0 ? theme.correct : theme.text
            for (column, value) in [row.0, row.1, row.2].enumerated() where !value.isEmpty {
                try renderer.draw(try text.text(value, size: size, color: color), x: Int(columns[column]), y: Int(y))
            }
            y += lineHeight
        }
        // With more than one input used this session, each one's median.
        let byInput = session.medianReactionByInput
        if byInput.count > 1 {
            let figures = byInput.map { "\(catalog(UIText.name(of: $0.input))) \(milliseconds($0.milliseconds))" }.joined(separator: "  ·  ")
            let line = catalog(UIText.reactionByInput) + ":  " + figures
            for part in try text.wrap(line, size: max(size * 5 / 6, 8), width: Int(area.width - 2 * margin)).prefix(2) {
                try renderer.draw(try text.text(part, size: max(size * 5 / 6, 8), color: theme.text), x: Int(columns[0]), y: Int(y))
                y += lineHeight * 0.9
            }
        }
        y += lineHeight * 0.3
        let scores = GameMode.allCases.map { "\(catalog(UIText.name(of: $0))) \(record.highScore(in: $0))" }.joined(separator: "  ·  ")
        try renderer.draw(try text.text(catalog(UIText.highScores), size: size, color: theme.correct), x: Int(columns[0]), y: Int(y))
        y += lineHeight
        for line in try text.wrap(scores, size: size, width: Int(area.width - 2 * margin)).prefix(3) {
            try renderer.draw(try text.text(line, size: size, color: theme.text), x: Int(columns[0]), y: Int(y))
            y += lineHeight
        }
        y += lineHeight * 0.3
        let line = model.session.recent.contains { $0.adaptive } ? "  ·  " + catalog(UIText.plotRatio) : ""
        let caption = catalog(UIText.plotCaption, ["count": "\(GameStats.plottedTurns)"]) + line
        try renderer.draw(try text.text(caption, size: max(size * 5 / 6, 8), color: theme.text), x: Int(columns[0]), y: Int(y))
        y += lineHeight
        let plotArea = Rect(x: columns[0], y: y, width: area.width - 2 * margin, height: area.maxY - y - lineHeight * 0.6)
        guard plotArea.width >= 20, plotArea.height >= 20 else { return }
        if session.recent.isEmpty {
            let empty = try text.text(catalog(UIText.noTurns), size: size, color: theme.text)
            try renderer.draw(empty, x: Int(plotArea.midX) - empty.width / 2, y: Int(plotArea.midY) - empty.height / 2)
            return
        }
        let key = PlotKey(samples: Array(session.recent), width: Int(plotArea.width), height: Int(plotArea.height), theme: theme)
        let plot = try plots.texture(for: key) { () throws(PlatformError) in Self.plot(key, rasterizer: rasterizer, scale: scale) }
        try renderer.draw(plot, x: Int(plotArea.minX), y: Int(plotArea.minY))
    }

    func endFrame() {
        plots.endFrame()
    }

    private static func plot(_ key: PlotKey, rasterizer: Rasterizer, scale: Double) -> Image {
        var sketch = Sketch(width: key.width, height: key.height, rasterizer: rasterizer)
        let width = Double(key.width)
        let height = Double(key.height)
        let markRoom = max(height * 0.08, 6)
        let plotHeight = height - markRoom
        sketch.fill(.rectangle(Rect(x: 0, y: plotHeight - 1, width: width, height: 1)), key.theme.text.withAlpha(160))
        let slot = width / Double(GameStats.plottedTurns)
        // Bars scaled to the slowest turn shown, at least one second tall.
        let slowest = Double(max(key.samples.map(\.reactionMilliseconds).max() ?? 0, 1000))
        for (index, sample) in key.samples.enumerated() {
            let barHeight = max(Double(sample.reactionMilliseconds) / slowest * (plotHeight - 2), 1)
            let x = Double(index) * slot + slot * 0.15
            let color = sample.matched ? key.theme.correct : key.theme.wrong
            sketch.fill(.rectangle(Rect(x: x, y: plotHeight - 1 - barHeight, width: slot * 0.7, height: barHeight)), color)
            if !sample.matched {
                let center = Point(x: x + slot * 0.35, y: plotHeight + markRoom / 2)
                let radius = min(slot * 0.35, markRoom * 0.45)
                sketch.fill(
                    .polygon([center.offsetBy(dx: 0, dy: -radius), center.offsetBy(dx: radius, dy: radius), center.offsetBy(dx: -radius, dy: radius)]
                    ), key.theme.wrong)
            }
        }
        // The adaptive ratio, on its own scale: 1 at the bottom, the highest shown at the top.
        let ratios = key.samples.enumerated().compactMap { index, sample in sample.adaptive ? sample.ratio.map { (index, $0) } : nil }
        guard let highest = ratios.map(\.1).max() else { return sketch.image }
        let top = max(highest, 1.1)
        let points = ratios.map { index, ratio in
            Point(x: Double(index) * slot + slot / 2, y: plotHeight - 1 - (ratio - 1) / (top - 1) * (plotHeight - 2))
        }
        let lineWidth = max(2 * scale, 1.5)
        for (start, end) in zip(points, points.dropFirst()) {
            sketch.line(from: start, to: end, key.theme.text, width: lineWidth)
        }
        for point in points {
            sketch.fill(.circle(center: point, radius: lineWidth * 1.2), key.theme.text)
        }
        return sketch.image
    }

    private static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }
}
