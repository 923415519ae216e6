import Dispatch
import Locking
import SystemIO

/// Work begun on its own thread now and waited for later. The launch uses it for the font lookup
/// (fontconfig reads its whole configuration) and the window's icon (drawn by the rasterizer):
/// both happen while SDL, the audio device and the sounds start, instead of before them, which
/// takes their time off the wait for the first frame.
final class HeadStart<Value: Sendable>: Sendable {
    private let result = Locked<Value?>(nil)
    /// Signalled once the result is in; each waiter passes the signal on to the next.
    private let done = DispatchSemaphore(value: 0)

    init(name: String, _ work: @escaping @Sendable () -> Value) {
        let (result, done) = (result, done)
        let finish: @Sendable () -> Void = {
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
        // NB: with no thread to spare, the work is done now: later, but never lost.
        if !SystemThread.detach(name: name, finish) { finish() }
    }

    /// The work's result, waiting for it if it is not done yet.
    func wait() -> Value {
        while true {
            if let value = result.withLock({ $0 }) { return value }
            done.wait()
            done.signal()
        }
    }
}
