#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The system's monotonic clock (`CLOCK_MONOTONIC`), the one outside tools time a launch
/// against: a process started now and another reading it agree on what it says.
public enum MonotonicClock {
    public static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }
}
