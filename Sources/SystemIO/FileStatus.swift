#if canImport(Glibc)
    import Glibc
#endif

/// What is at a path, as `stat(2)` (or `lstat(2)`) says: its kind, size, permissions and last
/// change.
public struct FileStatus: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case regular, folder, symbolicLink
        /// A FIFO, a device or a socket.
        case other
    }

    public let kind: Kind
    /// The size in bytes.
    public let size: Int
    /// The permission bits (`0o644`, say), with set-id and sticky bits.
    public let permissions: UInt32
    /// The last modification, in seconds since 1970.
    public let modificationTime: Int

    init(_ status: stat) {
        kind =
            switch status.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .folder
            case S_IFLNK: .symbolicLink
            default: .other
            }
        size = Int(status.st_size)
        permissions = UInt32(status.st_mode & 0o7777)
        modificationTime = Int(status.st_mtim.tv_sec)
    }
}

extension FileSystem {
    /// What is at `path`, links followed unless `followingLinks` is false (then a link is itself
    /// described). A missing path throws an error whose `isMissing` is true.
    public static func status(_ path: String, followingLinks: Bool = true) throws(FileError) -> FileStatus {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard result == 0 else { throw FileError(path: path, step: "read", code: errno) }
        return FileStatus(status)
    }
}

extension FileError {
    /// Nothing is at the path, or a part of it above is no folder (`ENOENT`, `ENOTDIR`).
    public var isMissing: Bool { code == ENOENT || code == ENOTDIR }
    /// Something is already at the path (`EEXIST`).
    public var isAlreadyThere: Bool { code == EEXIST }
}
