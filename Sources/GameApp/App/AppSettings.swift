import Desktop
import Preferences

/// The settings as the app's model keeps them: the file's (with the changes the player made in the
/// game), a save of the file that waits for a daily challenge or a race to end, the desktop's
/// last word, and the run's own mute. What is in force is worked out from them
/// (`SettingsInForce`, `isMuted`), never kept beside them: the parts that show them (the
/// renderer, the sounds, the voice) are told by the reducer's effects and decide nothing.
public struct AppSettings: Hashable, Sendable {
    /// The file's settings as put in force.
    public internal(set) var file: Settings
    /// A save of the file read while a daily challenge or a race is played: put in force, whole,
    /// when it ends (a mode change mid-race would leave the race halfway).
    public internal(set) var held: Settings?
    /// What the desktop said last; nil until it is heard.
    public internal(set) var desktop: DesktopReading?
    /// Muted for this run only (`--mute`), whatever the file says, until the player turns the
    /// sound on or off in the game.
    public internal(set) var sessionMuted: Bool

    public init(file: Settings, desktop: DesktopReading? = nil, sessionMuted: Bool = false) {
        self.file = file
        self.desktop = desktop
        self.sessionMuted = sessionMuted
    }

    /// Whether no sound is heard: muted for the run, or `sound.enabled = false`.
    public var isMuted: Bool { sessionMuted || !file.soundEnabled }

    /// The file's settings over the desktop's wishes over the defaults.
    var inForce: SettingsInForce { SettingsInForce(file: file, desktop: desktop?.wishes) }
}
