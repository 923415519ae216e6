import Drawing
import Foundation
import Raster
import Testing
import XkbGuard

@testable import Platform

extension SDLTests {
    @Suite @MainActor struct WindowTests {
        init() { SDLTests.prepareDrivers() }

        @Test func rendersAndReadsBackPixels() throws {
            let context = try SDLContext()
            #expect(context.videoDriver == "offscreen")
            let window = try Window(context: context, title: "test", size: Size(width: 320, height: 240))
            let renderer = try Renderer(window: window)
            #expect(window.size == Size(width: 320, height: 240))
            let output = try renderer.outputSize()
            #expect(output.width == 320 && output.height == 240)
            #expect(try renderer.pixelScale() == 1)

            let background = RGBA(rgb: 0x20_2A_33)
            try renderer.clear(background)
            let style = ShapeStyle(fillColor: RGBA(rgb: 0x8B_45_13), outlineColor: RGBA(rgb: 0xFF_A5_00), outlineWidth: 6)
            let image = Rasterizer().image(of: .circle(center: Point(x: 50, y: 50), radius: 50), style: style, width: 100, height: 100)
            try renderer.draw(try renderer.makeTexture(image), x: 100, y: 70)
            let pixels = try renderer.readPixels()
            #expect(pixels.width == 320 && pixels.height == 240)
            #expect(pixels[5, 5] == background)
            #expect(pixels[150, 120] == style.fillColor)  // the circle's middle
            #expect(pixels[102, 120] == style.outlineColor)  // inside its left outline
            #expect(pixels[101, 72] == background)  // the frame's corner, outside the circle
            // The edge blends the outline into the background.
            let edge = pixels[100, 120]
            #expect(edge != background && edge != style.outlineColor)
        }

        @Test func noDisplayIsAOneLineErrorUnlessHeadlessWasAskedFor() throws {
            let names: [String] = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]
            let saved = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
            defer {
                for (name, value) in saved {
                    if let value { setenv(name, value, 1) } else { unsetenv(name) }
                }
            }
            for name in names { unsetenv(name) }
            do {
                _ = try SDLContext()
                Issue.record("SDL found a display with DISPLAY and WAYLAND_DISPLAY unset")
            } catch {
                guard case .noDisplay = error else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(!error.description.contains("\n"))
                #expect(error.description.contains("SDL_VIDEODRIVER=offscreen"))
            }
        }

        @Test func fillsRectanglesAndTitles() throws {
            let context = try SDLContext()
            let window = try Window(context: context, title: "first", size: Size(width: 64, height: 64))
            window.title = "Tap the Larger Shape"
            #expect(window.title == "Tap the Larger Shape")
            let renderer = try Renderer(window: window)
            try renderer.clear(.black)
            try renderer.fill(Rect(x: 8, y: 8, width: 16, height: 16), color: .white)
            let pixels = try renderer.readPixels()
            #expect(pixels[10, 10] == .white)
            #expect(pixels[30, 30] == .black)
        }

        @Test func togglesFullscreen() throws {
            let context = try SDLContext()
            let window = try Window(context: context, title: "fullscreen", size: Size(width: 200, height: 100))
            #expect(!window.isFullscreen)
            try window.setFullscreen(true)
            #expect(window.isFullscreen)
            try window.setFullscreen(false)
            #expect(!window.isFullscreen)
        }

        @Test func textureRejectsAnImageOfAnotherSize() throws {
            let context = try SDLContext()
            let window = try Window(context: context, title: "texture", size: Size(width: 64, height: 64))
            let renderer = try Renderer(window: window)
            let texture = try renderer.makeTexture(Image(width: 8, height: 8, color: .white))
            #expect(throws: PlatformError.self) { try texture.update(from: Image(width: 9, height: 8)) }
            try texture.update(from: Image(width: 8, height: 8, color: .black))
        }
    }
}

/// Which video driver the game asks SDL for: Wayland first in a Wayland session where the
/// keyboard guard is proved to sit in SDL's call path or SDL is 2.30.1 or newer, the player's
/// `SDL_VIDEODRIVER` always.
@Suite struct VideoDriverChoiceTests {
    static func drivers(
        _ environment: [String: String], guard keyboard: KeyboardGuard = .inCallPath, sdl: (Int, Int, Int) = (2, 26, 5)
    ) -> String? {
        SDLContext.preferredDrivers(environment: { environment[$0] ?? "" }, keyboardGuard: keyboard, sdl: sdl)
    }

