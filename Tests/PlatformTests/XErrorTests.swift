import CX11
import Drawing
import Foundation
import Locking
import Testing

@testable import Platform

/// X errors on a window already gone, made on purpose on an X server of the test's own (Xvfb):
/// each in a process of its own, since Xlib's default handler ends the process it runs in.
/// Before the game's handler, a wake-up that met the window as it closed ended the quitting
/// game with "X Error of failed request: BadWindow" and status 1.
@Suite struct XErrorTests {
    /// An Xvfb of the test's own, ended with the test.
    final class XServer {
        let process = Process()
        let name: String

        init() throws {
            let server = try #require(
                ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first { FileManager.default.isExecutableFile(atPath: $0) },
                "Xvfb is needed (scripts/setup.sh installs it)")
            process.executableURL = URL(fileURLWithPath: server)
            // Xvfb writes the display number it took to standard output (`-displayfd 1`).
            process.arguments = ["-displayfd", "1", "-screen", "0", "800x600x24", "-nolisten", "tcp"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var number = Data()
            while !number.contains(UInt8(ascii: "\n")) {
                let more = output.fileHandleForReading.availableData
                if more.isEmpty { break }
                number.append(more)
            }
            let text = String(decoding: number, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            name = ":" + (try #require(Int(text).map(String.init), "Xvfb did not report a display"))
        }

        deinit {
            // NB: SIGKILL: the server may have inherited a blocked SIGTERM from the test runner.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// SDL's window is destroyed behind its back by another client: a BadWindow on that client's
    /// connection as it sends the window an event (read through SDL's handler, in place then),
    /// and on SDL's own as it destroys the window and closes (read as SDL quits). The process
    /// lives on to exit 0.
    @Test func badWindowErrorsOnAWindowAlreadyGoneLeaveTheProcessRunning() async throws {
        let server = try XServer()
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [display = server.name as String] in
            setenv("SDL_VIDEODRIVER", "x11", 1)
            setenv("DISPLAY", display, 1)
            try await MainActor.run { try XErrorTests.destroyAWindowBehindSDLsBack() }
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!errors.contains("X Error"), "\(errors)")
    }

    /// What the game's handler lets pass is told, and only that: SDL's video closed, Xlib's own
    /// handler is back in place.
    @Test func theErrorsLetPassAreToldAndXlibsHandlerComesBack() async throws {
        let server = try XServer()
        await #expect(processExitsWith: .success) { [display = server.name as String] in
            setenv("SDL_VIDEODRIVER", "x11", 1)
            setenv("DISPLAY", display, 1)
            let told = Locked<[X11ErrorHandler.Forgiven]>([])
            try await MainActor.run { try XErrorTests.destroyAWindowBehindSDLsBack(xErrors: { forgiven in told.withLock { $0.append(forgiven) } }) }
            let requests = told.withLock { $0.map(\.requestCode) }
            // X_SendEvent (25) from the other client, X_DestroyWindow (4) from SDL.
            #expect(requests.contains(25) && requests.contains(4), "\(requests)")
            #expect(told.withLock { $0.allSatisfy { Int32($0.errorCode) == BadWindow } })
            let current = XSetErrorHandler(nil)
            #expect(current != nil && !X11ErrorHandler.isOurs(current))
            _ = XSetErrorHandler(current)
        }
    }

    /// Any other error goes on as SDL would have it: through SDL's handler to Xlib's, which
    /// prints it and ends the process with status 1.
    @Test func anotherXErrorStillEndsTheProcess() async throws {
        let server = try XServer()
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) { [display = server.name as String] in
            setenv("SDL_VIDEODRIVER", "x11", 1)
            setenv("DISPLAY", display, 1)
            try await MainActor.run {
                let context = try SDLContext()
                guard context.videoDriver == "x11", let display = XOpenDisplay(nil) else { return }
                // A pixmap that never was: BadPixmap.
                XFreePixmap(display, 0x7F_FFFF)
                XSync(display, 0)
                withExtendedLifetime(context) {}
            }
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("X Error of failed request") && errors.contains("BadPixmap"), "\(errors)")
    }

    /// Opens SDL's video on X11 and a hidden window, destroys the window's X window from a
    /// connection of its own, sends it an event, then lets SDL destroy its window and quit.
    @MainActor
    static func destroyAWindowBehindSDLsBack(xErrors: @escaping @Sendable (X11ErrorHandler.Forgiven) -> Void = { _ in }) throws {
        let context = try SDLContext(xErrors: xErrors)
        try #require(context.videoDriver == "x11")
        let title = "gone-\(getpid())"
        // NB: hidden, so SDL does not wait for the window to be unmapped as it destroys it.
        var window: Platform.Window? = try Platform.Window(context: context, title: title, size: Size(width: 200, height: 100), hidden: true)
        let display = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(display) }
        let id = try #require(windowNamed(title, on: display))
        XDestroyWindow(display, id)
        XSync(display, 0)
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.format = 8
        XSendEvent(display, id, 0, NoEventMask, &event)
        XSync(display, 0)
        window = nil
        withExtendedLifetime(window) {}
    }

    /// The top-level window whose name is `title`.
    static func windowNamed(_ title: String, on display: OpaquePointer) -> UInt? {
        var root: UInt = 0
        var parent: UInt = 0
        var children: UnsafeMutablePointer<UInt>?
        var count: UInt32 = 0
        guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for index in 0..<Int(count) {
            var name: UnsafeMutablePointer<CChar>?
            guard XFetchName(display, children[index], &name) != 0, let name else { continue }
            defer { XFree(name) }
            if String(cString: name) == title { return children[index] }
        }
        return nil
    }
}
