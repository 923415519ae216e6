import Preferences

/// The keys that change a setting (N, + and −, D): each change is the settings file's, written
/// into it like one made on the preferences screen (`SettingsHandler` puts it in force).
enum SettingKeysHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else { return nil }
        switch command {
        case .toggleMute:
            // The run's --mute is lifted: what the player hears now is the file's.
            let change = SettingsChange(SettingsRegistry.keys.soundEnabled, to: model.settings.isMuted)
            return model.liftSessionMute(before: change) + [.then(.settingChanged(change))]
        case .changeShapeCount(let delta):
            let setting = SettingsRegistry.keys.shapesPerTurn.descriptor
            guard delta != 0, let count = setting.stepped(from: .integer(context.shapesPerTurn), forward: delta > 0) else { return [] }
            return [.then(.settingChanged(SettingsChange(setting, to: count)))]
        case .toggleAdaptive:
            return [.then(.settingChanged(SettingsChange(SettingsRegistry.keys.adaptive, to: !context.adaptive)))]
        default:
            return nil
        }
    }
}
