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
            let check = { (text: Substring) in
                ChildProcess.run(executable: executable, arguments: arguments + [path], input: Array(text.utf8), timeout: timeout)
            }
            let result = check(text[...])
            var outcome = outcome(of: result, path: path, timeout: timeout)
            if crashSignal(of: result.ending) != nil, let (line, column) = CrashLocator(text: text, check: check).locate() {
                outcome = SettingsDocument.Outcome(settings: nil, diagnostics: [outcome.diagnostics[0].moved(line: line, column: column)])
            }
            return outcome
        }
    }

    /// What the checker's run means for the settings.
    static func outcome(of result: ChildProcess.Result, path: String, timeout: Duration) -> SettingsDocument.Outcome {
        func failed(_ template: String, _ values: [String: String] = [:]) -> SettingsDocument.Outcome {
            SettingsDocument.Outcome(
                settings: nil, diagnostics: [SettingsDiagnostic(path: path, line: 1, column: 1, text: DiagnosticText(template, values))])
        }
        if let signal = crashSignal(of: result.ending) {
            let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
            return failed(DiagnosticText.crashed, ["signal": name])
        }
        switch result.ending {
        case .exited(0):
            guard let outcome = try? JSONDecoder().decode(SettingsDocument.Outcome.self, from: Data(result.output)) else {
                return failed(DiagnosticText.checkerFailed, ["reason": "an answer that is not an outcome"])
            }
            return outcome
        case .exited(let status):
            let said = String(decoding: result.errors, as: UTF8.self).split(separator: "\n").last.map { ": \($0)" } ?? ""
            return failed(DiagnosticText.checkerFailed, ["reason": "exit status \(status)\(said)"])
        case .signaled(let signal):
            return failed(DiagnosticText.checkerFailed, ["reason": "signal \(signal)"])
        case .timedOut:
            return failed(DiagnosticText.timedOut, ["limit": "\(timeout)"])
        case .notStarted(let reason):
            return failed(DiagnosticText.checkerFailed, ["reason": "did not start: \(reason)"])
        }
    }

    /// A crash in the checker is expected from time to time (that is why it is a child), so it
    /// ends with status 128 + the signal instead of dumping core or waking the desktop's crash
    /// reporter: while the game locates a crash it runs the checker some twenty times.
    static func exitQuietlyOnCrash() {
        var limit = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limit)
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in _exit(128 + signal) }
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, nil)
        }
    }

    static let crashSignals = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGXCPU]

    /// The signal that ended the checker, whether the kernel ended it or its handler did.
    static func crashSignal(of ending: ChildProcess.Ending) -> Int32? {
        switch ending {
        case .signaled(let signal): signal
        case .exited(let status) where crashSignals.contains(status - 128): status - 128
        default: nil
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
        exitQuietlyOnCrash()
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

/// Finds where in the text the TOML library crashes, by checking ever shorter beginnings of it:
/// the library reads from the start and crashes on reaching some character, so a beginning that
/// ends before that character parses (or fails cleanly) and one that includes it crashes too. A
/// binary search over the lines, then over that line's characters, takes about twenty checks of
/// a few milliseconds each, and it gives up after two seconds.
struct CrashLocator {
    let text: String
    let check: (Substring) -> ChildProcess.Result
    var budget: Duration = .seconds(2)

    /// 1-based line and column of the character the crash needs, or nil when not found in time.
    func locate() -> (line: Int, column: Int)? {
        let deadline = ContinuousClock.now + budget
        // The end of each line, newline included.
        var lineEnds: [String.Index] = []
        var index = text.startIndex
        while let newline = text[index...].firstIndex(of: "\n") {
            index = text.index(after: newline)
            lineEnds.append(index)
        }
        if lineEnds.last != text.endIndex { lineEnds.append(text.endIndex) }
        func crashes(upTo end: String.Index) -> Bool? {
            guard ContinuousClock.now < deadline else { return nil }
            return SettingsParser.crashSignal(of: check(text[..<end]).ending) != nil
        }
        guard let line = smallest(in: 0..<lineEnds.count, where: { crashes(upTo: lineEnds[$0]) }) else { return nil }
        let lineStart = line == 0 ? text.startIndex : lineEnds[line - 1]
        let characters = Array(text[lineStart..<lineEnds[line]].indices)
        let column =
            smallest(in: 0..<characters.count) { crashes(upTo: text.index(after: characters[$0])) } ?? 0
        return (line + 1, column + 1)
    }

    /// The smallest value in `range` for which `test` is true, assuming it is true from there
    /// on and true at the end; nil when a test could not be made.
    private func smallest(in range: Range<Int>, where test: (Int) -> Bool?) -> Int? {
        var low = range.lowerBound
        var high = range.upperBound - 1
        while low < high {
            let middle = (low + high) / 2
            guard let crashed = test(middle) else { return nil }
            if crashed { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
