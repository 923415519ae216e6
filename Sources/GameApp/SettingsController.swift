import Dispatch
import GameCore
import Logging
import Preferences

/// The player's settings while the game runs: reports how they loaded, watches the file, reloads
/// it when it changes, and keeps the last good settings when a change is broken. Diagnostics go
/// to standard error as `path:line:column: message` (editors jump there), to the log, to the app's
/// events (the event log listens), and the first one to the screen for a few seconds.
///
/// A change is read on the watcher's thread, never the main one (a slow disk must not stall a
/// frame); the newest reading waits in an inbox until the loop wakes and `receive()` applies it. A burst of saves costs one reading per settle, and the last
/// save always wins.
@MainActor
final class SettingsController {
    /// The message along the bottom: the first problem of a reading, put into words when it is
    /// drawn, in the language on screen then.
    struct Notice {
        let diagnostic: SettingsDiagnostic
        /// Whether the file was not applied (an error), so the previous settings stay.
        let keptPrevious: Bool
        /// Whether a change made in the game was not written, so it lasts this session only.
        var sessionOnly = false
        let until: Duration

        func text(in catalog: Catalog) -> String {
            let file = diagnostic.path.split(separator: "/").last.map(String.init) ?? diagnostic.path
            // The screen gets the gist; standard error and the log have every word.
            let words = diagnostic.text
            let values = words.values.mapValues { DiagnosticText.phrases.contains($0) ? catalog(Message($0)) : $0 }
            let said = words.translatable ? catalog(Message(words.template), values) : diagnostic.message
            let message = said.count > SettingsController.noticeMessageLimit ? said.prefix(SettingsController.noticeMessageLimit - 1) + "…" : said
            let text = catalog(
                UIText.notice, ["file": file, "line": "\(diagnostic.line)", "column": "\(diagnostic.column)", "message": String(message)])
            if sessionOnly { return text + " " + catalog(UIText.notWritten) }
            return keptPrevious ? text + " " + catalog(UIText.keptPrevious) : text
        }
    }

    private(set) var settings: Settings
    private(set) var notice: Notice?
    private let source: SettingsSource
    private let clock: GameClock
    private let console: Console
    private let logger: Logger
    private let appEvents: EventBus<AppEvent>
    private var pendingReport: SettingsLoad?
    private var stopWatching: (@Sendable () -> Void)?
    private let inbox = Inbox()

    /// The newest reading made off the main thread, not yet applied, and what became of the
    /// changes written meanwhile.
    private final class Inbox: Sendable {
        let load = Locked<SettingsLoad?>(nil)
        let writes = Locked<[(SettingsChange, SettingsWrite)]>([])
    }

    /// Writes changes made in the game one after another, off the main thread: a slow disk never
    /// holds up a frame.
    private let writer = DispatchQueue(label: "tap-the-larger-shape.settings-writer")
    /// What the file should read as after each of the game's own writes not yet seen by the
    /// watcher, oldest first: the watcher's reading of one of them is no news (a later change
    /// is already in force), and is passed over without a word.
    private var ownWrites: [Settings] = []
    private var wake: (@Sendable () -> Void)?

    static let noticeDuration: Duration = .seconds(6)
    /// Characters of a diagnostic's message shown on screen.
    nonisolated static let noticeMessageLimit = 200

    /// - Parameters:
    ///   - source: where the settings are read, watched and written.
    ///   - initial: the load the composition root already made (the window's size comes from
    ///     it); `start()` reports it.
    ///   - clock: the game's clock, for how long a notice stays.
    ///   - console: where problems are printed for the player who started the game in a terminal.
    ///   - logger: the app's log.
    ///   - appEvents: where `settings_applied`, `setting_changed` and the like are published.
    init(source: SettingsSource, initial: SettingsLoad, clock: GameClock, console: Console, logger: Logger, appEvents: EventBus<AppEvent>) {
        self.source = source
        self.clock = clock
        self.console = console
        self.logger = logger
        self.appEvents = appEvents
        settings = initial.settings ?? .defaults
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
        apply(load)
    }

    /// A change the player made in the game: in force at once, then written into the file (only
    /// that value's text) on the writer's thread. The file is the truth: should it not read, it
    /// is left alone, the screen says why, and the change lasts this session.
    func change(_ change: SettingsChange) {
        settings = change.applied(to: settings)
        ownWrites.append(settings)
        // NB: a watcher that never reports (no inotify) must not let the list grow.
        if ownWrites.count > 64 { ownWrites.removeFirst(ownWrites.count - 64) }
        appEvents.publish(.settingChanged(change, settings))
        let (source, inbox, wake) = (source, inbox, wake)
        writer.async {
            let outcome = source.write(change)
            inbox.writes.withLock { $0.append((change, outcome)) }
            wake?()
        }
    }

    /// Waits until every change asked for is written, and reports them (the end of a run).
    func flushWrites() {
        writer.sync {}
        for (change, outcome) in inbox.writes.withLock({ writes in
            defer { writes.removeAll() }; return writes
        }) {
            written(change, outcome)
        }
    }

    private func written(_ change: SettingsChange, _ outcome: SettingsWrite) {
        appEvents.publish(.settingSaved(change, outcome, path: source.path))
        switch outcome {
        case .written, .noFile:
            return
        case .refused(let diagnostic):
            ownWrites.removeAll()
            logger.warning("not written to \(source.path): \(diagnostic)")
            console.printError("\(diagnostic) (\(change.key) changed for this session only; the file was not written)")
            let notice = Notice(diagnostic: diagnostic, keptPrevious: false, sessionOnly: true, until: clock.now() + Self.noticeDuration)
            self.notice = notice
            appEvents.publish(.notice(notice.text(in: .english)))
        case .failed(let reason):
            ownWrites.removeAll()
            logger.warning("cannot write \(source.path): \(reason)")
            let diagnostic = SettingsDiagnostic(
                path: source.path, line: 1, column: 1, text: DiagnosticText(DiagnosticText.unwritable, ["reason": reason]))
            let notice = Notice(diagnostic: diagnostic, keptPrevious: false, sessionOnly: true, until: clock.now() + Self.noticeDuration)
            self.notice = notice
            appEvents.publish(.notice(notice.text(in: .english)))
        }
    }

    func stop() {
        stopWatching?()
        stopWatching = nil
        flushWrites()
    }

    /// Reads the file again now, on this thread, and applies it.
    func reload() {
        apply(source.reload())
    }

    /// Applies a reading, or keeps the last good settings and says why.
    private func apply(_ load: SettingsLoad) {
        if let newSettings = load.settings { settings = newSettings }
        report(load)
    }

    /// When the notice goes away.
    var nextDeadline: Duration? { notice?.until }

    func tick(at now: Duration) {
        guard let notice, now >= notice.until else { return }
        self.notice = nil
        appEvents.publish(.notice(nil))
    }

    private func report(_ load: SettingsLoad) {
        for diagnostic in load.diagnostics {
            console.printError("\(diagnostic)")
            logger.warning("\(diagnostic)")
            appEvents.publish(.settingsDiagnostic(diagnostic))
        }
        if load.settings != nil {
            logger.info("settings loaded from \(source.path)")
            appEvents.publish(.settingsApplied(settings, path: source.path))
        }
        guard let first = load.diagnostics.first(where: { $0.severity == .error }) ?? load.diagnostics.first else { return }
        let notice = Notice(diagnostic: first, keptPrevious: load.settings == nil, until: clock.now() + Self.noticeDuration)
        self.notice = notice
        appEvents.publish(.notice(notice.text(in: .english)))
    }
}
