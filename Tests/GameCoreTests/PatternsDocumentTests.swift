import Foundation
import GameCore
import Testing

/// docs/PATTERNS.md shows the hexagon's whole diff as the example of adding a kind: it must stay
/// the code in the repository, line for line.
@Suite struct PatternsDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theAddAShapeDiffIsTheRealCode() throws {
        let document = try String(contentsOf: Self.root.appendingPathComponent("docs/PATTERNS.md"), encoding: .utf8)
        let diff = try #require(
            document.components(separatedBy: "```diff\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
                .first { $0.contains("Kinds/Hexagon") })
        let folder = "Sources/GameCore/Kinds/Hexagon"
        for name in ["HexagonShape.swift", "HexagonShapeFactory.swift", "HexagonShapeViewFactory.swift"] {
            let source = try String(contentsOf: Self.root.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
            let shown =
                diff.components(separatedBy: "+++ b/\(folder)/\(name)\n").dropFirst().first?.components(separatedBy: "\ndiff --git").first ?? ""
            let added = shown.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(added == Array(lines.prefix(lines.last == "" ? lines.count - 1 : lines.count)), "\(name)")
        }
        // And the one registry line, as the registry has it.
        let registry = try String(contentsOf: Self.root.appendingPathComponent("Sources/GameCore/ShapeKindRegistry.swift"), encoding: .utf8)
        let line = try #require(registry.split(separator: "\n").first { $0.contains("static let entries") })
        #expect(diff.contains("+" + line))
        #expect(ShapeKindRegistry.entries.contains { $0.kind == .hexagon })
    }
}
