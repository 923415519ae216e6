import Foundation

@testable import GameApp

/// The search for a sequence that breaks a promise of the real app (in the way of Hypothesis's
/// stateful tests): each seed's sequence runs on a fresh app, every invariant checked after every
/// step; a failure is shrunk, by replaying shorter sequences, to one that still breaks the same
/// promise. SDL is one at a time: the sequences run one after another, on the main actor.
@MainActor
enum RealAppSearch {
    /// Runs one sequence on a fresh app: `next` gives each step from the app as it is (nil: the
    /// sequence is over), and the invariants are checked after each. The app is drawn every few
    /// steps besides the frames its loop draws. The steps run, and the first broken promise.
    static func run(
        seed: UInt64, invariants: [RealAppInvariant], tally: PhaseTally? = nil, next: (RealAppMachine, Int) -> AppStep?
    ) throws -> (steps: [AppStep], failure: RealAppFailure?) {
        let machine = try RealAppMachine()
        // NB: the app is dropped without being stopped: the watcher's closure (which holds the
        // settings source, which holds the watcher) is let go here, or every sequence leaks it.
        defer { machine.world.forgetWatcher() }
        var steps: [AppStep] = []
        var phases: [[RealAppPhase]] = []
        while let step = next(machine, steps.count) {
            let phase = RealAppPhase.of(machine)
            tally?.count(step, in: phase)
            steps.append(step)
            phases.append(phase)
            try machine.perform(step)
            if steps.count % 4 == 0, !machine.app.isFinished { try machine.app.present() }
            for invariant in invariants {
                if let message = invariant.check(machine, after: step) {
                    let failure = RealAppFailure(
                        seed: seed, invariant: invariant, message: message, steps: steps, phases: phases + [RealAppPhase.of(machine)])
                    return (steps, failure)
                }
            }
            if machine.app.isFinished { break }
        }
        return (steps, nil)
    }

    /// Seed `seed`'s sequence of `length` steps (its last a way to quit), made as it runs.
    static func explore(seed: UInt64, length: Int, invariants: [RealAppInvariant], tally: PhaseTally? = nil) throws -> RealAppFailure? {
        try generated(seed: seed, length: length, invariants: invariants, tally: tally).failure
    }

    /// The steps seed `seed` makes, and the first broken promise among `invariants`.
    static func generated(seed: UInt64, length: Int, invariants: [RealAppInvariant] = [], tally: PhaseTally? = nil) throws -> (
        steps: [AppStep], failure: RealAppFailure?
    ) {
        var generator = RealAppGenerator(seed: seed)
        return try run(seed: seed, invariants: invariants, tally: tally) { machine, index in
            index < length ? generator.next(machine, last: index == length - 1) : nil
        }
    }

    /// `steps` replayed on a fresh app: the first broken promise among `invariants`, if any.
    static func replay(_ steps: [AppStep], seed: UInt64 = 0, invariants: [RealAppInvariant] = RealAppInvariant.allCases) throws
        -> RealAppFailure?
    {
        try run(seed: seed, invariants: invariants) { _, index in index < steps.count ? steps[index] : nil }.failure
    }

    /// The shortest sequence found that still breaks the same promise: chunks left out, then
    /// single steps, then waits shortened, until nothing smaller fails or `budget` is spent.
    static func shrink(_ failure: RealAppFailure, invariants: [RealAppInvariant], budget: Duration = .seconds(120)) throws -> RealAppFailure {
        let deadline = ContinuousClock.now + budget
        var best = failure
        func attempt(_ steps: [AppStep]) throws -> Bool {
            guard ContinuousClock.now < deadline,
                let found = try replay(steps, seed: best.seed, invariants: invariants), found.invariant == best.invariant
            else { return false }
            best = found
            return true
        }
        var chunk = max(best.steps.count / 2, 1)
        while chunk >= 1, ContinuousClock.now < deadline {
            var start = 0
            while start < best.steps.count {
                var candidate = best.steps
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if try !attempt(candidate) { start += chunk }
            }
            chunk /= 2
        }
        for index in best.steps.indices.reversed() where index < best.steps.count {
            if case .wait(let milliseconds) = best.steps[index], milliseconds > 16 {
                var candidate = best.steps
                candidate[index] = .wait(milliseconds / 2)
                _ = try attempt(candidate)
            }
        }
        return best
    }

    /// Seeds `seeds` of `length` steps, until `stopAfter` failures: how many sequences ran, and
    /// the failures, shrunk.
    static func search(
        seeds: Range<UInt64>, length: Int, invariants: [RealAppInvariant] = RealAppInvariant.allCases, tally: PhaseTally? = nil,
        stopAfter: Int = 1
    ) throws -> (run: Int, failures: [RealAppFailure]) {
        var failures: [RealAppFailure] = []
        var run = 0
        let started = ContinuousClock.now
        for seed in seeds {
            run += 1
            if let failure = try explore(seed: seed, length: length, invariants: invariants, tally: tally) {
                let found = ContinuousClock.now
                print("RealAppSearch: seed \(seed) broke \(failure.invariant.rawValue) at step \(failure.steps.count), \(found - started) in")
                let shrunk = try shrink(failure, invariants: invariants)
                print("RealAppSearch: shrunk from \(failure.steps.count) to \(shrunk.steps.count) steps in \(ContinuousClock.now - found)")
                failures.append(shrunk)
                if failures.count >= stopAfter { break }
            }
        }
        return (run, failures)
    }
}
