#if canImport(Glibc)
    import Glibc
#endif

/// The file operations the game needs, made of the system's own calls (no Foundation, so no ICU
/// in the binary): whole files read with a limit, folders made and listed, files moved, copied
/// and removed. Every failure is an `errno`, turned into a `FileError` that names the path.
public enum FileSystem {
    /// Whether anything (a file, a folder, a link to one) is at `path`.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Whether `path` is a folder (links followed).
    public static func isFolder(_ path: String) -> Bool {
        (try? status(path))?.kind == .folder
    }

    /// Whether this process may read `path`.
    public static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// The whole file, or its first `limit + 1` bytes when it is longer (so a caller can tell
    /// "too large" from "exactly the limit").
    public static func read(_ path: String, limit: Int = .max - 1) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, step: "open", code: errno) }
        defer { close(descriptor) }
        return try read(descriptor, path: path, limit: limit)
    }

    /// As `read(_:limit:)`, for a regular file only (links followed): anything else at `path`, a
    /// FIFO, a device, a socket or a folder, is refused with `FileError.notARegularFile` at once,
    /// without blocking on it (it is opened non-blocking and checked before a byte is read).
    public static func readRegularFile(_ path: String, limit: Int = .max - 1) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, step: "open", code: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(path: path, step: "read", code: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileError(path: path, step: "read", code: FileError.notARegularFile) }
        return try read(descriptor, path: path, limit: limit)
    }

    /// The last modification of the file or folder at `path` (links followed), in seconds since
    /// 1970; nil when nothing is there.
    public static func modificationTime(_ path: String) -> Int? {
        (try? status(path))?.modificationTime
    }

    static func read(_ descriptor: Int32, path: String, limit: Int) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, step: "read", code: errno)
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// The file as text (invalid UTF-8 repaired), or nil when it cannot be read or is larger
    /// than `limit`.
    public static func readText(_ path: String, limit: Int = 1 << 20) -> String? {
        guard let bytes = try? read(path, limit: limit), bytes.count <= limit else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes all of `bytes` to an open descriptor, through interruptions.
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
        let array = Array(bytes)
        return array.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Makes `path` and every missing folder above it (`mkdir -p`); a folder already there is
    /// fine, a file in the way is an error.
    public static func createFolders(_ path: String) throws(FileError) {
        guard !path.isEmpty, !isFolder(path) else { return }
        let parent = Path.parent(of: path)
        if parent != path, !parent.isEmpty { try createFolders(parent) }
        if mkdir(path, 0o755) != 0, errno != EEXIST || !isFolder(path) {
            throw FileError(path: path, step: "create", code: errno == EEXIST ? ENOTDIR : errno)
        }
    }

    /// The names in a folder, without `.` and `..`, in no particular order.
    public static func contents(ofFolder path: String) throws(FileError) -> [String] {
        guard let folder = opendir(path) else { throw FileError(path: path, step: "list", code: errno) }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Renames `source` to `destination` (same file system), replacing what is there.
    public static func move(_ source: String, to destination: String) throws(FileError) {
        guard rename(source, destination) == 0 else { throw FileError(path: source, step: "move", code: errno) }
    }

    /// Copies a file's bytes to a new file; never replaces one (`EEXIST`).
    public static func copy(_ source: String, to destination: String) throws(FileError) {
        let bytes = try read(source)
        let descriptor = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: destination, step: "create", code: errno) }
        let written = writeAll(bytes, to: descriptor)
        let code = errno
        let closed = close(descriptor) == 0
        guard written, closed else {
            unlink(destination)
            throw FileError(path: destination, step: "write", code: written ? errno : code)
        }
    }

    /// Removes a file (not a folder).
    public static func remove(_ path: String) throws(FileError) {
        guard unlink(path) == 0 else { throw FileError(path: path, step: "remove", code: errno) }
    }

    /// Where a symbolic link points, all links on the way followed (`realpath`); nil when a part
    /// is missing.
    public static func resolvingLinks(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The process's working folder.
    public static func currentFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return "/" }
        defer { free(folder) }
        return String(cString: folder)
    }
}

/// A failed call on a path: what was being done, to which path, and the system's reason.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    public let step: String
    public let code: Int32

    public init(path: String, step: String, code: Int32) {
        self.path = path
        self.step = step
        self.code = code
    }

    /// The code of a path that is there but is no regular file (a FIFO, a device, a folder…).
    public static let notARegularFile: Int32 = -1

    /// The system's words for `code` (`strerror`).
    public var reason: String { code == Self.notARegularFile ? "not a regular file" : SystemError.reason(code) }
    public var description: String { "cannot \(step) \(path): \(reason)" }
}

/// The system's words for an errno value, for errors that are not a path's (a library's
/// negative errno returns, as sd-bus's).
public enum SystemError {
    public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
