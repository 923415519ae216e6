import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The game's window as a real X server sees it (Xvfb): its class is the app ID, which the
/// desktop file names as `StartupWMClass`, so docks group it with its launcher, and it carries
/// its icon.
@Suite struct DesktopIdentityTests {
    static let id = "io.github.tapthelargershape.TapTheLargerShape"

    /// An X server of its own, on a display number it picks itself, stopped when released.
    final class VirtualDisplay {
        let process = Process()
        let name: String

        init(server: String) throws {
            process.executableURL = URL(fileURLWithPath: server)
            // Xvfb writes the display number it took to standard output (`-displayfd 1`).
            process.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let collector = Executable.Collector(output)
            let deadline = Date().addingTimeInterval(20)
            var number = ""
            while Date() < deadline, !number.hasSuffix("\n") {
                number = String(decoding: collector.wait(seconds: 0.1), as: UTF8.self)
            }
            let trimmed = number.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw ServerError(message: "Xvfb did not report a display") }
            name = ":" + trimmed
        }

        deinit {
            // NB: SIGKILL: the server may have inherited a blocked SIGTERM from the test runner.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    struct ServerError: Error {
        let message: String
    }

    /// The full path of a program from Debian's packages, when installed.
    static func program(_ name: String) -> String? {
        ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func output(_ arguments: [String]) throws -> String {
        try Executable.run(Array(arguments.dropFirst()), environment: [:], timeout: 30, executable: URL(fileURLWithPath: arguments[0])).standardOutput
    }

    @Test func theWindowCarriesTheAppIDAndItsIcon() throws {
        let server = try #require(Self.program("Xvfb"), "Xvfb is needed (Debian's xvfb; scripts/setup.sh installs it)")
        let xwininfo = try #require(Self.program("xwininfo"), "xwininfo is needed (Debian's x11-utils)")
        let xprop = try #require(Self.program("xprop"), "xprop is needed (Debian's x11-utils)")
        let display = try VirtualDisplay(server: server)
        let game = try Executable.start(
            ["--autoplay", "--autoplay-delay", "300", "--turns", "20"], environment: ["SDL_VIDEODRIVER": "x11", "DISPLAY": display.name])
        defer { _ = Executable.finish(game, timeout: 60) }
        // The window, once it is mapped: `0x… "Tap the Larger Shape": …` in the tree.
        var window: String?
        let deadline = Date().addingTimeInterval(30)
        while window == nil, Date() < deadline, game.process.isRunning {
            let tree = try Self.output([xwininfo, "-display", display.name, "-root", "-tree"])
            window = tree.split(separator: "\n").first { $0.contains("\"Tap the Larger Shape\"") }?
                .split(separator: " ").first { $0.hasPrefix("0x") }.map(String.init)
            if window == nil { usleep(100_000) }
        }
        let id = try #require(window, "no window appeared")
        // The class comes with the window; the icon is drawn and set just after it appears.
        let wmClass = try Self.output([xprop, "-display", display.name, "-id", id, "WM_CLASS"])
        #expect(wmClass.contains("\"\(Self.id)\", \"\(Self.id)\""), "\(wmClass)")
        var icon = ""
        while !icon.contains("Icon ("), Date() < deadline, game.process.isRunning {
            icon = try Self.output([xprop, "-display", display.name, "-id", id, "_NET_WM_ICON"])
            if !icon.contains("Icon (") { usleep(100_000) }
        }
        #expect(icon.contains("Icon (128 x 128)"), "\(icon.prefix(200))")
        kill(game.process.processIdentifier, SIGTERM)
    }

    /// The menu entry names the same class, so the window is grouped with it.
    @Test func theDesktopEntryNamesTheWindowClass() throws {
        let entry = InstallTests.root.appendingPathComponent("Resources/desktop/\(Self.id).desktop")
        let text = try String(contentsOf: entry, encoding: .utf8)
        #expect(text.split(separator: "\n").contains("StartupWMClass=\(Self.id)"))
        #expect(text.split(separator: "\n").contains("Icon=\(Self.id)"))
    }
}
