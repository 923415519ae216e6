/// Backing out, one level at a time (Esc, the controller's B): a question is answered no, the
/// preferences, the help or the stats close, the pause ends; else fullscreen is left; else the
/// game pauses. Nothing here quits: Ctrl+Q, the pause screen's Quit and the window's close do.
/// And a restart that would throw a score away asks first.
enum BackOutHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else { return nil }
        switch command {
        case .backOut:
            if model.confirmingRestart { return answer(&model) }
            if model.isPreferencesShown { return AppReducer.reduce(&model, .command(.closePreferences), in: context) }
            if model.isOverlaid { return OverlayHandler.show(nil, &model) }
            if model.isPaused { return OverlayHandler.resume(&model) }
            if context.isFullscreen { return [.setFullscreen(false)] }
            return OverlayHandler.pause(&model, .key)
        case .restart:
            guard context.score != 0 else { return [.game(.restart)] }
            guard model.confirmation == nil else { return [] }
            let hid = model.hidesShapes
            model.confirmation = .restart
            return OverlayHandler.hiding(hid, model) + [.announce(.confirmation(.restart, shown: true)), .controlsChanged]
        case .confirmRestart:
            guard model.confirmingRestart else { return [] }
            return [.game(.restart)] + answer(&model)
        default:
            return nil
        }
    }

    /// The restart's question goes away.
    private static func answer(_ model: inout AppModel) -> [AppEffect] {
        let hid = model.hidesShapes
        model.confirmation = nil
        return OverlayHandler.hiding(hid, model) + [.announce(.confirmation(.restart, shown: false)), .controlsChanged]
    }
}
