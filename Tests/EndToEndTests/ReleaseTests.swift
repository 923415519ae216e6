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
        // The first line is the game's version; the libraries' follow.
        let version = String(run.standardOutput.split(separator: "\n").first ?? "")
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
        #expect(notes.contains("<description"))
    }
}

/// The README's two commands install what they say: playing needs no test tool.
@Suite struct SetupTests {
    static func packages(_ purpose: String) throws -> Set<String> {
        let run = try InstallTests.command(["/bin/bash", InstallTests.root.appendingPathComponent("scripts/setup.sh").path, purpose, "--list"])
        #expect(run.status == 0, "\(run.standardError)")
        return Set(run.standardOutput.split(separator: "\n").map(String.init))
    }

    @Test func playingInstallsOnlyWhatBuildingAndPlayingNeed() throws {
        let play = try Self.packages("play")
        let test = try Self.packages("test")
        // Playing's set builds, installs (`make install`) and packages (`make deb`) the game.
        #expect(
            play.isSuperset(of: [
                "libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-mixer-dev", "libfontconfig-dev", "libhyphen-dev", "gettext", "fonts-dejavu-core", "make",
                "dpkg-dev",
            ]))
        #expect(
            play.isDisjoint(with: ["xvfb", "xdotool", "lintian", "libsdl2-gfx-dev", "appstream", "desktop-file-utils", "x11-utils", "python3-babel"]))
        #expect(test.isStrictSuperset(of: play) && test.isSuperset(of: ["xvfb", "xdotool", "lintian", "libsdl2-gfx-dev", "python3-babel"]))
        let playScript = try ReleaseTests.file("scripts/play.sh")
        #expect(playScript.contains("\nscripts/setup.sh play\n"))
    }
}

/// The software centres' screenshots: one window each, with a caption, ready for the metainfo
/// once the project has a home to publish them (no URL is written before).
@Suite struct StoreScreenshotTests {
    @Test func withABaseURLTheMetainfoCarriesEveryScreenshotAndValidates() throws {
        let script = InstallTests.root.appendingPathComponent("scripts/metainfo.sh").path
        let plain = try InstallTests.command(["/bin/bash", script])
        #expect(plain.status == 0 && !plain.standardOutput.contains("<screenshots>"))
        #expect(!plain.standardOutput.contains("http"), "no URL before the project has a home")
        let run = try InstallTests.command(["/bin/bash", script, "https://example.org/store"])
        #expect(run.status == 0, "\(run.standardError)")
        let captions = try ReleaseTests.file("Resources/metainfo/screenshots.tsv").split(separator: "\n")
        #expect(captions.count >= 6)
        for line in captions {
            let parts = line.split(separator: "\t").map(String.init)
            let file = parts[0]
            // Captions in English and Chinese; a picture of the Chinese game is the default
            // screenshot's picture in Chinese, marked so.
            try #require(parts.count >= 3, "\(file): a caption in English and one in Chinese")
            if parts.count > 3 {
                #expect(run.standardOutput.contains("<image xml:lang=\"\(parts[3])\">https://example.org/store/\(file)</image>"))
            } else {
                #expect(run.standardOutput.contains("<caption xml:lang=\"zh_CN\">\(parts[2])</caption>"))
                #expect(run.standardOutput.contains("<image>https://example.org/store/\(file)</image>"))
            }
            // One window, as the game draws it (not a montage).
            let image = InstallTests.root.appendingPathComponent("docs/store/\(file)")
            let data = try Data(contentsOf: image)
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 960 && height == 600, "\(file): \(width)x\(height)")
        }
        let folder = try Executable.makeHome()
        let metainfo = folder.appendingPathComponent("io.github.tapthelargershape.TapTheLargerShape.metainfo.xml")
        try run.standardOutput.write(to: metainfo, atomically: true, encoding: .utf8)
        let check = try InstallTests.command(["/usr/bin/appstreamcli", "validate", "--pedantic", "--no-net", metainfo.path])
        #expect(check.status == 0 && !check.standardOutput.contains("W:") && !check.standardOutput.contains("E:"), "\(check.standardOutput)")
        #expect(run.standardOutput.contains("<lang percentage=") && run.standardOutput.contains("<internet>offline-only</internet>"))
        #expect(run.standardOutput.contains("<display_length compare=\"ge\">"))
    }
}
