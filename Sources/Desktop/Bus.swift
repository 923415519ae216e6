import SystemIO

/// A D-Bus failure: what was being done, and sd-bus's errno or the bus's error name and message.
public struct BusError: Error, CustomStringConvertible, Sendable {
    public let description: String

    /// `code` is sd-bus's negative errno; 0 when there is none to give.
    init(_ doing: String, code: Int32) {
        description = code < 0 ? "\(doing): \(SystemError.reason(-code))" : doing
    }

    init(_ doing: String, name: String, message: String) {
        description = "\(doing): \(name): \(message)"
    }
}

/// A value in a D-Bus message, of the basic types the game reads and writes.
public enum BusValue: Hashable, Sendable {
    case boolean(Bool)
    case unsigned(UInt32)
    case integer(Int32)
    case double(Double)
    case string(String)
    /// A value of another type, by its signature, skipped.
    case other(String)
}

/// One connection to a bus, used by one thread only (sd-bus is not thread-safe): method calls,
/// signal matches, and for a test's stand-in service, a name and an object. Its owner closes it
/// when done (`close()`; deinit does too).
public final class Bus {
    let api: SDBus
    /// Nil once closed.
    private var handle: SDBus.Handle?
    /// The handlers sd-bus calls back, each in a box passed as the user data.
    private var handlers: [HandlerBox] = []

    private init(api: SDBus, handle: SDBus.Handle) {
        self.api = api
        self.handle = handle
    }

    deinit {
        close()
    }

    /// The session bus (DBUS_SESSION_BUS_ADDRESS, else the user's bus in XDG_RUNTIME_DIR).
    public static func session() throws(BusError) -> Bus {
        guard let api = SDBus.shared else { throw BusError(SDBus.loadError, code: 0) }
        var handle: SDBus.Handle?
        let code = api.openUser(&handle)
        guard code >= 0, let handle else { throw BusError("cannot connect to the session bus", code: code) }
        return Bus(api: api, handle: handle)
    }

    /// The bus at `address` (`unix:path=…`), as a client: a test's private bus.
    public static func connect(address: String) throws(BusError) -> Bus {
        guard let api = SDBus.shared else { throw BusError(SDBus.loadError, code: 0) }
        var made: SDBus.Handle?
        let code = api.new(&made)
        guard code >= 0, let handle = made else { throw BusError("cannot make a bus", code: code) }
        let bus = Bus(api: api, handle: handle)
        for (doing, step) in [
            ("cannot use the address \(address)", { api.setAddress(handle, address) }), ("cannot be a client", { api.setBusClient(handle, 1) }),
            ("cannot connect to \(address)", { api.start(handle) }),
        ] {
            let code = step()
            guard code >= 0 else { throw BusError(doing, code: code) }
        }
        return bus
    }

    /// Closes the connection and lets go of every handler, and of what they hold: a handler
    /// that holds the bus (a stand-in's that answers on it) would otherwise keep it, and itself,
    /// forever. Not from a handler.
    public func close() {
        guard let handle else { return }
        self.handle = nil
        // NB: the bus before the boxes: sd-bus holds their addresses, and calls none once closed.
        _ = api.flushCloseUnref(handle)
        handlers = []
    }

    /// The open connection, or why there is none.
    private func open(_ doing: String) throws(BusError) -> SDBus.Handle {
        guard let handle else { throw BusError("\(doing): the bus is closed", code: 0) }
        return handle
    }

    /// Calls `member`; `reply` is given its answer, or the error instead, when `processPending`
    /// takes it in, however late it comes (a portal that starts at login answers in seconds).
    /// The answer is lent for that call only.
    public func call(
        _ destination: String, path: String, interface: String, member: String,
        arguments: (BusMessage) throws(BusError) -> Void = { _ throws(BusError) in },
        reply: @escaping (Result<BusMessage, BusError>) -> Void
    ) throws(BusError) {
        let handle = try open("cannot call \(member)")
        var made: SDBus.Handle?
        let code = api.newMethodCall(handle, &made, destination, path, interface, member)
        guard code >= 0, let made else { throw BusError("cannot call \(member)", code: code) }
        let message = BusMessage(api: api, handle: made)
        try arguments(message)
        let box = HandlerBox(once: true) { [api] answer in
            if let error = api.getError(answer) {
                // sd_bus_error: two C strings, the error's name and its message.
                let field = { (index: Int) -> String in
                    let text = error.load(fromByteOffset: index * MemoryLayout<UnsafePointer<CChar>?>.stride, as: UnsafePointer<CChar>?.self)
                    return text.map { String(cString: $0) } ?? ""
                }
                reply(.failure(BusError(member, name: field(0), message: field(1))))
            } else {
                reply(.success(BusMessage(api: api, borrowing: answer)))
            }
            return 1
        }
        // NB: no deadline (UInt64.max): the answer is taken whenever it comes. A service that
        // ends without answering is answered for by the bus, with an error.
        let sent = api.callAsync(handle, nil, made, HandlerBox.trampoline, Unmanaged.passUnretained(box).toOpaque(), .max)
        guard sent >= 0 else { throw BusError("cannot call \(member)", code: sent) }
        handlers.append(box)
    }

