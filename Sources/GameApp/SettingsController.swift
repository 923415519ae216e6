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

    /// The newest reading made off the main thread, not yet applied.
    private final class Inbox: Sendable {
        let load = Locked<SettingsLoad?>(nil)
    }

    static let noticeDuration: Duration = .seconds(6)
    /// Characters of a diagnostic's message shown on screen.
    nonisolated static let noticeMessageLimit = 200

    /// - Parameter initial: the load the composition root already made (the window's size
    ///   comes from it); `start()` reports it.
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
        if let pendingReport { report(pendingReport) }
        pendingReport = nil
        let (source, inbox) = (source, inbox)
        stopWatching = source.watch {
            let load = source.reload()
            inbox.load.withLock { $0 = load }
            wake()
        }
    }

    /// Applies the newest reading the watcher made, if there is one.
    func receive() {
        guard let load = inbox.load.withLock({ $0.take() }) else { return }
        apply(load)
    }

    func stop() {
        stopWatching?()
        stopWatching = nil
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
