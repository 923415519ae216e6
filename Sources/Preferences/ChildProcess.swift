import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program to completion with bytes on its standard input, collecting both of its outputs
/// at once (so neither pipe can fill and stall it) and killing it at a deadline. posix_spawn,
/// not fork: the game has threads, and only exec is safe after fork in a threaded process.
struct ChildProcess {
    enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed at the deadline.
        case timedOut
        /// It never ran; why.
        case notStarted(String)
    }

    struct Result: Sendable {
        let ending: Ending
        let output: [UInt8]
        let errors: [UInt8]
    }

    /// - Parameter outputLimit: bytes kept from each output; more is read and dropped.
    static func run(executable: String, arguments: [String], input: [UInt8], timeout: Duration, outputLimit: Int = 1 << 22) -> Result {
        var stdinPipe: [Int32] = [-1, -1]
        var stdoutPipe: [Int32] = [-1, -1]
        var stderrPipe: [Int32] = [-1, -1]
        func notStarted(_ what: String) -> Result {
            let reason = "\(what): \(String(cString: strerror(errno)))"
            for fd in stdinPipe + stdoutPipe + stderrPipe where fd >= 0 { close(fd) }
            return Result(ending: .notStarted(reason), output: [], errors: [])
        }
        // Standard input is a socket, so writing after the child stops reading is an error
        // (MSG_NOSIGNAL), not a SIGPIPE that would end this process.
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0
        else { return notStarted("pipe") }
        // The child gets its copies as 0, 1 and 2 only (pipe2's O_CLOEXEC is not in Swift's Glibc).
        for fd in stdinPipe + stdoutPipe + stderrPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)

        // Signals the game ignores or blocks (SIGPIPE, for one) get their defaults back.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(stdinPipe[0])
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard spawned == 0 else {
            errno = spawned
            stdinPipe[0] = -1
            stdoutPipe[1] = -1
            stderrPipe[1] = -1
            return notStarted("cannot start \(executable)")
        }

        var exchange = Exchange(input: input, stdin: stdinPipe[1], stdout: stdoutPipe[0], stderr: stderrPipe[0], limit: outputLimit)
        let finished = exchange.run(until: ContinuousClock.now + timeout)
        if !finished { kill(pid, SIGKILL) }
        let status = wait(for: pid)
        exchange.closeAll()
        let ending: Ending
        if !finished {
            ending = .timedOut
        } else if let status {
            // WIFEXITED / WTERMSIG, spelled out: glibc's macros don't import into Swift.
            ending = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
        } else {
            ending = .notStarted("lost track of the process")
        }
        return Result(ending: ending, output: exchange.stdout.bytes, errors: exchange.stderr.bytes)
    }

    /// The exit status of `pid`, waiting for it; nil when it cannot be had.
    private static func wait(for pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        return status
    }

    /// One output of the child, read until it ends.
    private struct Output {
        var descriptor: Int32
        let limit: Int
        var bytes: [UInt8] = []

        var isOpen: Bool { descriptor >= 0 }

        mutating func drain(using buffer: inout [UInt8]) {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes.append(contentsOf: buffer[0..<min(count, max(limit - bytes.count, 0))])
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                close()
            }
        }

        mutating func close() {
            if descriptor >= 0 { _ = Glibc.close(descriptor) }
            descriptor = -1
        }
    }

    /// Feeds standard input and drains both outputs together with poll(2).
    private struct Exchange {
        let input: [UInt8]
        var written = 0
        var stdin: Int32
        var stdout: Output
        var stderr: Output

        init(input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32, limit: Int) {
            self.input = input
            self.stdin = stdin
            self.stdout = Output(descriptor: stdout, limit: limit)
            self.stderr = Output(descriptor: stderr, limit: limit)
            _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
            if input.isEmpty { closeInput() }
        }

        /// True when both outputs reached their end before `deadline`.
        mutating func run(until deadline: ContinuousClock.Instant) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while stdout.isOpen || stderr.isOpen {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return false }
                let (seconds, attoseconds) = left.components
                let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
                var requests = [
                    pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0),
                    pollfd(fd: stdout.descriptor, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: stderr.descriptor, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&requests, nfds_t(requests.count), milliseconds)
                if ready < 0 {
                    guard errno == EINTR else { return false }
                    continue
                }
                if requests[0].revents != 0 { feed() }
                if requests[1].revents != 0 { stdout.drain(using: &buffer) }
                if requests[2].revents != 0 { stderr.drain(using: &buffer) }
            }
            return true
        }

        mutating func feed() {
            let count = input.withUnsafeBytes { bytes in
                send(stdin, bytes.baseAddress.map { $0 + written }, bytes.count - written, Int32(MSG_NOSIGNAL))
            }
            if count > 0 { written += count }
            // Done, or the child closed its end (it need not read all of it).
            if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) { closeInput() }
        }

        mutating func closeInput() {
            if stdin >= 0 { close(stdin) }
            stdin = -1
        }

        mutating func closeAll() {
            closeInput()
            stdout.close()
            stderr.close()
        }
    }
}
