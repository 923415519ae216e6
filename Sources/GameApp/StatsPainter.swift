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
        /// The reaction time at the top of the plot, and the ratio there.
        let top: Int
        let topRatio: Double
    }

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
    }

    /// One thing to draw.
    private enum Item {
        case text(String, RGBA, Rect, size: Int)
        case swatch(RGBA, Rect)
        case plot(Rect, milliseconds: Int, ratio: Double)
    }

    /// The overlay, laid out at the largest type size at which everything fits: the figures as a
    /// table, the median per input, the high scores (never broken inside one), a legend, and the
    /// plot with its axes labelled in milliseconds (left) and as the difficulty ratio (right).
    func draw(_ model: StatsModel, in area: Rect, below hudHeight: Double, theme: Theme, catalog: Catalog, scale: Double) throws(PlatformError) {
        try renderer.fill(area, color: theme.panel)
        let content = Rect(x: area.minX, y: area.minY + hudHeight, width: area.width, height: max(area.height - hudHeight, 1))
        // NB: measuring every text at every size each frame would be the overlay's whole cost;
        // the size that fitted last, for the same area and the same kinds of line, is tried first.
        let fit = FitKey(
            content: content, language: catalog.language, byInput: model.session.medianReactionByInput.count > 1,
            adaptive: model.session.recent.contains { $0.adaptive })
        var size = fitted.flatMap { $0.key == fit ? $0.size : nil } ?? Int(max(min(content.height / 22, content.width / 40, 22 * scale), 8))
        var items: [Item] = []
        while true {
            if let laid = try layout(model, in: content, size: size, theme: theme, catalog: catalog) {
                items = laid
                fitted = (fit, size)
                break
            }
            if size <= 8 {
                items = try layout(model, in: content, size: 8, theme: theme, catalog: catalog, requireFit: false) ?? []
                break
            }
            size -= 1
        }
        placed = []
        for item in items {
            switch item {
            case .text(let string, let color, let frame, let textSize):
                try renderer.draw(try text.text(string, size: textSize, color: color), x: Int(frame.minX), y: Int(frame.minY))
                placed.append((string, frame))
            case .swatch(let color, let frame):
                try renderer.fill(frame, color: color)
                placed.append(("swatch", frame))
            case .plot(let frame, let milliseconds, let ratio):
                placed.append(("plot", frame))
                let key = PlotKey(
                    samples: Array(model.session.recent), width: Int(frame.width), height: Int(frame.height), theme: theme, top: milliseconds,
                    topRatio: ratio)
                let plot = try plots.texture(for: key) { () throws(PlatformError) in Self.plot(key, rasterizer: rasterizer, scale: scale) }
                try renderer.draw(plot, x: Int(frame.minX), y: Int(frame.minY))
            }
        }
    }

    /// Everything placed at type `size`, or nil when it does not fit in `area`.
    private func layout(
        _ model: StatsModel, in area: Rect, size: Int, theme: Theme, catalog: Catalog, requireFit: Bool = true
    ) throws(PlatformError) -> [Item]? {
        var items: [Item] = []
        let margin = max(area.width * 0.04, Double(size))
        let width = area.width - 2 * margin
        let lineHeight = Double(size) * 1.45
        var y = area.minY + Double(size) * 0.4
        func measure(_ string: String, _ textSize: Int) throws(PlatformError) -> (width: Double, height: Double) {
            let measured = try text.measure(string, size: textSize)
            return (Double(measured.width), Double(measured.height))
        }
        // The title.
        let titleSize = Int(Double(size) * 1.3)
        let title = catalog(UIText.stats)
        let titleWidth = try measure(title, titleSize)
        items.append(
            .text(
                title, theme.text, Rect(x: area.midX - titleWidth.width / 2, y: y, width: titleWidth.width, height: titleWidth.height),
                size: titleSize))
        y += titleWidth.height * 1.35
        // The figures: a table of three columns, each as wide as its widest entry.
        let session = model.session
        let record = model.record
        func milliseconds(_ value: Int?) -> String { value.map { catalog(UIText.milliseconds, ["count": "\($0)"]) } ?? "–" }
        let rows: [[String]] = [
            ["", catalog(UIText.thisSession), catalog(UIText.allTime)],
            [catalog(UIText.turns), "\(session.turns)", "\(record.lifetimeTurns)"],
            [catalog(UIText.accuracy), Self.percent(session.accuracy), Self.percent(record.lifetimeAccuracy)],
            [
                catalog(UIText.streak), catalog(UIText.streakNowAndBest, ["now": "\(session.streak)", "best": "\(session.bestStreak)"]),
                catalog(UIText.bestStreak, ["best": "\(record.bestStreak)"]),
            ],
            [catalog(UIText.medianReaction), milliseconds(session.medianReactionMilliseconds), milliseconds(record.reactions.median)],
        ]
        var columnWidths = [0.0, 0.0, 0.0]
        for row in rows {
            for (column, value) in row.enumerated() { columnWidths[column] = max(columnWidths[column], try measure(value, size).width) }
        }
        let gap = Double(size) * 2
        if requireFit, columnWidths.reduce(0, +) + 2 * gap > width { return nil }
        let columns = [
            area.minX + margin, area.minX + margin + columnWidths[0] + gap, area.minX + margin + columnWidths[0] + columnWidths[1] + 2 * gap,
        ]
        for (index, row) in rows.enumerated() {
            for (column, value) in row.enumerated() where !value.isEmpty {
                let measured = try measure(value, size)
                items.append(
                    .text(
                        value, index == 0 ? theme.correct : theme.text,
                        Rect(x: columns[column], y: y, width: measured.width, height: measured.height), size: size))
            }
            y += lineHeight
        }
        /// Words laid out left to right, onto the next line when the next one does not fit (never
        /// breaking one): returns false when more than `maximumLines` are needed.
        func flow(_ words: [(String, RGBA, swatch: RGBA?)], size textSize: Int, maximumLines: Int) throws(PlatformError) -> Bool {
            var x = area.minX + margin
            var lines = 1
            let spacing = Double(textSize) * 1.5
            let textHeight = try measure("Mg", textSize).height
            for (word, color, swatch) in words {
                let measured = try measure(word, textSize)
                let swatchWidth = swatch == nil ? 0 : Double(textSize) * 1.2
                let needed = swatchWidth + measured.width
                if x > area.minX + margin, x + needed > area.maxX - margin {
                    lines += 1
                    if lines > maximumLines { return false }
                    x = area.minX + margin
                    y += Double(textSize) * 1.45
                }
                if let swatch {
                    let side = Double(textSize) * 0.8
                    items.append(.swatch(swatch, Rect(x: x, y: y + (textHeight - side) / 2, width: side, height: side)))
                }
                items.append(.text(word, color, Rect(x: x + swatchWidth, y: y, width: measured.width, height: measured.height), size: textSize))
                x += needed + spacing
            }
            y += Double(textSize) * 1.45
            return true
        }
        // The median per input, once more than one was used.
        let small = max(size * 5 / 6, 8)
        let byInput = session.medianReactionByInput
        if byInput.count > 1 {
            let words =
                [(catalog(UIText.reactionByInput) + ":", theme.correct, swatch: RGBA?.none)]
                + byInput.map { ("\(catalog(UIText.name(of: $0.input))) \(milliseconds($0.milliseconds))", theme.text, swatch: RGBA?.none) }
            if try !flow(words, size: small, maximumLines: 2), requireFit { return nil }
        }
        // The high scores: each mode's name and score together, never apart.
        y += lineHeight * 0.2
        let scores =
            [(catalog(UIText.highScores) + ":", theme.correct, swatch: RGBA?.none)]
            + GameMode.allCases.map { ("\(catalog(UIText.name(of: $0))) \(record.highScore(in: $0))", theme.text, swatch: RGBA?.none) }
        if try !flow(scores, size: size, maximumLines: 3), requireFit { return nil }
        // The legend.
        y += lineHeight * 0.2
        let adaptive = session.recent.contains { $0.adaptive }
        var legend = [
            (catalog(UIText.legendMatched), theme.text, swatch: Optional(theme.correct)),
            (catalog(UIText.legendMissed), theme.text, swatch: Optional(theme.wrong)),
        ]
        if adaptive { legend.append((catalog(UIText.legendRatio), theme.text, swatch: Optional(theme.text))) }
        if try !flow(legend, size: small, maximumLines: 2), requireFit { return nil }
        // The plot, its axes labelled: milliseconds on the left, the ratio on the right, the
        // turns beneath.
        let bottom = area.maxY - Double(size) * 0.5
        let axisSize = small
        let axisHeight = try measure("0", axisSize).height
        let turnsLabel = catalog(UIText.plotTurns, ["count": "\(GameStats.plottedTurns)"])
        let turnsSize = try measure(turnsLabel, axisSize)
        let plotTop = y + axisHeight / 2
        let plotBottom = bottom - turnsSize.height - Double(size) * 0.3
        guard plotBottom - plotTop >= max(axisHeight * 3, 24) || !requireFit else { return nil }
        if session.recent.isEmpty {
            let empty = catalog(UIText.noTurns)
            let measured = try measure(empty, size)
            let middle = (plotTop + plotBottom) / 2
            items.append(
                .text(
                    empty, theme.text,
                    Rect(x: area.midX - measured.width / 2, y: middle - measured.height / 2, width: measured.width, height: measured.height),
                    size: size))
            return items
        }
        let slowest = session.recent.map(\.reactionMilliseconds).max() ?? 0
        let top = Self.niceCeiling(max(slowest, 1000))
        let topRatio = max(Self.niceRatio(session.recent.compactMap { $0.adaptive ? $0.ratio : nil }.max() ?? 1), 1.1)
        let leftLabels = [0, top / 2, top].map { catalog(UIText.milliseconds, ["count": "\($0)"]) }
        let rightLabels = adaptive ? [1.0, (1 + topRatio) / 2, topRatio].map { catalog(UIText.ratioValue, ["value": Self.ratioText($0)]) } : []
        let leftWidth = try leftLabels.map { label throws(PlatformError) in try measure(label, axisSize).width }.max() ?? 0
        let rightWidth = try rightLabels.map { label throws(PlatformError) in try measure(label, axisSize).width }.max() ?? 0
        let plot = Rect(
            x: area.minX + margin + leftWidth + Double(size) * 0.4, y: plotTop,
            width: max(width - leftWidth - rightWidth - Double(size) * (adaptive ? 0.8 : 0.4), 20), height: max(plotBottom - plotTop, 20))
        items.append(.plot(plot, milliseconds: top, ratio: topRatio))
        let markRoom = max(plot.height * 0.08, 6)
        let barBase = plot.maxY - markRoom - 1
        let barTop = plot.minY + 1
        // Two ticks when three would crowd each other.
        let tickIndices = barBase - barTop >= axisHeight * 3.2 ? [0, 1, 2] : [0, 2]
        /// A label of the axes, its left edge (or right, `alignRight`) at `x`, centered on `y`.
        func axisLabel(_ string: String, x: Double, centeredOn y: Double, alignRight: Bool = false) throws(PlatformError) {
            let measured = try measure(string, axisSize)
            let frame = Rect(x: alignRight ? x - measured.width : x, y: y - measured.height / 2, width: measured.width, height: measured.height)
            items.append(.text(string, theme.text, frame, size: axisSize))
        }
        for index in tickIndices {
            let tickY = barBase - Double(index) / 2 * (barBase - barTop)
            try axisLabel(leftLabels[index], x: plot.minX - Double(size) * 0.4, centeredOn: tickY, alignRight: true)
            if adaptive { try axisLabel(rightLabels[index], x: plot.maxX + Double(size) * 0.4, centeredOn: tickY) }
        }
        try axisLabel(turnsLabel, x: plot.midX - turnsSize.width / 2, centeredOn: plot.maxY + Double(size) * 0.3 + turnsSize.height / 2)
        return items
    }

    /// The next round number at or above `milliseconds`: 1000, 1500, 2000, 3000, 5000…
    static func niceCeiling(_ milliseconds: Int) -> Int {
        for step in [500, 1000, 2000, 5000, 10_000, 20_000, 60_000] where milliseconds <= step * 4 {
            return (milliseconds + step - 1) / step * step
        }
        return (milliseconds + 59_999) / 60_000 * 60_000
    }

    /// A ratio rounded up to the next tenth.
    static func niceRatio(_ ratio: Double) -> Double {
        (ratio * 10).rounded(.up) / 10
    }

    static func ratioText(_ ratio: Double) -> String {
        String(format: "%.2f", ratio)
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
        // Light lines at the axes' ticks, then bars scaled to the left axis's top.
        for fraction in [0.5, 1.0] {
            let y = plotHeight - 1 - fraction * (plotHeight - 2)
            sketch.fill(.rectangle(Rect(x: 0, y: y, width: width, height: 1)), key.theme.text.withAlpha(48))
        }
        let slowest = Double(max(key.top, 1))
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
        let top = max(key.topRatio, highest, 1.1)
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
