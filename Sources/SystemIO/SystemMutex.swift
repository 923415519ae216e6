#if canImport(Glibc)
    import Glibc
#endif

/// A pthread mutex, the lock `Locking.Locked` is made of (see there why it is not the standard
/// library's `Mutex`).
public final class SystemMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        // NB: a default mutex's init, lock and unlock cannot fail (POSIX lists no error for them
        // but for a mutex used wrongly, which `withLock` never does).
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
