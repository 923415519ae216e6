import Foundation

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
            return (home as NSString).appendingPathComponent(fallback)
        }
        let config = (base("XDG_CONFIG_HOME", fallback: ".config") as NSString).appendingPathComponent(folderName)
        let state = (base("XDG_STATE_HOME", fallback: ".local/state") as NSString).appendingPathComponent(folderName)
        return PreferencePaths(
            settingsFile: settingsOverride ?? (config as NSString).appendingPathComponent("settings.toml"),
            stateFile: (state as NSString).appendingPathComponent("state.json"),
            logFile: (state as NSString).appendingPathComponent("tap-the-larger-shape.log")
        )
    }

    /// The paths for this process: its environment and home folder.
    public static func current(settingsOverride: String? = nil) -> PreferencePaths {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return resolve(environment: environment, home: home, settingsOverride: settingsOverride)
    }
}
