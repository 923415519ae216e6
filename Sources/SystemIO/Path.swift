/// Paths as strings, joined and split the way the system reads them: `/` separates, `//` is one
/// `/`, a trailing `/` names the same folder.
public enum Path {
    /// `child` under `folder`; an absolute `child` stands alone.
    public static func join(_ folder: String, _ child: String) -> String {
        if child.hasPrefix("/") || folder.isEmpty { return child }
        if child.isEmpty { return folder }
        return folder.hasSuffix("/") ? folder + child : folder + "/" + child
    }

    /// The folder holding `path`: `/a/b` → `/a`, `/a` → `/`, `b` → `` (the current folder).
    public static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    /// The last part of `path`: `/a/b.txt` → `b.txt`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// An absolute path for `path`, relative to `folder` (the working folder by default), with
    /// `.` parts and repeated slashes removed; `..` is kept, as links may make it mean anything.
    public static func absolute(_ path: String, from folder: String = FileSystem.currentFolder()) -> String {
        let joined = path.hasPrefix("/") ? path : join(folder, path)
        let parts = joined.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return "/" + parts.joined(separator: "/")
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
