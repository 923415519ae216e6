import Preferences

/// The preferences screen's lines: each step is a change of a setting, written into the file;
/// the reset line asks first, and only its Yes resets.
enum PreferencesHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else { return nil }
        switch command {
        case .preference(.about, _):
            guard model.isPreferencesShown, !model.confirmingReset else { return [] }
            // Over the preferences: backing out of About returns to them.
            model.open(.overlay(.about))
            return []
        case .preference(.reset, _):
            guard model.isPreferencesShown, !model.confirmingReset else { return [] }
            model.open(.question(.resetStatistics))
            return []
        case .preference(let row, let step):
            // The sound line steps what the player hears (the run's --mute counts), as N does.
            // NB: what the player has now, which the run's --mute or --adaptive may have changed.
            var heard = model.settings.file
            heard.soundEnabled = !model.settings.isMuted
            heard.adaptive = context.adaptive
            guard model.isPreferencesShown, !model.confirmingReset, let change = row.change(step: step, settings: heard) else { return [] }
            let soundLine = change.setting == SettingsRegistry.keys.soundEnabled.descriptor
            return (soundLine ? model.liftSessionMute(before: change) : []) + [.then(.settingChanged(change))]
        case .closePreferences:
            if model.confirmingReset {
                model.close(.question(.resetStatistics))
            } else if model.isPreferencesShown {
                model.close(.overlay(.preferences))
            }
            return []
        case .confirmReset:
            guard model.confirmingReset else { return [] }
            model.close(.question(.resetStatistics))
            return [.resetStatistics]
        default:
            return nil
        }
    }
}
