import Desktop
import Foundation
import Locking
import SystemIO

/// A private session bus (`dbus-daemon`) with a stand-in for the desktop's Settings portal on
/// it: `ReadAll`, `Read` and `ReadOne` answer from the settings the test sets, and each `set`
/// sends `SettingChanged` as a desktop does when its user flips a switch. A game given
/// `address` as `DBUS_SESSION_BUS_ADDRESS` hears this desktop and no other. Like a portal
/// starting at login, it can answer `ReadAll` late, or start after the game.
public final class StandInPortal: @unchecked Sendable {
    public enum Failure: Error, CustomStringConvertible {
        case noDaemon
        case notServing(String)

        public var description: String {
            switch self {
            case .noDaemon: "dbus-daemon did not start (Debian's dbus-daemon package)"
            case .notServing(let reason): "the stand-in portal did not start: \(reason)"
            }
        }
    }

    /// The private bus's address.
    public let address: String
    private let daemon: Process
    private let folder: URL
    private let settings: Locked<[PortalKey: BusValue]>
    private let outbox = Locked<[(PortalKey, BusValue)]>([])
    private let stopped = Locked(false)
    /// Whether the portal is to start serving (at once, or when `startServing` asks).
    private let starting: Locked<Bool>
    private let answerDelay: TimeInterval
    private let waiter: WakeableWait
    /// How many calls the portal answered, by method name.
    public let calls = Locked<[String: Int]>([:])

    /// Starts the bus and the portal with `settings` (`serving` false: the bus alone, as a
    /// desktop without the portal has it, until `startServing`); throws when either will not
    /// start. `answersReadAllAfter` seconds, the portal is busy before it answers `ReadAll`.
    public init(settings initial: [PortalKey: BusValue] = [:], serving: Bool = true, answersReadAllAfter answerDelay: TimeInterval = 0) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("portal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nosyslog", "--print-address=1", "--address=unix:path=\(folder.path)/bus"]
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon"), (try? daemon.run()) != nil else { throw Failure.noDaemon }
        self.daemon = daemon
        // The daemon prints its address once it listens.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !address.isEmpty, let waiter = WakeableWait() else {
            kill(daemon.processIdentifier, SIGKILL)
            throw Failure.noDaemon
        }
        self.waiter = waiter
        settings = Locked(initial)
        starting = Locked(serving)
        self.answerDelay = answerDelay
        let ready = DispatchSemaphore(value: 0)
        let problem = Locked<String?>(nil)
        let thread = Thread { [self] in
            do throws(BusError) {
                let bus = try Bus.connect(address: address)
                defer { bus.close() }
                try startIfAsked(on: bus)
                ready.signal()
                try loop(on: bus)
            } catch {
                problem.withLock { $0 = error.description }
                ready.signal()
            }
        }
        thread.start()
        ready.wait()
        if let reason = problem.withLock({ $0 }) {
            stop()
            throw Failure.notServing(reason)
        }
    }

    deinit {
        stop()
    }

    /// Changes one setting and tells the bus, as the desktop does.
    public func set(_ key: PortalKey, _ value: BusValue) {
        settings.withLock { $0[key] = value }
        outbox.withLock { $0.append((key, value)) }
        waiter.wake()
    }

    /// Starts the portal on a bus that had none, as a desktop's portal that starts after the game.
    public func startServing() {
        starting.withLock { $0 = true }
        waiter.wake()
    }

    /// Ends the portal and the bus.
    public func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        waiter.wake()
        if daemon.isRunning {
            // NB: SIGKILL, not SIGTERM: the daemon inherits the test runner's signal mask, in
            // which SIGTERM may be blocked, and a daemon left running keeps an inotify instance
            // (the user's 128 ran out, and games' settings watchers with them). Not
            // waitUntilExit, which can wait for a run loop that never turns on a test's thread.
            kill(daemon.processIdentifier, SIGKILL)
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private func startIfAsked(on bus: Bus) throws(BusError) {
        let start = starting.withLock { starting in
            defer { starting = false }
            return starting
        }
        guard start else { return }
        try serve(on: bus)
        try bus.requestName(SettingsPortal.service)
    }

    private func serve(on bus: Bus) throws(BusError) {
        try bus.serve(path: SettingsPortal.path) { [self] call in
            guard call.interface == SettingsPortal.interface else { return nil }
            calls.withLock { $0[call.member, default: 0] += 1 }
            // A portal still starting: busy, it serves nothing else meanwhile.
            if call.member == "ReadAll", answerDelay > 0 { Thread.sleep(forTimeInterval: answerDelay) }
            let current = settings.withLock { $0 }
            do throws(BusError) {
                let reply = try call.reply()
                switch call.member {
                case "ReadAll":
                    try reply.open("a", "{sa{sv}}")
                    for namespace in Set(current.keys.map(\.namespace)).sorted() {
                        try reply.open("e", "sa{sv}")
                        try reply.append(namespace)
                        try reply.open("a", "{sv}")
                        for (key, value) in current where key.namespace == namespace {
                            try reply.open("e", "sv")
                            try reply.append(key.key)
                            try reply.appendVariant(value)
                            try reply.close()
                        }
                        try reply.close()
                        try reply.close()
                    }
                    try reply.close()
                case "Read", "ReadOne":
                    let key = PortalKey(try call.readString(), try call.readString())
                    guard let value = current[key] else { return nil }
                    if call.member == "Read" {
                        // The old Read wraps the variant in another.
                        try reply.open("v", "v")
                        try reply.appendVariant(value)
                        try reply.close()
                    } else {
                        try reply.appendVariant(value)
                    }
                default:
                    return nil
                }
                return reply
            } catch {
                return nil
            }
        }
    }

    private func loop(on bus: Bus) throws(BusError) {
        while !stopped.withLock({ $0 }) {
            try startIfAsked(on: bus)
            for (key, value) in outbox.withLock({ outbox in
                defer { outbox = [] }
                return outbox
            }) {
                try bus.signal(path: SettingsPortal.path, interface: SettingsPortal.interface, member: "SettingChanged") { message throws(BusError) in
                    try message.append(key.namespace)
                    try message.append(key.key)
                    try message.appendVariant(value)
                }
            }
            try bus.processPending()
            let (descriptor, events, milliseconds) = bus.waitFor
            if case .failed = waiter.wait(for: descriptor, events: events, milliseconds: milliseconds) { return }
        }
    }
}
