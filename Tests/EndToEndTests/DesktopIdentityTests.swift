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
            // NB: -noreset, as a desktop's server: a reset when the last client leaves would drop
            // the resources `xrdb` set before the game connects.
            process.arguments = ["-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp", "-noreset"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let collector = Executable.Collector(output)
            var number = ""
            _ = Patience.wait(seconds: 20, every: 0) {
                number = String(decoding: collector.wait(seconds: 0.1), as: UTF8.self)
                return number.hasSuffix("\n")
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

    /// Presses Ctrl+Q in the game's window until the game ends (a key may reach X before SDL
    /// listens, and a busy machine may take a while to run the game's loop), then waits for it.
    static func quit(_ game: Executable.Started, window: String, display: String, xdotool: String) throws -> Executable.Run {
        for _ in 0..<5 where game.process.isRunning {
            _ = try output([xdotool, "key", "--window", window, "ctrl+q"], display: display)
            // NB: when the window goes before the keys are released, the server keeps Ctrl and Q
            // held down, and the next game on it quits before its window shows: release them.
            _ = try output([xdotool, "keyup", "ctrl", "q"], display: display)
            _ = Patience.pace(seconds: 4) { !game.process.isRunning }
        }
        return Executable.finish(game, timeout: 20)
    }

    static func output(_ arguments: [String], display: String? = nil) throws -> String {
        try Executable.run(
            Array(arguments.dropFirst()), environment: display.map { ["DISPLAY": $0] } ?? [:], timeout: 30,
            executable: URL(fileURLWithPath: arguments[0])
        ).standardOutput
    }

    /// The game's window in the X server's tree (`0x… "Tap the Larger Shape": (…)  960x640+0+0 …`),
    /// once it is mapped; nil when none appears within 30 seconds (stretched by `Patience`) or the
    /// game ends first.
    static func windowLine(on display: String, xwininfo: String, while game: Executable.Started) throws -> String? {
        var line: String?
        _ = try Patience.wait(seconds: 30, every: 100_000) {
            let tree = try output([xwininfo, "-display", display, "-root", "-tree"])
            line = tree.split(separator: "\n").first { $0.contains("\"Tap the Larger Shape\"") }.map(String.init)
            return line != nil || !game.process.isRunning
        }
        return line
    }

    @Test func theWindowCarriesTheAppIDAndItsIcon() throws {
        let xprop = try #require(Self.program("xprop"), "xprop is needed (Debian's x11-utils)")
        let x = try XSession()
        defer { x.close() }
        let (game, id) = try x.start(["--autoplay", "--autoplay-delay", "300", "--turns", "20"])
        defer { _ = Executable.finish(game, timeout: 60) }
        // The class comes with the window; the icon is drawn and set just after it appears.
        let wmClass = try Self.output([xprop, "-display", x.display.name, "-id", id, "WM_CLASS"])
        #expect(wmClass.contains("\"\(Self.id)\", \"\(Self.id)\""), "\(wmClass)")
        var icon = ""
        _ = try Patience.wait(seconds: 30, every: 100_000) {
            icon = try Self.output([xprop, "-display", x.display.name, "-id", id, "_NET_WM_ICON"])
            return icon.contains("Icon (") || !game.process.isRunning
        }
        #expect(icon.contains("Icon (128 x 128)"), "\(icon.prefix(200))")
        kill(game.process.processIdentifier, SIGTERM)
    }

    /// The id of the game's window once it is mapped.
    static func findWindow(display: String, game: Executable.Started, xwininfo: String) throws -> String? {
        try windowLine(on: display, xwininfo: xwininfo, while: game)?.split(separator: " ").first { $0.hasPrefix("0x") }.map(String.init)
    }

    /// The window's place and size as the X server has them.
    static func geometry(of window: String, display: String, xwininfo: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
        let info = try output([xwininfo, "-display", display, "-id", window])
        func value(_ label: String) -> Int {
            info.split(separator: "\n").first { $0.contains(label) }.flatMap { $0.split(separator: ":").last }
                .flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? -1
        }
        return (value("Absolute upper-left X"), value("Absolute upper-left Y"), value("Width"), value("Height"))
    }

    /// A player moves and resizes the window, quits, and starts the game again: it opens where
    /// and as large as it was left.
    @Test func theWindowComesBackWhereAndAsLargeAsItWasLeft() throws {
        let x = try XSession()
        defer { x.close() }
        let log = x.home.appendingPathComponent("events.jsonl")
        let (first, window) = try x.start(["--event-log", log.path])
        try x.xdo(["windowsize", "--sync", window, "700", "450"])
        try x.xdo(["windowmove", "--sync", window, "137", "91"])
        // The game has heard of both once its log says so.
        let heard = Patience.wait(seconds: 30, every: 50_000) {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").contains {
                $0.contains("\"event\":\"window\"") && $0.contains("\"width\":700") && $0.contains("\"x\":137") && $0.contains("\"y\":91")
            }
        }
        #expect(heard, "the game never logged its new place")
        kill(first.process.processIdentifier, SIGTERM)
        let ended = Executable.finish(first, timeout: 30)
        #expect(ended.status == 0, "\(ended.standardError)")
        let state = try String(contentsOf: x.home.appendingPathComponent("state/tap-the-larger-shape/state.json"), encoding: .utf8)
        #expect(state.contains("\"window\""), "\(state)")

        let (second, again) = try x.start([])
        defer {
            kill(second.process.processIdentifier, SIGTERM)
            _ = Executable.finish(second, timeout: 30)
        }
        var geometry = try Self.geometry(of: again, display: x.display.name, xwininfo: x.xwininfo)
        _ = try Patience.wait(seconds: 10, every: 100_000) {
            geometry = try Self.geometry(of: again, display: x.display.name, xwininfo: x.xwininfo)
            return (geometry.width, geometry.height, geometry.x, geometry.y) == (700, 450, 137, 91)
        }
        #expect(geometry.width == 700 && geometry.height == 450, "\(geometry)")
        #expect(geometry.x == 137 && geometry.y == 91, "\(geometry)")
    }

    /// The menu entry names the same class, so the window is grouped with it.
    @Test func theDesktopEntryNamesTheWindowClass() throws {
        let entry = InstallTests.root.appendingPathComponent("Resources/desktop/\(Self.id).desktop")
        let text = try String(contentsOf: entry, encoding: .utf8)
        #expect(text.split(separator: "\n").contains("StartupWMClass=\(Self.id)"))
        #expect(text.split(separator: "\n").contains("Icon=\(Self.id)"))
    }
}

