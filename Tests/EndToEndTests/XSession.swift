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

    /// What a game needs to play on this server rather than headless.
    var environment: [String: String?] { ["SDL_VIDEODRIVER": "x11", "DISPLAY": display.name] }

    /// A game started on this server with `arguments`, and its window once it shows.
    func start(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (game: Executable.Started, window: String) {
        var variables = environment
        for (name, value) in extra { variables[name] = value }
        let game = try Executable.start(arguments, environment: variables, home: home)
        guard let window = try DesktopIdentityTests.findWindow(display: display.name, game: game, xwininfo: xwininfo) else {
            // NB: the game is ended here, so it does not outlive the test, and what it said is the failure's.
            let running = game.process.isRunning
            kill(game.process.processIdentifier, SIGKILL)
            let run = Executable.finish(game, timeout: 10)
            let how = running ? "was still running" : "ended with status \(run.status)"
            throw DesktopIdentityTests.ServerError(message: "no window appeared; the game \(how): \(run.standardError)")
        }
        return (game, window)
    }

    /// Runs xdotool on this server with `arguments`.
    func xdo(_ arguments: [String]) throws {
        _ = try DesktopIdentityTests.output([xdotool] + arguments, display: display.name)
    }

    /// Presses `key` (xdotool's name for it) in `window`.
    func key(_ key: String, in window: String) throws {
        try xdo(["key", "--window", window, key])
    }

    /// Moves the pointer to `x`, `y` in `window` (its own coordinates) and clicks there.
    func click(x: Int, y: Int, in window: String) throws {
        try xdo(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
    }

    /// Does `action` (a key, a click) until `log` has an event that `matches`, five times at most;
    /// the events that match, none when every try went unheard. NB: in the window's first instants
    /// a key or a click may reach X before SDL listens for it; a player would press again.
    func repeatUntil(_ log: URL, has matches: ([String: Any]) -> Bool, _ action: () throws -> Void) rethrows -> [[String: Any]] {
        var found: [[String: Any]] = []
        for _ in 0..<5 where found.isEmpty {
            try action()
            _ = Patience.pace(seconds: 2, every: 50_000) {
                found = PreferencesEndToEndTests.events(log).filter(matches)
                return !found.isEmpty
            }
        }
        return found
    }

    /// Presses `key` in `window` until `log` has an event that `matches` (see `repeatUntil`).
    func press(_ key: String, in window: String, until log: URL, has matches: ([String: Any]) -> Bool) throws -> [[String: Any]] {
        try repeatUntil(log, has: matches) { try self.key(key, in: window) }
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
