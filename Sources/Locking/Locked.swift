#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value shared between threads, behind a pthread mutex: the one lock of the project, its
/// tests' included.
///
/// NB: not the standard library's `Mutex`. On Linux `Mutex` waits on futexes directly, which
/// ThreadSanitizer does not see: with Swift 6.3.1, four threads appending to an array under
/// `Mutex.withLock`, built with `-sanitize=thread`, are reported as a data race; under this lock
/// the same program is clean. So that `scripts/test-tsan.sh` checks our threads for real, every
/// value shared between threads sits behind this one.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    public init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // NB: a default mutex's init, lock and unlock cannot fail (POSIX lists no error for them
        // but for a mutex used wrongly, which this class never does).
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
