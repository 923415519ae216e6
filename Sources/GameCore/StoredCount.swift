/// The one bound on every count and score the game keeps between runs (turns, matches, streaks,
/// high scores, reaction buckets, daily results): a sum stops at it and the state file's reader
/// clamps to it, so a count read back is the count written, and never goes back.
///
/// 2^53: far past any real count, exact as any JSON reader's double, and small enough that sums of
/// a few thousand such never overflow (a hand-edited `9223372036854775807` must not trap the stats
/// screen).
public enum StoredCount {
    public static let limit = 1 << 53

    /// `number` within ±`limit`.
    public static func clamped(_ number: Int) -> Int { min(max(number, -limit), limit) }
}
