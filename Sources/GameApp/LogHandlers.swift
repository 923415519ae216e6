import Foundation
import Locking
import Logging

/// A log file opened for appending; shared by every logger, written one whole line at a time.
public final class LogFile: Sendable {
    private let handle: Locked<FileHandle?>

    /// Opens (creating it and its folder if needed) `path`; a file that cannot be opened makes a
    /// log that writes nothing, rather than a game that will not start.
    public init(path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        let file = FileHandle(forWritingAtPath: path)
        _ = try? file?.seekToEnd()
        handle = Locked(file)
    }

    func write(_ line: String) {
        handle.withLock { handle in _ = try? handle?.write(contentsOf: Data((line + "\n").utf8)) }
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
        file?.write("\(ISO8601DateFormatter().string(from: Date())) \(event.level) \(label): \(text)")
        if event.level >= consoleLevel {
            FileHandle.standardError.write(Data("tap-the-larger-shape: \(event.level): \(text)\n".utf8))
        }
    }
}
