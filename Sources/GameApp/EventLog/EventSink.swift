import SystemIO

/// Where event-log lines go: a client, so the app writes to a file or standard output and a test
/// keeps the lines. `write` gets one or more whole lines.
public struct EventSink {
    public var write: ([UInt8]) -> Void

    public init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
    }

    /// The file at `path`, created or truncated, or standard output for "-". Bytes go straight to
    /// the file descriptor: nothing is buffered or kept, so every line is on disk (or in the pipe)
    /// when the event happens. A log that cannot be written (a full disk, a closed pipe) is not
    /// worth ending the game for, so write errors are dropped.
    public static func file(path: String) throws(EventLogError) -> EventSink {
        let file: OutputFile
        do {
            file = path == "-" ? .standardOutput : try OutputFile(path: path, start: .truncating)
        } catch {
            throw EventLogError(path: path, reason: error.reason)
        }
        return EventSink { bytes in file.write(bytes) }
    }
}

public struct EventLogError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot write the event log at \(path): \(reason)" }
}
