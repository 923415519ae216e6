import Foundation
import TestSupport
import Testing

/// The documents that list the repository's parts list all of them: ENGINEERING.md's tree every
/// folder of Sources, and PATTERNS.md and the guide's own topics every article of the guide.
@Suite struct DocumentIndexTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: DocumentedDiff.root.appendingPathComponent(path), encoding: .utf8)
    }

    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: DocumentedDiff.root.appendingPathComponent(folder).path).sorted()
    }

    @Test func engineeringsTreeHasEverySourcesFolder() throws {
        let engineering = try Self.text("docs/ENGINEERING.md")
        let tree = try #require(engineering.components(separatedBy: "```\nPackage.swift\nSources/\n").dropFirst().first?.components(separatedBy: "```").first)
        for folder in try Self.names(in: "Sources") {
            #expect(tree.contains("  \(folder)/") || tree.contains(", \(folder)/"), "ENGINEERING.md's tree leaves out Sources/\(folder)")
        }
    }

    @Test func everyArticleOfTheGuideIsListed() throws {
        let patterns = try Self.text("docs/PATTERNS.md")
        let topics = try Self.text("Sources/GameApp/GameApp.docc/GameApp.md")
        for file in try Self.names(in: "Sources/GameApp/GameApp.docc") where file.hasSuffix(".md") && file != "GameApp.md" {
            #expect(patterns.contains("(../Sources/GameApp/GameApp.docc/\(file))"), "PATTERNS.md does not list \(file)")
            #expect(topics.contains("<doc:\(file.dropLast(3))>"), "GameApp.md's topics leave out \(file)")
        }
    }
}
