import Foundation
import Testing

/// A real X server of a test's own (Xvfb) with the tools that find a game's window and press its
/// keys, and a fresh home for the game's files: what the tests that play on X share.
struct XSession {
    let display: DesktopIdentityTests.VirtualDisplay
    let xwininfo: String
    let xdotool: String
    let home: URL

    /// Starts the server; the tools missing is a failure that names the package to install.
    init() throws {
        let server = try #require(DesktopIdentityTests.program("Xvfb"), "Xvfb is needed (scripts/setup.sh installs it)")
        xwininfo = try #require(DesktopIdentityTests.program("xwininfo"), "xwininfo is needed (Debian's x11-utils)")
        xdotool = try #require(DesktopIdentityTests.program("xdotool"), "xdotool is needed (scripts/setup.sh installs it)")
        display = try DesktopIdentityTests.VirtualDisplay(server: server)
        home = try Executable.makeHome()
    }

    /// A game started on this server with `arguments`, and its window once it shows.
    func start(_ arguments: [String], environment: [String: String] = [:]) throws -> (game: Executable.Started, window: String) {
        var variables: [String: String?] = ["SDL_VIDEODRIVER": "x11", "DISPLAY": display.name]
        for (name, value) in environment { variables[name] = value }
        let game = try Executable.start(arguments, environment: variables, home: home)
        let window = try #require(try DesktopIdentityTests.findWindow(display: display.name, game: game, xwininfo: xwininfo), "no window appeared")
        return (game, window)
    }

    /// Presses `key` (xdotool's name for it) in `window`.
    func key(_ key: String, in window: String) throws {
        _ = try DesktopIdentityTests.output([xdotool, "key", "--window", window, key], display: display.name)
    }

    /// Quits the game with Ctrl+Q, as a player does, and returns how it ended.
    func quit(_ game: Executable.Started, window: String) throws -> Executable.Run {
        try DesktopIdentityTests.quit(game, window: window, display: display.name, xdotool: xdotool)
    }

    /// Removes the home.
    func close() {
        try? FileManager.default.removeItem(at: home)
    }
}
