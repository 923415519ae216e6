import GameCore

/// Where one-switch play's ring moves (`ScanHandler`): the shapes in play, then the bar as one
/// place (pressed, its controls one by one); on a screen, its own buttons (the bar's aside,
/// which the screens' Back and Close reach); a question's two answers; nothing while a race is
/// joined (its players have rings of their own) or scanning is off.
extension GameApp {
    var scanPlaces: [FocusPlace] { scanPlaces(among: nil) }

    /// The places among `controls` (the controls usable now, when the caller has them: nil finds
    /// them), which take some work to find.
    func scanPlaces(among known: [Control]?) -> [FocusPlace] {
        guard parts.settings.settings.scanMilliseconds > 0, model.race == nil, !options.autoplay else { return [] }
        // (The bar's controls are those in its band.)
        let barTop = layout.bar.frame.minY
        let controls = (known ?? controls).filter { $0.frame.minY < barTop }.map { FocusPlace(target: .control($0.action), frame: $0.frame) }
        let onScreen = model.confirmation != nil || model.isPaused || model.isOverlaid || model.facesDailyResults
        if onScreen { return controls }
        if model.scansBar { return layout.bar.controls.map { FocusPlace(target: .control($0.action), frame: $0.frame) } }
        let shapes = model.hidesShapes ? [] : game.views.enumerated().map { FocusPlace(target: .shape($0.offset), frame: $0.element.frame) }
        return shapes + [FocusPlace(target: .control(.scanBar), frame: layout.bar.frame)]
    }
}
