import Drawing
import GameCore
import Raster

/// The stats overlay's plot of the last 50 turns, drawn by our rasterizer: a bar per turn for its
/// reaction time, misses in the wrong colour with a mark beneath, and the adaptive ratio as a line
/// on a scale of its own.
enum StatsPlot {
    /// What the picture depends on: it is drawn again only when this changes.
    struct Key: Hashable {
        let samples: [GameStats.Sample]
        let width: Int
        let height: Int
        let theme: Theme
        /// The reaction time at the top of the plot, and the ratio there.
        let top: Int
        let topRatio: Double
    }

    /// The band beneath the bars where misses are marked.
    static func markRoom(height: Double) -> Double { max(height * 0.08, 6) }

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

    static func image(_ key: Key, rasterizer: Rasterizer, scale: Double) -> Image {
        var sketch = Sketch(width: key.width, height: key.height, rasterizer: rasterizer)
        let width = Double(key.width)
        let height = Double(key.height)
        let markRoom = Self.markRoom(height: height)
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
}
