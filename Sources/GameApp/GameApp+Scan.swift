import GameCore

/// Where one-switch play's ring moves (`FocusPlace.scanPlaces`), in the window as it is now.
extension GameApp {
    var scanPlaces: [FocusPlace] { scanPlaces(among: nil) }

    /// The places among `controls` (the controls usable now, when the caller has them: nil finds
    /// them), which take some work to find.
    func scanPlaces(among known: [Control]?) -> [FocusPlace] {
        FocusPlace.scanPlaces(model: model, shapes: game.views.map(\.frame), controls: known ?? controls, bar: layout.bar, autoplay: options.autoplay)
    }
}
