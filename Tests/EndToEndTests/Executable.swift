import Foundation
import Locking

/// Runs the real `tap-the-larger-shape` built beside this test bundle.
struct Executable {
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// The JSON Lines of the event log, parsed.
        var events: [[String: Any]] { Executable.events(in: standardOutput) }

        func events(named name: String) -> [[String: Any]] {
            events.filter { $0["event"] as? String == name }
        }
    }

    /// A running game. Both of its outputs are read from the moment it starts, each on a thread
    /// of its own, so a game that writes much to either never blocks on a full pipe.
    struct Started {
        let process: Process
        let output: Collector
        let errors: Collector
    }

    /// Reads one pipe to its end on a thread of its own.
    final class Collector: Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let data = Locked(Data())

        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            let thread = Thread { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    data.withLock { $0.append(chunk) }
                }
                done.signal()
            }
            thread.start()
        }

        /// What was read once the pipe ended, or what was read so far after `seconds`.
        func wait(seconds: TimeInterval) -> Data {
            _ = done.wait(timeout: .now() + seconds)
            return data.withLock { $0 }
        }
    }

    static var url: URL {
        // The test runner lives in the build folder, next to the executables.
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return runner.deletingLastPathComponent().appendingPathComponent("tap-the-larger-shape")
    }

    static func events(in text: String) -> [[String: Any]] {
        text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// One folder for every home this test process makes, removed when the process exits, so runs
    /// leave nothing behind in the temporary folder.
    static let homes: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tap-e2e-\(getpid())-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: Executable.homes) }
        return folder
    }()

    /// A fresh folder for one test's settings and state, so runs never share (or touch $HOME).
    static func makeHome() throws -> URL {
        let folder = homes.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs with `arguments`, headless unless `environment` says otherwise, with its XDG folders in
    /// `home` (a fresh one when nil); gives up after `Patience.limit(timeout)` (the run then counts
    /// as failed).
    static func run(
        _ arguments: [String], environment: [String: String?] = [:], home: URL? = nil, timeout: TimeInterval = 120, executable: URL = url,
        directory: URL? = nil
    ) throws -> Run {
        finish(try start(arguments, environment: environment, home: home, executable: executable, directory: directory), timeout: timeout)
    }

    static func start(
        _ arguments: [String], environment: [String: String?] = [:], home: URL? = nil, executable: URL = url, directory: URL? = nil
    ) throws -> Started {
        let folder = try home ?? makeHome()
        let process = Process()
        process.executableURL = executable
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["SDL_VIDEODRIVER"] = "offscreen"
        variables["SDL_AUDIODRIVER"] = "dummy"
        variables["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        variables["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        // No desktop answers unless a test gives one (a developer's own would change the theme).
        variables["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent/tap-the-larger-shape-test-bus"
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return Started(process: process, output: Collector(output), errors: Collector(errors))
    }

    /// Waits for the game to end, at most `Patience.limit(timeout)`; past that it is killed and the
    /// run counts as failed (status -1, "timed out" appended to its standard error).
    static func finish(_ started: Started, timeout: TimeInterval = 120) -> Run {
        let timedOut = !Patience.wait(seconds: timeout, every: 10_000) { !started.process.isRunning }
        if timedOut { kill(started.process.processIdentifier, SIGKILL) }
        started.process.waitUntilExit()
        // The pipes end with the game (a settings checker it started holds no copy of them).
        let output = started.output.wait(seconds: Patience.limit(10))
        let errors = started.errors.wait(seconds: Patience.limit(10))
        return Run(
            status: timedOut ? -1 : started.process.terminationStatus, standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: errors, as: UTF8.self) + (timedOut ? "\ntimed out" : ""))
    }
}