/// A HiDPI X11 desktop (`Xft.dpi: 192`, GNOME's 200%): the window opens at twice the pixels with
/// everything drawn at 2×, while the event log, hit testing and the bot's clicks stay in points.
extension DesktopIdentityTests {
    @Test func atXftDPI192TheWindowIsTwiceThePixelsAndPlaysInPoints() throws {
        let xrdb = try #require(Self.program("xrdb"), "xrdb is needed (Debian's x11-xserver-utils; scripts/setup.sh installs it)")
        let x = try XSession()
        defer { x.close() }
        // NB: -nocpp: xrdb would otherwise run a C preprocessor, which a machine may not have.
        let merged = try Executable.run(
            ["-c", "echo 'Xft.dpi: 192' | \(xrdb) -nocpp -display \(x.display.name) -merge"], timeout: 30,
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(merged.status == 0, "\(merged.standardError)")
        let log = x.home.appendingPathComponent("events.jsonl").path
        // NB: not `x.start`: the window's line from the server's tree gives its size at once, before
        // six quick turns end the game.
        let game = try Executable.start(
            ["--autoplay", "--autoplay-delay", "200", "--turns", "6", "--mode", "cross", "--event-log", log], environment: x.environment,
            home: x.home)
        var size: (width: Int, height: Int)?
        if let line = try Self.windowLine(on: x.display.name, xwininfo: x.xwininfo, while: game),
            let geometry = line.split(separator: " ").first(where: { $0.contains("x") && $0.contains("+") })
        {
            let parts = geometry.split(separator: "+").first?.split(separator: "x").compactMap { Int($0) } ?? []
            if parts.count == 2 { size = (parts[0], parts[1]) }
        }
        let run = Executable.finish(game, timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(size?.width == 1920 && size?.height == 1280, "\(String(describing: size))")
        // The log speaks in points: every shape lies within the 960×640-point window, and the
        // bot, clicking the larger shape's hit point through SDL's queue, is right every turn.
        let events = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        let frames = events.filter { $0["event"] as? String == "turn_started" }.flatMap { ($0["shapes"] as? [[String: Any]]) ?? [] }
            .compactMap { $0["frame"] as? [String: Double] }
        #expect(!frames.isEmpty && frames.allSatisfy { ($0["x"] ?? 0) + ($0["width"] ?? 0) <= 960 && ($0["y"] ?? 0) + ($0["height"] ?? 0) <= 640 })
        let ended = events.filter { $0["event"] as? String == "turn_ended" }
        #expect(ended.count == 6 && ended.allSatisfy { $0["matched"] as? Bool == true })
    }
}
