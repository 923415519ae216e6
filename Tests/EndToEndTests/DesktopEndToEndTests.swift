import Desktop
import Foundation
import TestSupport
import Testing

/// The desktop's wishes, end to end: the real game on a private session bus (its own
/// `dbus-daemon`) with a stand-in Settings portal that flips dark, light, high contrast and
/// reduced motion while the game runs; and the game with no bus at all.
@Suite struct DesktopEndToEndTests {
    /// Waits up to `seconds` (stretched by `Patience`) for a new event named `name` after the
    /// first `after` events, returning it and how long it took.
    private func next(_ name: String, in log: URL, after count: Int, seconds: Double = 5) -> ([String: Any], Double)? {
        let started = Date()
        var found: [String: Any]?
        _ = Patience.wait(seconds: seconds, every: 10_000) {
            found = FaultTests.events(in: log).dropFirst(count).first { $0["event"] as? String == name }
            return found != nil
        }
        return found.map { ($0, Date().timeIntervalSince(started)) }
    }

    /// The real game on `portal`'s bus, playing by itself in `home`, and its event log.
    static func play(on portal: StandInPortal, home: URL) throws -> (game: Executable.Started, log: URL) {
        let log = home.appendingPathComponent("desktop.jsonl")
        let game = try Executable.start(
            ["--seed", "5", "--event-log", log.path, "--autoplay", "--autoplay-delay", "300", "--turns", "100000"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": portal.address], home: home)
        return (game, log)
    }

    @Test func theGameFollowsTheDesktopWithinASecond() throws {
        let portal = try StandInPortal(settings: [.colorScheme: .unsigned(1), .gnomeTextScaling: .double(1.25)])
        defer { portal.stop() }
        let home = try Executable.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // theme = "auto" and reduce_motion = "auto": the defaults.
        let (game, log) = try Self.play(on: portal, home: home)
        let (first, _) = try #require(next("theme", in: log, after: 0, seconds: 20), "no theme event")
        #expect(first["theme"] as? String == "classic" && first["source"] as? String == "desktop")
        let desktop = FaultTests.events(in: log).first { $0["event"] as? String == "desktop" }
        #expect(desktop?["color_scheme"] as? String == "dark" && desktop?["text_size"] as? Int == 125)
        // Each switch, and what the game puts in force: within a second (in a plain build; one
        // under a sanitizer is allowed `Patience`'s factor of it).
        let steps: [(PortalKey, BusValue, String, String?, Bool?)] = [
            (.colorScheme, .unsigned(2), "desktop", "tutorial", nil),
            (.contrast, .unsigned(1), "desktop", "high-contrast", nil),
            (.reducedMotion, .unsigned(1), "desktop", nil, true),
            (.contrast, .unsigned(0), "desktop", "tutorial", nil),
            (.colorScheme, .unsigned(1), "desktop", "classic", nil),
            (.reducedMotion, .unsigned(0), "desktop", nil, false),
        ]
        for (key, value, _, theme, motion) in steps {
            let count = FaultTests.events(in: log).count
            portal.set(key, value)
            let (event, seconds) = try #require(next("desktop", in: log, after: count), "nothing followed \(key) = \(value)")
            #expect(seconds < Patience.seconds(1), "\(key) took \(seconds) s")
            if let motion { #expect(event["reduce_motion"] as? Bool == motion, "\(key): \(event)") }
            if let theme {
                let (changed, _) = try #require(next("theme", in: log, after: count), "no theme after \(key)")
                #expect(changed["theme"] as? String == theme && changed["source"] as? String == "desktop")
            }
        }
        // The game plays on.
        #expect(next("turn_ended", in: log, after: 0, seconds: 20) != nil)
        let run = FaultTests.stop(game)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(portal.calls.withLock { $0["ReadAll"] } == 1)
    }

    @Test func aPortalThatAnswersLateStillGivesItsTheme() throws {
        // A portal still starting at login: it answers 2.5 s after it is asked, long after the
        // quarter second the first frame waits for it.
        let portal = try StandInPortal(settings: [.contrast: .unsigned(1)], answersReadAllAfter: 2.5)
        defer { portal.stop() }
        let home = try Executable.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (game, log) = try Self.play(on: portal, home: home)
        let highContrast = { (event: [String: Any]) in event["theme"] as? String == "high-contrast" && event["source"] as? String == "desktop" }
        var themes: [[String: Any]] = []
        _ = Patience.wait(seconds: 20, every: 50_000) {
            themes = FaultTests.events(in: log).filter { $0["event"] as? String == "theme" }
            return themes.contains(where: highContrast)
        }
        #expect(themes.last.map(highContrast) == true, "\(themes)")
        #expect(next("turn_ended", in: log, after: 0, seconds: 20) != nil)
        let run = FaultTests.stop(game)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(portal.calls.withLock { $0["ReadAll"] } == 1)
    }

    @Test func aThemeTheFileNamesWinsOverTheDesktop() throws {
        let portal = try StandInPortal(settings: [.colorScheme: .unsigned(2), .reducedMotion: .unsigned(1)])
        defer { portal.stop() }
        let home = try Executable.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let settings = home.appendingPathComponent("settings.toml")
        try "theme = \"colorblind\"\n[accessibility]\nreduce_motion = \"off\"\n".write(to: settings, atomically: true, encoding: .utf8)
        let run = try Executable.run(
            ["--settings", settings.path, "--event-log", "-", "--autoplay", "--autoplay-delay", "0", "--turns", "3"],
            environment: ["DBUS_SESSION_BUS_ADDRESS": portal.address])
        #expect(run.status == 0, "\(run.standardError)")
        let themes = run.events(named: "theme")
        #expect(themes.count == 1 && themes.first?["theme"] as? String == "colorblind" && themes.first?["source"] as? String == "settings")
        #expect(run.events(named: "desktop").first?["reduce_motion"] as? Bool == false)
    }

    @Test func withNoBusTheGameStartsAsBefore() throws {
        // Executable's default: a bus address where no bus is.
        let run = try Executable.run(["--event-log", "-", "--autoplay", "--autoplay-delay", "0", "--turns", "5"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 5)
        let desktop = try #require(run.events(named: "desktop").first)
        #expect(desktop["available"] as? Bool == false && desktop["reduce_motion"] as? Bool == false && desktop["text_size"] as? Int == 100)
        let themes = run.events(named: "theme")
        #expect(themes.count == 1 && themes.first?["theme"] as? String == "classic" && themes.first?["source"] as? String == "default")
        // Nothing about it on standard error: no desktop is no fault.
        #expect(!run.standardError.contains("bus"), "\(run.standardError)")
    }
}
