import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How long the end-to-end tests wait on the game they start. Every number of seconds written in
/// the tests is what a plain build on an idle machine needs, with room to spare; `factor` turns it
/// into this run's, and a wait for something to happen (an event in the log, a window, a file, the
/// game's end) holds on `slack` times longer still.
enum Patience {
    /// How many times slower than a plain build this run's game is: `TAP_TEST_PATIENCE` when set
    /// (a number, 1 or more); otherwise 4 under a sanitizer, whose instrumented game is several
    /// times slower, else 1.
    static let factor: Double = {
        if let text = ProcessInfo.processInfo.environment["TAP_TEST_PATIENCE"], let value = Double(text), value >= 1 { return value }
        // NB: `swift test --sanitize=…` links the sanitizer's runtime into the test runner as well,
        // so its symbols say which build this is.
        let runner = dlopen(nil, RTLD_NOW)
        let sanitizers: [String] = ["__tsan_init", "__asan_init"]
        return sanitizers.contains { dlsym(runner, $0) != nil } ? 4 : 1
    }()

    /// NB: a wait for something to happen stops as soon as it does, so a longer limit costs a
    /// passing test nothing (a failing one only takes longer to say so), while a machine running
    /// the whole suite at once on two cores, or other work beside it, is slower by this much.
    static let slack: Double = 3

    /// `seconds` of a plain build in this run: for a pace (how long before trying again) or a
    /// bound a measured time must keep, where more would change what the test does.
    static func seconds(_ seconds: TimeInterval) -> TimeInterval { seconds * factor }

    /// How long a wait for something to happen holds on, given the `seconds` a plain build needs:
    /// `seconds` times `factor` times `slack`.
    static func limit(_ seconds: TimeInterval) -> TimeInterval { seconds * factor * slack }

    /// Checks `condition` every `interval` microseconds until it holds, for at most
    /// `limit(seconds)`; whether it held.
    static func wait(seconds: TimeInterval, every interval: useconds_t = 20_000, until condition: () throws -> Bool) rethrows -> Bool {
        try poll(until: Date().addingTimeInterval(limit(seconds)), every: interval, condition)
    }

    /// `wait` without the slack, for a pace: how long to give the game before doing again what
    /// it may have missed (a key pressed in its first instants), where waiting longer would only
    /// slow the tries down.
    static func pace(seconds: TimeInterval, every interval: useconds_t = 20_000, until condition: () throws -> Bool) rethrows -> Bool {
        try poll(until: Date().addingTimeInterval(Self.seconds(seconds)), every: interval, condition)
    }

    private static func poll(until deadline: Date, every interval: useconds_t, _ condition: () throws -> Bool) rethrows -> Bool {
        while Date() < deadline {
            if try condition() { return true }
            usleep(interval)
        }
        return try condition()
    }
}
