import GameCore

/// Where one-switch play's ring moves (`ScanHandler`): the shapes in play, then the bar as one
/// place (pressed, its controls one by one); on a screen, its own buttons (the bar's aside,
/// which the screens' Back and Close reach); a question's two answers; nothing while a race is
/// joined (its players have rings of their own) or scanning is off.
extension GameApp {
    var scanPlaces: [FocusPlace] {
        guard parts.settings.settings.scanMilliseconds > 0, model.race == nil, !options.autoplay else { return [] }
        let bar = Set(layout.bar.controls.map(\.action))
        let controls = controls.filter { !bar.contains($0.action) }.map { FocusPlace(target: .control($0.action), frame: $0.frame) }
        let onScreen = model.confirmation != nil || model.isPaused || model.isOverlaid || model.facesDailyResults
        if onScreen { return controls }
        if model.scansBar { return layout.bar.controls.map { FocusPlace(target: .control($0.action), frame: $0.frame) } }
        let shapes = model.hidesShapes ? [] : game.views.enumerated().map { FocusPlace(target: .shape($0.offset), frame: $0.element.frame) }
        return shapes + [FocusPlace(target: .control(.scanBar), frame: layout.bar.frame)]
    }
}
