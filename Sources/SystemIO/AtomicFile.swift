#if canImport(Glibc)
    import Glibc
#endif

/// Replaces a file's contents so that a reader, or a crash, sees the old file or the new one,
/// never half of either: a temporary file in the same folder, written and flushed to disk, renamed
/// over the target, then the folder flushed so the rename itself survives a power cut.
public enum AtomicFile {
    /// - Parameters:
    ///   - data: the file's whole new content.
    ///   - path: where it goes; a file already there is replaced in one step.
    ///   - createFolder: creates the missing folders on the way.
    ///   - mode: the exact permissions the file gets (those of the file it replaces, say); nil
    ///     gives a new file's usual 0644 less the umask.
    public static func write(_ data: [UInt8], to path: String, createFolder: Bool = true, mode: UInt32? = nil) throws(FileError) {
        let folder = Path.parent(of: path)
        if createFolder {
            try FileSystem.createFolders(folder)
        }
        let temporary = "\(path).tmp-\(ProcessControl.identifier)-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode ?? 0o644))
        guard descriptor >= 0 else { throw FileError(path: temporary, step: "create", code: errno) }
        // NB: the umask narrowed the mode given to open; the file gets exactly the one asked for.
        if let mode { _ = fchmod(descriptor, mode_t(mode)) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        guard FileSystem.writeAll(data, to: descriptor) else {
            let code = errno
            unlink(temporary)
            throw FileError(path: temporary, step: "write", code: code)
        }
        guard fsync(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(path: temporary, step: "flush", code: code)
        }
        closed = true
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(path: temporary, step: "close", code: code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileError(path: path, step: "replace", code: code)
        }
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Creates `path` with `data` only if nothing is there yet (never replaces a file).
    /// Returns false when a file already existed.
    public static func create(_ data: [UInt8], at path: String) throws(FileError) -> Bool {
        try FileSystem.createFolders(Path.parent(of: path))
        // Written aside first, then linked into place: link fails if the target exists.
        let temporary = "\(path).new-\(ProcessControl.identifier)"
        try write(data, to: temporary, createFolder: false)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST { return false }
            throw FileError(path: path, step: "create", code: errno)
        }
        return true
    }
}
