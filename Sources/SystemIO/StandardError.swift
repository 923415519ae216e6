#if canImport(Glibc)
    import Glibc
#endif

/// Standard error, written a whole line at a time.
public enum StandardError {
    public static func writeLine(_ line: String) {
        _ = FileSystem.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
    }
}

extension StandardError {
    /// Writes `text` as it is (it carries its own newlines).
    public static func write(_ text: String) {
        _ = FileSystem.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
