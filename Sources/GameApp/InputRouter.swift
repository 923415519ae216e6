import Drawing
import GameCore
import Platform

/// The one door through which input reaches the game: each platform event becomes at most one
/// thing to do. Pure translation, so it is tested without a window.
public enum InputRouter {
    /// What an input event asks for.
    public enum Route: Hashable, Sendable {
        case command(AppCommand)
        /// The window changed size.
        case resized
        /// The window must be drawn again (uncovered, focused).
        case redraw
        /// A background watcher woke the loop: the settings file changed.
        case settingsChanged
    }

    public static func route(_ event: InputEvent) -> Route? {
        switch event {
        case .quit: .command(.quit)
        case .mouseDown(.left, let point): .command(.game(.tap(point)))
        case .keyDown(let key, isRepeat: false): Hotkeys.command(for: key).map(Route.command)
        case .resized: .resized
        case .exposed, .focusGained: .redraw
        case .wake: .settingsChanged
        default: nil
        }
    }
}
