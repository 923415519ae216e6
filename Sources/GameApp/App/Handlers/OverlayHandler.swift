/// What covers the game: the pause, the help, the stats, the preferences and About, as one stack
/// of screens (`AppModel.screens`) of which only the top one is drawn. The help, the stats and
/// the preferences take each other's place; About opens over what opened it, and the pause over
/// whatever is open, so backing out returns to it. The reducer derives what follows (the shapes
/// hidden, the announcements, the controls).
enum OverlayHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else { return nil }
        switch command {
        case .togglePause where model.waitsForRacer:
            return []
        case .togglePause(let cause):
            if model.isPaused { model.resume() } else { model.pause(cause) }
            return []
        case .resume where model.waitsForRacer:
            // NB: only the missing racer's new controller goes on (`RaceHandler`).
            return []
        case .pause(let cause):
            // NB: the bot plays on whatever window has the focus: a demo or a headless run must
            // not stall because another window took it.
            if context.autoplay, cause == .focus || cause == .minimized { return [] }
            model.pause(cause)
            return []
        case .resume:
            model.resume()
            return []
        case .toggleHelp: return toggle(.help, &model)
        case .toggleStats: return toggle(.stats, &model)
        case .togglePreferences: return toggle(.preferences, &model)
        case .toggleAbout:
            // About opens over the screen that opened it (the help, the preferences).
            if model.top == .overlay(.about) { model.close(.overlay(.about)) } else { model.open(.overlay(.about)) }
            return []
        case .closeOverlays:
            model.closeOverlays()
            return []
        case .close(let overlay):
            model.close(.overlay(overlay))
            return []
        case .scroll(let move):
            // NB: the rows as last laid out (`AppContext.scroll`): the view never goes past them.
            guard model.scrollsInView || model.facesPreferences || model.stackedScreen != nil, let rows = context.scroll else { return [] }
            if model.facesPreferences {
                model.preferencesScroll = rows.moved(model.preferencesScroll, by: move)
            } else {
                model.scroll = rows.moved(model.scroll, by: move)
            }
            return []
        default: return nil
        }
    }

    /// Closes `overlay` if it is what shows; else it takes the place of the other overlays.
    private static func toggle(_ overlay: AppModel.Overlay, _ model: inout AppModel) -> [AppEffect] {
        if model.top == .overlay(overlay) {
            model.close(.overlay(overlay))
        } else {
            model.closeOverlays()
            model.open(.overlay(overlay))
        }
        return []
    }
}
