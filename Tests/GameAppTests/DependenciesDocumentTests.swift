import Foundation
import TestSupport
import Testing

/// What the documents say the game needs is what the build links and the scripts install: the
/// README names every library the package links (the system modules' `link` lines and the
/// targets' `linkedLibrary`) and what `scripts/setup.sh play` installs; INSTALLING.md quotes the
/// Debian package's relations as `scripts/deb.sh` writes them.
@Suite struct DependenciesDocumentTests {
    /// The README's words for a library the linker names otherwise; nil: the C library's own.
    static let spoken: [String: String?] = ["z": "zlib", "m": nil, "X11": "libX11"]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: DocumentedDiff.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeNamesEveryLinkedLibrary() throws {
        let readme = try Self.text("README.md")
        let dependencies = try #require(readme.components(separatedBy: "## Dependencies").last?.components(separatedBy: "\n## ").first)
        var linked = Set<String>()
        let sources = DocumentedDiff.root.appendingPathComponent("Sources")
        for folder in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let map = sources.appendingPathComponent(folder).appendingPathComponent("module.modulemap")
            guard let text = try? String(contentsOf: map, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("link \"") {
                linked.insert(line.components(separatedBy: "\"")[1])
            }
        }
        for part in try Self.text("Package.swift").components(separatedBy: ".linkedLibrary(\"").dropFirst() {
            linked.insert(part.components(separatedBy: "\"")[0])
        }
        #expect(linked.isSuperset(of: ["SDL2", "xkbcommon", "z"]))
        for library in linked {
            guard let word = Self.spoken[library] ?? library else { continue }
            #expect(dependencies.contains(word), "the README's dependencies do not name \(library)")
        }
        // What setup.sh installs for building and playing, named in the README's first screen.
        let setup = try Self.text("scripts/setup.sh")
        let play = try #require(setup.components(separatedBy: "play=(").dropFirst().first?.components(separatedBy: ")").first)
        let commands = try #require(readme.components(separatedBy: "## Two commands").last?.components(separatedBy: "\n## ").first)
        let words: [String: String] = [
            "libsdl2-dev": "SDL2", "libsdl2-ttf-dev": "ttf", "libsdl2-mixer-dev": "mixer", "libfontconfig-dev": "fontconfig", "zlib1g-dev": "zlib",
            "libxkbcommon-dev": "libxkbcommon", "libdecor-0-0": "libdecor", "gettext": "gettext", "fonts-dejavu-core": "a Latin font",
            "fonts-wqy-microhei": "a Chinese one", "make": "make", "dpkg-dev": "dpkg-dev", "python3": "Python 3", "libhyphen-dev": "libhyphen",
            "hyphen-de": "German", "hyphen-en-us": "English hyphenation",
        ]
        for package in play.split(whereSeparator: \.isWhitespace).map(String.init) where package != "pkg-config" {
            let word = try #require(words[package], "setup.sh play installs \(package): say what it is for here and in the README")
            #expect(commands.contains(word), "\(package)")
        }
    }

    @Test func installingQuotesThePackagesRelations() throws {
        let installing = try Self.text("docs/INSTALLING.md").replacingOccurrences(of: "\n", with: " ")
        let control = try Self.text("scripts/deb.sh").split(separator: "\n")
        for field in ["Recommends", "Suggests"] {
            let line = try #require(control.first { $0.hasPrefix("\(field): ") })
            #expect(installing.contains("`\(line)`"), "INSTALLING.md does not quote \(line)")
        }
    }
}
