import CSDL2
import Drawing
import Platform
import Testing

extension SDLTests {
    /// Events pushed into SDL's real queue come back out translated, so synthetic input (the
    /// autoplay bot, end-to-end tests) travels exactly the player's path.
    @Suite @MainActor struct EventTests {
        init() { SDLTests.prepareDrivers() }

        func roundTrip(_ event: InputEvent) throws -> InputEvent? {
            let context = try SDLContext()
            let window = try Window(context: context, title: "events", size: Size(width: 100, height: 100))
            let queue = EventQueue(context: context)
            while queue.poll() != nil {}
            try queue.push(event, to: window)
            // Skip anything the window itself generated (shown, exposed, focus…).
            while let received = queue.poll() {
                if received == event { return received }
                if case .mouseDown = event, case .mouseDown = received { return received }
                if case .keyDown = event, case .keyDown = received { return received }
            }
            return nil
        }

        @Test(arguments: [
            InputEvent.mouseDown(.left, at: Point(x: 12, y: 34)),
            .mouseDown(.right, at: Point(x: 0, y: 99)),
            .mouseUp(.left, at: Point(x: 50, y: 50)),
            .mouseMoved(to: Point(x: 7, y: 8)),
            .keyDown(.character("s"), isRepeat: false),
            .keyDown(.character("m"), isRepeat: true),
            .keyDown(.left, isRepeat: false),
            .keyDown(.right, isRepeat: false),
            .keyDown(.space, isRepeat: false),
            .keyDown(.escape, isRepeat: false),
            .keyDown(.function(1), isRepeat: false),
            .keyDown(.function(11), isRepeat: false),
            .keyDown(.home, isRepeat: false),
            .keyDown(.end, isRepeat: false),
            .keyUp(.character("q")),
            .keyDown(.control("q"), isRepeat: false),
            .keyUp(.control("w")),
            .keyDown(.modifier, isRepeat: false),
            .quit,
            .focusLost,
            .minimized,
            .maximized,
            .restored,
        ])
        func pushedEventsComeBackTranslated(event: InputEvent) throws {
            #expect(try roundTrip(event) == event)
        }

        @Test func uppercaseLettersArriveAsLowercase() throws {
            #expect(try roundTrip(.keyDown(.character("S"), isRepeat: false)) == .keyDown(.character("s"), isRepeat: false))
        }

        @Test func eventsTheGameDoesNotUseAreUnknown() throws {
            let context = try SDLContext()
            let queue = EventQueue(context: context)
            while queue.poll() != nil {}
            var joystick = SDL_Event()
            joystick.type = SDL_JOYAXISMOTION.rawValue
            #expect(SDL_PushEvent(&joystick) == 1)
            #expect(queue.poll() == .unknown)
            #expect(queue.poll() == nil)
        }

        @Test func waitReturnsNothingWhenNothingHappens() throws {
            let context = try SDLContext()
            let queue = EventQueue(context: context)
            while queue.poll() != nil {}
            #expect(queue.wait(milliseconds: 20) == nil)
        }

        @Test func waitReturnsAQueuedEvent() throws {
            let context = try SDLContext()
            let window = try Window(context: context, title: "wait", size: Size(width: 50, height: 50))
            let queue = EventQueue(context: context)
            while queue.poll() != nil {}
            try queue.push(.keyDown(.character("c"), isRepeat: false), to: window)
            #expect(queue.wait(milliseconds: 1000) == .keyDown(.character("c"), isRepeat: false))
        }

        @Test func windowEventsCannotBeSynthesized() throws {
            let context = try SDLContext()
            let window = try Window(context: context, title: "resize", size: Size(width: 50, height: 50))
            #expect(throws: PlatformError.self) { try EventQueue(context: context).push(.resized(Size(width: 1, height: 1)), to: window) }
        }
    }
}
