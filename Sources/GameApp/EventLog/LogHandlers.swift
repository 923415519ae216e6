import Locking
import Logging
import SystemIO

/// A log file opened for appending; shared by every logger, written one whole line at a time.
public final class LogFile: Sendable {
    /// The file, opened for appending (nil when it could not be), behind the lock that keeps
    /// lines whole.
    private let file: Locked<OutputFile?>

    /// Opens (creating it and its folder if needed) `path`; a file that cannot be opened makes a
    /// log that writes nothing, rather than a game that will not start.
    public init(path: String) {
        try? FileSystem.createFolders(Path.parent(of: path))
        file = Locked(try? OutputFile(path: path, start: .appending))
    }

    func write(_ line: String) {
        file.withLock { _ = $0?.write(Array((line + "\n").utf8)) }
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
