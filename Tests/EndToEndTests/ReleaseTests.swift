import Foundation
import Testing

/// The version is said in three places, and they agree: `--version` (the code), the Debian
/// changelog's newest entry (the package), and the metainfo's newest release (software centres),
/// which also carries release notes.
@Suite struct ReleaseTests {
    static func file(_ path: String) throws -> String {
        try String(contentsOf: InstallTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func versionChangelogAndMetainfoAgree() throws {
        let run = try Executable.run(["--version"])
        let version = run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(run.status == 0 && !version.isEmpty)
        let changelog = try Self.file("debian/changelog")
        #expect(changelog.hasPrefix("tap-the-larger-shape (\(version)) "), "\(changelog.prefix(60))")
        let metainfo = try Self.file("Resources/metainfo/io.github.tapthelargershape.TapTheLargerShape.metainfo.xml")
        let newest = try #require(metainfo.range(of: "<release version=\"")).upperBound
        #expect(metainfo[newest...].hasPrefix("\(version)\""), "\(metainfo[newest...].prefix(30))")
        // The newest release has notes, dated as the changelog dates it.
        let release = metainfo[newest...].prefix { $0 != ">" }
        let date = try #require(changelog.split(separator: "\n").first { $0.hasPrefix(" -- ") }?.split(separator: "  ").last)
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        let day = try #require(parser.date(from: String(date)))
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withFullDate]
        #expect(release.contains("date=\"\(iso.string(from: day))\""), "\(release)")
        let notes = String(metainfo[newest...]).components(separatedBy: "</release>").first ?? ""
        #expect(notes.contains("<description>"))
    }
}