    /// Calls `handler` with each signal `member` of `interface` sent on `path`.
    public func onSignal(path: String, interface: String, member: String, handler: @escaping (BusMessage) -> Void) throws(BusError) {
        let handle = try open("cannot listen for \(member)")
        let box = HandlerBox { [api] message in
            handler(BusMessage(api: api, borrowing: message))
            return 0
        }
        let code = api.matchSignal(handle, nil, nil, path, interface, member, HandlerBox.trampoline, Unmanaged.passUnretained(box).toOpaque())
        guard code >= 0 else { throw BusError("cannot listen for \(member)", code: code) }
        handlers.append(box)
    }

    /// Calls `handler` with the new owner of `name` (a unique name, or "" when none) each time
    /// the name changes hands: its service starts, ends, or starts again.
    public func onOwnerChange(of name: String, handler: @escaping (String) -> Void) throws(BusError) {
        let handle = try open("cannot watch \(name)")
        let box = HandlerBox { [api] message in
            // NameOwnerChanged: the name, its old owner, its new one.
            let signal = BusMessage(api: api, borrowing: message)
            if (try? signal.readString()) == name, (try? signal.readString()) != nil, let owner = try? signal.readString() { handler(owner) }
            return 0
        }
        // The bus's own signal, for this name only (arg0): not one for each app that connects.
        let rule =
            "type='signal',sender='org.freedesktop.DBus',path='/org/freedesktop/DBus',interface='org.freedesktop.DBus',"
            + "member='NameOwnerChanged',arg0='\(name)'"
        let code = api.addMatch(handle, nil, rule, HandlerBox.trampoline, Unmanaged.passUnretained(box).toOpaque())
        guard code >= 0 else { throw BusError("cannot watch \(name)", code: code) }
        handlers.append(box)
    }

    /// Serves method calls on `path`: `handler` answers with a reply (`BusMessage.reply()`), or
    /// nil to let the bus say the method is unknown.
    public func serve(path: String, handler: @escaping (BusMessage) -> BusMessage?) throws(BusError) {
        let handle = try open("cannot serve \(path)")
        let box = HandlerBox { [api] call in
            guard let reply = handler(BusMessage(api: api, borrowing: call)) else { return 0 }
            return api.send(handle, reply.handle, nil) >= 0 ? 1 : 0
        }
        let code = api.addObject(handle, nil, path, HandlerBox.trampoline, Unmanaged.passUnretained(box).toOpaque())
        guard code >= 0 else { throw BusError("cannot serve \(path)", code: code) }
        handlers.append(box)
    }

    /// Takes `name` on the bus (a stand-in service's).
    public func requestName(_ name: String) throws(BusError) {
        let code = api.requestName(try open("cannot take the name \(name)"), name, 0)
        guard code >= 0 else { throw BusError("cannot take the name \(name)", code: code) }
    }

    /// Sends the signal `member`, its arguments written by `arguments`.
    public func signal(
        path: String, interface: String, member: String, arguments: (BusMessage) throws(BusError) -> Void
    ) throws(BusError) {
        let handle = try open("cannot send \(member)")
        var made: SDBus.Handle?
        let code = api.newSignal(handle, &made, path, interface, member)
        guard code >= 0, let made else { throw BusError("cannot make the signal \(member)", code: code) }
        let message = BusMessage(api: api, handle: made)
        try arguments(message)
        let sent = api.send(handle, made, nil)
        guard sent >= 0 else { throw BusError("cannot send \(member)", code: sent) }
    }

    /// Handles whatever has arrived (replies, signals, calls to serve), without waiting.
    public func processPending() throws(BusError) {
        let handle = try open("cannot read the bus")
        while true {
            let code = api.process(handle, nil)
            guard code >= 0 else { throw BusError("the bus connection failed", code: code) }
            if code == 0 { break }
        }
        // A reply's handler is called once: then it, and what it holds, can go.
        handlers.removeAll(where: \.isSpent)
    }

    /// What to wait for before processing again: the socket, the poll(2) events, and how long
    /// at most in milliseconds (-1: no deadline). Nothing, once closed.
    public var waitFor: (descriptor: Int32, events: Int16, milliseconds: Int32) {
        guard let handle else { return (-1, 0, -1) }
        var deadline: UInt64 = .max
        _ = api.getTimeout(handle, &deadline)
        var milliseconds: Int32 = -1
        if deadline != .max {
            // sd-bus's deadline is on CLOCK_MONOTONIC in µs; waking a little early is harmless.
            milliseconds = 100
        }
        return (api.getFd(handle), Int16(truncatingIfNeeded: max(0, api.getEvents(handle))), milliseconds)
    }
}

/// A closure sd-bus can call back: the box is passed as the user data.
private final class HandlerBox {
    let body: (SDBus.Handle) -> Int32
    /// A reply's: called once at most.
    let once: Bool
    /// Whether a reply's box has been called, and is no longer needed.
    private(set) var isSpent = false

    init(once: Bool = false, _ body: @escaping (SDBus.Handle) -> Int32) {
        self.once = once
        self.body = body
    }

    static let trampoline: SDBus.Handler = { message, userData, _ in
        guard let message, let userData else { return 0 }
        let box = Unmanaged<HandlerBox>.fromOpaque(userData).takeUnretainedValue()
        box.isSpent = box.once
        return box.body(message)
    }
}
