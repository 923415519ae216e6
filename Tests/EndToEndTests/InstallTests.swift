import Foundation
import Testing

/// `make install` as a packager or a player runs it: the staged tree (`make stage`, which
/// `scripts/test.sh` runs for the debug build) installed into a temporary prefix, validated,
/// played from elsewhere, and uninstalled without a trace.
@Suite(.serialized) struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let stage = root.appendingPathComponent(".build/stage-debug")
    static let id = "io.github.tapthelargershape.TapTheLargerShape"

    /// Runs a command to its end: status and both outputs.
    static func command(_ arguments: [String], environment: [String: String?] = [:]) throws -> Executable.Run {
        try Executable.run(Array(arguments.dropFirst()), environment: environment, timeout: 120, executable: URL(fileURLWithPath: arguments[0]))
    }

    static func tree(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String { paths.append(path) }
        return paths.sorted()
    }

    static func installScript(_ arguments: [String]) throws -> Executable.Run {
        try command(["/bin/bash", root.appendingPathComponent("scripts/install.sh").path] + arguments)
    }

    @Test func installPlayAndUninstallLeaveThePrefixAsFound() throws {
        try #require(
            FileManager.default.fileExists(atPath: Self.stage.appendingPathComponent("bin/tap-the-larger-shape").path),
            "run make stage CONFIGURATION=debug (scripts/test.sh does)")
        // A prefix two folders deep that does not exist yet, with a space in its name.
        let home = try Executable.makeHome()
        let before = Self.tree(home)
        let prefix = home.appendingPathComponent("games/prefix with space")
        try Self.checkInstall(prefix: prefix)
        let uninstall = try Self.installScript(["uninstall", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.standardError)")
        #expect(Self.tree(home) == before)
    }

    @Test func aPrefixThatHadThingsKeepsThem() throws {
        try #require(FileManager.default.fileExists(atPath: Self.stage.appendingPathComponent("bin/tap-the-larger-shape").path))
        let prefix = try Executable.makeHome().appendingPathComponent("prefix")
        // Things the prefix already had: an empty folder the install also uses, and a file.
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/applications"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try "#!/bin/sh\n".write(to: prefix.appendingPathComponent("bin/other-tool"), atomically: true, encoding: .utf8)
        let before = Self.tree(prefix)
        let install = try Self.installScript(["install", Self.stage.path, prefix.path])
        #expect(install.status == 0, "\(install.standardError)")
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/applications/\(Self.id).desktop").path))
        let uninstall = try Self.installScript(["uninstall", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.standardError)")
        #expect(Self.tree(prefix) == before)
    }

    /// Installs into `prefix` and checks everything an installed game needs.
    static func checkInstall(prefix: URL) throws {
        let install = try Self.installScript(["install", Self.stage.path, prefix.path])
        #expect(install.status == 0, "\(install.standardError)")
        let expected =
            [
                "bin/tap-the-larger-shape", "share/tap-the-larger-shape/sounds/happy.wav", "share/tap-the-larger-shape/sounds/sad.wav",
                "share/locale/zh_CN/LC_MESSAGES/tap-the-larger-shape.mo", "share/locale/de/LC_MESSAGES/tap-the-larger-shape.mo",
                "share/locale/ja/LC_MESSAGES/tap-the-larger-shape.mo", "share/applications/\(Self.id).desktop",
                "share/metainfo/\(Self.id).metainfo.xml",
                "share/man/man1/tap-the-larger-shape.1", "share/bash-completion/completions/tap-the-larger-shape",
                "share/zsh/site-functions/_tap-the-larger-shape", "share/fish/vendor_completions.d/tap-the-larger-shape.fish",
            ] + [16, 32, 48, 128, 256].map { "share/icons/hicolor/\($0)x\($0)/apps/\(Self.id).png" }
        for path in expected { #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)") }
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/tap-the-larger-shape").path))

        // The menu entry runs the installed game by its full path, and both files validate.
        let desktop = prefix.appendingPathComponent("share/applications/\(Self.id).desktop")
        #expect(try String(contentsOf: desktop, encoding: .utf8).contains("Exec=\(prefix.path)/bin/tap-the-larger-shape"))
        let desktopCheck = try Self.command(["/usr/bin/desktop-file-validate", desktop.path])
        // SingleMainWindow is the desktop entry spec 1.5's, which Debian 12's desktop-file-utils
        // (0.26) predates and calls an unknown key; lintian knows it, and so do 0.27 and newer.
        let complaints = (desktopCheck.standardOutput + desktopCheck.standardError).split(separator: "\n")
            .filter { !$0.contains("key \"SingleMainWindow\" in group \"Desktop Entry\"") }
        #expect(complaints.isEmpty, "\(complaints)")
        #expect(try String(contentsOf: desktop, encoding: .utf8).contains("\nSingleMainWindow=true\n"))
        let appstream = try Self.command([
            "/usr/bin/appstreamcli", "validate", "--no-net", prefix.appendingPathComponent("share/metainfo/\(Self.id).metainfo.xml").path,
        ])
        #expect(appstream.status == 0, "\(appstream.standardOutput)\(appstream.standardError)")

        // The man page and the completions come from the command line's definitions.
        let manual = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/tap-the-larger-shape.1"), encoding: .utf8)
        #expect(manual.contains("event\\-log") && manual.contains(".SH FILES") && !manual.contains("autoplay"))
        let bash = try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/tap-the-larger-shape"), encoding: .utf8)
        #expect(bash.contains("--event-log") && bash.contains("complete"))
        let fish = try String(contentsOf: prefix.appendingPathComponent("share/fish/vendor_completions.d/tap-the-larger-shape.fish"), encoding: .utf8)
        #expect(
            fish.contains("complete -c tap-the-larger-shape -l settings -r -F")
                && fish.contains("square circle triangle star hexagon parallelogram mixed cross"))
        let zsh = try String(contentsOf: prefix.appendingPathComponent("share/zsh/site-functions/_tap-the-larger-shape"), encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef tap-the-larger-shape"))

        // Played through a symlink in another folder, started from a third, in Chinese: it finds
        // its sounds and its catalog under the prefix, with no help from the environment.
        let elsewhere = try Executable.makeHome()
        let link = elsewhere.appendingPathComponent("links/tap")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: prefix.appendingPathComponent("bin/tap-the-larger-shape"))
        let run = try Executable.run(
            ["--autoplay", "--turns", "3", "--autoplay-delay", "0", "--event-log", "-"],
            environment: [
                "LANG": "zh_CN.UTF-8", "LC_ALL": nil, "LC_MESSAGES": nil, "XDG_DATA_DIRS": "/nonexistent", "XDG_DATA_HOME": "/nonexistent",
                "TAP_THE_LARGER_SHAPE_RESOURCES": nil,
            ],
            home: elsewhere, executable: link, directory: FileManager.default.temporaryDirectory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardError.contains("no Resources folder"), "\(run.standardError)")
        #expect(!run.standardError.contains("no font has every character"), "\(run.standardError)")
        #expect(run.events(named: "language").first?["language"] as? String == "zh-Hans")
        #expect(run.events(named: "turn_ended").count == 3)

    }

    /// A distribution's layout (`BINDIR`, `GAMEDATADIR`, `MANSECTION`, `ZSHDIR` as `make deb`
    /// sets them): staged, installed, played and uninstalled like the default one.
    @Test func aGamesLayoutInstallsPlaysAndUninstalls() throws {
        let binary = Self.stage.appendingPathComponent("bin/tap-the-larger-shape")
        try #require(FileManager.default.fileExists(atPath: binary.path))
        let home = try Executable.makeHome()
        let stage = home.appendingPathComponent("stage")
        let staged = try Self.command(
            [
                "/usr/bin/env", "BINDIR_REL=games", "GAMEDATADIR_REL=share/games/tap-the-larger-shape", "MANSECTION=6",
                "ZSHDIR_REL=share/zsh/vendor-completions", "/bin/bash", Self.root.appendingPathComponent("scripts/stage.sh").path,
                binary.path, stage.path,
            ])
        #expect(staged.status == 0, "\(staged.standardError)")
        let prefix = home.appendingPathComponent("usr")
        let install = try Self.installScript(["install", stage.path, prefix.path])
        #expect(install.status == 0, "\(install.standardError)")
        for path in [
            "games/tap-the-larger-shape", "share/games/tap-the-larger-shape/sounds/happy.wav", "share/games/tap-the-larger-shape/installed",
            "share/man/man6/tap-the-larger-shape.6", "share/zsh/vendor-completions/_tap-the-larger-shape",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path)")
        }
        let desktop = try String(contentsOf: prefix.appendingPathComponent("share/applications/\(Self.id).desktop"), encoding: .utf8)
        #expect(desktop.contains("Exec=\(prefix.path)/games/tap-the-larger-shape\n"))
        // The game finds its sounds under share/games, with no help from the environment.
        let run = try Executable.run(
            ["--autoplay", "--turns", "2", "--autoplay-delay", "0", "--event-log", "-"],
            environment: ["XDG_DATA_DIRS": "/nonexistent", "XDG_DATA_HOME": "/nonexistent", "TAP_THE_LARGER_SHAPE_RESOURCES": nil],
            executable: prefix.appendingPathComponent("games/tap-the-larger-shape"))
        #expect(run.status == 0 && !run.standardError.contains("no Resources folder"), "\(run.standardError)")
        let uninstall = try Self.installScript(["uninstall", prefix.path])
        #expect(uninstall.status == 0, "\(uninstall.standardError)")
        #expect(!FileManager.default.fileExists(atPath: prefix.path))
    }

    /// DESTDIR: files land under DESTDIR/PREFIX, while the menu entry names PREFIX alone.
    @Test func destdirStagesForAPackager() throws {
        try #require(FileManager.default.fileExists(atPath: Self.stage.appendingPathComponent("bin/tap-the-larger-shape").path))
        let destdir = try Executable.makeHome().appendingPathComponent("package")
        let install = try Self.installScript(["install", Self.stage.path, "/usr", destdir.path])
        #expect(install.status == 0, "\(install.standardError)")
        let desktop = destdir.appendingPathComponent("usr/share/applications/\(Self.id).desktop")
        #expect(try String(contentsOf: desktop, encoding: .utf8).contains("Exec=/usr/bin/tap-the-larger-shape\n"))
        #expect(FileManager.default.fileExists(atPath: destdir.appendingPathComponent("usr/bin/tap-the-larger-shape").path))
        let uninstall = try Self.installScript(["uninstall", "/usr", destdir.path])
        #expect(uninstall.status == 0)
        #expect(Self.tree(destdir).isEmpty)
        // Nothing installed there: a clear error, nothing removed.
        let again = try Self.installScript(["uninstall", "/usr", destdir.path])
        #expect(again.status != 0 && again.standardError.contains("nothing of tap-the-larger-shape's is installed"))
    }

    /// The installed manual and `--help` document the same options: both are written from the
    /// same list, and this keeps a hand edit of either from drifting.
    @Test func theManualListsExactlyTheOptionsOfHelp() throws {
        let manualFile = Self.stage.appendingPathComponent("share/man/man1/tap-the-larger-shape.1")
        try #require(FileManager.default.fileExists(atPath: manualFile.path), "run make stage CONFIGURATION=debug (scripts/test.sh does)")
        let manual = try String(contentsOf: manualFile, encoding: .utf8)
            .replacingOccurrences(of: "\\-", with: "-")
            .replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fI", with: "").replacingOccurrences(of: "\\fR", with: "")
        let help = try Executable.run(["--help"]).standardOutput
        func options(_ text: Substring) -> Set<String> {
            let words = text.split(whereSeparator: { !($0.isLetter || $0 == "-") })
            return Set(words.filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
        }
        // The manual's OPTIONS section, up to the next section; --help's after its OPTIONS: line.
        let manualOptions = try #require(manual.range(of: ".SH OPTIONS")).upperBound
        let manualEnd = manual[manualOptions...].range(of: "\n.SH ")?.lowerBound ?? manual.endIndex
        let helpOptions = try #require(help.range(of: "OPTIONS:")).upperBound
        let fromManual = options(manual[manualOptions..<manualEnd])
        let fromHelp = options(help[helpOptions...])
        #expect(fromHelp.count >= 10)
        #expect(fromManual == fromHelp)
        // The synopses agree too, and neither names a subcommand or a tool's flag.
        let synopsis = try #require(manual.range(of: ".SH SYNOPSIS")).upperBound
        let synopsisEnd = manual[synopsis...].range(of: "\n.SH ")?.lowerBound ?? manual.endIndex
        #expect(options(manual[synopsis..<synopsisEnd]) == fromHelp)
        for text in ["subcommand", "--autoplay", "--turns", "--generate-"] {
            #expect(!manual.contains(text) && !help.contains(text), "\(text)")
        }
    }
}
