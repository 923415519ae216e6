import Foundation

/// A value shared with a background thread, behind a lock: the standard library's `Mutex`, but
/// over a pthread mutex (by way of `NSLock`). On Linux `Mutex` waits on futexes directly, which
/// ThreadSanitizer cannot see, so it reported every access a `Mutex` guarded as a data race
/// (`scripts/test-tsan.sh`); with this lock the sanitizer checks our threads for real.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
