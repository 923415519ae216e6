import CSDL2
import Drawing
import SystemIO

/// SDL's event queue: waits without spinning, polls, and accepts synthetic input that then
/// travels the same path as a player's. It also keeps the game controllers open: each one is
/// opened when SDL reports it plugged in (those present at the start included) and closed when
/// it goes away.
@MainActor
public final class EventQueue {
    private let context: SDLContext
    /// When the last event returned happened, in SDL ticks (milliseconds since SDL started).
    public private(set) var lastEventTicks: UInt64 = 0
    /// The open controllers, by SDL's instance id.
    private var controllers: [ControllerID: OpaquePointer] = [:]
    /// When the player last did anything (SDL ticks): how often a wait polls depends on it.
    private var lastInputTicks: UInt64 = 0

    /// While a joystick is open, SDL cannot sleep until input comes (SDL 2.26 polls its queue
    /// every millisecond then, a few percent of a core). The queue polls instead: every
    /// `activePollInterval` milliseconds for `activeSpan` after the player's last input, every
    /// `restingPollInterval` once they rest.
    nonisolated static let activePollInterval: UInt64 = 2
    nonisolated static let restingPollInterval: UInt64 = 15
    nonisolated static let activeSpan: UInt64 = 3000
    /// Without a joystick SDL sleeps in the display's socket, and would not notice a controller
    /// plugged in until some other event came: it wakes this often (milliseconds) to look.
    nonisolated static let hotplugInterval: Int = 500

    public init(context: SDLContext) {
        self.context = context
    }

    isolated deinit {
        for controller in controllers.values { SDL_GameControllerClose(controller) }
    }

    /// The controllers open now.
    public var openControllers: [ControllerID] { controllers.keys.sorted { $0.rawValue < $1.rawValue } }

    /// The next event, waiting up to `milliseconds` for one (the thread sleeps meanwhile;
    /// `Int.max` waits for as long as it takes); nil when none came.
    public func wait(milliseconds: Int) -> InputEvent? {
        let start = SDL_GetTicks64()
        let budget = UInt64(max(milliseconds, 0))
        while true {
            let elapsed = SDL_GetTicks64() - start
            // Time is up: one last look, so a zero wait still returns what is queued.
            if elapsed >= budget { return poll() }
            let remaining = budget - elapsed
            var event = SDL_Event()
            if context.controllerProblem == nil, SDL_NumJoysticks() > 0 {
                SDL_PumpEvents()
                if SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == 1 { return received(event) }
                let now = SDL_GetTicks64()
                let interval = now &- lastInputTicks < Self.activeSpan ? Self.activePollInterval : Self.restingPollInterval
                SDL_Delay(UInt32(min(interval, remaining)))
            } else {
                let slice = context.controllerProblem == nil ? min(Int(clamping: remaining), Self.hotplugInterval) : Int(clamping: remaining)
                if SDL_WaitEventTimeout(&event, Int32(clamping: slice)) == 1 { return received(event) }
            }
        }
    }

    /// The next event if one is queued.
    public func poll() -> InputEvent? {
        var event = SDL_Event()
        guard SDL_PollEvent(&event) == 1 else { return nil }
        return received(event)
    }

