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
            if model.isPaused { resume(&model) } else { pause(&model, cause) }
            return []
        case .resume where model.waitsForRacer:
            // NB: only the missing racer's new controller goes on (`RaceHandler`).
            return []
        case .pause(let cause):
            // NB: the bot plays on whatever window has the focus: a demo or a headless run must
            // not stall because another window took it.
            if context.autoplay, cause == .focus || cause == .minimized { return [] }
            pause(&model, cause)
            return []
        case .resume:
            resume(&model)
            return []
        case .toggleHelp: return toggle(.help, &model)
        case .toggleStats: return toggle(.stats, &model)
        case .togglePreferences: return toggle(.preferences, &model)
        case .toggleAbout:
            // About opens over the screen that opened it (the help, the preferences).
            if model.top == .overlay(.about) { model.close(.overlay(.about)) } else { model.open(.overlay(.about)) }
            return []
        case .closeOverlays:
            closeOverlays(&model)
            return []
        case .turnPage(let step):
            guard model.isHelpShown || model.top == .overlay(.about) || model.isStatsShown || model.isPreferencesShown && !model.confirmingReset
            else { return [] }
            // NB: kept small, whatever the presses: 720,720 is a multiple of every count of
            // pages from 1 to 16, so the painter's page (this one, wrapped round) is unchanged.
            model.page = (model.page + step) % 720_720
            return []
        default: return nil
        }
    }

    /// The pause over whatever shows; a pause already in the stack stays as it is.
    static func pause(_ model: inout AppModel, _ cause: PauseCause) {
        guard model.pause == nil else { return }
        model.open(.pause(cause))
    }

    /// The pause goes, wherever it is in the stack.
    static func resume(_ model: inout AppModel) {
        model.closeAll { if case .pause = $0 { true } else { false } }
    }

    /// Closes `overlay` if it is what shows; else it takes the place of the other overlays.
    private static func toggle(_ overlay: AppModel.Overlay, _ model: inout AppModel) -> [AppEffect] {
        if model.top == .overlay(overlay) {
            model.close(.overlay(overlay))
        } else {
            closeOverlays(&model)
            model.open(.overlay(overlay))
        }
        return []
    }

    /// Every overlay goes, and the reset question with the preferences it belongs to.
    static func closeOverlays(_ model: inout AppModel) {
        model.closeAll { screen in
            switch screen {
            case .overlay, .question(.resetStatistics): true
            default: false
            }
        }
    }

    /// Nothing over the game: the screens close, a question goes unanswered (the daily challenge
    /// and the race begin this way).
    static func uncover(_ model: inout AppModel) {
        model.closeAll()
    }
}
