import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A player changes the theme, the volume and the language in the real game under a real X
/// server (Xvfb), with xdotool's clicks alone and then with its keys alone: the settings file's
/// diff is exactly those lines.
@Suite struct PreferencesEndToEndTests {
    /// The settings file's lines that differ from `before`.
    static func changed(_ path: URL, from before: String) throws -> [String] {
        let after = try String(contentsOf: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let old = before.split(separator: "\n", omittingEmptySubsequences: false)
        guard after.count == old.count else { return ["(line count changed: \(old.count) → \(after.count))"] }
        return zip(old, after).filter { $0 != $1 }.map { String($0.1) }
    }

    static func events(_ log: URL) -> [[String: Any]] {
        Executable.events(in: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// Waits until the log has `count` events satisfying `matches`.
    static func wait(_ log: URL, count: Int = 1, seconds: Double = 20, _ matches: ([String: Any]) -> Bool) -> [[String: Any]] {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found = events(log).filter(matches)
            if found.count >= count { return found }
            usleep(50_000)
        }
        return events(log).filter(matches)
    }

    /// The center of the control named `action` in the newest `controls` event.
    static func center(of action: String, in log: URL) -> (Int, Int)? {
        for event in events(log).reversed() where event["event"] as? String == "controls" {
            guard let controls = event["controls"] as? [[String: Any]],
                let control = controls.first(where: { $0["action"] as? String == action }),
                let frame = control["frame"] as? [String: Double], let x = frame["x"], let y = frame["y"], let width = frame["width"],
                let height = frame["height"]
            else { continue }
            return (Int(x + width / 2), Int(y + height / 2))
        }
        return nil
    }

    @Test func clicksAloneAndKeysAloneChangeExactlyTheirLines() throws {
        let server = try #require(DesktopIdentityTests.program("Xvfb"), "Xvfb is needed (scripts/setup.sh installs it)")
        let xwininfo = try #require(DesktopIdentityTests.program("xwininfo"), "xwininfo is needed (Debian's x11-utils)")
        let xdotool = try #require(DesktopIdentityTests.program("xdotool"), "xdotool is needed (scripts/setup.sh installs it)")
        let display = try DesktopIdentityTests.VirtualDisplay(server: server)
        let home = try Executable.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let settings = home.appendingPathComponent("config/tap-the-larger-shape/settings.toml")
        let environment: [String: String?] = ["SDL_VIDEODRIVER": "x11", "DISPLAY": display.name]
        func xdo(_ arguments: [String]) throws {
            _ = try DesktopIdentityTests.output([xdotool] + arguments, display: display.name)
        }

        // Clicks alone.
        let log = home.appendingPathComponent("clicks.jsonl")
        let game = try Executable.start(["--event-log", log.path, "--window", "960x600"], environment: environment, home: home)
        let window = try #require(try DesktopIdentityTests.findWindow(display: display.name, game: game, xwininfo: xwininfo), "no window appeared")
        #expect(!Self.wait(log) { $0["event"] as? String == "first_frame" }.isEmpty)
        let template = try String(contentsOf: settings, encoding: .utf8)
        func click(_ action: String) throws {
            let point = try #require(Self.center(of: action, in: log), "no control \(action)")
            try xdo(["mousemove", "--window", window, "\(point.0)", "\(point.1)", "click", "1"])
        }
        // NB: a click in the first instants of the window may reach X before SDL listens for it;
        // a player who clicked that early would click again, and so does the test.
        var opened = false
        for _ in 0..<5 where !opened {
            try click("preferences")
            opened = !Self.wait(log, seconds: 2) { $0["event"] as? String == "preferences" && $0["shown"] as? Bool == true }.isEmpty
        }
        #expect(opened)
        _ = Self.wait(log) { event in
            ((event["controls"] as? [[String: Any]]) ?? []).contains { $0["action"] as? String == "preference:theme:+1" }
        }
        try click("preference:theme:+1")
        try click("preference:volume:-1")
        try click("preference:language:+1")
        #expect(Self.wait(log, count: 3) { $0["event"] as? String == "settings_saved" }.count == 3)
        // (From "auto", the theme's first step is the classic one.)
        #expect(try Self.changed(settings, from: template) == ["theme = \"classic\"", "language = \"en\"", "volume = 70                # 0 to 100"])
        kill(game.process.processIdentifier, SIGTERM)
        #expect(Executable.finish(game, timeout: 30).status == 0)

        // Keys alone, from the file the clicks left.
        let before = try String(contentsOf: settings, encoding: .utf8)
        let keysLog = home.appendingPathComponent("keys.jsonl")
        let again = try Executable.start(["--event-log", keysLog.path, "--window", "960x600"], environment: environment, home: home)
        defer {
            kill(again.process.processIdentifier, SIGTERM)
            _ = Executable.finish(again, timeout: 30)
        }
        let second = try #require(try DesktopIdentityTests.findWindow(display: display.name, game: again, xwininfo: xwininfo), "no window appeared")
        #expect(!Self.wait(keysLog) { $0["event"] as? String == "first_frame" }.isEmpty)
        // O opens; the first Down shows the ring on the theme; Right steps it; down to the volume,
        // Right raises it; down to the language, Left steps it back.
        for key in ["o", "Down", "Right", "Down", "Down", "Right", "Down", "Left"] {
            try xdo(["key", "--window", second, key])
            usleep(80_000)
        }
        #expect(Self.wait(keysLog, count: 3) { $0["event"] as? String == "settings_saved" }.count == 3)
        #expect(
            try Self.changed(settings, from: before) == ["theme = \"high-contrast\"", "language = \"auto\"", "volume = 80                # 0 to 100"])
    }
}
