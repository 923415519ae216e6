import GameCore
import Preferences

/// Who wins when the command line, the settings file and the state file disagree: the rule,
/// written once and tested without a window, so that the app only wires.
///
/// - At start, the command line's `--mode` wins, then the file's `game.mode`, then the mode last
///   played, then `mixed`; `--adaptive` turns the difficulty on whatever the file says, and a
///   feedback duration the run fixes (a bot playing flat out, a test) wins over `feedback_ms`.
/// - When the file changes, only what changed in it is applied: a value the file did not change
///   keeps the one in play. So `--adaptive` holds until the file's `adaptive` changes, and a
///   mode chosen in the game stays until the file names another.
struct SettingsPrecedence {
    /// The file's settings at the start.
    let file: Settings

    init(file: Settings) {
        self.file = file
    }

    /// The game's first settings: the file's, with `--adaptive` (`adaptiveFlag`) turning the
    /// difficulty on and `feedbackDuration`, when given, in place of the file's.
    func initialGameSettings(adaptiveFlag: Bool, feedbackDuration: Duration?) -> GameSettings {
        var settings = file.gameSettings()
        if adaptiveFlag { settings.adaptive = true }
        if let feedbackDuration { settings.feedbackDuration = feedbackDuration }
        return settings
    }

    /// The first mode: the command line's, else the file's, else the one last played, else mixed.
    func initialMode(commandLine: GameMode?, lastPlayed: GameMode?) -> GameMode {
        commandLine ?? file.mode ?? lastPlayed ?? .mixed
    }

    /// The game settings a newly read file (`newFile`, the one in force before it: `previous`)
    /// puts in force against the game in play. (A mode the file newly names is the reducer's to
    /// begin: `SettingsHandler`.)
    static func reconcile(_ newFile: Settings, previous: Settings, inPlay: GameSettings) -> GameSettings {
        var settings = newFile.gameSettings()
        // What the game can change in play holds while the file leaves its setting as it was
        // (each such setting says so in its descriptor: `SettingDescriptor.heldInPlay`).
        for descriptor in SettingsRegistry.standard.settings {
            if let field = descriptor.heldInPlay, newFile[descriptor] == previous[descriptor] { settings.take(field, from: inPlay) }
        }
        return settings
    }
}
