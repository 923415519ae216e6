import Foundation

/// Work begun on its own thread now and waited for later. The launch uses it for the font lookup
/// (fontconfig reads its whole configuration) and the window's icon (drawn by the rasterizer):
/// both happen while SDL, the audio device and the sounds start, instead of before them, which
/// takes their time off the wait for the first frame.
final class HeadStart<Value: Sendable>: @unchecked Sendable {
    // NB: @unchecked: `result` is only touched with `condition` locked.
    private let condition = NSCondition()
    private var result: Value?

    init(name: String, _ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let value = work()
            condition.lock()
            result = value
            condition.broadcast()
            condition.unlock()
        }
        thread.name = name
        thread.start()
    }

    /// The work's result, waiting for it if it is not done yet.
    func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result { return result }
            condition.wait()
        }
    }
}
