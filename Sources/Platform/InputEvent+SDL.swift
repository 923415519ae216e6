import CSDL2
import Drawing

extension InputEvent {
    /// `SDL_TOUCH_MOUSEID`, `(Uint32)-1`, which Swift cannot import: the mouse id SDL gives the
    /// mouse events it makes up from touch.
    static let touchMouseID = UInt32.max

    /// Translates one SDL event; anything the game does not use becomes `.unknown`.
    init(_ event: SDL_Event) {
        let type = SDL_EventType(rawValue: event.type)
        // NB: SDL's emulation of a mouse from touch (should the hint that turns it off be
        // overridden): the finger events are handled themselves, so a tap is one tap.
        if [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP].contains(type), event.button.which == Self.touchMouseID {
            self = .unknown
            return
        }
        if type == SDL_MOUSEMOTION, event.motion.which == Self.touchMouseID {
            self = .unknown
            return
        }
        switch type {
        case SDL_QUIT:
            self = .quit
        case SDL_MOUSEBUTTONDOWN:
            self = .mouseDown(MouseButton(sdl: event.button.button), at: Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEBUTTONUP:
            self = .mouseUp(MouseButton(sdl: event.button.button), at: Point(x: Double(event.button.x), y: Double(event.button.y)))
        case SDL_MOUSEMOTION:
            self = .mouseMoved(to: Point(x: Double(event.motion.x), y: Double(event.motion.y)))
        case SDL_MOUSEWHEEL:
            // NB: a flipped wheel (natural scrolling) reports its notches the other way round.
            let steps = Int(event.wheel.y) * (event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1)
            self = steps == 0 || event.wheel.which == Self.touchMouseID ? .unknown : .wheel(steps: steps)
        case SDL_KEYDOWN:
            self = .keyDown(Key(sdl: event.key.keysym.sym, modifiers: event.key.keysym.mod), isRepeat: event.key.repeat != 0)
        case SDL_KEYUP:
            self = .keyUp(Key(sdl: event.key.keysym.sym, modifiers: event.key.keysym.mod))
        case SDL_FINGERDOWN, SDL_FINGERUP:
            let finger = Finger(device: event.tfinger.touchId, id: event.tfinger.fingerId)
            let point = Self.windowPoint(x: event.tfinger.x, y: event.tfinger.y, windowID: event.tfinger.windowID)
            self = event.type == SDL_FINGERDOWN.rawValue ? .fingerDown(finger, at: point) : .fingerUp(finger, at: point)
        case SDL_FINGERMOTION:
            let finger = Finger(device: event.tfinger.touchId, id: event.tfinger.fingerId)
            self = .fingerMoved(finger, to: Self.windowPoint(x: event.tfinger.x, y: event.tfinger.y, windowID: event.tfinger.windowID))
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            guard let button = ControllerButton(sdl: event.cbutton.button) else {
                self = .unknown
                return
            }
            let controller = ControllerID(event.cbutton.which)
            self =
                event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
                ? .buttonDown(button, controller: controller) : .buttonUp(button, controller: controller)
        case SDL_CONTROLLERAXISMOTION:
            guard let axis = ControllerAxis(sdl: event.caxis.axis) else {
                self = .unknown
                return
            }
            // SDL's range is -32768…32767; both ends read as a full push.
            let value = min(max(Double(event.caxis.value) / 32767, -1), 1)
            self = .axisMoved(axis, value: value, controller: ControllerID(event.caxis.which))
        // NB: the renderer lost what it drew into textures (a canvas): the window must be drawn
        // again, from scratch.
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            self = .exposed
        case SDL_WINDOWEVENT:
            self = InputEvent(window: event.window)
        case SDL_USEREVENT where event.user.code == EventQueue.wakeCode:
            self = .wake
        default:
            self = .unknown
        }
    }

    private init(window: SDL_WindowEvent) {
        switch SDL_WindowEventID(rawValue: UInt32(window.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            self = .resized(Size(width: Double(window.data1), height: Double(window.data2)))
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN:
            self = .exposed
        case SDL_WINDOWEVENT_RESTORED:
            self = .restored
        case SDL_WINDOWEVENT_MINIMIZED:
            self = .minimized
        case SDL_WINDOWEVENT_MAXIMIZED:
            self = .maximized
        case SDL_WINDOWEVENT_MOVED:
            self = .moved(Point(x: Double(window.data1), y: Double(window.data2)))
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            self = .focusGained
        case SDL_WINDOWEVENT_FOCUS_LOST:
            self = .focusLost
        case SDL_WINDOWEVENT_CLOSE:
            self = .quit
        default:
            self = .unknown
        }
    }

    /// A finger's place in window coordinates: SDL reports it as a share (0…1) of the window it
    /// touched (or, without one, the window with the keyboard's focus).
    private static func windowPoint(x: Float, y: Float, windowID: UInt32) -> Point {
        let window = windowID == 0 ? SDL_GetKeyboardFocus() : SDL_GetWindowFromID(windowID)
        var width: Int32 = 0
        var height: Int32 = 0
        if let window { SDL_GetWindowSize(window, &width, &height) }
        return Point(x: Double(x) * Double(width), y: Double(y) * Double(height))
    }

    /// The SDL event that `InputEvent(_:)` translates back to this one, for pushing synthetic
    /// input through the real queue; nil for events that cannot be synthesized.
    func sdlEvent(windowID: UInt32) -> SDL_Event? {
        var event = SDL_Event()
        switch self {
        case .quit:
            event.type = SDL_QUIT.rawValue
        case .mouseDown(let button, let point), .mouseUp(let button, let point):
            if case .mouseDown = self {
                event.type = SDL_MOUSEBUTTONDOWN.rawValue
                event.button.state = UInt8(SDL_PRESSED)
            } else {
                event.type = SDL_MOUSEBUTTONUP.rawValue
                event.button.state = UInt8(SDL_RELEASED)
            }
            event.button.windowID = windowID
            event.button.button = button.sdl
            event.button.clicks = 1
            event.button.x = Int32(point.x.rounded(.down))
            event.button.y = Int32(point.y.rounded(.down))
        case .wheel(let steps):
            event.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.windowID = windowID
            event.wheel.y = Int32(clamping: steps)
            event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        case .mouseMoved(let point):
            event.type = SDL_MOUSEMOTION.rawValue
            event.motion.windowID = windowID
            event.motion.x = Int32(point.x.rounded(.down))
            event.motion.y = Int32(point.y.rounded(.down))
        case .keyDown(let key, let isRepeat):
            event.type = SDL_KEYDOWN.rawValue
            event.key.windowID = windowID
            event.key.state = UInt8(SDL_PRESSED)
            event.key.repeat = isRepeat ? 1 : 0
            event.key.keysym.sym = key.sdl
            event.key.keysym.mod = key.sdlModifiers
        case .keyUp(let key):
            event.type = SDL_KEYUP.rawValue
            event.key.windowID = windowID
            event.key.state = UInt8(SDL_RELEASED)
            event.key.keysym.sym = key.sdl
            event.key.keysym.mod = key.sdlModifiers
        case .wake:
            event.type = SDL_USEREVENT.rawValue
            event.user.code = EventQueue.wakeCode
        case .fingerDown(let finger, let point), .fingerUp(let finger, let point), .fingerMoved(let finger, let point):
            var width: Int32 = 0
            var height: Int32 = 0
            guard let window = SDL_GetWindowFromID(windowID) else { return nil }
            SDL_GetWindowSize(window, &width, &height)
            guard width > 0, height > 0 else { return nil }
            switch self {
            case .fingerDown: event.type = SDL_FINGERDOWN.rawValue
            case .fingerMoved: event.type = SDL_FINGERMOTION.rawValue
            default: event.type = SDL_FINGERUP.rawValue
            }
            event.tfinger.touchId = finger.device
            event.tfinger.fingerId = finger.id
            event.tfinger.windowID = windowID
            event.tfinger.x = Float(point.x / Double(width))
            event.tfinger.y = Float(point.y / Double(height))
            event.tfinger.pressure = 1
        case .buttonDown(let button, let controller), .buttonUp(let button, let controller):
            if case .buttonDown = self {
                event.type = SDL_CONTROLLERBUTTONDOWN.rawValue
                event.cbutton.state = UInt8(SDL_PRESSED)
            } else {
                event.type = SDL_CONTROLLERBUTTONUP.rawValue
                event.cbutton.state = UInt8(SDL_RELEASED)
            }
            event.cbutton.which = controller.rawValue
            event.cbutton.button = UInt8(button.sdl.rawValue)
        case .axisMoved(let axis, let value, let controller):
            event.type = SDL_CONTROLLERAXISMOTION.rawValue
            event.caxis.which = controller.rawValue
            event.caxis.axis = UInt8(axis.sdl.rawValue)
            event.caxis.value = Int16(clamping: Int((value * 32767).rounded()))
        case .focusGained, .focusLost, .minimized, .maximized, .restored:
            // NB: the app hears these as the platform's own; SDL's idea of the window does not change.
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.windowID = windowID
            let id: SDL_WindowEventID =
                switch self {
                case .focusGained: SDL_WINDOWEVENT_FOCUS_GAINED
                case .focusLost: SDL_WINDOWEVENT_FOCUS_LOST
                case .minimized: SDL_WINDOWEVENT_MINIMIZED
                case .maximized: SDL_WINDOWEVENT_MAXIMIZED
                default: SDL_WINDOWEVENT_RESTORED
                }
            event.window.event = UInt8(id.rawValue)
        case .resized, .exposed, .moved, .controllerAdded, .controllerRemoved, .controllerUnavailable, .unknown:
            return nil
        }
        return event
    }
}

extension MouseButton {
    init(sdl button: UInt8) {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: self = .left
        case SDL_BUTTON_MIDDLE: self = .middle
        case SDL_BUTTON_RIGHT: self = .right
        default: self = .other(button)
        }
    }

    var sdl: UInt8 {
        switch self {
        case .left: UInt8(SDL_BUTTON_LEFT)
        case .middle: UInt8(SDL_BUTTON_MIDDLE)
        case .right: UInt8(SDL_BUTTON_RIGHT)
        case .other(let button): button
        }
    }
}

extension Key {
    /// The key, with Ctrl held turning a printable one into `.control`.
    init(sdl keycode: SDL_Keycode, modifiers: UInt16) {
        let key = Key(sdl: keycode)
        if case .character(let character) = key, modifiers & UInt16(KMOD_CTRL.rawValue) != 0 {
            self = .control(character)
        } else {
            self = key
        }
    }

