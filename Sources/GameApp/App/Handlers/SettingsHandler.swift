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
            return put(&model, settings, in: context)
        case .settingChanged(let change):
            // NB: the player's own change is in force at once; a save that waits gets it too (the
            // file on disk has both).
            model.settings.held = model.settings.held.map { change.applied(to: $0) }
            var effects: [AppEffect] = [.changeSetting(change)]
            let changed = change.applied(to: model.settings.file)
            if changed != model.settings.file {
                newPace(&model, from: model.settings.file, to: changed)
                model.settings.file = changed
                effects.append(.applySettings(model.settings))
            }
            return effects
        case .desktopInForce(let reading):
            model.settings.desktop = reading
            return [.applyDesktop(model.settings)]
        default:
            return nil
        }
    }

    /// Whether a daily challenge or a race (its players joining included) is what is played.
    static func isSessionPlayed(_ model: AppModel, in context: AppContext) -> Bool {
        model.race != nil || context.play != .free
    }

    /// The save that waited, now that the daily challenge or the race is left; the mode it names
    /// only when the player did not just choose one on the way out.
    static func release(_ model: inout AppModel, in context: AppContext, modeChosen: Bool = false) -> [AppEffect] {
        guard let held = model.settings.held else { return [] }
        model.settings.held = nil
        guard held != model.settings.file else { return [] }
        return put(&model, held, in: context, beginsMode: !modeChosen)
    }

    private static func put(_ model: inout AppModel, _ settings: Settings, in context: AppContext, beginsMode: Bool = true) -> [AppEffect] {
        let previous = model.settings.file
        newPace(&model, from: previous, to: settings)
        model.settings.file = settings
        var effects: [AppEffect] = [.applySettings(model.settings)]
        // A mode the file newly names begins at once (a mode left as it was keeps the one played).
        if beginsMode, let named = settings.mode, named != previous.mode, named != context.mode { effects.append(.game(.setMode(named))) }
        return effects
    }

    /// One-switch play at a new pace (or turned on or off) begins its beats again from now.
    private static func newPace(_ model: inout AppModel, from previous: Settings, to next: Settings) {
        if previous.scanMilliseconds != next.scanMilliseconds { model.scanMove = nil }
    }
}
