import Preferences

/// The keys that change a setting (N, + and −, D): each change is the settings file's, written
/// into it like one made on the preferences screen. And settings newly in force, from the file
/// or the player, are put in force everywhere, as are the desktop's wishes.
enum SettingKeysHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        if case .settingsInForce(let settings) = action { return [.applySettings(settings)] }
        if case .desktopInForce(let reading) = action { return [.applyDesktop(reading)] }
        guard case .command(let command) = action else { return nil }
        switch command {
        case .toggleMute:
            // The run's --mute is lifted: what the player hears now is the file's.
            return [.liftSessionMute, .changeSetting(SettingsChange(SettingsRegistry.keys.soundEnabled, to: context.isMuted))]
        case .changeShapeCount(let delta):
            let setting = SettingsRegistry.keys.shapesPerTurn.descriptor
            guard delta != 0, let count = setting.stepped(from: .integer(context.shapesPerTurn), forward: delta > 0) else { return [] }
            return [.changeSetting(SettingsChange(setting, to: count))]
        case .toggleAdaptive:
            return [.changeSetting(SettingsChange(SettingsRegistry.keys.adaptive, to: !context.adaptive))]
        default:
            return nil
        }
    }
}