    private func received(_ event: SDL_Event) -> InputEvent {
        lastEventTicks = UInt64(event.common.timestamp)
        switch SDL_EventType(rawValue: event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            return open(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED:
            let id = ControllerID(event.cdevice.which)
            guard let controller = controllers.removeValue(forKey: id) else { return .unknown }
            SDL_GameControllerClose(controller)
            return .controllerRemoved(id)
        default:
            let input = InputEvent(event).scaled(by: 1 / context.pointScale)
            switch input {
            case .mouseDown, .mouseMoved, .keyDown, .fingerDown, .buttonDown, .axisMoved: lastInputTicks = lastEventTicks
            default: break
            }
            return input
        }
    }

    private func open(deviceIndex: Int32) -> InputEvent {
        guard let controller = SDL_GameControllerOpen(deviceIndex) else {
            return .controllerUnavailable(reason: String(cString: SDL_GetError()))
        }
        let id = ControllerID(SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller)))
        if let previous = controllers[id] {
            // SDL reports a device once; should it report it again, the handle is the same one
            // counted twice.
            SDL_GameControllerClose(previous)
        }
        controllers[id] = controller
        let name = SDL_GameControllerName(controller).map { String(cString: $0) } ?? "controller"
        return .controllerAdded(id, name: name, family: ControllerFamily(sdl: SDL_GameControllerGetType(controller)))
    }

    /// Marks a controller as a race player's: its light in `color` and its player number
    /// (`player`, from 0), where the pad has them; nil clears the number (the light keeps its
    /// colour: SDL cannot say what it was). What the pad could not do is said in the result.
    @discardableResult
    public func mark(_ id: ControllerID, player: Int?, color: RGBA?) -> ControllerSignals {
        guard let controller = controllers[id] else { return ControllerSignals() }
        var done = ControllerSignals()
        SDL_GameControllerSetPlayerIndex(controller, Int32(player ?? -1))
        done.playerNumber = player != nil
        if let color, SDL_GameControllerHasLED(controller) == SDL_TRUE {
            done.light = SDL_GameControllerSetLED(controller, color.red, color.green, color.blue) == 0
        }
        return done
    }

    /// A short rumble of `strength` (0 to 1) for `milliseconds`, where the pad can; false where
    /// it cannot (no motor, or SDL refused).
    @discardableResult
    public func rumble(_ id: ControllerID, strength: Double, milliseconds: Int) -> Bool {
        guard let controller = controllers[id], SDL_GameControllerHasRumble(controller) == SDL_TRUE else { return false }
        let level = UInt16(clamping: Int((min(max(strength.isNaN ? 0 : strength, 0), 1) * 65535).rounded()))
        return SDL_GameControllerRumble(controller, level, level, UInt32(clamping: max(milliseconds, 0))) == 0
    }

    /// The user-event code that marks a wake-up.
    nonisolated static let wakeCode: Int32 = 0x7A7E

    /// Held while a wake-up is pushed and while a window is destroyed: none is pushed while a
    /// window is being destroyed. NB: SDL's X11 video sends a wake-up, from the pushing thread,
    /// to the window the loop waits on. SDL itself holds the window back only when destroying it
    /// queues an event (a shown window); a hidden one's data would be freed under the sender.
    /// (The X server may still take the wake-up after the window's destruction, the two coming
    /// over SDL's two connections: `X11ErrorHandler` lets that BadWindow pass.)
    /// NB: a `SystemMutex`, not `Locked(())`: it guards no value, and ThreadSanitizer reads a
    /// `Locked` of an empty value as racing (see `Locked`).
    nonisolated static let wakeUps = SystemMutex()

    /// Wakes a loop sleeping in `wait`, from any thread (SDL_PushEvent is thread-safe): the loop
    /// receives `.wake`. Used by background watchers; false if SDL's queue refused it.
    @discardableResult
    public nonisolated static func wakeUp() -> Bool {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        event.user.code = wakeCode
        return wakeUps.withLock { SDL_PushEvent(&event) == 1 }
    }

    /// Queues `event` as if it came from the platform, addressed to `window`.
    public func push(_ event: InputEvent, to window: Window) throws(PlatformError) {
        guard var sdlEvent = event.scaled(by: context.pointScale).sdlEvent(windowID: window.id) else {
            throw PlatformError.sdl(call: "SDL_PushEvent", message: "\(event) cannot be synthesized")
        }
        // SDL_PushEvent returns 1 on success, 0 when the event was filtered, negative on error.
        guard SDL_PushEvent(&sdlEvent) >= 0 else { throw PlatformError.sdl("SDL_PushEvent") }
    }
}

/// What a pad did of what it was asked (`EventQueue.mark`): a light and a player number only
/// where it has them.
public struct ControllerSignals: Hashable, Sendable {
    public var light = false
    public var playerNumber = false

    public init() {}
}