    @Test func aWaylandSessionOpensWaylandThenFallsBackToX11() {
        #expect(Self.drivers(["WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"]) == "wayland,x11")
        #expect(Self.drivers(["WAYLAND_DISPLAY": "wayland-1"]) == "wayland,x11")
        #expect(Self.drivers(["DISPLAY": ":0"]) == nil)
        #expect(Self.drivers([:]) == nil)
        #expect(Self.drivers(["WAYLAND_DISPLAY": "wayland-1", "SDL_VIDEODRIVER": "x11"]) == nil)
    }

    /// Without its guards in SDL's call path, SDL 2's Wayland keyboard can crash on a virtual
    /// keyboard's first key: the guard fails closed, unless SDL is one that mended it.
    @Test func anUnguardedKeyboardKeepsSDLsOwnOrder() {
        let session = ["WAYLAND_DISPLAY": "wayland-1", "DISPLAY": ":0"]
        for keyboard in [KeyboardGuard.unbound, .bypassed, .unknown] {
            #expect(Self.drivers(session, guard: keyboard) == nil, "\(keyboard)")
            #expect(Self.drivers(session, guard: keyboard, sdl: (2, 30, 0)) == nil, "\(keyboard)")
            #expect(Self.drivers(session, guard: keyboard, sdl: (2, 30, 1)) == "wayland,x11", "\(keyboard)")
            #expect(Self.drivers(session, guard: keyboard, sdl: (2, 32, 10)) == "wayland,x11", "\(keyboard)")
        }
    }

    /// The system's SDL (Debian's links libxkbcommon) imports the three calls, so the guards take
    /// them; a library that imports none of them goes past the guards.
    @Test func theProbeReadsSDLsRelocations() {
        #expect(KeyboardGuard.probe() == .inCallPath)
        #expect(xkb_guard_reach("libc.so") == XKB_GUARD_BYPASSED)
        #expect(xkb_guard_reach("no-such-library.so") == XKB_GUARD_LIBRARY_NOT_LOADED)
    }
}

/// The scale of a HiDPI X11 desktop: `GDK_SCALE` wins, else `Xft.dpi` / 96 to a quarter, else 1.
@Suite struct PointScaleTests {
    static func scale(_ environment: [String: String] = [:], resources: String?) -> Double {
        PointScale.x11(environment: { environment[$0] ?? "" }, resources: resources)
    }

    @Test func xftDPIAndGDKScaleSetTheScale() {
        #expect(Self.scale(resources: "Xft.dpi:\t192\nXft.antialias:\t1\n") == 2)
        #expect(Self.scale(resources: "Xcursor.size:\t24\nXft.dpi: 144\n") == 1.5)
        #expect(Self.scale(resources: "Xft.dpi:\t120\n") == 1.25)
        #expect(Self.scale(resources: "Xft.dpi:\t97\n") == 1)
        #expect(Self.scale(resources: "Xft.dpi:\t72\n") == 1 && Self.scale(resources: "Xft.dpi:\t960\n") == 4)
        #expect(Self.scale(resources: "Xft.dpi:\tbig\n") == 1 && Self.scale(resources: "") == 1 && Self.scale(resources: nil) == 1)
        #expect(Self.scale(["GDK_SCALE": "2"], resources: nil) == 2 && Self.scale(["GDK_SCALE": "3"], resources: "Xft.dpi: 96") == 3)
        #expect(Self.scale(["GDK_SCALE": "0"], resources: "Xft.dpi: 192") == 2 && Self.scale(["GDK_SCALE": "x"], resources: nil) == 1)
    }

    @Test func eventsGoFromPixelsToPointsAndBack() {
        let events: [InputEvent] = [
            .mouseDown(.left, at: Point(x: 300, y: 150)), .mouseMoved(to: Point(x: 3, y: 1)),
            .fingerDown(Finger(device: 1, id: 2), at: Point(x: 10, y: 20)), .resized(Size(width: 1920, height: 1280)),
            .moved(Point(x: 40, y: 60)), .keyDown(.escape, isRepeat: false),
        ]
        for event in events {
            #expect(event.scaled(by: 0.5).scaled(by: 2) == event)
        }
        #expect(InputEvent.resized(Size(width: 1920, height: 1280)).scaled(by: 0.5) == .resized(Size(width: 960, height: 640)))
        #expect(InputEvent.mouseDown(.left, at: Point(x: 300, y: 150)).scaled(by: 1 / 1.5) == .mouseDown(.left, at: Point(x: 200, y: 100)))
    }
}
