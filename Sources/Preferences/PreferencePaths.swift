import SystemIO

/// Where the game's files live, by the XDG Base Directory rules: `$XDG_CONFIG_HOME` and
/// `$XDG_STATE_HOME` when they are absolute paths (relative or empty values are ignored, as the
/// specification says), else `~/.config` and `~/.local/state`.
public struct PreferencePaths: Hashable, Sendable {
    public let settingsFile: String
    public let stateFile: String
    public let logFile: String

    public static let folderName = "tap-the-larger-shape"

    public init(settingsFile: String, stateFile: String, logFile: String) {
        self.settingsFile = settingsFile
        self.stateFile = stateFile
        self.logFile = logFile
    }

    public static func resolve(environment: [String: String], home: String, settingsOverride: String? = nil) -> PreferencePaths {
        func base(_ variable: String, fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return Path.join(home, fallback)
        }
        let config = Path.join(base("XDG_CONFIG_HOME", fallback: ".config"), folderName)
        let state = Path.join(base("XDG_STATE_HOME", fallback: ".local/state"), folderName)
        return PreferencePaths(
            settingsFile: settingsOverride ?? Path.join(config, "settings.toml"),
            stateFile: Path.join(state, "state.json"),
            logFile: Path.join(state, "tap-the-larger-shape.log")
        )
    }

    /// The paths for this process: its environment and home folder.
    public static func current(settingsOverride: String? = nil) -> PreferencePaths {
        let environment = ProcessEnvironment.current()
        return resolve(environment: environment, home: ProcessEnvironment.home(environment: environment), settingsOverride: settingsOverride)
    }
}
