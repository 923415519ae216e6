import SystemIO

/// A value shared between threads, behind a pthread mutex: the one lock of the project, its
/// tests' included.
///
/// NB: not the standard library's `Mutex`. On Linux `Mutex` waits on futexes directly, which
/// ThreadSanitizer does not see: with Swift 6.3.1, four threads appending to an array under
/// `Mutex.withLock`, built with `-sanitize=thread`, are reported as a data race; under this lock
/// the same program is clean. So that `scripts/test-tsan.sh` checks our threads for real, every
/// value shared between threads sits behind this one.
///
/// NB: a lock that guards no value is a plain `SystemMutex`. With an empty `Value` (`Locked(())`),
/// ThreadSanitizer places the access to `value` on the object's first word, which `withLock` reads
/// before it locks, and reports a race between two threads that both hold the lock (Swift 6.3.1;
/// four threads calling `withLock` on a `Locked(())` are reported every run, on a `Locked(0)` never).
public final class Locked<Value>: @unchecked Sendable {
    private let mutex = SystemMutex()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { try body(&value) }
    }
}
