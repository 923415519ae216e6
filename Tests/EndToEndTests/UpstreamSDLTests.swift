import Foundation
import Testing

/// The real game on SDL as SDL's own project builds it (the pysdl2-dll wheels, brought by
/// `scripts/upstream-sdl.sh`, which `scripts/test.sh` runs) and on the system's, in a session that
/// names a Wayland display which does not answer, on an X server of its own: the log's first
/// line names what it runs on, and the video drivers it asked for show the keyboard guard
/// failing closed. Debian's SDL links libxkbcommon, so its calls reach the guard: Wayland first.
/// Upstream 2.26.5 opens libxkbcommon itself, past the guard: SDL's own order. Upstream 2.32.10
/// mended what the guard is for: Wayland first. Each plays on through X11.
@Suite struct UpstreamSDLTests {
    struct Build: Sendable, CustomTestStringConvertible {
        /// The upstream version, or nil for the system's SDL.
        let version: String?
        let driverOrder: String?
        let keyboardGuard: String
        var testDescription: String { version.map { "upstream SDL \($0)" } ?? "the system's SDL" }
    }

    static let builds = [
        Build(version: nil, driverOrder: "wayland,x11", keyboardGuard: "in_call_path"),
        Build(version: "2.26.5", driverOrder: nil, keyboardGuard: "bypassed"),
        Build(version: "2.32.10", driverOrder: "wayland,x11", keyboardGuard: "bypassed"),
    ]

    /// Where `scripts/upstream-sdl.sh` puts the builds.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/upstream-sdl")

    @Test(arguments: builds)
    func theDriverChoiceOnEachSDL(_ build: Build) throws {
        let server = try #require(DesktopIdentityTests.program("Xvfb"), "Xvfb is needed (Debian's xvfb; scripts/setup.sh installs it)")
        var environment: [String: String?] = ["SDL_VIDEODRIVER": nil, "WAYLAND_DISPLAY": "tap-no-compositor-answers-here"]
        if let version = build.version {
            let libraries = Self.folder.appendingPathComponent(version)
            #expect(
                FileManager.default.fileExists(atPath: libraries.appendingPathComponent("libSDL2-2.0.so.0").path),
                "no SDL \(version) in \(libraries.path): scripts/upstream-sdl.sh brings it")
            environment["LD_LIBRARY_PATH"] = libraries.path
            // NB: upstream SDL opens libX11 and its kin with dlopen and closes them at SDL_Quit,
            // before LeakSanitizer looks (scripts/test-asan.sh): what they still held then reads
            // as leaked from "<unknown module>", which no suppression can name. Leaks are looked
            // for on the system's SDL, which links them.
            let inherited = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
            environment["ASAN_OPTIONS"] = inherited + "detect_leaks=0"
        }
        let display = try DesktopIdentityTests.VirtualDisplay(server: server)
        environment["DISPLAY"] = display.name
        let run = try Executable.run(
            ["--autoplay", "--turns", "3", "--autoplay-delay", "0", "--event-log", "-"], environment: environment, timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.events(named: "turn_ended").count == 3)
        let started = try #require(run.events.first)
        #expect(started["event"] as? String == "started")
        if let version = build.version { #expect((started["sdl"] as? [String: Any])?["running"] as? String == version) }
        #expect(started["driver_order"] as? String == build.driverOrder, "\(started)")
        #expect(started["keyboard_guard"] as? String == build.keyboardGuard, "\(started)")
        #expect(started["video_driver"] as? String == "x11")
    }

    /// `--version` names the game's version, then each library as built and as run.
    @Test func versionNamesTheLibrariesItRunsOn() throws {
        let libraries = Self.folder.appendingPathComponent("2.32.10")
        let run = try Executable.run(["--version"], environment: ["LD_LIBRARY_PATH": libraries.path])
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 4 && lines.first?.hasPrefix("0.") == true, "\(run.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("SDL 2.32.10 (built with 2.") }, "\(run.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("SDL_ttf ") } && lines.contains { $0.hasPrefix("SDL_mixer ") })
    }
}
