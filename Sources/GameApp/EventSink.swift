import SystemIO

#if canImport(Glibc)
    import Glibc
#endif

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
        let descriptor = path == "-" ? FileDescriptor(standardOutput: ()) : FileDescriptor(path: path)
        guard let descriptor else { throw EventLogError(path: path, reason: String(cString: strerror(errno))) }
        return EventSink { bytes in descriptor.write(bytes) }
    }
}

public struct EventLogError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "cannot write the event log at \(path): \(reason)" }
}

/// An open file descriptor, closed when the last sink using it goes.
private final class FileDescriptor {
    private let descriptor: Int32
    private let owned: Bool

    init?(path: String) {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard opened >= 0 else { return nil }
        descriptor = opened
        owned = true
    }

    init(standardOutput: Void) {
        descriptor = STDOUT_FILENO
        owned = false
    }

    deinit {
        if owned { close(descriptor) }
    }

    func write(_ bytes: [UInt8]) {
        _ = FileSystem.writeAll(bytes, to: descriptor)
    }
}
