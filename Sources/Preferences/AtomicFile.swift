import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Replaces a file's contents so that a reader, or a crash, sees the old file or the new one,
/// never half of either: a temporary file in the same folder, written and flushed to disk, renamed
/// over the target, then the folder flushed so the rename itself survives a power cut.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let step: String
        public let code: Int32
        public var description: String { "cannot \(step) \(path): \(String(cString: strerror(code)))" }
    }

    /// - Parameters:
    ///   - data: the file's whole new content.
    ///   - path: where it goes; a file already there is replaced in one step.
    ///   - createFolder: creates the missing folders on the way.
    ///   - mode: the exact permissions the file gets (those of the file it replaces, say); nil
    ///     gives a new file's usual 0644 less the umask.
    public static func write(_ data: Data, to path: String, createFolder: Bool = true, mode: mode_t? = nil) throws(WriteError) {
        let folder = (path as NSString).deletingLastPathComponent
        if createFolder, (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) == nil {
            throw WriteError(path: folder, step: "create", code: errno == 0 ? EACCES : errno)
        }
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o644)
        guard descriptor >= 0 else { throw WriteError(path: temporary, step: "create", code: errno) }
        // NB: the umask narrowed the mode given to open; the file gets exactly the one asked for.
        if let mode { _ = fchmod(descriptor, mode) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        let written = data.withUnsafeBytes { bytes -> Int in
            var offset = 0
            while offset < bytes.count {
                let result = Glibc.write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return -1
                }
                offset += result
            }
            return offset
        }
        guard written == data.count else {
            let code = errno
            unlink(temporary)
            throw WriteError(path: temporary, step: "write", code: code)
        }
        guard fsync(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw WriteError(path: temporary, step: "flush", code: code)
        }
        closed = true
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw WriteError(path: temporary, step: "close", code: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw WriteError(path: path, step: "replace", code: code)
        }
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Creates `path` with `data` only if nothing is there yet (never replaces a file).
    /// Returns false when a file already existed.
    public static func create(_ data: Data, at path: String) throws(WriteError) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        if (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) == nil {
            throw WriteError(path: folder, step: "create", code: errno == 0 ? EACCES : errno)
        }
        // Written aside first, then linked into place: link fails if the target exists.
        let temporary = "\(path).new-\(getpid())"
        try write(data, to: temporary, createFolder: false)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { return false }
            throw WriteError(path: path, step: "create", code: errno)
        }
        return true
    }
}
