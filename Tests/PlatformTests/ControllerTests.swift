import CSDL2
import Drawing
import Testing

@testable import Platform

extension SDLTests {
    /// Game controllers and touch as SDL delivers them: a virtual pad SDL treats like a plugged-in
    /// one, and finger events through the real queue.
    @Suite @MainActor struct ControllerTests {
        init() { SDLTests.prepareDrivers() }

        /// Events until `predicate` matches one (or a second passes).
        func next(from queue: EventQueue, where predicate: (InputEvent) -> Bool) -> InputEvent? {
            for _ in 0..<100 {
                guard let event = queue.wait(milliseconds: 10) else { continue }
                if predicate(event) { return event }
            }
            return nil
        }

        @Test func aVirtualPadIsOpenedAndItsButtonsArrive() throws {
            let context = try SDLContext()
            let window = try Window(context: context, title: "pad", size: Size(width: 100, height: 100))
            _ = window
            let queue = EventQueue(context: context)
            let pad = try VirtualController(context: context)
            let added = next(from: queue) { if case .controllerAdded = $0 { true } else { false } }
            guard case .controllerAdded(let id, _, _) = added else {
                Issue.record("no controllerAdded event")
                return
            }
            #expect(id == pad.id)
            #expect(queue.openControllers == [pad.id])
            for button in [ControllerButton.a, .start, .dpadLeft, .leftShoulder, .misc] {
                try pad.set(button, pressed: true)
                #expect(next(from: queue) { if case .buttonDown = $0 { true } else { false } } == .buttonDown(button, controller: id))
                try pad.set(button, pressed: false)
                #expect(next(from: queue) { if case .buttonUp = $0 { true } else { false } } == .buttonUp(button, controller: id))
            }
            try pad.set(.leftX, to: -1)
            let moved = next(from: queue) { if case .axisMoved(.leftX, _, _) = $0 { true } else { false } }
            guard case .axisMoved(_, let value, _) = moved else {
                Issue.record("no axis event")
                return
            }
            #expect(value <= -0.99)
        }

        @Test func unpluggingClosesThePad() throws {
            let context = try SDLContext()
            let queue = EventQueue(context: context)
            var pad: VirtualController? = try VirtualController(context: context)
            let id = pad?.id
            #expect(next(from: queue) { if case .controllerAdded = $0 { true } else { false } } != nil)
            pad = nil
            #expect(next(from: queue) { if case .controllerRemoved = $0 { true } else { false } } == .controllerRemoved(id ?? ControllerID(-1)))
            #expect(queue.openControllers.isEmpty)
        }

        @Test func aWaitWithAPadAttachedStillTimesOut() throws {
            let context = try SDLContext()
            let queue = EventQueue(context: context)
            let pad = try VirtualController(context: context)
            _ = pad
            while queue.poll() != nil {}
            let start = context.ticks
            #expect(queue.wait(milliseconds: 40) == nil)
            #expect(context.ticks - start >= 40)
        }

        @Test func fingerEventsArriveInWindowCoordinates() throws {
            let context = try SDLContext()
            let window = try Window(context: context, title: "touch", size: Size(width: 400, height: 400))
            let queue = EventQueue(context: context)
            while queue.poll() != nil {}
            let finger = Finger(device: 7, id: 3)
            try queue.push(.fingerDown(finger, at: Point(x: 100, y: 50)), to: window)
            try queue.push(.fingerMoved(finger, to: Point(x: 200, y: 100)), to: window)
            try queue.push(.fingerUp(finger, at: Point(x: 300, y: 150)), to: window)
            #expect(next(from: queue) { if case .fingerDown = $0 { true } else { false } } == .fingerDown(finger, at: Point(x: 100, y: 50)))
            #expect(next(from: queue) { if case .fingerMoved = $0 { true } else { false } } == .fingerMoved(finger, to: Point(x: 200, y: 100)))
            #expect(next(from: queue) { if case .fingerUp = $0 { true } else { false } } == .fingerUp(finger, at: Point(x: 300, y: 150)))
        }

        @Test func mouseEventsMadeUpFromTouchAreNotClicks() throws {
            let context = try SDLContext()
            let queue = EventQueue(context: context)
            while queue.poll() != nil {}
            var event = SDL_Event()
            event.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.which = UInt32.max
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            #expect(SDL_PushEvent(&event) == 1)
            #expect(queue.poll() == .unknown)
        }
    }
}

/// SDL's controller types, read as whose labels the buttons carry.
@Suite struct ControllerFamilyTests {
    @Test func sdlTypesNameTheirFamily() {
        #expect(ControllerFamily(sdl: SDL_CONTROLLER_TYPE_XBOXONE) == .xbox && ControllerFamily(sdl: SDL_CONTROLLER_TYPE_XBOX360) == .xbox)
        #expect(ControllerFamily(sdl: SDL_CONTROLLER_TYPE_PS4) == .playStation && ControllerFamily(sdl: SDL_CONTROLLER_TYPE_PS5) == .playStation)
        #expect(ControllerFamily(sdl: SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO) == .nintendo)
        #expect(ControllerFamily(sdl: SDL_CONTROLLER_TYPE_VIRTUAL) == .generic && ControllerFamily(sdl: SDL_CONTROLLER_TYPE_UNKNOWN) == .generic)
    }
}
