import Foundation

/// Runs the real `tap-the-larger-shape` built beside this test bundle.
struct Executable {
    struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// The JSON Lines of the event log, parsed.
        var events: [[String: Any]] {
            standardOutput.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }
        }

        func events(named name: String) -> [[String: Any]] {
            events.filter { $0["event"] as? String == name }
        }
    }

    static var url: URL {
        // The test runner lives in the build folder, next to the executables.
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return runner.deletingLastPathComponent().appendingPathComponent("tap-the-larger-shape")
    }

    /// Runs with `arguments`, headless unless `environment` says otherwise; gives up after
    /// `timeout` seconds (the run then counts as failed).
    static func run(_ arguments: [String], environment: [String: String?] = [:], timeout: TimeInterval = 120) throws -> Run {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["SDL_VIDEODRIVER"] = "offscreen"
        variables["SDL_AUDIODRIVER"] = "dummy"
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read while it runs, so a full pipe never stalls it.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            return Run(status: -1, standardOutput: "", standardError: "timed out")
        }
        return Run(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