    /// The modifiers held for it: Ctrl for a `.control` key.
    var sdlModifiers: UInt16 {
        if case .control = self { return UInt16(KMOD_LCTRL.rawValue) }
        return 0
    }

    init(sdl keycode: SDL_Keycode) {
        switch Int(keycode) {
        case Int(SDLK_SPACE.rawValue): self = .space
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): self = .enter
        case Int(SDLK_ESCAPE.rawValue): self = .escape
        case Int(SDLK_TAB.rawValue): self = .tab
        case Int(SDLK_BACKSPACE.rawValue): self = .backspace
        case Int(SDLK_LEFT.rawValue): self = .left
        case Int(SDLK_RIGHT.rawValue): self = .right
        case Int(SDLK_UP.rawValue): self = .up
        case Int(SDLK_DOWN.rawValue): self = .down
        case Int(SDLK_PAGEUP.rawValue): self = .pageUp
        case Int(SDLK_PAGEDOWN.rawValue): self = .pageDown
        case Int(SDLK_HOME.rawValue): self = .home
        case Int(SDLK_END.rawValue): self = .end
        // NB: the keypad's plus and minus mean what the main keyboard's do.
        case Int(SDLK_KP_PLUS.rawValue): self = .character("+")
        case Int(SDLK_KP_MINUS.rawValue): self = .character("-")
        case Int(SDLK_F1.rawValue)...Int(SDLK_F12.rawValue):
            self = .function(Int(keycode) - Int(SDLK_F1.rawValue) + 1)
        case Int(SDLK_F13.rawValue)...Int(SDLK_F24.rawValue):
            self = .function(Int(keycode) - Int(SDLK_F13.rawValue) + 13)
        case Int(SDLK_LCTRL.rawValue)...Int(SDLK_RGUI.rawValue):
            self = .modifier
        case 0x21...0x7E:
            // Printable ASCII keycodes are their (lowercase) characters.
            self = .character(Character(Unicode.Scalar(UInt8(keycode))))
        default:
            self = .other(keycode)
        }
    }

