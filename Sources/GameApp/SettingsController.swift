import GameCore
import Logging
import Preferences

/// The player's settings while the game runs: reports how they loaded, watches the file, reloads
/// it when it changes, and keeps the last good settings when a change is broken. Diagnostics go
/// to standard error as `path:line:column: message` (editors jump there), to the log, to the app's
/// events (the event log listens), and the first one to the screen for a few seconds.
@MainActor
final class SettingsController {
    struct Notice {
        let text: String
        let until: Duration
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

    static let noticeDuration: Duration = .seconds(6)

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

    /// Reports the initial load and starts watching; `onChange` runs on the watcher's thread.
    func start(onChange: @escaping @Sendable () -> Void) {
        if let pendingReport { report(pendingReport) }
        pendingReport = nil
        stopWatching = source.watch(onChange)
    }

    func stop() {
        stopWatching?()
        stopWatching = nil
    }

    /// Reads the file again and applies it, or keeps the last good settings and says why.
    func reload() {
        let load = source.load()
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
        let file = first.path.split(separator: "/").last.map(String.init) ?? first.path
        let kept = load.settings == nil ? " (kept the previous settings)" : ""
        let text = "\(file):\(first.line):\(first.column): \(first.message)\(kept)"
        notice = Notice(text: text, until: clock.now() + Self.noticeDuration)
        appEvents.publish(.notice(text))
    }
}
