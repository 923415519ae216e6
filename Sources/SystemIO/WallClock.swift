#if canImport(Glibc)
    import Glibc
#endif

/// A moment on the wall clock (not the game's monotonic clock): what file names and log lines
/// are stamped with.
public struct WallClock: Hashable, Sendable {
    /// Whole seconds since 1970-01-01 00:00 UTC.
    public let seconds: Int

    public init(seconds: Int) {
        self.seconds = seconds
    }

    public static func now() -> WallClock {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return WallClock(seconds: Int(time.tv_sec))
    }

    /// `2026-11-24-18-05-09`, in the local time zone: a file name's date.
    public var localFileStamp: String {
        let parts = fields(local: true)
        return "\(parts.year)-\(two(parts.month))-\(two(parts.day))-\(two(parts.hour))-\(two(parts.minute))-\(two(parts.second))"
    }

    /// `2026-11-24T17:05:09Z`: ISO 8601 in UTC, a log line's date.
    public var iso8601: String {
        let parts = fields(local: false)
        return "\(parts.year)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))Z"
    }

    private func fields(local: Bool) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        var time = time_t(seconds)
        var broken = tm()
        if local { localtime_r(&time, &broken) } else { gmtime_r(&time, &broken) }
        return (
            Int(broken.tm_year) + 1900, Int(broken.tm_mon) + 1, Int(broken.tm_mday), Int(broken.tm_hour), Int(broken.tm_min),
            Int(broken.tm_sec)
        )
    }

    private func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
