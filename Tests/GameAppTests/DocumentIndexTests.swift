import Foundation
import TestSupport
import Testing

/// The documents that list the repository's parts list all of them: ENGINEERING.md's tree every
/// folder of Sources, PATTERNS.md and the guide's own topics every article of the guide, and
/// `make docs` (scripts/docs.sh) every Swift library's reference.
@Suite struct DocumentIndexTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: DocumentedDiff.root.appendingPathComponent(path), encoding: .utf8)
    }

    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: DocumentedDiff.root.appendingPathComponent(folder).path).sorted()
    }

    @Test func engineeringsTreeHasEverySourcesFolder() throws {
        let engineering = try Self.text("docs/ENGINEERING.md")
        let tree = try #require(
            engineering.components(separatedBy: "```\nPackage.swift\nSources/\n").dropFirst().first?.components(separatedBy: "```").first)
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

    @Test func theDocumentationBuildHasEverySwiftLibrary() throws {
        let manifest = try Self.text("Package.swift")
        let libraries = manifest.components(separatedBy: ".target(").dropFirst().compactMap { declaration -> String? in
            guard let name = declaration.components(separatedBy: "name: \"").dropFirst().first?.components(separatedBy: "\"").first,
                !declaration.prefix(while: { $0 != ")" }).contains("path:"),
                let files = FileManager.default.enumerator(atPath: DocumentedDiff.root.appendingPathComponent("Sources/\(name)").path),
                files.contains(where: { ($0 as? String)?.hasSuffix(".swift") == true })
            else { return nil }
            return name
        }
        let script = try Self.text("scripts/docs.sh")
        let list = try #require(script.components(separatedBy: "for target in ").dropFirst().first?.components(separatedBy: ";").first)
        let documented = Set(list.split(separator: " ").map(String.init))
        #expect(libraries.count > 10)
        for library in libraries { #expect(documented.contains(library), "make docs leaves out \(library)") }
    }
}
