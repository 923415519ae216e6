import GameCore
import TestSupport
import Testing

/// The guide's "Add a shape kind" page (Sources/GameApp/GameApp.docc/AddAShapeKind.md) shows the
/// hexagon's whole change as diffs: they must stay the code in the repository, line for line.
@Suite struct PatternsDocumentTests {
    @Test func theAddAShapeDiffIsTheRealCode() throws {
        let changes = try DocumentedDiff(page: "AddAShapeKind.md").changes
        let folder = "Sources/GameCore/Kinds/Hexagon"
        #expect(
            Set(changes.keys) == [
                "\(folder)/HexagonShape.swift", "\(folder)/HexagonShapeFactory.swift", "\(folder)/HexagonShapeViewFactory.swift",
                "Sources/GameCore/ShapeKindRegistry.swift", "po/tap-the-larger-shape.pot", "po/zh_CN.po", "po/de.po", "po/ja.po",
                "Tests/GameCoreTests/ShapeKindTests.swift",
                "Resources/metainfo/io.github.tapthelargershape.TapTheLargerShape.metainfo.xml",
            ])
        for (path, change) in changes {
            let lines = try DocumentedDiff.lines(of: path)
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
                // The context shown around a change is the file's too: a renamed or moved line fails here.
                #expect(change.context.filter { !present.contains($0) } == [], "\(path): the diff's context is not in the file")
            }
        }
        #expect(ShapeKindRegistry.entries.contains { $0.kind == .hexagon })
    }
}
