import Dispatch
import GameCore
import Locking
import Preferences

/// Keeps the game's record (high score, lifetime figures, the mode in play) and saves it. A
/// listener on the game's events: every change is handed to a background writer that saves the
/// newest record at most every `interval`, so neither the write nor its fsync ever holds up a
/// frame, and a burst of turns costs one write. `flush()` at the end waits for the last one.
final class StateSaver {
    private(set) var record: GameRecord
    /// The free game's score now, and when its mode began: a mode's record is the points made
    /// since (a mode change starts a new run for the records; the score itself goes on).
    private var freeScore = 0
    private var modeRunBase = 0
    private let writer: BackgroundWriter
    private let storage: StateStorage
    /// False when a state file is there that could not be read: this run saves nothing.
    let savesProgress: Bool

    /// - Parameters:
    ///   - loaded: what `storage` held at launch (read before the game, whose first mode it names).
    ///   - storage: where the record is saved (not at all when `loaded` could not be read).
    ///   - game: the game whose turns count; what it plays (`Game.play`) says which records they
    ///     count in: the free game's in all, the daily challenge's (practice or counted) in the
    ///     lifetime figures only, a race's in none.
    ///   - interval: the least time between two writes.
    ///   - warnings: where a write that fails is told.
    init(loaded: StateStore.Loaded, storage: StateStorage, game: Game, interval: Duration = .milliseconds(100), warnings: Warnings) {
        record = loaded.record
        savesProgress = loaded.savable
        // NB: a file that is there but could not be read is the player's history: nothing is
        // written over it this run, the record lives in memory only.
        self.storage = loaded.savable ? storage : StateStorage(load: { loaded }, save: { _ in nil }, setAside: Self.refuseToSetAside)
        writer = BackgroundWriter(storage: self.storage, interval: interval, warnings: warnings)
        if let warning = loaded.warning { warnings.report(warning) }
        game.events.subscribe(
            as: "StateSaver",
            reacting: { [weak self, unowned game] event in
                guard let self else { return nil }
                switch event {
                case .turnEnded(let result, _):
                    // NB: a race's turns are two players', not the record's.
                    guard game.race == nil, !result.isPractice else { return nil }
                    if !game.play.isFree {
                        self.record.noteTurn(matched: result.matched, score: nil, streak: nil, reactionMilliseconds: result.turn.reactionMilliseconds)
                    } else {
                        self.freeScore = result.score
                        self.record.noteTurn(
                            matched: result.matched, score: result.score, streak: result.streak, mode: self.record.lastMode,
                            modePoints: result.score - self.modeRunBase, reactionMilliseconds: result.turn.reactionMilliseconds)
                    }
                case .restarted:
                    self.freeScore = 0
                    self.modeRunBase = 0
                    return nil
                case .modeChanged(let mode):
                    self.record.lastMode = mode
                    self.modeRunBase = self.freeScore
                default:
                    return nil
                }
                writer.submit(self.record)
                return Reaction.saved.rawValue
            })
    }

    /// The mode being played, remembered for next time.
    func remember(_ mode: GameMode) {
        guard record.lastMode != mode else { return }
        record.lastMode = mode
        writer.submit(record)
    }

    /// Where and how the window is, remembered for the next launch.
    func remember(window: WindowPlacement) {
        guard record.window != window else { return }
        record.window = window
        writer.submit(record)
    }

    /// Keeps a finished daily challenge as its day's result, unless the day has one; the card
    /// says whether it counted and how many days in a row have a result.
    func count(daily result: DailyResult) -> DailyCard {
        let counted = record.count(daily: result)
        if counted { writer.submit(record) }
        return DailyCard(result: result, daysInARow: record.dailyDaysInARow(endingOn: result.date), counted: counted)
    }

    private static let refuseToSetAside: @Sendable (String) -> Result<String?, StateStore.SetAsideError> = { _ in
        .failure(StateStore.SetAsideError(description: "the state file could not be read at launch, so it is left as it is"))
    }

    /// Waits until everything submitted is written.
    func flush() {
        writer.flush()
    }

    /// Forgets the statistics and high scores (the mode and the window stay), once the stored
    /// record is copied aside: the copy's path, or why nothing was reset.
    func resetStatistics() -> Result<String?, StateStore.SetAsideError> {
        writer.flush()
        let kept = storage.setAside("reset")
        guard case .success = kept else { return kept }
        var fresh = GameRecord()
        fresh.lastMode = record.lastMode
        fresh.window = record.window
        record = fresh
        writer.submit(record)
        return kept
    }
}

/// Writes the newest submitted record on its own thread, no more often than `interval`; records
/// submitted meanwhile replace each other, so only the newest is written.
final class BackgroundWriter: Sendable {
    private struct State {
        var pending: GameRecord?
        var running = false
        var hurrying = false
        var lastWrite: ContinuousClock.Instant?
    }

    private let storage: StateStorage
    private let interval: Duration
    private let warnings: Warnings
    private let state = Locked(State())
    private let queue = DispatchQueue(label: "tap-the-larger-shape.state-writer")
    /// Wakes the writer from its pause between writes when the game is ending.
    private let hurry = DispatchSemaphore(value: 0)

    init(storage: StateStorage, interval: Duration, warnings: Warnings) {
        self.storage = storage
        self.interval = interval
        self.warnings = warnings
    }

    func submit(_ record: GameRecord) {
        let start = state.withLock { state in
            state.pending = record
            guard !state.running else { return false }
            state.running = true
            return true
        }
        if start { queue.async { self.drain() } }
    }

    /// Writes what is pending without pausing, and returns when the writer is idle.
    func flush() {
        state.withLock { $0.hurrying = true }
        hurry.signal()
        queue.sync {}
        state.withLock { $0.hurrying = false }
        // NB: a signal nobody waited for would cut the next pause short; take it back.
        while hurry.wait(timeout: .now()) == .success {}
    }

    private func drain() {
        while true {
            let pause = state.withLock { state -> Duration? in
                guard state.pending != nil else {
                    state.running = false
                    return nil
                }
                guard !state.hurrying, let last = state.lastWrite else { return .zero }
                return interval - (ContinuousClock.now - last)
            }
            guard let pause else { return }
            if pause > .zero {
                let (seconds, attoseconds) = pause.components
                _ = hurry.wait(timeout: .now() + .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)))
            }
            guard
                let record = state.withLock({ state in
                    defer { state.pending = nil }; return state.pending
                })
            else { continue }
            if let warning = storage.save(record) { warnings.report(warning) }
            state.withLock { $0.lastWrite = .now }
        }
    }
}
