import Locking
import Logging
import SystemIO

#if canImport(Glibc)
    import Glibc
#endif

/// A log file opened for appending; shared by every logger, written one whole line at a time.
public final class LogFile: Sendable {
    /// The descriptor, opened for appending (-1 when it could not be), behind the lock that keeps
    /// lines whole.
    private let descriptor: Locked<Int32>

    /// Opens (creating it and its folder if needed) `path`; a file that cannot be opened makes a
    /// log that writes nothing, rather than a game that will not start.
    public init(path: String) {
        try? FileSystem.createFolders(Path.parent(of: path))
        descriptor = Locked(open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644))
    }

    deinit {
        descriptor.withLock { if $0 >= 0 { close($0) } }
    }

    func write(_ line: String) {
        descriptor.withLock { descriptor in
            if descriptor >= 0 { _ = FileSystem.writeAll(Array((line + "\n").utf8), to: descriptor) }
        }
    }
}

/// Writes log lines to a `LogFile` and, from `consoleLevel` up, to standard error.
public struct GameLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    private let label: String
    private let file: LogFile?
    private let consoleLevel: Logger.Level

    public init(label: String, file: LogFile?, level: Logger.Level, consoleLevel: Logger.Level) {
        self.label = label
        self.file = file
        logLevel = level
        self.consoleLevel = consoleLevel
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let text = "\(event.message)"
        file?.write("\(WallClock.now().iso8601) \(event.level) \(label): \(text)")
        if event.level >= consoleLevel {
            StandardError.writeLine("tap-the-larger-shape: \(event.level): \(text)")
        }
    }
}
