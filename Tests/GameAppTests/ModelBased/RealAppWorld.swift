import Desktop
import GameCore
import Locking
import Platform
import Preferences

@testable import GameApp

/// What the real app hears of the world in the model-based test: a settings file the test saves
/// and the game writes (held in memory), a desktop whose wishes the test changes, and a calendar
/// whose day the test turns. Each reaches the app as the live one does: the watcher's reading,
/// the portal's inbox, then the loop's wake-up, handled by the real loop.
final class RealAppWorld: Sendable {
    /// What the file reads as now.
    let file = Locked(Settings.defaults)
    /// Whether the last save left a file that does not read (the game keeps its settings).
    let broken = Locked(false)
    private let watcher = Locked<(@Sendable () -> Void)?>(nil)
    private let desktopInbox = Locked<DesktopReading?>(DesktopReading(wishes: nil, problem: "no portal"))
    private let day = Locked(DailyChallenge.firstDay)

    static let path = "settings.toml"
    static let problem = SettingsDiagnostic(path: path, line: 3, column: 7, message: "expected a value")

    /// The file as the game's settings controller reads, watches and writes it.
    var settingsSource: SettingsSource {
        let (file, broken, watcher) = (file, broken, watcher)
        let load: @Sendable () -> SettingsLoad = {
            broken.withLock { $0 }
                ? SettingsLoad(settings: nil, diagnostics: [Self.problem], createdTemplate: false)
                : SettingsLoad(settings: file.withLock { $0 }, diagnostics: [], createdTemplate: false)
        }
        return SettingsSource(
            path: Self.path, load: load,
            watch: { onChange in
                watcher.withLock { $0 = onChange }
                return { watcher.withLock { $0 = nil } }
            },
            write: { change in
                // NB: as `Preferences.write`: a file that does not read is never written; one that
                // is written is seen by the watcher, as inotify would.
                guard !broken.withLock({ $0 }) else { return .refused(Self.problem) }
                let written = file.withLock { file in
                    file = change.applied(to: file)
                    return file
                }
                watcher.withLock { $0 }?()
                return .written(written)
            })
    }

    /// The desktop's newest wishes not yet taken, as the portal's watcher keeps them.
    var desktop: DesktopClient {
        let inbox = desktopInbox
        return DesktopClient { _ in inbox.withLock { $0.take() } }
    }

    /// Today, as the calendar says.
    var today: @Sendable () -> CivilDate {
        let day = day
        return { day.withLock { $0 } }
    }

    /// Lets the app's watcher go, as the live watcher does when the app stops watching.
    func forgetWatcher() {
        watcher.withLock { $0 = nil }
    }

    /// The player saves the file as `settings` (nil: a file that does not read); the watcher
    /// reads it and wakes the loop.
    func save(_ settings: Settings?) {
        if let settings { file.withLock { $0 = settings } }
        broken.withLock { $0 = settings == nil }
        watcher.withLock { $0 }?()
    }

    /// The desktop's wishes change (nil: the portal goes away).
    func post(_ wishes: DesktopWishes?) {
        desktopInbox.withLock { $0 = DesktopReading(wishes: wishes, problem: wishes == nil ? "no portal" : nil) }
        EventQueue.wakeUp()
    }

    /// Midnight passes.
    func turnDay() {
        day.withLock { $0 = $0.adding(days: 1) }
    }
}
