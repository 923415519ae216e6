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

    /// `controls` are the clickable controls on screen: a click on one is its command, any other
    /// click is a tap for the game.
    public static func route(_ event: InputEvent, controls: ControlBar? = nil) -> Route? {
        switch event {
        case .quit: .command(.quit)
        case .mouseDown(.left, let point): .command(controls?.control(at: point)?.command ?? .game(.tap(point)))
        case .keyDown(let key, isRepeat: false): Hotkeys.command(for: key).map(Route.command)
        case .resized: .resized
        case .exposed, .focusGained: .redraw
        case .wake: .settingsChanged
        default: nil
        }
    }
}
