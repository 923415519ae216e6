import GameCore

/// Click-to-screen latency: from the platform's timestamp of the input that ended a turn to the
/// return of the first present that showed the result, in milliseconds. A listener on the game's
/// events; the loop tells it when a frame was presented. Memory is fixed however long the run: a
/// histogram by millisecond for the percentiles, and the most recent samples for the event log.
@MainActor
public final class LatencyMeter {
    /// What the meter measured, for the summary.
    public struct Summary: Sendable {
        /// The newest samples, oldest first (at most `LatencyMeter.recentCapacity`).
        public let recentSamples: [Int]
        /// How many samples were taken in all.
        public let count: Int
        public let p50: Int?
        public let p95: Int?
    }

    static let recentCapacity = 1_000
    /// Samples of this many milliseconds or more share the last bucket.
    static let histogramSpan = 2_000
    private var histogram = [Int](repeating: 0, count: LatencyMeter.histogramSpan + 1)
    private var recent: [Int] = []
    private var nextRecent = 0
    private var count = 0
    private var pending: UInt64?
    private let platformTicks: () -> UInt64
    private let inputTicks: () -> UInt64

    /// - Parameters:
    ///   - gameEvents: the bus whose turn events it times.
    ///   - platformTicks: the platform's clock now, in milliseconds.
    ///   - inputTicks: when the input being handled happened, on the same clock.
    init(gameEvents: GameEventBus, platformTicks: @escaping () -> UInt64, inputTicks: @escaping () -> UInt64) {
        self.platformTicks = platformTicks
        self.inputTicks = inputTicks
        gameEvents.subscribe(
            as: "LatencyMeter",
            reacting: { [weak self] event in
                guard let self, case .turnEnded = event else { return nil }
                pending = self.inputTicks()
                return Reaction.timed.rawValue
            })
    }

    /// A frame was presented: a scored input waiting for it becomes a sample.
    func framePresented() {
        guard let input = pending else { return }
        pending = nil
        add(Int(clamping: platformTicks() &- input))
    }

    func add(_ sample: Int) {
        let sample = max(sample, 0)
        histogram[min(sample, Self.histogramSpan)] += 1
        count += 1
        if recent.count < Self.recentCapacity {
            recent.append(sample)
        } else {
            recent[nextRecent] = sample
        }
        nextRecent = (nextRecent + 1) % Self.recentCapacity
    }

    /// The smallest sample with at least `fraction` of all samples at or below it.
    func percentile(_ fraction: Double) -> Int? {
        guard count > 0 else { return nil }
        let rank = max(Int((fraction * Double(count)).rounded(.up)), 1)
        var seen = 0
        for (milliseconds, samples) in histogram.enumerated() {
            seen += samples
            if seen >= rank { return milliseconds }
        }
        return Self.histogramSpan
    }

    var summary: Summary {
        let ordered = recent.count < Self.recentCapacity ? recent : Array(recent[nextRecent...] + recent[..<nextRecent])
        return Summary(recentSamples: ordered, count: count, p50: percentile(0.5), p95: percentile(0.95))
    }
}
