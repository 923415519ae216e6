import Drawing
import Foundation
import Platform
import Raster

// Until the game exists this executable opens the platform demo: the shim's window, shapes,
// text, input and sounds. Options: --window WxH, --screenshot PATH (draw one frame, save a PNG,
// exit), --help.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tap-the-larger-shape: \(message)\n".utf8))
    exit(1)
}

func warn(_ message: String) {
    FileHandle.standardError.write(Data("tap-the-larger-shape: warning: \(message)\n".utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())
var windowSize = Size(width: 960, height: 600)
var screenshotPath: String?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--help", "-h":
        print(
            """
            USAGE: tap-the-larger-shape [--window WxH] [--screenshot PATH]

            Platform demo: anti-aliased shapes, text and sounds through SDL2. Click a shape for the
            happy sound, the background for the sad one. F or F11 toggles fullscreen; Esc or Q quits.
              --window WxH       window size in points (default 960x600)
              --screenshot PATH  draw one frame, save it as a PNG, and exit
            """)
        exit(0)
    case "--window":
        let parts = (arguments.first ?? "").split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 100 && $0 <= 10_000 }) else { fail("--window needs WxH, e.g. 960x600") }
        windowSize = Size(width: parts[0], height: parts[1])
        arguments.removeFirst()
    case "--screenshot":
        guard let path = arguments.first else { fail("--screenshot needs a file path") }
        screenshotPath = path
        arguments.removeFirst()
    default:
        fail("unknown option '\(argument)' (see --help)")
    }
}

guard let resources = ResourceLocator.locate() else {
    fail("cannot find the game's Resources folder (set \(ResourceLocator.environmentKey))")
}

do {
    let context = try SDLContext()
    let window = try Window(context: context, title: "Tap the Larger Shape", size: windowSize)
    let renderer = try Renderer(window: window)
    let font = try Font(context: context, path: try Font.locate(candidates: resources.fontCandidates()), pointSize: 18)
    let scene = DemoScene(renderer: renderer, font: font)
    var sounds: [String: SoundClip] = [:]
    do {
        let device = try AudioDevice()
        for name in ["happy", "sad"] { sounds[name] = try SoundClip(device: device, path: resources.sound(named: name)) }
    } catch {
        warn("no audio (\(error)); playing silently")
    }

    if let screenshotPath {
        try scene.draw()
        let image = try renderer.readPixels()
        try Data(PNG.encode(image)).write(to: URL(fileURLWithPath: screenshotPath))
        exit(0)
    }

    let events = EventQueue(context: context)
    try scene.draw()
    loop: while true {
        guard let event = events.wait(milliseconds: 1000) else { continue }
        switch event {
        case .quit, .keyDown(.escape, _), .keyDown(.character("q"), _):
            break loop
        case .keyDown(.character("f"), false), .keyDown(.function(11), false):
            try window.setFullscreen(!window.isFullscreen)
        case .mouseDown(.left, let point):
            let hit = scene.hitPaths.contains { $0.contains(point) }
            let name = hit ? "happy" : "sad"
            print(name)
            try? sounds[name]?.play()
        case .resized, .exposed:
            try scene.draw()
        default:
            break
        }
    }
} catch {
    fail("\(error)")
}
