import CSDL2
import Drawing
import Locking

/// A game controller made in software with SDL's virtual joystick: to SDL it is a standard pad
/// like any plugged in, so its buttons travel SDL's controller mapping, event queue and the
/// game's loop exactly as a real pad's do. For tests and benchmarks.
@MainActor
public final class VirtualController {
    /// SDL's joystick for it, open so that its buttons can be set.
    private let joystick: OpaquePointer
    private let context: SDLContext
    /// What the game asked of the pad's light, player number and motors, as SDL passed it on.
    public let signals = Locked(Signals())

    /// What the pad was asked to show and do: the last light colour and player number, and
    /// each rumble's strengths.
    public struct Signals: Sendable {
        public var light: RGBA?
        public var playerIndex: Int?
        public var rumbles: [(low: UInt16, high: UInt16)] = []
    }

    /// Plugs a virtual pad in; the queue then reports it like any other (`.controllerAdded`).
    public init(context: SDLContext) throws(PlatformError) {
        if let problem = context.controllerProblem {
            throw PlatformError.sdl(call: "SDL_InitSubSystem(gamecontroller)", message: problem)
        }
        var description = SDL_VirtualJoystickDesc()
        description.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        description.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        description.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        description.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
        // A light, a player number and motors, as a modern pad has: SDL calls these with what the
        // game asks (the box outlives the pad: the instance keeps it).
        description.userdata = Unmanaged.passUnretained(signals).toOpaque()
        description.SetLED = { userdata, red, green, blue in
            guard let userdata else { return -1 }
            Unmanaged<Locked<Signals>>.fromOpaque(userdata).takeUnretainedValue().withLock { $0.light = RGBA(red: red, green: green, blue: blue) }
            return 0
        }
        description.SetPlayerIndex = { userdata, index in
            guard let userdata else { return }
            Unmanaged<Locked<Signals>>.fromOpaque(userdata).takeUnretainedValue().withLock { $0.playerIndex = index < 0 ? nil : Int(index) }
        }
        description.Rumble = { userdata, low, high in
            guard let userdata else { return -1 }
            Unmanaged<Locked<Signals>>.fromOpaque(userdata).takeUnretainedValue().withLock { $0.rumbles.append((low, high)) }
            return 0
        }
        let index = SDL_JoystickAttachVirtualEx(&description)
        guard index >= 0 else { throw PlatformError.sdl("SDL_JoystickAttachVirtualEx") }
        guard let joystick = SDL_JoystickOpen(index) else {
            let error = PlatformError.sdl("SDL_JoystickOpen")
            SDL_JoystickDetachVirtual(index)
            throw error
        }
        self.joystick = joystick
        self.context = context
    }

    isolated deinit {
        let instance = SDL_JoystickInstanceID(joystick)
        SDL_JoystickClose(joystick)
        // NB: detaching takes a device index, which may have moved since the pad was plugged in.
        for index in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(index) == instance {
            SDL_JoystickDetachVirtual(index)
            break
        }
    }

    /// SDL's instance id, as the pad's events carry it.
    public var id: ControllerID { ControllerID(SDL_JoystickInstanceID(joystick)) }

    /// Holds `button` down or lets it go; SDL reports the change at its next look at the pads.
    public func set(_ button: ControllerButton, pressed: Bool) throws(PlatformError) {
        try check(SDL_JoystickSetVirtualButton(joystick, button.sdl.rawValue, pressed ? 1 : 0), "SDL_JoystickSetVirtualButton")
    }

    /// A handle for pressing this pad's buttons from another thread (a benchmark's "player"):
    /// SDL's virtual-joystick calls take SDL's joystick lock, so they are safe from any thread.
    /// It must not outlive the pad.
    public var remote: Remote { Remote(joystick: joystick) }

    public struct Remote: @unchecked Sendable {
        fileprivate let joystick: OpaquePointer

        public func set(_ button: ControllerButton, pressed: Bool) -> Bool {
            SDL_JoystickSetVirtualButton(joystick, button.sdl.rawValue, pressed ? 1 : 0) == 0
        }
    }

    /// Moves a stick or trigger: -1…1 (triggers 0…1).
    public func set(_ axis: ControllerAxis, to value: Double) throws(PlatformError) {
        let raw = value.isNaN ? 0 : Int16(clamping: Int((min(max(value, -1), 1) * 32767).rounded()))
        try check(SDL_JoystickSetVirtualAxis(joystick, axis.sdl.rawValue, raw), "SDL_JoystickSetVirtualAxis")
    }
}