    var sdl: SDL_Keycode {
        switch self {
        case .space: SDL_Keycode(SDLK_SPACE.rawValue)
        case .enter: SDL_Keycode(SDLK_RETURN.rawValue)
        case .escape: SDL_Keycode(SDLK_ESCAPE.rawValue)
        case .tab: SDL_Keycode(SDLK_TAB.rawValue)
        case .backspace: SDL_Keycode(SDLK_BACKSPACE.rawValue)
        case .left: SDL_Keycode(SDLK_LEFT.rawValue)
        case .right: SDL_Keycode(SDLK_RIGHT.rawValue)
        case .up: SDL_Keycode(SDLK_UP.rawValue)
        case .down: SDL_Keycode(SDLK_DOWN.rawValue)
        case .pageUp: SDL_Keycode(SDLK_PAGEUP.rawValue)
        case .pageDown: SDL_Keycode(SDLK_PAGEDOWN.rawValue)
        case .home: SDL_Keycode(SDLK_HOME.rawValue)
        case .end: SDL_Keycode(SDLK_END.rawValue)
        case .function(let number) where (1...12).contains(number):
            SDL_Keycode(Int(SDLK_F1.rawValue) + number - 1)
        case .function(let number) where (13...24).contains(number):
            SDL_Keycode(Int(SDLK_F13.rawValue) + number - 13)
        case .function:
            SDL_Keycode(SDLK_UNKNOWN.rawValue)
        case .modifier:
            SDL_Keycode(SDLK_LCTRL.rawValue)
        case .character(let character), .control(let character):
            SDL_Keycode(character.lowercased().unicodeScalars.first.map { Int32($0.value) } ?? 0)
        case .other(let keycode):
            keycode
        }
    }
}

