import Dispatch
import Drawing
import GameCore
import Locking
import Preferences
import Raster
import SystemIO

/// Screenshots (F12, the controller's X or Share): the frame the app's model asks for is captured
/// as drawn (before the focus ring and notices go on it), encoded as a PNG and saved on a
/// background thread, so a large window never stalls a frame. The loop hears back through
/// `receive()` after `wake`, and the outcome goes out as an app event: the player sees a short
/// notice, the event log gets the path. A full or read-only folder costs a notice, never the
/// game.
@MainActor
final class Screenshots {
    enum Outcome: Sendable {
        case saved(path: String)
        case failed(reason: String)
    }

    /// Where pictures go, looked up on the writer's thread; nil turns screenshots off (tests that
    /// must leave no trace).
    private let folder: (@Sendable () -> PictureFolder)?
    private let appEvents: EventBus<AppEvent>
    private let wake: @Sendable () -> Void
    private let outbox = Locked<[Outcome]>([])
    private let queue = DispatchQueue(label: "tap-the-larger-shape.screenshots")

    init(folder: (@Sendable () -> PictureFolder)?, appEvents: EventBus<AppEvent>, wake: @escaping @Sendable () -> Void) {
        self.folder = folder
        self.appEvents = appEvents
        self.wake = wake
    }

    /// The frame, as drawn: encoded and saved off the main thread.
    func save(_ image: Image) {
        guard let folder else {
            deliver(.failed(reason: "screenshots are turned off"))
            return
        }
        let (outbox, wake) = (outbox, wake)
        let date = WallClock.now()
        queue.async {
            let outcome: Outcome
            do {
                outcome = .saved(path: try folder().save(PNG.encode(image), stem: "tap-the-larger-shape", at: date))
            } catch {
                outcome = .failed(reason: "\(error)")
            }
            outbox.withLock { $0.append(outcome) }
            wake()
        }
    }

    /// Waits until every screenshot asked for is written (the end of a run, tests).
    func flush() {
        queue.sync {}
        receive()
    }

    /// Reports what the background thread finished.
    func receive() {
        for outcome in outbox.withLock({ outbox in
            defer { outbox.removeAll() }; return outbox
        }) { deliver(outcome) }
    }

    private func deliver(_ outcome: Outcome) {
        switch outcome {
        case .saved(let path): appEvents.publish(.screenshot(path: path))
        case .failed(let reason): appEvents.publish(.screenshotFailed(reason: reason))
        }
    }

    /// `~/…` for a path in the home folder: what a player recognizes.
    static func abbreviated(_ path: String, home: String = ProcessEnvironment.home()) -> String {
        guard !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
