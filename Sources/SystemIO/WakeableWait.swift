#if canImport(Glibc)
    import Glibc
#endif

/// A background thread's sleep that another thread can end: poll(2) on one descriptor the
/// thread serves (a D-Bus connection's socket) and on a pipe that `wake()` writes to. Idle, it
/// wakes on nothing but the descriptor, the deadline it is given, or `wake()`.
public final class WakeableWait: Sendable {
    private let ends: (read: Int32, write: Int32)

    /// Nil when the system gives no pipe.
    public init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        self.ends = (ends[0], ends[1])
    }

    deinit {
        close(ends.read)
        close(ends.write)
    }

    /// Ends the current (or the next) `wait`.
    public func wake() {
        var byte: UInt8 = 1
        _ = write(ends.write, &byte, 1)
    }

    /// What ended a wait.
    public enum Outcome: Equatable, Sendable {
        /// The descriptor is ready for what was asked, or the deadline passed.
        case ready
        /// `wake()` was called.
        case woken
        /// poll(2) failed with this errno.
        case failed(Int32)
    }

    /// Sleeps until `descriptor` is ready for `events` (poll(2)'s POLLIN and POLLOUT bits),
    /// `milliseconds` pass (negative: no deadline), or `wake()` is called.
    public func wait(for descriptor: Int32, events: Int16, milliseconds: Int32) -> Outcome {
        var requests = [pollfd(fd: descriptor, events: events, revents: 0), pollfd(fd: ends.read, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&requests, 2, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            if requests[1].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                while read(ends.read, &drained, drained.count) > 0 {}
                return .woken
            }
            return .ready
        }
    }
}