extension ControllerButton {
    init?(sdl button: UInt8) {
        guard let found = Self.allCases.first(where: { $0.sdl.rawValue == Int32(button) }) else { return nil }
        self = found
    }

    var sdl: SDL_GameControllerButton {
        switch self {
        case .a: SDL_CONTROLLER_BUTTON_A
        case .b: SDL_CONTROLLER_BUTTON_B
        case .x: SDL_CONTROLLER_BUTTON_X
        case .y: SDL_CONTROLLER_BUTTON_Y
        case .back: SDL_CONTROLLER_BUTTON_BACK
        case .guide: SDL_CONTROLLER_BUTTON_GUIDE
        case .start: SDL_CONTROLLER_BUTTON_START
        case .leftStick: SDL_CONTROLLER_BUTTON_LEFTSTICK
        case .rightStick: SDL_CONTROLLER_BUTTON_RIGHTSTICK
        case .leftShoulder: SDL_CONTROLLER_BUTTON_LEFTSHOULDER
        case .rightShoulder: SDL_CONTROLLER_BUTTON_RIGHTSHOULDER
        case .dpadUp: SDL_CONTROLLER_BUTTON_DPAD_UP
        case .dpadDown: SDL_CONTROLLER_BUTTON_DPAD_DOWN
        case .dpadLeft: SDL_CONTROLLER_BUTTON_DPAD_LEFT
        case .dpadRight: SDL_CONTROLLER_BUTTON_DPAD_RIGHT
        case .misc: SDL_CONTROLLER_BUTTON_MISC1
        }
    }
}

extension ControllerAxis {
    init?(sdl axis: UInt8) {
        guard let found = Self.allCases.first(where: { $0.sdl.rawValue == Int32(axis) }) else { return nil }
        self = found
    }

    var sdl: SDL_GameControllerAxis {
        switch self {
        case .leftX: SDL_CONTROLLER_AXIS_LEFTX
        case .leftY: SDL_CONTROLLER_AXIS_LEFTY
        case .rightX: SDL_CONTROLLER_AXIS_RIGHTX
        case .rightY: SDL_CONTROLLER_AXIS_RIGHTY
        case .leftTrigger: SDL_CONTROLLER_AXIS_TRIGGERLEFT
        case .rightTrigger: SDL_CONTROLLER_AXIS_TRIGGERRIGHT
        }
    }
}

extension ControllerFamily {
    init(sdl type: SDL_GameControllerType) {
        switch type {
        case SDL_CONTROLLER_TYPE_XBOX360, SDL_CONTROLLER_TYPE_XBOXONE: self = .xbox
        case SDL_CONTROLLER_TYPE_PS3, SDL_CONTROLLER_TYPE_PS4, SDL_CONTROLLER_TYPE_PS5: self = .playStation
        case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT,
            SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
            self = .nintendo
        default: self = .generic
        }
    }
}
