/// One feature's part of the app's reducer: it applies the actions it knows to the model and
/// returns the effects to run; for an action it does not know it returns nil, and the next
/// handler has it (**Chain of Responsibility**, as the tutorial's scorers are chained).
protocol AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]?
}

/// The app's reducer: a pure function from the model and one action to the new model and the
/// effects to run. Each feature is a handler of its own; a command none of them knows goes on to
/// the game.
enum AppReducer {
    /// The chain, in order.
    static var handlers: [any AppHandler.Type] {
        [
            FocusHandler.self, RaceHandler.self, DailyHandler.self, BackOutHandler.self, OverlayHandler.self, PreferencesHandler.self,
            SettingKeysHandler.self,
            WindowHandler.self,
            ScreenshotHandler.self,
            NoticeHandler.self,
        ]
    }

    /// Applies `action`, then derives what follows from the change (`AppDerivations`).
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect] {
        let before = model
        let effects = apply(&model, action, in: context)
        return effects + AppDerivations.effects(from: before, to: &model, in: context)
    }

    /// The chain alone: what the handlers do with `action`, nothing derived. A handler that
    /// passes a second action on calls this, so the outer `reduce` derives once.
    static func apply(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect] {
        var effects: [AppEffect]?
        for handler in handlers where effects == nil { effects = handler.reduce(&model, action, in: context) }
        if effects == nil, case .command(.game(let command)) = action { effects = [.game(command)] }
        return effects ?? []
    }
}
