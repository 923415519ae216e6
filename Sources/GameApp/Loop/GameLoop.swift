import GameCore
import Platform

/// The loop: fires what is due, presents a frame when something changed (at once) or an
/// animation runs (at most one per `frameInterval`), then sleeps in SDL's queue until input
/// arrives or the next deadline. It never polls on a fixed beat: with nothing scheduled it
/// sleeps until an event comes.
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

    var needsRedraw = true
    /// Whether changes, too, wait for the next frame slot.
    let pacesChanges: Bool
    private var lastPresent: Duration?
    private let clock: GameClock
    private let queue: EventQueue
    private let timers: [Timer]
    private let isAnimating: (Duration) -> Bool
    private let draw: (Duration) throws(PlatformError) -> Void
    private let handle: (InputEvent) throws(PlatformError) -> Void
    /// Runs once the events that arrived together are handled (the race judges its taps then).
    private let afterEvents: () throws(PlatformError) -> Void
    private let isFinished: () -> Bool

    init(
        clock: GameClock, queue: EventQueue, timers: [Timer], isAnimating: @escaping (Duration) -> Bool,
        draw: @escaping (Duration) throws(PlatformError) -> Void, handle: @escaping (InputEvent) throws(PlatformError) -> Void,
        afterEvents: @escaping () throws(PlatformError) -> Void = {}, isFinished: @escaping () -> Bool, pacesChanges: Bool = false
    ) {
        self.afterEvents = afterEvents
        self.pacesChanges = pacesChanges
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
        // A change (input, a timer) is shown at once: a click waits for no frame slot. Only an
        // animation with nothing new to show is paced to one frame per `frameInterval`, and
        // everything is when `pacesChanges` (a bot playing as fast as it can, thousands of
        // turns a second, is shown at the frame rate, not turn by turn).
        let frameDue = lastPresent.map({ now - $0 >= Self.frameInterval }) ?? true
        if (needsRedraw && (frameDue || !pacesChanges)) || (animating && frameDue) {
            try present(at: now)
        }
        let wait = min(timeout(at: clock.now(), animating: animating), maximumWait)
        guard let event = queue.wait(milliseconds: wait) else { return }
        try handle(event)
        while !isFinished(), let next = queue.poll() { try handle(next) }
        try afterEvents()
    }

    /// Draws and presents a frame now.
    func present(at now: Duration) throws(PlatformError) {
        try draw(now)
        needsRedraw = false
        lastPresent = now
    }

    /// Milliseconds until the next thing scheduled; `Int.max` when nothing is.
    private func timeout(at now: Duration, animating: Bool) -> Int {
        var next = timers.compactMap { $0.deadline() }.min()
        if animating || (needsRedraw && pacesChanges), let lastPresent {
            let frame = lastPresent + Self.frameInterval
            next = next.map { min($0, frame) } ?? frame
        }
        // NB: nothing scheduled: sleep until an event comes (input, the settings watcher's
        // wake-up, a signal turned into a quit). No timer wakes an idle game.
        guard let next else { return .max }
        let wait = next - now
        guard wait > .zero else { return 0 }
        return Int(min((wait / .milliseconds(1)).rounded(.up), 86_400_000))
    }
}
