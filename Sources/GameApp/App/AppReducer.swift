/// One feature's part of the app's reducer: it applies the actions it knows to the model and
/// returns the effects to run; for an action it does not know it returns nil, and the next
/// handler has it (**Chain of Responsibility**, as the tutorial's scorers are chained).
protocol AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]?
}

/// The app's reducer: a pure function from the model and one action to the new model and the
/// effects to run. Each feature is a handler of its own; a command none of them knows goes on to
/// the game, and so does the game's own time.
enum AppReducer {
    /// The chain, in order.
    static var handlers: [any AppHandler.Type] {
        [
            StepHandler.self, BarMenuHandler.self, ChoiceListHandler.self, ScanHandler.self, FocusHandler.self, RaceHandler.self, DailyHandler.self,
            BackOutHandler.self, InsideHandler.self,
            OverlayHandler.self,
            PreferencesHandler.self,
            SettingKeysHandler.self, SettingsHandler.self,
            WindowHandler.self,
            ScreenshotHandler.self,
            NoticeHandler.self,
        ]
    }

    /// Applies `action`, and the actions it is followed by (`AppEffect.then`), then derives what
    /// follows from the change (`AppDerivations`), once.
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect] {
        let before = model
        var pending = [action]
        var effects: [AppEffect] = []
        // NB: the chain's follow-ups end in a step or two; the bound only keeps a mistake finite.
        var steps = 0
        while !pending.isEmpty, steps < 16 {
            steps += 1
            for effect in apply(&model, pending.removeFirst(), in: context) {
                if case .then(let next) = effect { pending.append(next) } else { effects.append(effect) }
            }
        }
        return effects + AppDerivations.effects(from: before, to: &model, in: context)
    }

    /// The chain alone: what the handlers do with one action, follow-ups and all that is derived
    /// left to `reduce`.
    static func apply(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect] {
        var effects: [AppEffect]?
        for handler in handlers where effects == nil { effects = handler.reduce(&model, action, in: context) }
        if effects == nil, case .command(.game(let command)) = action { effects = [.game(command)] }
        if effects == nil, case .gameTime(let now) = action { effects = [.advanceGame(now)] }
        if effects == nil, case .raceTapsArrived(let taps) = action { effects = [.game(.raceTaps(taps))] }
        return effects ?? []
    }
}
