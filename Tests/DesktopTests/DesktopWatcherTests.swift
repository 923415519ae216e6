import Desktop
import Foundation
import Locking
import TestSupport
import Testing

/// The desktop's wishes as the Settings portal states them, and the watcher that reads them over
/// a real (private) bus from a stand-in portal.
@Suite struct DesktopWatcherTests {
    @Test func wishesFollowThePortalsKeys() {
        #expect(DesktopWishes(portal: [:]) == DesktopWishes())
        let dark = DesktopWishes(portal: [.colorScheme: .unsigned(1), .contrast: .unsigned(1), .gnomeTextScaling: .double(1.25)])
        #expect(dark.colorScheme == .dark && dark.highContrast && dark.textScale == 1.25 && !dark.reducedMotion)
        #expect(DesktopWishes(portal: [.colorScheme: .unsigned(2)]).colorScheme == .light)
        // An unknown scheme, or a value of the wrong type, is no wish.
        #expect(DesktopWishes(portal: [.colorScheme: .unsigned(7)]).colorScheme == .noPreference)
        #expect(DesktopWishes(portal: [.colorScheme: .string("dark")]).colorScheme == .noPreference)
        #expect(DesktopWishes(portal: [.gnomeTextScaling: .double(-2)]).textScale == 1)
        #expect(DesktopWishes(portal: [.gnomeTextScaling: .double(.nan)]).textScale == 1)
        // Either of the two ways a desktop says "less motion".
        #expect(DesktopWishes(portal: [.reducedMotion: .unsigned(1)]).reducedMotion)
        #expect(DesktopWishes(portal: [.gnomeAnimations: .boolean(false)]).reducedMotion)
        #expect(!DesktopWishes(portal: [.gnomeAnimations: .boolean(true)]).reducedMotion)
        #expect(DesktopWishes(portal: [.gnomeHighContrast: .boolean(true)]).highContrast)
        #expect(DesktopWishes(portal: [.gnomeScreenReader: .boolean(true)]).screenReader)
    }

    /// Waits up to `seconds` for a reading the watcher posts.
    private func nextReading(from watcher: DesktopWatcher, woken: Locked<Int>, seconds: Double = 5) -> DesktopReading? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let reading = watcher.take() { return reading }
            usleep(5_000)
        }
        return nil
    }

    @Test func theWatcherReadsAtStartAndFollowsEachChange() throws {
        let portal = try StandInPortal(settings: [.colorScheme: .unsigned(1), .gnomeTextScaling: .double(1.5)])
        defer { portal.stop() }
        let woken = Locked(0)
        let address = portal.address
        let watcher = DesktopWatcher(connect: { () throws(BusError) in try Bus.connect(address: address) }) { woken.withLock { $0 += 1 } }
        defer { watcher.stop() }
        let first = try #require(nextReading(from: watcher, woken: woken))
        #expect(first.wishes == DesktopWishes(colorScheme: .dark, textScale: 1.5))
        #expect(portal.calls.withLock { $0["ReadAll"] } == 1)
        let steps: [(PortalKey, BusValue, DesktopWishes)] = [
            (.colorScheme, .unsigned(2), DesktopWishes(colorScheme: .light, textScale: 1.5)),
            (.contrast, .unsigned(1), DesktopWishes(colorScheme: .light, highContrast: true, textScale: 1.5)),
            (.gnomeAnimations, .boolean(false), DesktopWishes(colorScheme: .light, highContrast: true, reducedMotion: true, textScale: 1.5)),
            (.gnomeTextScaling, .double(1), DesktopWishes(colorScheme: .light, highContrast: true, reducedMotion: true)),
        ]
        for (key, value, expected) in steps {
            let started = Date()
            portal.set(key, value)
            let next = try #require(nextReading(from: watcher, woken: woken), "no reading after \(key)")
            #expect(next.wishes == expected)
            #expect(Date().timeIntervalSince(started) < 1, "\(key) took \(Date().timeIntervalSince(started)) s")
        }
        // A key the game does not read changes nothing, and says nothing.
        portal.set(PortalKey("org.freedesktop.appearance", "accent-color"), .double(0.5))
        #expect(nextReading(from: watcher, woken: woken, seconds: 0.5) == nil)
        #expect(woken.withLock { $0 } == 1 + steps.count)
    }

    @Test func aPortalThatAnswersLateIsHeardWhenItAnswers() throws {
        // A portal still starting at login: busy for 2.5 s before it answers.
        let portal = try StandInPortal(settings: [.contrast: .unsigned(1), .colorScheme: .unsigned(2)], answersReadAllAfter: 2.5)
        defer { portal.stop() }
        let address = portal.address
        let woken = Locked(0)
        let watcher = DesktopWatcher(connect: { () throws(BusError) in try Bus.connect(address: address) }) { woken.withLock { $0 += 1 } }
        defer { watcher.stop() }
        // Its answer is the first reading: no "no desktop" before it.
        let reading = try #require(nextReading(from: watcher, woken: woken, seconds: 20), "the late answer never came")
        #expect(reading.wishes == DesktopWishes(colorScheme: .light, highContrast: true), "\(reading.problem ?? "")")
        #expect(woken.withLock { $0 } == 1)
        #expect(portal.calls.withLock { $0["ReadAll"] } == 1)
    }

    @Test func aPortalThatStartsLaterIsAskedWhenItStarts() throws {
        let portal = try StandInPortal(settings: [.colorScheme: .unsigned(1)], serving: false)
        defer { portal.stop() }
        let address = portal.address
        let watcher = DesktopWatcher(connect: { () throws(BusError) in try Bus.connect(address: address) }) {}
        defer { watcher.stop() }
        let before = try #require(nextReading(from: watcher, woken: Locked(0)))
        #expect(before.wishes == nil && before.problem?.contains("ServiceUnknown") == true, "\(before)")
        portal.startServing()
        let after = try #require(nextReading(from: watcher, woken: Locked(0), seconds: 20), "the portal was not asked when it started")
        #expect(after.wishes == DesktopWishes(colorScheme: .dark))
        #expect(portal.calls.withLock { $0["ReadAll"] } == 1)
    }

    @Test func withoutABusThereAreNoWishesAndAReason() throws {
        let watcher = DesktopWatcher(connect: { () throws(BusError) in try Bus.connect(address: "unix:path=/nonexistent/bus") }) {}
        defer { watcher.stop() }
        let reading = try #require(nextReading(from: watcher, woken: Locked(0)))
        #expect(reading.wishes == nil)
        #expect(reading.problem?.contains("/nonexistent/bus") == true)
    }

    @Test func aBusWithoutThePortalIsNoDesktopEither() throws {
        let bus = try StandInPortal(serving: false)
        defer { bus.stop() }
        let address = bus.address
        let watcher = DesktopWatcher(connect: { () throws(BusError) in try Bus.connect(address: address) }) {}
        defer { watcher.stop() }
        let reading = try #require(nextReading(from: watcher, woken: Locked(0)))
        #expect(reading.wishes == nil)
        #expect(reading.problem?.contains("ServiceUnknown") == true, "\(reading.problem ?? "")")
    }
}
