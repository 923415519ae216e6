/// Reaction times counted into fixed buckets, so a median over a million turns costs the same
/// memory as over ten: 10 ms buckets up to 2 s, 100 ms buckets up to 10 s, and one for anything
/// slower. A median read from it is within half a bucket of the true one.
public struct ReactionHistogram: Hashable, Sendable {
    /// How many reactions fell in each bucket.
    public private(set) var counts: [Int]
    public private(set) var total = 0

    public static let bucketCount = 200 + 80 + 1

    public init() {
        counts = Array(repeating: 0, count: Self.bucketCount)
    }

    /// A histogram from stored counts; nil unless there are `bucketCount` of them, none negative.
    public init?(counts: [Int]) {
        guard counts.count == Self.bucketCount, counts.allSatisfy({ $0 >= 0 }) else { return nil }
        self.counts = counts
        var total = 0
        for count in counts {
            let (sum, overflow) = total.addingReportingOverflow(count)
            guard !overflow else { return nil }
            total = sum
        }
        self.total = total
    }

    /// Counts one reaction; a bucket stops at `StoredCount.limit`, the bound the state file's
    /// reader clamps each to.
    public mutating func record(milliseconds: Int) {
        let bucket = Self.bucket(for: milliseconds)
        guard total < .max, counts[bucket] < StoredCount.limit else { return }
        counts[bucket] += 1
        total += 1
    }

    /// The median reaction in milliseconds (the middle of its bucket); nil before any.
    public var median: Int? {
        guard total > 0 else { return nil }
        // NB: not (total + 1) / 2, which overflows at Int.max.
        let half = total / 2 + total % 2
        var seen = 0
        for (bucket, count) in counts.enumerated() {
            seen = seen.addingReportingOverflow(count).overflow ? .max : seen + count
            if seen >= half { return Self.middle(of: bucket) }
        }
        return nil
    }

    static func bucket(for milliseconds: Int) -> Int {
        let value = max(milliseconds, 0)
        if value < 2000 { return value / 10 }
        if value < 10_000 { return 200 + (value - 2000) / 100 }
        return bucketCount - 1
    }

    static func middle(of bucket: Int) -> Int {
        if bucket < 200 { return bucket * 10 + 5 }
        if bucket < bucketCount - 1 { return 2000 + (bucket - 200) * 100 + 50 }
        return 10_000
    }
}
