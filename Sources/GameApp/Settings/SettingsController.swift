import Dispatch
import GameCore
import Locking
import Logging
import Preferences

/// The player's settings file while the game runs: reports how it loaded, watches it, reads it
/// again when it changes, and hands only a good reading on (the model keeps the last good
/// settings when a change is broken; this part keeps none). Diagnostics go
/// to standard error as `path:line:column: message` (editors jump there), to the log, to the app's
/// events (the event log listens), and the first one to the screen for a few seconds.
///
/// A change is read on the watcher's thread, never the main one (a slow disk must not stall a
/// frame); the newest reading waits in an inbox until the loop wakes and `receive()` applies it. A burst of saves costs one reading per settle, and the last
/// save always wins.
@MainActor
final class SettingsController {
    /// The settings the file held at the start (the model's first), or the defaults.
    let initial: Settings
    let source: SettingsSource
    let console: Console
    let logger: Logger
    let appEvents: EventBus<AppEvent>
    private var pendingReport: SettingsLoad?
    /// What the app's model is to hear, oldest first: the settings read, the problems to show.
    /// The app takes them (`takeNews()`) after each call that may read or write, and sends them
    /// through its reducer: no listener on the bus sends an action.
    private var news: [News] = []

    enum News: Equatable {
        case read(Settings)
        case problem(SettingsNotice)
    }
    private var stopWatching: (@Sendable () -> Void)?
    let inbox = Inbox()

    /// The newest reading made off the main thread, not yet applied, and what became of the
    /// changes written meanwhile.
    final class Inbox: Sendable {
        let load = Locked<SettingsLoad?>(nil)
        let writes = Locked<[(SettingsChange, SettingsWrite)]>([])
    }

    /// Writes changes made in the game one after another, off the main thread: a slow disk never
    /// holds up a frame.
    let writer = DispatchQueue(label: "tap-the-larger-shape.settings-writer")
    /// What the file should read as after each of the game's own writes not yet seen by the
    /// watcher, oldest first: the watcher's reading of one of them is no news (a later change
    /// is already in force), and is passed over without a word.
    var ownWrites: [Settings] = []
    var wake: (@Sendable () -> Void)?

    /// - Parameters:
    ///   - source: where the settings are read, watched and written.
    ///   - initial: the load the composition root already made (the window's size comes from
    ///     it); `start()` reports it.
    ///   - console: where problems are printed for the player who started the game in a terminal.
    ///   - logger: the app's log.
    ///   - appEvents: where `settings_applied`, `setting_changed` and the like are published.
    init(source: SettingsSource, initial: SettingsLoad, console: Console, logger: Logger, appEvents: EventBus<AppEvent>) {
        self.source = source
        self.console = console
        self.logger = logger
        self.appEvents = appEvents
        self.initial = initial.settings ?? .defaults
        pendingReport = initial
    }

    /// Reports the initial load and starts watching. After each change the file is read on the
    /// watcher's thread, then `wake` runs there: it should make the loop call `receive()`.
    func start(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
        if let pendingReport { report(pendingReport) }
        pendingReport = nil
        let (source, inbox) = (source, inbox)
        stopWatching = source.watch {
            let load = source.reload()
            inbox.load.withLock { $0 = load }
            wake()
        }
    }

    /// Applies what the background threads finished: the changes written (or not), then the
    /// newest reading the watcher made.
    func receive() {
        for (change, outcome) in inbox.writes.withLock({ writes in
            defer { writes.removeAll() }; return writes
        }) {
            written(change, outcome)
        }
        guard let load = inbox.load.withLock({ $0.take() }) else { return }
        if load.diagnostics.isEmpty, let read = load.settings, let index = ownWrites.firstIndex(of: read) {
            // NB: the watcher saw the game's own write: the settings (or newer ones) are in force.
            ownWrites.removeFirst(index + 1)
            return
        }
        ownWrites.removeAll()
        report(load)
    }

    func stop() {
        stopWatching?()
        stopWatching = nil
        flushWrites()
    }

    /// Reads the file again now, on this thread, and reports it.
    func reload() {
        report(source.reload())
    }

    private func report(_ load: SettingsLoad) {
        for diagnostic in load.diagnostics {
            console.printError("\(diagnostic)")
            logger.warning("\(diagnostic)")
            appEvents.publish(.settingsDiagnostic(diagnostic))
        }
        if let settings = load.settings {
            logger.info("settings loaded from \(source.path)")
            appEvents.publish(.settingsApplied(settings, path: source.path))
            news.append(.read(settings))
        }
        guard let first = load.diagnostics.first(where: { $0.severity == .error }) ?? load.diagnostics.first else { return }
        problem(SettingsNotice(diagnostic: first, keptPrevious: load.settings == nil))
    }

    /// A problem for the screen: the event log hears it now, the model when the app takes it.
    func problem(_ notice: SettingsNotice) {
        appEvents.publish(.settingsProblem(notice))
        news.append(.problem(notice))
    }

    /// What happened since last asked, oldest first.
    func takeNews() -> [News] {
        defer { news.removeAll() }
        return news
    }
}
