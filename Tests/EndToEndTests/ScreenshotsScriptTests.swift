import Foundation
import Testing

/// `scripts/screenshots.sh screens` makes every screen in every language named, in one run (issue
/// 49): run with the tests' debug build for two languages, each has every screen in both windows
/// at both text sizes, each a real picture of its window. (The script once stopped after the first
/// language: its Ctrl+Q left the keys held in the X server, and every later game quit at once.)
/// Every page of a screen that turns pages is taken too (`help.png`, `help-2.png`, …: what a
/// translator reads past the first page). About five minutes a language on a busy machine, in an
/// X server the script started itself (`Xvfb -displayfd`).
@Suite struct ScreenshotsScriptTests {
    /// What each folder holds: every screen the script takes, by its file's name.
    static let screens: Set<String> = [
        "play", "pause", "restart-question", "help", "about", "stats", "preferences", "inside", "daily-results", "race-joining", "race-joined",
        "race-countdown", "race-turn",
    ]

    /// A picture's size in pixels.
    struct PictureSize: Equatable, CustomStringConvertible {
        let width: Int
        let height: Int
        var description: String { "\(width)x\(height)" }
    }

    /// The folders of one language: a window at a text size, and the pictures' size there.
    static let folders: [(name: String, size: PictureSize)] = [
        ("640x480-100", PictureSize(width: 640, height: 480)), ("640x480-200", PictureSize(width: 640, height: 480)),
        ("320x240-100", PictureSize(width: 320, height: 240)), ("320x240-200", PictureSize(width: 320, height: 240)),
    ]

    @Test func screensMakesEveryScreenOfEveryLanguageNamed() throws {
        for tool in ["Xvfb", "xdotool", "import", "python3", "msgfmt"] {
            // NB: the script installs what is missing; a test must not, so it asks first.
            try #require(DesktopIdentityTests.program(tool) != nil, "\(tool) is needed (scripts/setup.sh installs it)")
        }
        let screens = try Executable.makeHome().appendingPathComponent("screens")
        // The script compiles the translations where the game in a checkout finds them; a run
        // leaves the checkout as it found it.
        let locale = InstallTests.root.appendingPathComponent(".build/locale")
        let hadLocale = FileManager.default.fileExists(atPath: locale.path)
        defer { if !hadLocale { try? FileManager.default.removeItem(at: locale) } }
        let languages = ["de", "ja"]
        // In a process group of its own (setsid), so that a run that overstays ends with its X
        // server and its games.
        let started = try Executable.start(
            ["--wait", "/bin/bash", InstallTests.root.appendingPathComponent("scripts/screenshots.sh").path, "screens"] + languages,
            environment: ["GAME": Executable.url.path, "SCREENS": screens.path, "SDL_VIDEODRIVER": "x11", "WAYLAND_DISPLAY": nil],
            executable: URL(fileURLWithPath: "/usr/bin/setsid"), directory: InstallTests.root)
        let ended = Patience.wait(seconds: 480 * Double(languages.count), every: 100_000) { !started.process.isRunning }
        if !ended { kill(-started.process.processIdentifier, SIGKILL) }
        let run = Executable.finish(started, timeout: 10)
        #expect(ended && run.status == 0, "\(run.standardError)")
        for language in languages {
            for folder in Self.folders {
                let path = screens.appendingPathComponent("\(language)/\(folder.name)")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path.path)) ?? []
                // Each screen's first page, and its further pages numbered from 2 without a gap.
                let firsts = Set(names.filter { name in Self.screens.contains { "\($0).png" == name } })
                #expect(firsts == Set(Self.screens.map { "\($0).png" }), "\(language)/\(folder.name): \(names.sorted())")
                for screen in Self.screens {
                    let pages = names.compactMap { name -> Int? in
                        guard name.hasPrefix(screen + "-"), name.hasSuffix(".png") else { return nil }
                        return Int(name.dropFirst(screen.count + 1).dropLast(4))
                    }
                    #expect(
                        pages.sorted() == Array(stride(from: 2, to: pages.count + 2, by: 1)),
                        "\(language)/\(folder.name)/\(screen): \(pages.sorted())")
                }
                #expect(names.allSatisfy { $0.hasSuffix(".png") }, "\(names)")
                for name in names {
                    let size = Self.pictureSize(try Data(contentsOf: path.appendingPathComponent(name)))
                    #expect(size == folder.size, "\(language)/\(folder.name)/\(name) is \(size.map(\.description) ?? "not a PNG")")
                }
                // The script counts each folder's screens as it goes.
                #expect(run.standardOutput.contains("\(language)/\(folder.name) (\(Self.screens.count) screens)"), "\(run.standardOutput)")
            }
        }
    }

    /// A PNG's width and height, from its header (the IHDR chunk, first after the signature);
    /// nil when the bytes are not a PNG.
    static func pictureSize(_ data: Data) -> PictureSize? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return PictureSize(width: number(at: 16), height: number(at: 20))
    }
}
