import Foundation
import GameCore
import Testing

/// The guide's "Add a shape kind" page (Sources/GameApp/GameApp.docc/AddAShapeKind.md) shows the
/// hexagon's whole change as diffs: they must stay the code in the repository, line for line.
@Suite struct PatternsDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One file's part of a diff: whether the diff creates it, and its added and removed lines.
    struct FileChange {
        var isNew = false
        var added: [String] = []
        var removed: [String] = []
    }

    /// Every file the page's diff blocks change, by path.
    static func changes(in document: String) -> [String: FileChange] {
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
            }
        }
        return changes
    }

    @Test func theAddAShapeDiffIsTheRealCode() throws {
        let document = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/GameApp/GameApp.docc/AddAShapeKind.md"), encoding: .utf8)
        let changes = Self.changes(in: document)
        let folder = "Sources/GameCore/Kinds/Hexagon"
        #expect(
            Set(changes.keys) == [
                "\(folder)/HexagonShape.swift", "\(folder)/HexagonShapeFactory.swift", "\(folder)/HexagonShapeViewFactory.swift",
                "Sources/GameCore/ShapeKindRegistry.swift", "Resources/locales/zh-Hans.json", "Tests/GameCoreTests/ShapeKindTests.swift",
            ])
        for (path, change) in changes {
            let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            if change.isNew {
                // A new file is shown whole.
                #expect(change.added == lines, "\(path)")
            } else {
                // A changed file has every added line and none of the removed ones.
                #expect(!change.added.isEmpty, "\(path)")
                let present = Set(lines)
                let missing = change.added.filter { !present.contains($0) }
                let stale = change.removed.filter { present.contains($0) }
                #expect(missing == [], "\(path) lacks these lines")
                #expect(stale == [], "\(path) still has these lines")
            }
        }
        #expect(ShapeKindRegistry.entries.contains { $0.kind == .hexagon })
    }
}
