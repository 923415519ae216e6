import Foundation

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

    struct Started {
        let process: Process
        let output: Pipe
        let errors: Pipe
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

    /// A fresh folder for one test's settings and state, so runs never share (or touch $HOME).
    static func makeHome() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tap-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs with `arguments`, headless unless `environment` says otherwise, with its XDG folders in
    /// `home` (a fresh one when nil); gives up after `timeout` seconds (the run then counts as failed).
    static func run(_ arguments: [String], environment: [String: String?] = [:], home: URL? = nil, timeout: TimeInterval = 120) throws -> Run {
        finish(try start(arguments, environment: environment, home: home), timeout: timeout)
    }

    static func start(_ arguments: [String], environment: [String: String?] = [:], home: URL? = nil) throws -> Started {
        let folder = try home ?? makeHome()
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["SDL_VIDEODRIVER"] = "offscreen"
        variables["SDL_AUDIODRIVER"] = "dummy"
        variables["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        variables["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return Started(process: process, output: output, errors: errors)
    }

    static func finish(_ started: Started, timeout: TimeInterval = 120) -> Run {
        // Read while it runs, so a full pipe never stalls it.
        let outputData = started.output.fileHandleForReading.readDataToEndOfFile()
        let errorData = started.errors.fileHandleForReading.readDataToEndOfFile()
        let deadline = Date().addingTimeInterval(timeout)
        while started.process.isRunning, Date() < deadline { usleep(10_000) }
        if started.process.isRunning {
            started.process.terminate()
            return Run(status: -1, standardOutput: "", standardError: "timed out")
        }
        return Run(
            status: started.process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
