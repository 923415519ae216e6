import GameCore
import Preferences

/// Settings coming in force: a save of the file, a change the player made in the game, the
/// desktop's wishes. The model keeps them (`AppModel.settings`); the app puts what is in force
/// where it shows (`AppEffect.applySettings`). A save read while a daily challenge or a race is
/// played waits, whole, until it ends; a mode the file newly names is begun only then.
enum SettingsHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        switch action {
        case .settingsRead(let settings):
            guard settings != model.settings.file || model.settings.held != nil else { return [] }
            if isSessionPlayed(model, in: context) {
                model.settings.held = settings
                return []
            }
            return model.putSettings(settings, in: context)
        case .settingChanged(let change):
            // NB: the player's own change is in force at once; a save that waits gets it too (the
            // file on disk has both).
            model.settings.held = model.settings.held.map { change.applied(to: $0) }
            let changed = change.applied(to: model.settings.file)
            var effects: [AppEffect] = [.changeSetting(change, file: model.settings.held ?? changed)]
            // NB: a change in the game names no mode (none of its lines or keys is the mode's).
            if changed != model.settings.file { effects += model.putSettings(changed, in: context, beginsMode: false) }
            return effects
        case .desktopInForce(let reading):
            let previous = model.settings
            model.settings.desktop = reading
            return [.applyDesktop(model.settings, previous: previous)]
        default:
            return nil
        }
    }

    /// Whether a daily challenge or a race (its players joining included) is what is played.
    /// (Not practice with parts swapped from the panel: its rules are the free game's settings.)
    static func isSessionPlayed(_ model: AppModel, in context: AppContext) -> Bool {
        switch context.play {
        case .daily, .race: true
        case .free, .practice: model.race != nil
        }
    }
}
