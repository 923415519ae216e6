import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Turns the settings file's text into settings and diagnostics: a client, so the game can parse
/// at arm's length while tests and the fuzzer parse in-process.
///
/// Why at arm's length: the TOML library (toml++ inside TOMLKit) is C++ that checks some of its
/// own assumptions with assertions that end the process, and it leaks a little on every parse.
/// `TOMLPreflight` catches the known case, but the guarantee that no file can take the game down
/// must not depend on knowing every case. So the game runs its own executable as a short-lived
/// checker (`serveChild`): the text goes in on standard input, the outcome comes back as JSON.
/// A crash, a hang past the deadline or any other failure there becomes one diagnostic here, and
/// the checker's leaks end with it.
public struct SettingsParser: Sendable {
    public var parse: @Sendable (_ text: String, _ path: String) -> SettingsDocument.Outcome

    public init(parse: @escaping @Sendable (String, String) -> SettingsDocument.Outcome) {
        self.parse = parse
    }

    /// In this process: for tests, the fuzzer, and the checker itself.
    public static let inProcess = SettingsParser { text, path in SettingsDocument.parse(text, path: path) }

    /// In a child process: `executable arguments… path`, fed the text, answering with the
    /// outcome as JSON (what `serveChild` does). Killed after `timeout`.
    public static func isolated(executable: String, arguments: [String], timeout: Duration = .seconds(5)) -> SettingsParser {
        SettingsParser { text, path in
            let result = ChildProcess.run(executable: executable, arguments: arguments + [path], input: Array(text.utf8), timeout: timeout)
            return outcome(of: result, path: path, timeout: timeout)
        }
    }

    /// What the checker's run means for the settings.
    static func outcome(of result: ChildProcess.Result, path: String, timeout: Duration) -> SettingsDocument.Outcome {
        func failed(_ message: String) -> SettingsDocument.Outcome {
            SettingsDocument.Outcome(settings: nil, diagnostics: [SettingsDiagnostic(path: path, line: 1, column: 1, message: message)])
        }
        switch result.ending {
        case .exited(0):
            guard let outcome = try? JSONDecoder().decode(SettingsDocument.Outcome.self, from: Data(result.output)) else {
                return failed("cannot read the settings: the settings checker gave an answer that is not an outcome")
            }
            return outcome
        case .exited(let status):
            let said = String(decoding: result.errors, as: UTF8.self).split(separator: "\n").last.map { ": \($0)" } ?? ""
            return failed("cannot read the settings: the settings checker failed (exit status \(status))\(said)")
        case .signaled(let signal):
            let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
            return failed(
                "the TOML reader crashed on this file (\(name)); look for a malformed line, such as a table header without a name")
        case .timedOut:
            return failed("reading the settings took longer than \(timeout) and was stopped; look for a malformed line")
        case .notStarted(let reason):
            return failed("cannot read the settings: the settings checker did not start (\(reason))")
        }
    }

    /// The checker's side: reads TOML text from standard input, parses it in this process and
    /// writes the outcome as JSON to standard output. Returns the exit status.
    ///
    /// It cannot outlive a killed game by much: its input ends when the game's end of the pipe
    /// closes, writing to a closed pipe ends it (SIGPIPE), and it gives itself ten seconds of
    /// processor time at most.
    public static func serveChild(path: String) -> Int32 {
        var limit = rlimit(rlim_cur: 10, rlim_max: 10)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
        var input: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while input.count <= SettingsFile.sizeLimit {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            input.append(contentsOf: buffer[0..<count])
        }
        guard input.count <= SettingsFile.sizeLimit, let text = String(validating: input, as: UTF8.self) else {
            FileHandle.standardError.write(Data("settings checker: the input is not UTF-8 text of at most \(SettingsFile.sizeLimit) bytes\n".utf8))
            return 2
        }
        let outcome = SettingsDocument.parse(text, path: path)
        guard let json = try? JSONEncoder().encode(outcome) else {
            FileHandle.standardError.write(Data("settings checker: cannot encode the outcome\n".utf8))
            return 3
        }
        var bytes = [UInt8](json)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return 4 }
            offset += count
        }
        return 0
    }
}
