/// What covers the game: the pause, and the help, the stats and the preferences, one at a time.
/// While anything covers them, the shapes are hidden (the game holds the turn's clock); the pause
/// screen's and the preferences' controls come and go with them.
enum OverlayHandler: AppHandler {
    static func reduce(_ model: inout AppModel, _ action: AppAction, in context: AppContext) -> [AppEffect]? {
        guard case .command(let command) = action else { return nil }
        switch command {
        case .togglePause(let cause): return model.isPaused ? resume(&model) : pause(&model, cause)
        case .pause(let cause):
            // NB: the bot plays on whatever window has the focus: a demo or a headless run must
            // not stall because another window took it.
            if context.autoplay, cause == .focus || cause == .minimized { return [] }
            return pause(&model, cause)
        case .resume: return resume(&model)
        case .toggleHelp: return show(model.overlay == .help ? nil : .help, &model)
        case .toggleStats: return show(model.overlay == .stats ? nil : .stats, &model)
        case .togglePreferences: return show(model.overlay == .preferences ? nil : .preferences, &model)
        case .toggleAbout: return show(model.overlay == .about ? nil : .about, &model)
        case .closeOverlays: return show(nil, &model)
        default: return nil
        }
    }

    static func pause(_ model: inout AppModel, _ cause: PauseCause) -> [AppEffect] {
        guard model.pause == nil else { return [] }
        let hid = model.hidesShapes
        model.pause = cause
        return hiding(hid, model) + [.announce(.paused(cause)), .controlsChanged]
    }

    static func resume(_ model: inout AppModel) -> [AppEffect] {
        guard model.pause != nil else { return [] }
        let hid = model.hidesShapes
        model.pause = nil
        return hiding(hid, model) + [.announce(.resumed), .controlsChanged]
    }

    /// Shows `overlay` in place of the one showing (nil: closes it).
    static func show(_ overlay: AppModel.Overlay?, _ model: inout AppModel) -> [AppEffect] {
        let hid = model.hidesShapes
        var effects: [AppEffect] = []
        if let current = model.overlay, current != overlay {
            model.overlay = nil
            if model.confirmingReset { model.confirmation = nil }
            effects += [.announce(.overlay(current, shown: false))] + (current.hasControls ? [.controlsChanged] : [])
        }
        if let overlay, model.overlay != overlay {
            model.overlay = overlay
            effects += [.announce(.overlay(overlay, shown: true))] + (overlay.hasControls ? [.controlsChanged] : [])
        }
        return hiding(hid, model) + effects
    }

    /// Nothing over the game: the overlay closes, the pause ends, a question goes unanswered
    /// (the daily challenge and the race begin this way).
    static func uncover(_ model: inout AppModel) -> [AppEffect] {
        var effects = show(nil, &model) + resume(&model)
        if let question = model.confirmation {
            let hid = model.hidesShapes
            model.confirmation = nil
            effects += hiding(hid, model) + [.announce(.confirmation(question, shown: false))]
        }
        return effects
    }

    /// The game told when the shapes go out of sight or come back.
    static func hiding(_ hid: Bool, _ model: AppModel) -> [AppEffect] {
        hid == model.hidesShapes ? [] : [.game(.hideShapes(model.hidesShapes))]
    }
}
