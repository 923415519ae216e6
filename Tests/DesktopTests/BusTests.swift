import Desktop
import Foundation
import TestSupport
import Testing

/// A bus connection over a private `dbus-daemon`: what it keeps, and when it lets go.
@Suite struct BusTests {
    /// Something a handler holds, to see whether the handler is let go.
    private final class Witness {}

    @Test func aClosedBusLetsGoOfItsHandlersEvenOnesThatHoldIt() throws {
        let daemon = try StandInPortal(serving: false)
        defer { daemon.stop() }
        weak var witness: Witness?
        weak var closed: Bus?
        do {
            let bus = try Bus.connect(address: daemon.address)
            let held = Witness()
            witness = held
            closed = bus
            // A stand-in service's handlers answer on their bus: each holds it.
            try bus.onSignal(path: SettingsPortal.path, interface: SettingsPortal.interface, member: "SettingChanged") { _ in _ = (bus, held) }
            try bus.serve(path: "/io/github/tapthelargershape/Held") { call in
                _ = (bus, held)
                return try? call.reply()
            }
            bus.close()
        }
        #expect(witness == nil, "a handler outlived its closed bus")
        #expect(closed == nil, "the closed bus outlived its last user")
    }

    @Test func anAnsweredCallLetsGoOfItsHandlerWhileTheBusStaysOpen() throws {
        let portal = try StandInPortal(settings: [.colorScheme: .unsigned(1)])
        defer { portal.stop() }
        let bus = try Bus.connect(address: portal.address)
        defer { bus.close() }
        weak var witness: Witness?
        var answer: Result<[PortalKey: BusValue], BusError>?
        do {
            let held = Witness()
            witness = held
            try SettingsPortal.readAll(on: bus) { result in
                _ = held
                answer = result
            }
        }
        let deadline = Date().addingTimeInterval(5)
        while answer == nil, Date() < deadline {
            try bus.processPending()
            usleep(5_000)
        }
        #expect(try answer?.get() == [.colorScheme: .unsigned(1)])
        // A watcher asks again each time the portal starts: what it asked before must not pile up.
        #expect(witness == nil, "the answered call's handler is still kept")
    }

    @Test func aStoppedStandInPortalLetsGoOfItsBus() throws {
        weak var stopped: StandInPortal?
        do {
            let portal = try StandInPortal(settings: [.colorScheme: .unsigned(1)])
            stopped = portal
            portal.stop()
        }
        // Its thread ends once woken; then nothing holds the portal.
        let deadline = Date().addingTimeInterval(5)
        while stopped != nil, Date() < deadline { usleep(10_000) }
        #expect(stopped == nil, "the stand-in portal's thread or bus still holds it")
    }
}
