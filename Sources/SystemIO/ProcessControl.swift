#if canImport(Glibc)
    import Glibc
#endif

/// The process itself: its number, its end, the signals it takes.
public enum ProcessControl {
    /// This process's number.
    public static var identifier: Int32 { getpid() }

    /// Ends the process with `status`, standard output flushed.
    public static func exit(_ status: Int32) -> Never {
        Glibc.exit(status)
    }

    /// A write to a closed pipe (`tap-the-larger-shape --event-log - | head`) fails with `EPIPE`
    /// instead of killing the process.
    public static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// On the calling thread, a write to a socket whose other end is gone fails with `EPIPE`
    /// and ends nothing, whether or not the process ignores SIGPIPE (a thread that speaks to a
    /// service that may restart): the signal is blocked here, and `takeBrokenPipeSignals` takes
    /// those left pending. False when the system refuses.
    @discardableResult
    public static func blockBrokenPipesOnThisThread() -> Bool {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        return pthread_sigmask(SIG_BLOCK, &signals, nil) == 0
    }

    /// Takes the SIGPIPEs this thread's writes left pending while blocked.
    public static func takeBrokenPipeSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        var none = timespec(tv_sec: 0, tv_nsec: 0)
        while sigtimedwait(&signals, nil, &none) == SIGPIPE {}
    }

    /// A launcher may start the process with SIGINT and SIGTERM blocked (a blocked mask is
    /// inherited across spawn); this unblocks them on the calling thread, for threads started
    /// after it.
    public static func acceptTerminationSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}

/// The process's standard input.
public enum StandardInput {
    /// Everything until the end of input, or its first `limit + 1` bytes when there is more.
    public static func readAll(limit: Int = .max - 1) throws(FileError) -> [UInt8] {
        try FileSystem.read(STDIN_FILENO, path: "standard input", limit: limit)
    }
}
