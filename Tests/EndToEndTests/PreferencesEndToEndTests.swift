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

    /// Waits until the log has `count` events satisfying `matches`, for at most `seconds`
    /// (stretched by `Patience`); the events that do.
    static func wait(_ log: URL, count: Int = 1, seconds: Double = 20, _ matches: ([String: Any]) -> Bool) -> [[String: Any]] {
        var found: [[String: Any]] = []
        _ = Patience.wait(seconds: seconds, every: 50_000) {
            found = events(log).filter(matches)
            return found.count >= count
        }
        return found
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
        let x = try XSession()
        defer { x.close() }
        let settings = x.home.appendingPathComponent("config/tap-the-larger-shape/settings.toml")
        let shown = { (event: [String: Any]) in event["event"] as? String == "preferences" && event["shown"] as? Bool == true }

        // Clicks alone.
        let log = x.home.appendingPathComponent("clicks.jsonl")
        let (game, window) = try x.start(["--event-log", log.path, "--window", "960x600"])
        #expect(!Self.wait(log) { $0["event"] as? String == "first_frame" }.isEmpty)
        let template = try String(contentsOf: settings, encoding: .utf8)
        func click(_ action: String) throws {
            let point = try #require(Self.center(of: action, in: log), "no control \(action)")
            try x.click(x: point.0, y: point.1, in: window)
        }
        #expect(!(try x.repeatUntil(log, has: shown) { try click("preferences") }).isEmpty)
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
        let keysLog = x.home.appendingPathComponent("keys.jsonl")
        let (again, second) = try x.start(["--event-log", keysLog.path, "--window", "960x600"])
        defer {
            kill(again.process.processIdentifier, SIGTERM)
            _ = Executable.finish(again, timeout: 30)
        }
        #expect(!Self.wait(keysLog) { $0["event"] as? String == "first_frame" }.isEmpty)
        // O opens (pressed again if the game missed it, as the gear is clicked again above); the
        // first Down shows the ring on the theme; Right steps it; down to the language, Left steps
        // it back; down past the outline and the sound to the volume, Right raises it.
        #expect(!(try x.press("o", in: second, until: keysLog, has: shown)).isEmpty)
        for key in ["Down", "Right", "Down", "Left", "Down", "Down", "Down", "Right"] {
            try x.key(key, in: second)
            usleep(80_000)
        }
        #expect(Self.wait(keysLog, count: 3) { $0["event"] as? String == "settings_saved" }.count == 3)
        #expect(
            try Self.changed(settings, from: before) == ["theme = \"high-contrast\"", "language = \"auto\"", "volume = 80                # 0 to 100"])
    }
}
