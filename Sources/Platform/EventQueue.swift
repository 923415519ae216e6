import CSDL2

/// SDL's event queue: waits without spinning, polls, and accepts synthetic input that then
/// travels the same path as a player's.
@MainActor
public final class EventQueue {
    private let context: SDLContext
    /// When the last event returned happened, in SDL ticks (milliseconds since SDL started).
    public private(set) var lastEventTicks: UInt64 = 0

    public init(context: SDLContext) {
        self.context = context
    }

    /// The next event, waiting up to `milliseconds` for one (the thread sleeps meanwhile;
    /// `Int.max` waits for as long as it takes); nil when none came.
    public func wait(milliseconds: Int) -> InputEvent? {
        var event = SDL_Event()
        let arrived = milliseconds == .max ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, Int32(clamping: max(milliseconds, 0)))
        guard arrived == 1 else { return nil }
        return received(event)
    }

    /// The next event if one is queued.
    public func poll() -> InputEvent? {
        var event = SDL_Event()
        guard SDL_PollEvent(&event) == 1 else { return nil }
        return received(event)
    }

    private func received(_ event: SDL_Event) -> InputEvent {
        lastEventTicks = UInt64(event.common.timestamp)
        return InputEvent(event)
    }

    /// The user-event code that marks a wake-up.
    nonisolated static let wakeCode: Int32 = 0x7A7E

    /// Wakes a loop sleeping in `wait`, from any thread (SDL_PushEvent is thread-safe): the loop
    /// receives `.wake`. Used by background watchers; false if SDL's queue refused it.
    @discardableResult
    public nonisolated static func wakeUp() -> Bool {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        event.user.code = wakeCode
        return SDL_PushEvent(&event) == 1
    }

    /// Queues `event` as if it came from the platform, addressed to `window`.
    public func push(_ event: InputEvent, to window: Window) throws(PlatformError) {
        guard var sdlEvent = event.sdlEvent(windowID: window.id) else {
            throw PlatformError.sdl(call: "SDL_PushEvent", message: "\(event) cannot be synthesized")
        }
        // SDL_PushEvent returns 1 on success, 0 when the event was filtered, negative on error.
        guard SDL_PushEvent(&sdlEvent) >= 0 else { throw PlatformError.sdl("SDL_PushEvent") }
    }
}
