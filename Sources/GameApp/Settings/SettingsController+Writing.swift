import GameCore
import Preferences

/// The settings' other direction: a change made in the game is in force at once and written into
/// the file on the writer's thread; what became of each write comes back through `receive()`.
extension SettingsController {
    /// A change the player made in the game: in force at once, then written into the file (only
    /// that value's text) on the writer's thread. The file is the truth: should it not read, it
    /// is left alone, the screen says why, and the change lasts this session. `file` is what the
    /// file reads as once it is written (the model knows: `AppEffect.changeSetting`).
    func change(_ change: SettingsChange, leaving file: Settings) {
        ownWrites.append(file)
        // NB: a watcher that never reports (no inotify) must not let the list grow.
        if ownWrites.count > 64 { ownWrites.removeFirst(ownWrites.count - 64) }
        appEvents.publish(.settingChanged(change, file))
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

    func written(_ change: SettingsChange, _ outcome: SettingsWrite) {
        appEvents.publish(.settingSaved(change, outcome, path: source.path))
        switch outcome {
        case .written, .noFile:
            return
        case .refused(let diagnostic):
            ownWrites.removeAll()
            logger.warning("not written to \(source.path): \(diagnostic)")
            console.printError("\(diagnostic) (\(change.key) changed for this session only; the file was not written)")
            problem(SettingsNotice(diagnostic: diagnostic, keptPrevious: false, sessionOnly: true))
        case .failed(let reason):
            ownWrites.removeAll()
            logger.warning("cannot write \(source.path): \(reason)")
            let diagnostic = SettingsDiagnostic(
                path: source.path, line: 1, column: 1, text: DiagnosticText(DiagnosticText.unwritable, ["reason": reason]))
            problem(SettingsNotice(diagnostic: diagnostic, keptPrevious: false, sessionOnly: true))
        }
    }
}
