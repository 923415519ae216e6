import Drawing

/// Everything the game hears from the platform, translated once from SDL's events.
/// Positions are in window coordinates, as the pointer reports them.
public enum InputEvent: Hashable, Sendable {
    case quit
    case mouseDown(MouseButton, at: Point)
    case mouseUp(MouseButton, at: Point)
    case mouseMoved(to: Point)
    /// The mouse wheel (or a touchpad's two-finger scroll) turned `steps` notches: positive away
    /// from the player (up), negative towards.
    case wheel(steps: Int)
    case keyDown(Key, isRepeat: Bool)
    case keyUp(Key)
    /// A finger touched the screen, at a point in window coordinates (touch events in their own
    /// right: SDL's mouse emulation of touch is turned off).
    case fingerDown(Finger, at: Point)
    case fingerUp(Finger, at: Point)
    /// A finger on the screen moved (a swipe, a drag), to a point in window coordinates.
    case fingerMoved(Finger, to: Point)
    /// A game controller was plugged in (or was there at the start) and is now open: its name, and
    /// whose buttons it has (the labels printed on them).
    case controllerAdded(ControllerID, name: String, family: ControllerFamily = .generic)
    /// A game controller went away; the queue has closed it.
    case controllerRemoved(ControllerID)
    /// A plugged-in controller could not be opened; `reason` is SDL's.
    case controllerUnavailable(reason: String)
    case buttonDown(ControllerButton, controller: ControllerID)
    case buttonUp(ControllerButton, controller: ControllerID)
    /// A stick or trigger moved: `value` from -1 (left, up) to 1 (right, down); triggers 0 to 1.
    case axisMoved(ControllerAxis, value: Double, controller: ControllerID)
    /// The window's size changed (window coordinates).
    case resized(Size)
    /// The window needs redrawing (uncovered, restored).
    case exposed
    case focusGained
    case focusLost
    case minimized
    case maximized
    /// The window left the minimized or maximized state.
    case restored
    /// The window moved; its top-left corner on the desktop.
    case moved(Point)
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
    /// A printable key pressed with Ctrl held (`Ctrl+Q` is `.control("q")`): a key of its own, so
    /// a shortcut never reads as the plain letter's hotkey.
    case control(Character)
    case space
    case enter
    case escape
    case tab
    case backspace
    case left
    case right
    case up
    case down
    case pageUp
    case pageDown
    case home
    case end
    /// A function key, F1 to F24.
    case function(Int)
    /// Ctrl, Shift, Alt or Super alone: held for another key, never a key to act on by itself.
    case modifier
    /// Any other key, by its SDL keycode.
    case other(Int32)
}

/// One finger on one touch device.
public struct Finger: Hashable, Sendable {
    public let device: Int64
    public let id: Int64

    public init(device: Int64, id: Int64) {
        self.device = device
        self.id = id
    }
}

/// SDL's instance id of an open game controller: stable while it stays plugged in.
public struct ControllerID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }

    public var description: String { "\(rawValue)" }
}

/// A game controller's button by its place on a standard (Xbox-style) pad, as SDL's
/// GameController mappings name them: `a` is the bottom face button on any pad.
public enum ControllerButton: Hashable, Sendable, CaseIterable {
    case a, b, x, y
    case back, guide, start
    case leftStick, rightStick
    case leftShoulder, rightShoulder
    case dpadUp, dpadDown, dpadLeft, dpadRight
    /// The share / capture / microphone button.
    case misc
}

/// Whose labels a pad's buttons carry. SDL names buttons by place (`a` is the bottom face button),
/// but a PlayStation pad prints a cross there, and on a Nintendo pad SDL's `a` is the east button,
/// labelled A (SDL follows the labels there), which confirms as A does everywhere.
public enum ControllerFamily: Hashable, Sendable, CaseIterable {
    /// Xbox's and most others': A, B, X, Y, LB, RB, Back (View), Start (Menu).
    case xbox
    /// Cross, Circle, Square, Triangle, L1, R1, Share (Create), Options.
    case playStation
    /// A, B, X, Y by their labels, L, R, − and +.
    case nintendo
    /// A pad SDL cannot name: the help uses Xbox's names, which SDL's mapping follows.
    case generic
}

public enum ControllerAxis: Hashable, Sendable, CaseIterable {
    case leftX, leftY, rightX, rightY, leftTrigger, rightTrigger
}
