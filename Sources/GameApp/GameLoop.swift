import GameCore
import Platform

/// The loop: fires what is due, presents a frame when one is needed (at most one per
/// `frameInterval`), then sleeps in SDL's queue until input arrives or the next deadline. It
/// never polls on a fixed beat: with nothing scheduled it waits up to `idleWait`.
@MainActor
final class GameLoop {
    /// Something that wants the loop's attention at a time: the feedback's end, the bot's click,
    /// a notice going away.
    struct Timer {
        var deadline: () -> Duration?
        var fire: (Duration) throws(PlatformError) -> Void
    }

    /// Frames are presented at most this often while events keep arriving.
    static let frameInterval: Duration = .milliseconds(16)
    /// How long the loop sleeps when nothing is scheduled, in milliseconds.
    static let idleWait = 1000

    var needsRedraw = true
    private var lastPresent: Duration?
    private let clock: GameClock
    private let queue: EventQueue
    private let timers: [Timer]
    private let isAnimating: (Duration) -> Bool
    private let draw: (Duration) throws(PlatformError) -> Void
    private let handle: (InputEvent) throws(PlatformError) -> Void
    private let isFinished: () -> Bool

    init(
        clock: GameClock, queue: EventQueue, timers: [Timer], isAnimating: @escaping (Duration) -> Bool,
        draw: @escaping (Duration) throws(PlatformError) -> Void, handle: @escaping (InputEvent) throws(PlatformError) -> Void,
        isFinished: @escaping () -> Bool
    ) {
        self.clock = clock
        self.queue = queue
        self.timers = timers
        self.isAnimating = isAnimating
        self.draw = draw
        self.handle = handle
        self.isFinished = isFinished
    }

    /// One pass: timers, a frame if one is due, then waiting for input (at most `maximumWait`
    /// milliseconds) and handling everything that arrived.
    func step(maximumWait: Int = .max) throws(PlatformError) {
        let now = clock.now()
        for timer in timers {
            if let deadline = timer.deadline(), now >= deadline { try timer.fire(now) }
        }
        if isFinished() { return }
        let animating = isAnimating(now)
        if needsRedraw || animating, lastPresent.map({ now - $0 >= Self.frameInterval }) ?? true {
            try present(at: now)
        }
        let wait = min(timeout(at: clock.now(), animating: animating), maximumWait)
        guard let event = queue.wait(milliseconds: wait) else { return }
        try handle(event)
        while !isFinished(), let next = queue.poll() { try handle(next) }
    }

    /// Draws and presents a frame now.
    func present(at now: Duration) throws(PlatformError) {
        try draw(now)
        needsRedraw = false
        lastPresent = now
    }

    /// Milliseconds until the next thing scheduled, or the idle wait.
    private func timeout(at now: Duration, animating: Bool) -> Int {
        var next = timers.compactMap { $0.deadline() }.min()
        if animating || needsRedraw, let lastPresent {
            let frame = lastPresent + Self.frameInterval
            next = next.map { min($0, frame) } ?? frame
        }
        guard let next else { return Self.idleWait }
        let wait = next - now
        guard wait > .zero else { return 0 }
        return min(Int((wait / .milliseconds(1)).rounded(.up)), Self.idleWait)
    }
}
