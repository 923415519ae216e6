import Drawing
import Foundation
import GameApp
import GameCommandLine
import GameCore
import Locking
import Platform
import Preferences
import RunOptions

// input-bench [--seconds N] [--presses N] [--json PATH]: the real game's loop in a real window
// (run it under a display; scripts/bench.sh uses Xvfb), measured three ways:
// - idle CPU with no controller, and with a controller attached (SDL's virtual pad, which SDL
//   treats as a plugged-in one), the process's CPU time over N seconds of no input;
// - button to presented frame: a "player" thread presses the pad's D-pad (each press moves the
//   focus ring, so each one asks for a frame) at random moments 150 to 600 ms apart, and the time
//   from the press to the next presented frame is recorded;
// - the same for presses after the pad rested 5 seconds (the queue polls it less often then).
setenv("SDL_AUDIODRIVER", "dummy", 1)

/// The command line: how long to idle, how many presses, and where the figures go as JSON,
/// declared as the game's options are (`GameCommandLine`).
struct Options: Sendable {
    var seconds = 10.0
    var presses = 200
    var json: String?

    static let declarations: [CommandLineOption<Options>] = [
        .value(
            "seconds", placeholder: "s", help: "Seconds of idling measured, without and with a controller.", defaultValue: "10",
            reader: .number(in: 0.1...3600), \.seconds),
        .value(
            "presses", placeholder: "n", help: "Button presses timed while the pad is in use.", defaultValue: "200",
            reader: .integer(in: 1...100_000),
            \.presses),
        .value("json", placeholder: "path", help: "Also writes the figures as JSON here.", completion: .files, reader: .text, \.json),
    ]
}
let options = ToolCommandLine.parseOrExit(
    Array(CommandLine.arguments.dropFirst()), into: Options(), options: Options.declarations, command: "input-bench",
    abstract: "Idle CPU without and with a controller, and button to presented frame, in the real loop.")
let idleSeconds = max(options.seconds, 0.1)
let presses = max(options.presses, 1)

func monotonicNanoseconds() -> UInt64 { MonotonicClock.nanoseconds() }

