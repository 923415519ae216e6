import Foundation

/// The `diff` blocks of a guide page (Sources/GameApp/GameApp.docc), read file by file, so a
/// test can hold each shown change to the code in the repository.
public struct DocumentedDiff {
    /// One file's part of the page's diffs.
    public struct FileChange: Sendable {
        /// Whether the diff creates the file (`--- /dev/null`): it is then shown whole.
        public var isNew = false
        public var added: [String] = []
        public var removed: [String] = []
        /// The unchanged lines shown around the change: they must be in the file as they are.
        public var context: [String] = []
    }

    /// The repository's top folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every file the page's diff blocks change, by path.
    public let changes: [String: FileChange]

    /// Reads the guide page `name` (e.g. "AddAShapeKind.md").
    public init(page name: String) throws {
        let document = try String(contentsOf: Self.root.appendingPathComponent("Sources/GameApp/GameApp.docc/\(name)"), encoding: .utf8)
        let blocks = document.components(separatedBy: "```diff\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        var changes: [String: FileChange] = [:]
        var path: String?
        for line in blocks.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("diff --git ") {
                path = line.components(separatedBy: " b/").last
                if let path { changes[path] = changes[path] ?? FileChange() }
            } else if line == "--- /dev/null", let path {
                changes[path]?.isNew = true
            } else if line.hasPrefix("+++ ") || line.hasPrefix("--- ") {
                continue
            } else if line.hasPrefix("+"), let path {
                changes[path]?.added.append(String(line.dropFirst()))
            } else if line.hasPrefix("-"), let path {
                changes[path]?.removed.append(String(line.dropFirst()))
            } else if line.hasPrefix(" "), let path {
                changes[path]?.context.append(String(line.dropFirst()))
            }
        }
        self.changes = changes
    }

    /// The lines of the repository's file at `path`, without the empty one after the last newline.
    public static func lines(of path: String) throws -> [String] {
        var lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
