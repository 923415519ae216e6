import Desktop
import Preferences

/// The settings as the app's model keeps them: the file's (with the changes the player made in the
/// game), a save of the file that waits for a daily challenge or a race to end, and the desktop's
/// last word. What is in force is worked out from them (`SettingsInForce`), never kept beside them.
public struct AppSettings: Hashable, Sendable {
    /// The file's settings as put in force.
    public internal(set) var file: Settings
    /// A save of the file read while a daily challenge or a race is played: put in force, whole,
    /// when it ends (a mode change mid-race would leave the race halfway).
    public internal(set) var held: Settings?
    /// What the desktop said last; nil until it is heard.
    public internal(set) var desktop: DesktopReading?

    public init(file: Settings, desktop: DesktopReading? = nil) {
        self.file = file
        self.desktop = desktop
    }

    /// The file's settings over the desktop's wishes over the defaults.
    var inForce: SettingsInForce { SettingsInForce(file: file, desktop: desktop?.wishes) }
}