func cpuNanoseconds() -> UInt64 {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return UInt64(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1_000_000_000
        + UInt64(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) * 1000
}

func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(max(Int((fraction * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)]
}

/// The moments presses were made and frames presented, shared with the player thread.
final class Timeline: Sendable {
    private struct Moments {
        var pressedAt: UInt64?
        var latencies: [Double] = []
    }

    private let moments = Locked(Moments())

    func pressed() {
        let now = monotonicNanoseconds()
        moments.withLock { $0.pressedAt = now }
    }

    func presented() {
        let now = monotonicNanoseconds()
        moments.withLock { moments in
            guard let pressedAt = moments.pressedAt else { return }
            moments.latencies.append(Double(now - pressedAt) / 1e6)
            moments.pressedAt = nil
        }
    }

    func take() -> [Double] {
        moments.withLock { moments in
            defer { moments.latencies = [] }
            return moments.latencies
        }
    }
}

struct Figures {
    var driver = ""
    var idleWithout = 0.0
    var idleWith = 0.0
    var active: [Double] = []
    var rested: [Double] = []
}

let result: Result<Figures, PlatformError> = MainActor.assumeIsolated {
    do throws(PlatformError) {
        var figures = Figures()
        let context = try SDLContext()
        figures.driver = context.videoDriver
        let size = Size(width: 960, height: 600)
        let font = try Font.firstUsable(context: context, candidates: Font.systemCandidates.map { FontFace($0) })
        let screen = try Screen(context: context, size: size, fullscreen: false, font: font.face)
        var game = GameOptions()
        game.mode = .square
        game.windowSize = size
        let app = try GameApp(
            options: game, screen: screen, dependencies: .quiet(clock: .live(), seed: 7),
            initialSettings: SettingsLoad(settings: .defaults, diagnostics: [], createdTemplate: false))
        let timeline = Timeline()
        app.afterEachFrame = { timeline.presented() }
        app.start()
        @MainActor func run(seconds: Double) throws(PlatformError) {
            let end = monotonicNanoseconds() + UInt64(seconds * 1e9)
            while monotonicNanoseconds() < end {
                try app.step(maximumWait: Int(max(Double(end - min(monotonicNanoseconds(), end)) / 1e6, 1)))
            }
        }
        @MainActor func idle(seconds: Double) throws(PlatformError) -> Double {
            let (cpu, wall) = (cpuNanoseconds(), monotonicNanoseconds())
            try run(seconds: seconds)
            return Double(cpuNanoseconds() - cpu) / Double(monotonicNanoseconds() - wall) * 100
        }
        try run(seconds: 2)
        figures.idleWithout = try idle(seconds: idleSeconds)
        let pad = try VirtualController(context: context)
        // Past the queue's active span: the pad rests, as one on a desk does.
        try run(seconds: 4)
        figures.idleWith = try idle(seconds: idleSeconds)
        // The player: D-pad right and left in turn, each press moving the ring (the first only
        // shows it), at random moments.
        let remote = pad.remote
        let finished = Locked(false)
        func player(count: Int, gap: ClosedRange<Double>) {
            let thread = Thread {
                var generator = SystemRandomNumberGenerator()
                usleep(300_000)
                for index in 0..<count {
                    usleep(UInt32(Double.random(in: gap, using: &generator) * 1e6))
                    let button: ControllerButton = index.isMultiple(of: 2) ? .dpadRight : .dpadLeft
                    timeline.pressed()
                    _ = remote.set(button, pressed: true)
                    usleep(40_000)
                    _ = remote.set(button, pressed: false)
                }
                usleep(300_000)
                finished.withLock { $0 = true }
            }
            thread.start()
        }
        _ = timeline.take()
        player(count: presses, gap: 0.15...0.6)
        while !finished.withLock({ $0 }) { try app.step(maximumWait: 100) }
        figures.active = timeline.take()
        finished.withLock { $0 = false }
        let restedPresses = max(presses / 20, 4)
        player(count: restedPresses, gap: 5.2...5.6)
        while !finished.withLock({ $0 }) { try app.step(maximumWait: 100) }
        figures.rested = timeline.take()
        app.finish()
        withExtendedLifetime(pad) {}
        return .success(figures)
    } catch {
        return .failure(error)
    }
}

switch result {
case .failure(let error):
    FileHandle.standardError.write(Data("input-bench: \(error)\n".utf8))
    exit(1)
case .success(let figures):
    func format(_ value: Double) -> String { String(format: "%.2f", value) }
    print("input-bench: \(figures.driver) driver, 960x600")
    print("  idle CPU, no controller    \(format(figures.idleWithout))% of a core over \(idleSeconds) s")
    print("  idle CPU, controller       \(format(figures.idleWith))% of a core over \(idleSeconds) s")
    print(
        "  button to frame, active    p50 \(format(percentile(figures.active, 0.5))) ms, p95 \(format(percentile(figures.active, 0.95))) ms over \(figures.active.count) presses"
    )
    print(
        "  button to frame, rested    p50 \(format(percentile(figures.rested, 0.5))) ms, max \(format(figures.rested.max() ?? .nan)) ms over \(figures.rested.count) presses"
    )
    if let path = options.json {
        let json = """
            {"driver":"\(figures.driver)","idle_seconds":\(idleSeconds),"idle_cpu_percent_without_controller":\(format(figures.idleWithout)),\
            "idle_cpu_percent_with_controller":\(format(figures.idleWith)),"button_presses":\(figures.active.count),\
            "button_p50_ms":\(format(percentile(figures.active, 0.5))),"button_p95_ms":\(format(percentile(figures.active, 0.95))),\
            "rested_presses":\(figures.rested.count),"rested_p50_ms":\(format(percentile(figures.rested, 0.5))),"rested_max_ms":\(format(figures.rested.max() ?? .nan))}

            """
        do {
            try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("input-bench: cannot write \(path): \(error)\n".utf8))
            exit(1)
        }
    }
}
