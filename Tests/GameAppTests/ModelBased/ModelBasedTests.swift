import Foundation
import GameCore
import Locking
import Platform
import Preferences
import Testing

@testable import GameApp

/// Random sequences of everything a player, the desktop and the machine can do, run through the
/// app's reducer and the real game without a window, with every promise (`Invariant`) checked
/// after every step (in the way of Hypothesis's stateful tests and QuickCheck's state
/// machines). A failure is shrunk to a short sequence and printed with its seed, to replay.
@Suite struct ModelBasedTests {
    struct Failure: CustomStringConvertible {
        let seed: UInt64
        let invariant: Invariant
        let message: String
        let steps: [Step]
        var description: String {
            "seed \(seed): \(invariant.rawValue): \(message) after \(steps.count) steps:\n"
                + steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
        }
    }

    typealias Reducer = StoreMachine.Reducer

    /// The steps of sequence `seed`.
    static func steps(seed: UInt64, count: Int) -> [Step] {
        var random = SeededGenerator(seed: seed)
        var steps: [Step] = []
        while steps.count < count { steps += StepGenerator.steps(using: &random, allowQuit: steps.count == count - 1) }
        return Array(steps.prefix(count))
    }

    /// Runs `steps`, checking `invariants` after each; the first broken one, with the steps run.
    static func run(_ steps: [Step], seed: UInt64, reduce: @escaping Reducer, invariants: [Invariant]) -> Failure? {
        let machine = StoreMachine(reduce: reduce, seed: seed)
        for (index, step) in steps.enumerated() {
            let before = Invariant.Before(machine)
            machine.perform(step)
            for invariant in invariants {
                if let message = invariant.check(machine, after: step, before: before) {
                    return Failure(seed: seed, invariant: invariant, message: message, steps: Array(steps[...index]))
                }
            }
            if machine.model.quitRequested { return nil }
        }
        return nil
    }

    /// The shortest sequence found that still breaks the same invariant: chunks left out, then
    /// single steps, then waits shortened, until nothing smaller fails.
    static func shrink(_ failure: Failure, reduce: @escaping Reducer, invariants: [Invariant]) -> Failure {
        var best = failure
        func attempt(_ steps: [Step]) -> Bool {
            guard let found = run(steps, seed: best.seed, reduce: reduce, invariants: invariants), found.invariant == best.invariant else {
                return false
            }
            best = found
            return true
        }
        var chunk = max(best.steps.count / 2, 1)
        while chunk >= 1 {
            var start = 0
            while start < best.steps.count {
                var candidate = best.steps
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if !attempt(candidate) { start += chunk }
            }
            chunk /= 2
        }
        for index in best.steps.indices.reversed() where index < best.steps.count {
            if case .wait(let milliseconds) = best.steps[index], milliseconds > 16 {
                var candidate = best.steps
                candidate[index] = .wait(milliseconds / 2)
                _ = attempt(candidate)
            }
        }
        return best
    }

    /// Seeds `first..<first+count` of `length` steps; the shrunk failures.
    static func search(
        seeds: Range<UInt64>, length: Int, reduce: @escaping Reducer = { AppReducer.reduce(&$0, $1, in: $2) },
        invariants: [Invariant] = Invariant.allCases, stopAfter: Int = 1
    ) -> [Failure] {
        var failures: [Failure] = []
        for seed in seeds {
            if let failure = run(steps(seed: seed, count: length), seed: seed, reduce: reduce, invariants: invariants) {
                failures.append(shrink(failure, reduce: reduce, invariants: invariants))
                if failures.count >= stopAfter { break }
            }
        }
        return failures
    }

