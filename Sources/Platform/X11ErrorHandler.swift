import CX11
import Locking

/// The game's X error handler, in place while SDL's X11 video runs: an error naming a window
/// that is already gone is let pass (and told), every other goes on to the handler that was in
/// place before (Xlib's default: it prints the error and exits).
///
/// Why: a wake-up from another thread (`EventQueue.wakeUp`) makes SDL send an event to its window
/// over a connection of its own, and the window is destroyed over another. When the X server takes
/// the destruction first, the wake-up is answered with BadWindow, read as SDL closes that
/// connection, and Xlib's default handler ended a game that was quitting with status 1.
///
/// NB: put in place before SDL's video starts, taken away after it quits. SDL 2's X11 video keeps
/// the handler it finds as the one its own (which restores the desktop's video mode) passes
/// errors on to, and puts that one back before it closes its connections, which is when such a
/// late error is read. A handler put in place after SDL's would be gone by then.
public enum X11ErrorHandler {
    /// An X error let pass: it named a window, or a drawable, that is no more.
    public struct Forgiven: Hashable, Sendable, CustomStringConvertible {
        /// Xlib's error code (`BadWindow`, `BadDrawable`).
        public let errorCode: UInt8
        /// The X protocol request that failed (25 is `X_SendEvent`).
        public let requestCode: UInt8
        /// The id the request named.
        public let resource: UInt

        public var description: String {
            let name = Int32(errorCode) == BadWindow ? "BadWindow" : "BadDrawable"
            let request = requestCode == 25 ? "X_SendEvent" : "request \(requestCode)"
            return "X error \(name) in \(request) on 0x\(String(resource, radix: 16)), a window already gone; ignored"
        }
    }

    private struct State {
        var installs = 0
        /// The handler errors go on to; kept after the last `remove`, for an SDL that puts this
        /// handler back later (its video started elsewhere too, and quits after).
        var previous: XErrorHandler?
        var report: @Sendable (Forgiven) -> Void = { _ in }
    }

    private static let state = Locked(State())

    /// The errors that say a window is gone (X.h's codes).
    static let goneWindowErrors: Set<Int32> = [BadWindow, BadDrawable]

    /// Puts the handler in place, each call undone by one `remove()`; `report` hears of each
    /// error let pass, on whichever thread Xlib reads it.
    static func install(report: @escaping @Sendable (Forgiven) -> Void) {
        state.withLock { state in
            state.report = report
            state.installs += 1
            guard state.installs == 1 else { return }
            // NB: Xlib returns its default handler when none was set, so there is always one to
            // go on to; ours again (an SDL put it back) is not one.
            let found = XSetErrorHandler(handleXError)
            if !isOurs(found) { state.previous = found }
        }
    }

    /// Undoes one `install`; the last puts back the handler found, unless another (SDL's, its
    /// video still running) took the place since.
    static func remove() {
        state.withLock { state in
            guard state.installs > 0 else { return }
            state.installs -= 1
            guard state.installs == 0 else { return }
            let current = XSetErrorHandler(state.previous)
            if !isOurs(current) { _ = XSetErrorHandler(current) }
        }
    }

    /// Whether `handler` is this type's.
    static func isOurs(_ handler: XErrorHandler?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: UnsafeRawPointer.self) == unsafeBitCast(handleXError as XErrorHandler, to: UnsafeRawPointer.self)
    }

    fileprivate static func handle(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
        guard let event else { return 0 }
        let (previous, report) = state.withLock { ($0.previous, $0.report) }
        let error = event.pointee
        if goneWindowErrors.contains(Int32(error.error_code)) {
            report(Forgiven(errorCode: error.error_code, requestCode: error.request_code, resource: UInt(error.resourceid)))
            return 0
        }
        return previous?(display, event) ?? 0
    }
}

/// Xlib's entry to `X11ErrorHandler` (a C function pointer cannot be a closure that captures).
private func handleXError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    X11ErrorHandler.handle(display, event)
}
