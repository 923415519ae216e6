#if canImport(Glibc)
    import Glibc
#endif

/// Standard error, written a whole line at a time.
public enum StandardError {
    public static func writeLine(_ line: String) {
        _ = FileSystem.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
    }
}
