import Drawing

/// Everything the game hears from the platform, translated once from SDL's events.
/// Positions are in window coordinates, as the pointer reports them.
public enum InputEvent: Hashable, Sendable {
    case quit
    case mouseDown(MouseButton, at: Point)
    case mouseUp(MouseButton, at: Point)
    case mouseMoved(to: Point)
    case keyDown(Key, isRepeat: Bool)
    case keyUp(Key)
    /// The window's size changed (window coordinates).
    case resized(Size)
    /// The window needs redrawing (uncovered, restored).
    case exposed
    case focusGained
    case focusLost
    /// Another thread asked the loop to wake up (see `EventQueue.wakeUp()`).
    case wake
    /// An event the game has no use for.
    case unknown
}

public enum MouseButton: Hashable, Sendable {
    case left
    case middle
    case right
    case other(UInt8)
}

/// A key by what it means, not where it sits.
public enum Key: Hashable, Sendable {
    /// A printable key, as its lowercase character (`"s"`, `"1"`, `"/"`).
    case character(Character)
    case space
    case enter
    case escape
    case tab
    case backspace
    case left
    case right
    case up
    case down
    /// A function key, F1 to F24.
    case function(Int)
    /// Any other key, by its SDL keycode.
    case other(Int32)
}
