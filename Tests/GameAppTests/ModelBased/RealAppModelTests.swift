import Foundation
import Testing

@testable import GameApp

/// The model-based test of the real app. `ModelBasedTests` runs the reducer in a machine that
/// re-implements the effects and the timers, fast enough for thousands of sequences; this one runs
/// the app itself (its effect runner, settings applier, renderer and loop timers, through SDL's
/// real queue and virtual pads), so the defects that live there are found too. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The suite's search: 100 sequences of 150 steps, about a minute on two cores.
    /// `MODEL_SEEDS`, `MODEL_STEPS` and `MODEL_FIRST_SEED` run another (as for `ModelBasedTests`).
    @Test func theRealAppKeepsItsPromisesOverAnySequence() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["MODEL_SEEDS"].flatMap(UInt64.init) ?? 100
        let first = environment["MODEL_FIRST_SEED"].flatMap(UInt64.init) ?? 1
        let length = environment["MODEL_STEPS"].flatMap(Int.init) ?? 150
        let tally = PhaseTally()
        let started = ContinuousClock.now
        let (run, failures) = try RealAppSearch.search(seeds: first..<(first + count), length: length, tally: tally)
        print("RealAppModelTests: \(run) sequences (seeds \(first)…), \(tally.total) steps in \(ContinuousClock.now - started)")
        print("Where the steps landed (a step counts in each phase the app was in):\n\(tally.table)")
        #expect(failures.isEmpty, "\(run) sequences run; \(failures.map(\.description).joined(separator: "\n"))")
        // Were the steps never to get there, the promises would go unchecked there.
        for phase in RealAppPhase.floored where failures.isEmpty {
            #expect(tally.share(phase) >= 0.01, "only \(tally.share(phase) * 100) % of the steps came while \(phase.rawValue)")
        }
    }
}
