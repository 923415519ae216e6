import Drawing
import Foundation
import GameApp
import GameCommandLine
import GameCore
import Platform
import Preferences
import RunOptions

// frame-bench [--frames N] [--width W --height H] [--inside] [--json PATH]: the time to draw and present a
// frame of the real game (5 shapes of mixed kinds, the HUD and the control bar) with SDL's
// software renderer on the offscreen driver, at 1920×1080 unless told otherwise. Two kinds of
// frame are timed apart: a steady one (nothing changed since the last) and one right after a
// turn starts (five new shape pictures to rasterize and upload). Prints p50 and p99 in ms.
setenv("SDL_VIDEODRIVER", "offscreen", 1)
setenv("SDL_AUDIODRIVER", "dummy", 1)
setenv("SDL_RENDER_DRIVER", "software", 1)
// NB: without this, SDL shows a software window through an OpenGL texture (Mesa's swrast here).
setenv("SDL_FRAMEBUFFER_ACCELERATION", "0", 1)

/// The command line: how many frames, at what size, and where the figures go as JSON, declared
/// as the game's options are (`GameCommandLine`).
struct Options: Sendable {
    var frames = 400
    var width = 1920.0
    var height = 1080.0
    var json: String?
    /// With the "how it works" panel open beside the shapes.
    var inside = false

    static let declarations: [CommandLineOption<Options>] = [
        .value("frames", placeholder: "n", help: "Frames timed of each kind.", defaultValue: "400", reader: .integer(in: 1...Int.max), \.frames),
        .value(
            "width", placeholder: "points", help: "The window's width in points.", defaultValue: "1920",
            reader: .number(in: Double(WindowLimits.widths.lowerBound)...Double(WindowLimits.widths.upperBound)), \.width),
        .value(
            "height", placeholder: "points", help: "The window's height in points.", defaultValue: "1080",
            reader: .number(in: Double(WindowLimits.heights.lowerBound)...Double(WindowLimits.heights.upperBound)), \.height),
        .value("json", placeholder: "path", help: "Also writes the figures as JSON here.", completion: .files, reader: .text, \.json),
        .flag("inside", help: "With the \"how it works\" panel open beside the shapes.", \.inside),
    ]
}
let options = ToolCommandLine.parseOrExit(
    Array(CommandLine.arguments.dropFirst()), into: Options(), options: Options.declarations, command: "frame-bench",
    abstract: "The time to draw and present a frame of the real game, steady and after a new turn (p50, p99).")
let (frames, width, height) = (max(options.frames, 1), options.width, options.height)

func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(Int((fraction * Double(sorted.count)).rounded(.up)) - 1, sorted.count - 1)]
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

let result: Result<(steady: [Double], newTurn: [Double]), PlatformError> = MainActor.assumeIsolated {
    do throws(PlatformError) {
        let context = try SDLContext()
        let size = Size(width: width, height: height)
        let font = try Font.firstUsable(context: context, candidates: Font.systemCandidates.map { FontFace($0) })
        let screen = try Screen(context: context, size: size, fullscreen: false, font: font.face)
        var game = GameOptions()
        game.mode = .cross
        game.windowSize = size
        game.inside = options.inside
        var settings = Settings.defaults
        settings.shapesPerTurn = 5
        let app = try GameApp(
            options: game, screen: screen, dependencies: .quiet(clock: .live(), seed: 7),
            initialSettings: SettingsLoad(settings: settings, diagnostics: [], createdTemplate: false), feedbackDuration: .zero)
        app.start()
        let clock = ContinuousClock()
        var steady: [Double] = []
        var newTurn: [Double] = []
        for _ in 0..<20 { try app.present() }  // warm-up: fonts, textures, caches
        for _ in 0..<frames {
            steady.append(milliseconds(clock.measure { try? app.present() }))
        }
        for _ in 0..<frames {
            // End the turn: with no feedback the next one starts at once, five new shapes.
            app.game.handle(.pick(app.game.currentTurn?.largestIndex ?? 0))
            newTurn.append(milliseconds(clock.measure { try? app.present() }))
        }
        app.finish()
        return .success((steady, newTurn))
    } catch {
        return .failure(error)
    }
}

switch result {
case .failure(let error):
    FileHandle.standardError.write(Data("frame-bench: \(error)\n".utf8))
    exit(1)
case .success(let samples):
    let figures = [
        ("steady", percentile(samples.steady, 0.5), percentile(samples.steady, 0.99)),
        ("new_turn", percentile(samples.newTurn, 0.5), percentile(samples.newTurn, 0.99)),
    ]
    print("frame-bench: \(Int(width))x\(Int(height)), software renderer, offscreen, 5 shapes + HUD + control bar, \(frames) frames each")
    for (name, p50, p99) in figures {
        print(
            "  \(name.padding(toLength: 9, withPad: " ", startingAt: 0)) p50 \(String(format: "%.2f", p50)) ms   p99 \(String(format: "%.2f", p99)) ms"
        )
    }
    if let path = options.json {
        let json =
            "{\"width\":\(Int(width)),\"height\":\(Int(height)),\"frames\":\(frames),"
            + figures.map { "\"\($0.0)\":{\"p50_ms\":\(String(format: "%.3f", $0.1)),\"p99_ms\":\(String(format: "%.3f", $0.2))}" }.joined(
                separator: ",") + "}\n"
        do {
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("frame-bench: cannot write \(path): \(error)\n".utf8))
            exit(1)
        }
    }
}