    /// The suite's search: 2,000 sequences of 200 steps, shared out between the machine's
    /// cores. `MODEL_SEEDS` and `MODEL_STEPS` (see scripts/model-search.sh) run a longer one.
    @Test func anySequenceKeepsTheGamesPromises() {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["MODEL_SEEDS"].flatMap(UInt64.init) ?? 2_000
        let first = environment["MODEL_FIRST_SEED"].flatMap(UInt64.init) ?? 1
        let length = environment["MODEL_STEPS"].flatMap(Int.init) ?? 200
        let clock = ContinuousClock()
        let started = clock.now
        let failures = Self.search(seeds: first..<(first + count), length: length, threads: ProcessInfo.processInfo.activeProcessorCount)
        // What the search itself took, from its first step to its last (the suite's reported time
        // also counts the wait for a free slot among the other tests).
        print("ModelBasedTests: \(count) sequences of \(length) steps in \(clock.now - started)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The sequences reach the ends a player reaches: a day's twenty turns and its results, a
    /// race won. (Were the steps never to get there, the promises would go unchecked there.)
    @Test func theSequencesReachTheDailysAndTheRacesEnds() {
        var (dailies, races) = (0, 0)
        for seed in UInt64(1)...200 {
            let machine = StoreMachine(reduce: { AppReducer.reduce(&$0, $1, in: $2) }, seed: seed)
            var (daily, race) = (false, false)
            for step in Self.steps(seed: seed, count: 200) {
                machine.perform(step)
                daily = daily || machine.model.dailyResults != nil
                race = race || machine.model.race?.result != nil
                if machine.model.quitRequested { break }
            }
            dailies += daily ? 1 : 0
            races += race ? 1 : 0
        }
        print("ModelBasedTests: of 200 sequences, \(dailies) finish a daily, \(races) a race")
        #expect(dailies >= 5 && races >= 1, "\(dailies) dailies and \(races) races finished")
    }

    /// `search` with its seeds cut into `threads` runs, searched at once: the first on this
    /// thread, each other on a thread of its own; the shrunk failures, described, in the order
    /// of their seeds.
    ///
    /// NB: threads started here, not tasks: the tests' shared pool has a thread per core, which
    /// other tests hold for seconds at a time, and a task (or an `await` resuming) waits for one.
    static func search(seeds: Range<UInt64>, length: Int, threads: Int) -> [String] {
        let size = max((UInt64(seeds.count) + UInt64(max(threads, 1)) - 1) / UInt64(max(threads, 1)), 1)
        let runs = stride(from: seeds.lowerBound, to: seeds.upperBound, by: Int(size)).map { $0..<min($0 + size, seeds.upperBound) }
        guard let firstRun = runs.first else { return [] }
        let found = Locked([[String]](repeating: [], count: runs.count))
        let done = DispatchGroup()
        for (index, run) in runs.enumerated().dropFirst() {
            done.enter()
            Thread {
                let failures = search(seeds: run, length: length).map(\.description)
                found.withLock { $0[index] = failures }
                done.leave()
            }.start()
        }
        let failures = search(seeds: firstRun, length: length).map(\.description)
        found.withLock { $0[0] = failures }
        done.wait()
        return found.withLock { $0.flatMap { $0 } }
    }

    // MARK: - Each invariant can fail

    /// A reducer that breaks one promise on purpose: the search must catch it, shrunk.
    static func caught(_ invariant: Invariant, by reduce: @escaping Reducer, seeds: Range<UInt64> = 1..<400) -> Failure? {
        search(seeds: seeds, length: 200, reduce: reduce, invariants: [invariant]).first
    }

    @Test func aReducerThatLeavesTheRaceOnScreenIsCaught() throws {
        // A mode chosen mid-race reaches the game, but the model keeps the race.
        let failure = try #require(
            Self.caught(.drawnAgreesWithPlay) { model, action, context in
                if case .command(.game(.setMode(let mode))) = action, model.race != nil, context.play == .race { return [.game(.setMode(mode))] }
                return AppReducer.reduce(&model, action, in: context)
            })
        #expect(failure.steps.count <= 12, "\(failure)")
    }

    @Test func aReducerThatPlaysUnderAScreenIsCaught() throws {
        let failure = try #require(
            Self.caught(.coveredGameEndsNoTurn) { model, action, context in
                AppReducer.reduce(&model, action, in: context).filter { $0 != .game(.hideShapes(true)) }
            })
        #expect(failure.steps.count <= 12, "\(failure)")
    }

    @Test func aReducerThatForgetsAMissingRacerIsCaught() throws {
        let failure = try #require(
            Self.caught(.racerKeepsSeat) { model, action, context in
                if case .padUnplugged = action { return [] }
                return AppReducer.reduce(&model, action, in: context)
            })
        #expect(failure.steps.count <= 16, "\(failure)")
    }

    @Test func aReducerThatPlaysARaceOnTheFreeGameIsCaught() throws {
        // The race never told to the game, its taps played on the free game: they would count
        // in the player's own records.
        let failure = try #require(
            Self.caught(.recordsOnlyFromFreeTurns) { model, action, context in
                AppReducer.reduce(&model, action, in: context).compactMap { effect in
                    switch effect {
                    case .game(.startRace): nil
                    case .raceTap(_, .shape(let index)): .game(.pick(index, by: .keyboard))
                    case .raceTap(_, .point(let point)): .game(.tap(point, by: .mouse))
                    default: effect
                    }
                }
            })
        #expect(failure.steps.count <= 16, "\(failure)")
    }

    @Test func aReducerThatForgetsToAnnounceControlsIsCaught() throws {
        let failure = try #require(
            Self.caught(.controlsAnnouncedAndHit) { model, action, context in
                AppReducer.reduce(&model, action, in: context).filter { $0 != .controlsChanged }
            })
        #expect(failure.steps.count <= 6, "\(failure)")
    }

    @Test func aReducerThatShortensTheScanBeatIsCaught() throws {
        let failure = try #require(
            Self.caught(.scanBeatIsWhole) { model, action, context in
                let effects = AppReducer.reduce(&model, action, in: context)
                if case .scanTick = action, let move = model.scanMove { model.scanMove = move - .milliseconds(100) }
                return effects
            })
        #expect(failure.steps.count <= 12, "\(failure)")
    }

    @Test func aReducerThatAppliesASaveMidRaceIsCaught() throws {
        let failure = try #require(
            Self.caught(.settingsInForce) { model, action, context in
                if case .settingsRead(let settings) = action {
                    // The old way: in force at once, whatever is played; the model never hears.
                    return [.applySettings(AppSettings(file: settings), previous: model.settings)]
                }
                return AppReducer.reduce(&model, action, in: context)
            })
        #expect(failure.steps.count <= 6, "\(failure)")
    }

    @Test func aReducerThatQuitsOnEscIsCaught() throws {
        let failure = try #require(
            Self.caught(.escNeverQuitsCtrlQAlwaysDoes) { model, action, context in
                if case .command(.backOut) = action {
                    model.quitRequested = true
                    return []
                }
                return AppReducer.reduce(&model, action, in: context)
            })
        #expect(failure.steps.count <= 3, "\(failure)")
    }
}
