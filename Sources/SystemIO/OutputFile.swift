#if canImport(Glibc)
    import Glibc
#endif

/// A file open for writing, closed when the last reference goes: bytes go straight to its
/// descriptor, nothing is buffered, so every write is in the file (or the pipe) when it returns.
public final class OutputFile: Sendable {
    private let descriptor: Int32
    private let owned: Bool

    public enum Start: Sendable {
        /// Empties the file, or creates it.
        case truncating
        /// Writes after what is there, or creates it.
        case appending
    }

    /// Opens `path` (mode 0644 less the umask when created).
    public init(path: String, start: Start) throws(FileError) {
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (start == .appending ? O_APPEND : O_TRUNC)
        let opened = open(path, flags, 0o644)
        guard opened >= 0 else { throw FileError(path: path, step: "open", code: errno) }
        descriptor = opened
        owned = true
    }

    private init(standard descriptor: Int32) {
        self.descriptor = descriptor
        owned = false
    }

    /// The process's standard output (never closed).
    public static let standardOutput = OutputFile(standard: STDOUT_FILENO)

    deinit {
        if owned { close(descriptor) }
    }

    /// Writes all of `bytes`; false when the system refused (a full disk, a closed pipe).
    @discardableResult
    public func write(_ bytes: some Collection<UInt8>) -> Bool {
        FileSystem.writeAll(bytes, to: descriptor)
    }
}

extension FileSystem {
    /// Writes `bytes` to a new file at `path`, never replacing one: false when something is
    /// already there. A file that could not be written whole is removed.
    public static func createNew(_ bytes: [UInt8], at path: String) throws(FileError) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw FileError(path: path, step: "create", code: errno)
        }
        let failure = writeAll(bytes, to: descriptor) ? nil : errno
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = failure ?? closed {
            unlink(path)
            throw FileError(path: path, step: "write", code: code)
        }
        return true
    }
}
