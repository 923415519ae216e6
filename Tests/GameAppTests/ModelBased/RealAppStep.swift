import Desktop
import Platform
import Preferences

/// One thing a player, the desktop or the machine does to the real app (`RealAppMachine`), as
/// data: a sequence replays exactly, shrinks by leaving steps out, and prints as Swift to paste
/// into a test. What a step aims at is named as a person would (a control by its action's name,
/// a setting by its path), and found on the screen when the step runs.
enum AppStep: Hashable {
    /// Where a click or a tap lands.
    enum Spot: Hashable {
        /// The n-th shape in play (modulo their count).
        case shape(Int)
        /// The control usable now whose action has this name (`mode:circle`, `resume`); a step
        /// on a control that is not there does nothing.
        case control(String)
        /// A point, in thousandths of the window's width and height.
        case anywhere(Int, Int)
        /// The larger shape in play (where a player who plays well clicks).
        case larger
    }

    /// What the window manager does to the window.
    enum WindowChange: Hashable {
        case resize(width: Int, height: Int)
        case move(x: Int, y: Int)
        case maximize
        case minimize
        case restore
        /// The window's close button.
        case close
    }

    case key(Key)
    /// A key held down: SDL's repeats of it.
    case held(Key)
    /// The digit key (1 to 5) of the larger shape in play.
    case pickLarger
    case click(Spot)
    case tap(Spot)
    /// The wheel, turned `steps` notches (positive away from the player).
    case wheel(Int)
    /// A button pressed and let go on the pad in slot 1 to 3 (nothing when none is plugged there).
    case pad(Int, ControllerButton)
    /// The slot's pad moves its ring (the race seat's, else the game's) to the larger shape, then A.
    case padToLarger(Int)
    /// A stick pushed to `value` and let go.
    case stick(Int, ControllerAxis, Double)
    case plug(Int)
    case unplug(Int)
    case focusLost
    case focusGained
    case window(WindowChange)
    /// Time passes, in milliseconds, and the loop fires what is due.
    case wait(Int)
    /// From now on the loop wakes this many milliseconds after each moment something is due, as
    /// a busy machine's does (0: on time).
    case late(Int)
    /// The player saves the settings file with the setting at `path` (`game.feedback_ms`) set
    /// to a value (nil: the line removed).
    case save(String, SettingValue?)
    /// The player saves the file with a key of their own for an action (`[keys]`).
    case saveKey(action: String, key: String)
    /// The player saves a file that does not read.
    case badSave
    /// The file saved again as it is.
    case resave
    /// The desktop's wishes change (nil: the portal goes away).
    case desktop(DesktopWishes?)
    /// Midnight passes: the daily challenge is another day's.
    case newDay

    /// Whether the player's hand did it (a key, a click, a pad's button): only this ends a pause.
    var isPlayersInput: Bool {
        switch self {
        case .key, .held, .pickLarger, .click, .tap, .wheel, .pad, .padToLarger, .stick: true
        default: false
        }
    }

    /// Whether it ends the run (the window's close button, Ctrl+Q).
    var quits: Bool { self == .key(.control("q")) || self == .window(.close) }

    /// What kind of step it is, for the table of where the steps landed.
    var kind: String {
        switch self {
        case .key(.control("q")), .window(.close): "quit"
        case .key(.escape): "esc"
        case .key: "key"
        case .held: "held key"
        case .pickLarger: "pick larger"
        case .click(.control): "click control"
        case .click: "click"
        case .tap: "tap"
        case .wheel: "wheel"
        case .pad(_, .b): "pad B"
        case .pad: "pad"
        case .padToLarger: "pad to larger"
        case .stick: "stick"
        case .plug: "plug"
        case .unplug: "unplug"
        case .focusLost, .focusGained: "focus"
        case .window: "window"
        case .wait: "wait"
        case .late: "late"
        case .save, .saveKey, .badSave, .resave: "save"
        case .desktop: "desktop"
        case .newDay: "new day"
        }
    }
}
